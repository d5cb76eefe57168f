import type { ExecutableElement, ExecutableProcess } from '@baton/bpmn-model';
import type { ElementInstance } from './instance-state.js';

/**
 * Zeebe's scope around each activation in an ad-hoc sub-process: its flow scope is the ad-hoc sub-process, the
 * activated element runs in it, and it holds the activation's variables (an AI agent's `toolCall`).
 */
export const AD_HOC_SUB_PROCESS_INNER_INSTANCE = 'AD_HOC_SUB_PROCESS_INNER_INSTANCE';

/** The element id Zeebe gives an inner instance: the ad-hoc sub-process's id with this suffix. */
const INNER_INSTANCE_SUFFIX = '#innerInstance';

export function innerInstanceIdOf(adHocId: string): string {
  return `${adHocId}${INNER_INSTANCE_SUFFIX}`;
}

/** The ad-hoc sub-process id an inner instance's element id names, or null for any other id. */
export function adHocIdOfInnerInstance(elementId: string): string | null {
  return elementId.endsWith(INNER_INSTANCE_SUFFIX) ? elementId.slice(0, -INNER_INSTANCE_SUFFIX.length) : null;
}

/**
 * The element an inner instance stands for, as Zeebe's model adds one to each ad-hoc sub-process: no mappings, no
 * listeners, no flows, so that completing it only ends the activation's path. Built on demand because the compiled
 * model (stored with each deployment) has no such element. Undefined when `elementId` names none.
 */
export function innerInstanceElement(process: ExecutableProcess, elementId: string): ExecutableElement | undefined {
  const adHocId = adHocIdOfInnerInstance(elementId);
  const adHoc = adHocId === null ? undefined : process.elements[adHocId];
  if (!adHoc?.adHoc) return undefined;
  return {
    id: elementId,
    name: null,
    type: adHoc.type,
    bpmnType: adHoc.bpmnType,
    flowScopeId: adHoc.id,
    incoming: [],
    outgoing: [],
    defaultFlowId: null,
    inputMappings: [],
    outputMappings: [],
  };
}

export function isAdHocInnerInstance(instance: ElementInstance | undefined): boolean {
  return instance?.elementType === AD_HOC_SUB_PROCESS_INNER_INSTANCE;
}
