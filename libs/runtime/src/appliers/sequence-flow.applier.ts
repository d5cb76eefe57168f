import type { ProcessInstanceState } from '../model/instance-state.js';
import type { SequenceFlowTaken } from '../model/runtime-event.js';

/** A flow into a joining parallel gateway waits in its scope until the join can fire. */
export function applySequenceFlowTaken(state: ProcessInstanceState, event: SequenceFlowTaken): void {
  const target = state.process.elements[event.targetId];
  if (target?.type !== 'PARALLEL_GATEWAY' || target.incoming.length < 2) return;
  const scope = state.elementInstances.get(event.flowScopeKey);
  if (!scope) throw new Error(`SequenceFlowTaken: no flow scope ${event.flowScopeKey}`);
  scope.pendingJoins = { ...scope.pendingJoins, [event.flowId]: (scope.pendingJoins[event.flowId] ?? 0) + 1 };
}

/** Consumes one waiting token per incoming flow when a joining gateway activates. */
export function consumeJoinTokens(state: ProcessInstanceState, flowScopeKey: string, flowIds: string[]): void {
  const scope = state.elementInstances.get(flowScopeKey);
  if (!scope) throw new Error(`join: no flow scope ${flowScopeKey}`);
  const pending = { ...scope.pendingJoins };
  for (const flowId of flowIds) {
    const left = (pending[flowId] ?? 0) - 1;
    if (left > 0) pending[flowId] = left;
    else delete pending[flowId];
  }
  scope.pendingJoins = pending;
}
