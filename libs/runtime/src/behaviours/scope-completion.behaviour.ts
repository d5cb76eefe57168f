import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { isEnded } from './termination.behaviour.js';

function hasActiveChild(context: ProcessingContext, scopeKey: string): boolean {
  for (const instance of context.state.elementInstances.values()) {
    if (instance.flowScopeKey === scopeKey && !isEnded(instance)) return true;
  }
  return false;
}

/** A scope completes when no token is left in it: no active child, none on its way, none waiting at a join. */
export function completeScopeWhenDone(context: ProcessingContext, scopeKey: string): void {
  const scope = context.instance(scopeKey);
  if (scope.state !== 'ACTIVATED') return;
  if (hasActiveChild(context, scopeKey) || context.hasQueuedActivation(scopeKey)) return;
  if (Object.keys(scope.pendingJoins).length > 0) return;
  scheduleCompletion(context, scopeKey);
}
