import type { ExecutableElement } from '@baton/bpmn-model';
import type { ElementInstance, ProcessInstanceState } from '../model/instance-state.js';
import type { SequenceFlowTaken } from '../model/runtime-event.js';

/** A parallel or inclusive gateway with more than one incoming flow: tokens wait there until the join can fire. */
export function isJoiningGateway(element: ExecutableElement | undefined): element is ExecutableElement {
  return (element?.type === 'PARALLEL_GATEWAY' || element?.type === 'INCLUSIVE_GATEWAY') && element.incoming.length > 1;
}

/** A flow into a joining gateway waits in its scope until the join can fire. */
export function applySequenceFlowTaken(state: ProcessInstanceState, event: SequenceFlowTaken): void {
  if (!isJoiningGateway(state.process.elements[event.targetId])) return;
  const scope = state.elementInstances.get(event.flowScopeKey);
  if (!scope) throw new Error(`SequenceFlowTaken: no flow scope ${event.flowScopeKey}`);
  scope.pendingJoins = { ...scope.pendingJoins, [event.flowId]: (scope.pendingJoins[event.flowId] ?? 0) + 1 };
}

/** The incoming flows a join consumes a token from: all of a parallel gateway's, those holding one of an inclusive gateway's. */
export function joinedFlows(gateway: ExecutableElement, scope: ElementInstance): string[] {
  if (gateway.type === 'PARALLEL_GATEWAY') return gateway.incoming;
  return gateway.incoming.filter((flowId) => (scope.pendingJoins[flowId] ?? 0) > 0);
}

/** Consumes one waiting token per joined incoming flow when a joining gateway activates. */
export function consumeJoinTokens(state: ProcessInstanceState, flowScopeKey: string, gateway: ExecutableElement): void {
  const scope = state.elementInstances.get(flowScopeKey);
  if (!scope) throw new Error(`join: no flow scope ${flowScopeKey}`);
  const pending = { ...scope.pendingJoins };
  for (const flowId of joinedFlows(gateway, scope)) {
    const left = (pending[flowId] ?? 0) - 1;
    if (left > 0) pending[flowId] = left;
    else delete pending[flowId];
  }
  scope.pendingJoins = pending;
}
