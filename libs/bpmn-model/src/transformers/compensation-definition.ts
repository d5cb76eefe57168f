import type { ExecutableEventDefinition } from '../executable-model.js';
import { elementProperty, type ModdleElement } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

export type CompensationTrigger = Extract<ExecutableEventDefinition, { kind: 'compensation' }>;

/**
 * A `bpmn:compensateEventDefinition`. A throw may name one activity (`activityRef`, checked against its scope once
 * every element exists, see linkCompensation); it always waits for the handlers, as in Zeebe, so
 * `waitForCompletion="false"` is refused. A catch (boundary event, event sub-process start event) names nothing.
 */
export function readCompensation(
  node: ModdleElement,
  definition: ModdleElement,
  role: 'throw' | 'catch',
  context: TransformContext,
): CompensationTrigger | null {
  const unresolved = context.unresolvedReferences.get(definition)?.get('bpmn:activityRef');
  if (unresolved !== undefined) {
    context.problems.onElement(node, `activityRef '${unresolved}' refers to an element that does not exist`);
    return null;
  }
  const activityRef = elementProperty(definition, 'activityRef')?.id ?? null;
  if (role === 'catch') {
    if (activityRef !== null) context.problems.onElement(node, 'a catching compensation event must not name an activityRef');
    return activityRef === null ? { kind: 'compensation', activityRef: null } : null;
  }
  if (definition['waitForCompletion'] === false) {
    context.problems.onElement(node, 'waitForCompletion="false" is not supported: a compensation throw event always waits for its handlers (as in Zeebe)');
    return null;
  }
  return { kind: 'compensation', activityRef };
}
