import type { ExecutableAdHoc, ExecutableElement } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';

export const AD_HOC_SUB_PROCESS = 'AD_HOC_SUB_PROCESS';

export function adHocOf(element: ExecutableElement): ExecutableAdHoc {
  if (!element.adHoc) throw new Error(`element ${element.id} is not an ad-hoc sub-process`);
  return element.adHoc;
}

/**
 * The ad-hoc sub-process instance an element instance runs directly in, or null: an inner instance, an event
 * sub-process of it, or an activity of an instance activated before inner instances existed (Baton before issue 41).
 */
export function adHocScopeOf(context: Pick<ProcessingContext, 'state'>, instance: ElementInstance): ElementInstance | null {
  const scope = instance.flowScopeKey === null ? undefined : context.state.elementInstances.get(instance.flowScopeKey);
  return scope?.elementType === AD_HOC_SUB_PROCESS ? scope : null;
}
