import type { ProcessInstanceState } from '../model/instance-state.js';
import type { ProcessInstanceSuspended } from '../model/runtime-event.js';

export function applyProcessInstanceSuspended(state: ProcessInstanceState, event: ProcessInstanceSuspended, timestamp: number): void {
  state.suspension = { suspendedAt: timestamp, parked: event.parked.map((subscription) => ({ ...subscription })) };
}

export function applyProcessInstanceResumed(state: ProcessInstanceState): void {
  state.suspension = null;
}
