import type { ExecutableElementType, ExecutableExecutionListener } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementList, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { DEFAULT_RETRIES } from './job-definition.js';
import type { TransformContext } from './transform-context.js';

type EventType = ExecutableExecutionListener['eventType'];

const GATEWAYS: ReadonlySet<ExecutableElementType> = new Set(['EXCLUSIVE_GATEWAY', 'PARALLEL_GATEWAY', 'INCLUSIVE_GATEWAY', 'EVENT_BASED_GATEWAY']);

/**
 * Why Zeebe refuses a listener of this event type on this element, or null: a start event or boundary event has
 * started when it is reached, a gateway is left at once, an error end event never completes and a compensation boundary
 * event never runs.
 */
function refusal(node: ModdleElement, type: ExecutableElementType, eventType: EventType): string | null {
  const definitions = new Set(elementList(node, 'eventDefinitions').map((definition) => definition.$type));
  if (eventType === 'start' && (type === 'START_EVENT' || type === 'BOUNDARY_EVENT'))
    return 'a start event or boundary event takes no start execution listener';
  if (eventType === 'end' && GATEWAYS.has(type)) return 'a gateway takes no end execution listener';
  if (eventType === 'end' && type === 'END_EVENT' && definitions.has('bpmn:ErrorEventDefinition')) return 'an error end event takes no end execution listener';
  if (type === 'BOUNDARY_EVENT' && definitions.has('bpmn:CompensateEventDefinition')) return 'a compensation boundary event takes no execution listener';
  return null;
}

/** Reads `zeebe:executionListeners`; reports each listener Zeebe would refuse and returns the valid ones. */
export function readExecutionListeners(node: ModdleElement, type: ExecutableElementType, context: TransformContext): ExecutableExecutionListener[] {
  const container = findExtension(node, 'zeebe:ExecutionListeners');
  const listeners: ExecutableExecutionListener[] = [];
  const seen = new Set<string>();
  for (const listener of container ? elementList(container, 'listeners') : []) {
    const report = (message: string): void => context.problems.onElement(node, message);
    const eventType = stringProperty(listener, 'eventType') ?? 'start';
    const rawType = (stringProperty(listener, 'type') ?? '').trim();
    if (eventType !== 'start' && eventType !== 'end') {
      report(`zeebe:executionListener eventType '${eventType}' is neither 'start' nor 'end'`);
      continue;
    }
    const refused = refusal(node, type, eventType);
    if (refused !== null) {
      report(refused);
      continue;
    }
    if (rawType === '' || rawType === '=') {
      report(`a zeebe:executionListener of eventType '${eventType}' has no job type`);
      continue;
    }
    // Zeebe refuses duplicates, which also lets a completed listener job be told apart by its type.
    if (seen.has(`${eventType} ${rawType}`)) {
      report(`two ${eventType} zeebe:executionListener elements have the job type '${rawType}'`);
      continue;
    }
    seen.add(`${eventType} ${rawType}`);
    const jobType = toExecutableValue(rawType);
    const retries = toExecutableValue(stringProperty(listener, 'retries')?.trim() || DEFAULT_RETRIES);
    const problems = [feelValueProblem(jobType, 'the execution listener job type'), feelValueProblem(retries, 'the execution listener retries')];
    if (retries.kind === 'static' && !/^\d+$/.test(retries.value)) {
      problems.push(`zeebe:executionListener retries '${retries.value}' is neither a non-negative integer nor a FEEL expression starting with '='`);
    }
    const found = problems.filter((problem): problem is string => problem !== null);
    for (const problem of found) report(problem);
    if (found.length === 0) listeners.push({ eventType, type: jobType, retries });
  }
  return listeners;
}
