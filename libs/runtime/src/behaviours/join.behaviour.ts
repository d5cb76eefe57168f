import type { ExecutableElement } from '@baton/bpmn-model';
import { isJoiningGateway } from '../appliers/sequence-flow.applier.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleActivation } from '../processing/token-steps.js';

function hasToken(scope: ElementInstance, flowId: string): boolean {
  return (scope.pendingJoins[flowId] ?? 0) > 0;
}

/**
 * A parallel join fires once every incoming flow has a token. An inclusive join, as BPMN and Zeebe specify, once one
 * has and every other can no longer get one: no token of the scope sits where that flow can still be reached from.
 */
export function joinIsComplete(context: ProcessingContext, scope: ElementInstance, gateway: ExecutableElement): boolean {
  if (gateway.type === 'PARALLEL_GATEWAY') return gateway.incoming.every((flowId) => hasToken(scope, flowId));
  const empty = gateway.incoming.filter((flowId) => !hasToken(scope, flowId));
  if (empty.length === gateway.incoming.length) return false;
  const tokens = tokenPositions(context, scope);
  return empty.every((flowId) => !(gateway.joinSources?.[flowId] ?? []).some((elementId) => tokens.has(elementId)));
}

/** Where the scope's tokens are: its active children, tokens waiting at joins, activations on their way. */
function tokenPositions(context: ProcessingContext, scope: ElementInstance): Set<string> {
  const positions = new Set(context.queuedActivations(scope.key));
  for (const instance of context.state.elementInstances.values()) {
    if (instance.flowScopeKey === scope.key && instance.state !== 'COMPLETED' && instance.state !== 'TERMINATED') positions.add(instance.elementId);
  }
  for (const [flowId, count] of Object.entries(scope.pendingJoins)) {
    if (count > 0) positions.add(context.flow(flowId).targetId);
  }
  return positions;
}

/** The inclusive joins of a scope that hold a token, by element id. */
function waitingInclusiveJoins(context: ProcessingContext, scope: ElementInstance): ExecutableElement[] {
  const gateways = new Map<string, ExecutableElement>();
  for (const flowId of Object.keys(scope.pendingJoins)) {
    const target = context.element(context.flow(flowId).targetId);
    if (target.type === 'INCLUSIVE_GATEWAY') gateways.set(target.id, target);
  }
  return [...gateways.values()];
}

/** Activates the given inclusive joins of a scope that can fire now; true when one was. */
export function activateCompleteInclusiveJoins(context: ProcessingContext, scope: ElementInstance, gateways: Iterable<ExecutableElement>): boolean {
  let activated = false;
  for (const gateway of gateways) {
    if (!isJoiningGateway(gateway) || !joinIsComplete(context, scope, gateway)) continue;
    scheduleActivation(context, gateway.id, scope.key);
    activated = true;
  }
  return activated;
}

/**
 * Once every token waits, a token that ended elsewhere (at an end event, or terminated) may have been the last one an
 * inclusive join waited for: every active scope's waiting inclusive joins are checked again.
 */
export function activateReleasedInclusiveJoins(context: ProcessingContext): boolean {
  let activated = false;
  for (const scope of [...context.state.elementInstances.values()]) {
    if (scope.state !== 'ACTIVATED' || Object.keys(scope.pendingJoins).length === 0) continue;
    if (activateCompleteInclusiveJoins(context, scope, waitingInclusiveJoins(context, scope))) activated = true;
  }
  return activated;
}
