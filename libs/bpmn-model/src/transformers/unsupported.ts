import { elementList, elementProperty, type ModdleElement, xmlTypeName } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

export const NOT_SUPPORTED_YET = 'element kind not supported yet';

/** Reports a flow node the runtime cannot execute; flows touching it are then covered by this problem. */
export function refuse(node: ModdleElement, context: TransformContext, detail?: string): null {
  context.problems.onElement(node, detail ? `${NOT_SUPPORTED_YET} (${detail})` : NOT_SUPPORTED_YET);
  if (node.id) context.refusedIds.add(node.id);
  return null;
}

/** `bpmn:startEvent with bpmn:timerEventDefinition`, or null for an event without definitions. */
export function eventDefinitionDetail(node: ModdleElement): string | null {
  const definitions = [...elementList(node, 'eventDefinitions'), ...elementList(node, 'eventDefinitionRef')];
  if (definitions.length === 0) return null;
  return `${xmlTypeName(node.$type)} with ${definitions.map((definition) => xmlTypeName(definition.$type)).join(' and ')}`;
}

/**
 * Activity markers the runtime cannot execute (standard loops), or null. Multi-instance markers run: readMultiInstance
 * reads them for every activity; compensation handlers (`isForCompensation`) are linked by linkCompensation.
 */
export function activityMarkerDetail(node: ModdleElement): string | null {
  const loop = elementProperty(node, 'loopCharacteristics');
  if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return `${xmlTypeName(node.$type)} with ${xmlTypeName(loop.$type)}`;
  return null;
}
