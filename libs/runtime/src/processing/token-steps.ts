import type { JsonObject } from '@baton/feel';
import type { ProcessingContext } from './processing-context.js';

/** Queues the activation of an element in a scope; the key is fixed now so the order of keys follows the queue. */
export function scheduleActivation(context: ProcessingContext, elementId: string, flowScopeKey: string, trigger?: JsonObject): void {
  context.schedule({ kind: 'activate', elementInstanceKey: context.ports.nextKey(), elementId, flowScopeKey, ...(trigger ? { trigger } : {}) });
}

/** Queues the activation of an element a start instruction names: as in Zeebe, it is entered directly, even a join. */
export function scheduleDirectActivation(context: ProcessingContext, elementId: string, flowScopeKey: string): void {
  context.schedule({ kind: 'activate', elementInstanceKey: context.ports.nextKey(), elementId, flowScopeKey, direct: true });
}

export function scheduleCompletion(context: ProcessingContext, elementInstanceKey: string): void {
  context.schedule({ kind: 'complete', elementInstanceKey });
}
