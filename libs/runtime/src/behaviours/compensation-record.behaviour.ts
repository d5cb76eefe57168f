import type { ExecutableElement } from '@baton/bpmn-model';
import type { Compensation, ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';

const LIVE: ReadonlySet<Compensation['state']> = new Set(['COMPLETED', 'QUEUED', 'COMPENSATING']);

/** The completions recorded in a scope that may still be (or are being) compensated. */
export function liveCompensationsIn(context: ProcessingContext, scopeKey: string): Compensation[] {
  return [...context.state.compensations.values()].filter((compensation) => compensation.scopeKey === scopeKey && LIVE.has(compensation.state));
}

/** Wrappers that record nothing themselves: what completes in them counts in the scope around them. */
const TRANSPARENT: ReadonlySet<ElementInstance['elementType']> = new Set(['MULTI_INSTANCE_BODY', 'AD_HOC_SUB_PROCESS_INNER_INSTANCE']);

/**
 * The scope a completion belongs to: an inner instance of a multi-instance activity counts in the scope of its body,
 * an activity of an ad-hoc sub-process in the ad-hoc sub-process (not in the inner instance of its activation).
 */
function compensationScopeOf(context: ProcessingContext, instance: ElementInstance): string {
  const flowScope = context.instance(instance.flowScopeKey ?? '');
  return TRANSPARENT.has(flowScope.elementType) ? (flowScope.flowScopeKey ?? flowScope.key) : flowScope.key;
}

/**
 * Called as an element completes. A compensable activity (one with a handler, a sub-process with a compensation event
 * sub-process or with compensable completions inside) records this completion, once per completion: loops and inner
 * instances of multi-instance activities record one each. Any other scope that completes leaves its completions
 * behind for good: nothing outside can compensate them.
 */
export function recordCompletion(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): void {
  if (element.isForCompensation || TRANSPARENT.has(instance.elementType) || instance.flowScopeKey === null) return;
  const handlerId = element.compensationEventSubProcessId ?? element.compensationHandlerId ?? null;
  const isScope = element.type === 'SUB_PROCESS' || element.type === 'EVENT_SUB_PROCESS';
  if (handlerId === null && !isScope) return;
  const inner = isScope ? liveCompensationsIn(context, instance.key) : [];
  if (element.type === 'EVENT_SUB_PROCESS' || (handlerId === null && inner.length === 0)) {
    discardCompensationsIn(context, instance.key);
    return;
  }
  const orders = [...context.state.compensations.values()].map((compensation) => compensation.completionOrder);
  context.emit({
    type: 'CompensationRecorded',
    compensationKey: context.ports.nextKey(),
    elementInstanceKey: instance.key,
    elementId: instance.elementId,
    scopeKey: compensationScopeOf(context, instance),
    handlerId,
    completionOrder: Math.max(0, ...orders) + 1,
  });
}

/** Discards what can no longer be compensated inside a scope (and inside the sub-processes recorded there), at any depth. */
export function discardCompensationsIn(context: ProcessingContext, scopeKey: string): void {
  const keys: string[] = [];
  const collect = (key: string): void => {
    for (const compensation of liveCompensationsIn(context, key)) {
      keys.push(compensation.key);
      collect(compensation.elementInstanceKey);
    }
  };
  collect(scopeKey);
  if (keys.length > 0) context.emit({ type: 'CompensationsDiscarded', scopeKey, compensationKeys: keys });
}
