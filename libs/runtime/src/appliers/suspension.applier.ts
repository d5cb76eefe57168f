import type { ProcessInstanceState } from '../model/instance-state.js';
import type { ProcessInstanceSuspended, StepsBuffered, VariableCreated, VariableUpdated } from '../model/runtime-event.js';
import { watchesConditions } from '../processing/condition-watch.js';

export function applyProcessInstanceSuspended(state: ProcessInstanceState, event: ProcessInstanceSuspended, timestamp: number): void {
  state.suspension = { suspendedAt: timestamp, parked: event.parked.map((subscription) => ({ ...subscription })), writes: [], buffered: [] };
}

export function applyStepsBuffered(state: ProcessInstanceState, event: StepsBuffered): void {
  state.suspension?.buffered.push(...event.steps.map((step) => ({ ...step })));
}

export function applyProcessInstanceResumed(state: ProcessInstanceState): void {
  state.suspension = null;
}

/**
 * A variable written while suspended is kept with the suspension when the process has conditional events: their
 * subscriptions are parked, so the conditions it reaches are evaluated on resumption (see resumeProcessInstance).
 */
export function noteWriteWhileSuspended(state: ProcessInstanceState, event: VariableCreated | VariableUpdated): void {
  const suspension = state.suspension;
  if (suspension === null || !watchesConditions(state.process)) return;
  const kind = event.type === 'VariableCreated' ? 'create' : 'update';
  const known = suspension.writes.some((write) => write.scopeKey === event.scopeKey && write.name === event.name && write.event === kind);
  if (!known) suspension.writes.push({ scopeKey: event.scopeKey, name: event.name, event: kind });
}
