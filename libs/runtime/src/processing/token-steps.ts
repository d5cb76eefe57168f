import type { JsonObject } from '@baton/feel';
import type { LoopItem, ProcessingContext } from './processing-context.js';

/** Queues the activation of an element in a scope; the key is fixed now so the order of keys follows the queue. */
export function scheduleActivation(context: ProcessingContext, elementId: string, flowScopeKey: string, trigger?: JsonObject): void {
  context.schedule({ kind: 'activate', elementInstanceKey: context.ports.nextKey(), elementId, flowScopeKey, ...(trigger ? { trigger } : {}) });
}

/** Queues an inner instance of a multi-instance activity into its body. */
export function scheduleInnerActivation(context: ProcessingContext, elementId: string, bodyKey: string, loop: LoopItem): void {
  context.schedule({ kind: 'activate', elementInstanceKey: context.ports.nextKey(), elementId, flowScopeKey: bodyKey, loop });
}

/**
 * Queues the activation of an element a start or modification instruction names, or an ad-hoc sub-process activates:
 * as in Zeebe, it is entered directly, even a join. Answers the key the element instance will have.
 */
export function scheduleDirectActivation(context: ProcessingContext, elementId: string, flowScopeKey: string): string {
  const elementInstanceKey = context.ports.nextKey();
  context.schedule({ kind: 'activate', elementInstanceKey, elementId, flowScopeKey, direct: true });
  return elementInstanceKey;
}

export function scheduleCompletion(context: ProcessingContext, elementInstanceKey: string): void {
  context.schedule({ kind: 'complete', elementInstanceKey });
}
