import { feelExpression } from '../conversion-context.js';
import { containsJuel } from '../juel/juel-to-feel.js';
import { child } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/** Timers stay as they are (ISO 8601 and cron read the same); a JUEL timer value becomes FEEL. */
export const convertTimer: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:TimerEventDefinition') return;
  for (const property of ['timeDate', 'timeDuration', 'timeCycle']) {
    const expression = child(element, property);
    const source = String(expression?.get('body') ?? '').trim();
    if (!expression || !containsJuel(source)) continue;
    const converted = feelExpression(source);
    if (converted.ok) expression.set('body', converted.value);
    else context.manual(element, `the timer's ${property} '${source}' was not converted (${converted.reason}): write it in FEEL`);
  }
};
