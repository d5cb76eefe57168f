import { DATE_TIME_EXAMPLES, parseDateTime, parseDuration, parseTimerCycle } from '@baton/time';
import type { ExecutableTimer } from '../executable-model.js';
import { isJuelExpression } from '../camunda7-dialect.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementProperty, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { FIX_LITERAL } from './iso8601.js';
import type { TransformContext } from './transform-context.js';

export type TimerType = ExecutableTimer['type'];

/** Which timers an event accepts, and how to name the event when it gets another one. */
export interface TimerRules {
  types: readonly TimerType[];
  /** `a timer start event`, as the subject of the problem. */
  event: string;
  /** Appended to the problem, e.g. how else to get a cycle. */
  hint?: string;
}

const TAGS: Record<TimerType, string> = { duration: 'timeDuration', date: 'timeDate', cycle: 'timeCycle' };
const TYPES: readonly TimerType[] = ['duration', 'date', 'cycle'];

/** Reads a `bpmn:timerEventDefinition`; reports on `node` and returns null when the timer cannot run. */
export function readTimer(node: ModdleElement, definition: ModdleElement, rules: TimerRules, context: TransformContext): ExecutableTimer | null {
  const present = TYPES.filter((type) => elementProperty(definition, TAGS[type]) !== undefined);
  const [type, ...others] = present;
  if (type === undefined) {
    context.problems.onElement(node, 'the timer has no timeDuration, timeDate or timeCycle');
    return null;
  }
  if (others.length > 0) {
    context.problems.onElement(
      node,
      `the timer must have exactly one of timeDuration, timeDate and timeCycle (found ${present.map((found) => TAGS[found]).join(' and ')})`,
    );
    return null;
  }
  if (!rules.types.includes(type)) {
    const allowed = rules.types.map((allowedType) => TAGS[allowedType]).join(' or ');
    context.problems.onElement(node, `${rules.event} cannot have a ${TAGS[type]}; use ${allowed}${rules.hint ? `, ${rules.hint}` : ''}`);
    return null;
  }

  const expression = elementProperty(definition, TAGS[type]);
  const text = (expression ? stringProperty(expression, 'body') : undefined)?.trim() ?? '';
  if (text === '' || text === '=') {
    context.problems.onElement(node, `the timer's ${TAGS[type]} is empty`);
    return null;
  }
  const problem = timerTextProblem(type, text);
  if (problem) {
    context.problems.onElement(node, problem);
    return null;
  }
  return { type, expression: toExecutableValue(text) };
}

function timerTextProblem(type: TimerType, text: string): string | null {
  const value = toExecutableValue(text);
  if (value.kind === 'feel') return feelValueProblem(value, `the timer's ${TAGS[type]}`);
  if (isJuelExpression(text)) {
    return `the model uses the Camunda 7 dialect (JUEL ${TAGS[type]} '${text}'); use a FEEL expression starting with '=' instead`;
  }
  switch (type) {
    case 'duration':
      return parseDuration(text) ? null : `the timer's timeDuration '${text}' is not an ISO 8601 duration (such as PT15M or P1DT2H); ${FIX_LITERAL}`;
    case 'date':
      return parseDateTime(text)
        ? null
        : `the timer's timeDate '${text}' is not an ISO 8601 date-time with an offset or a zone (such as ${DATE_TIME_EXAMPLES}); ${FIX_LITERAL}`;
    case 'cycle': {
      // As Zeebe: text starting with R is an ISO 8601 repeating interval, anything else a Spring cron expression.
      const cycle = parseTimerCycle(text);
      return cycle.ok ? null : `the timer's timeCycle '${text}' ${cycle.reason}; ${FIX_LITERAL}`;
    }
  }
}
