import type { Compensation, ProcessInstanceState } from '../model/instance-state.js';
import type {
  CompensationCompleted,
  CompensationHandlerActivated,
  CompensationRecorded,
  CompensationsDiscarded,
  CompensationThrown,
  CompensationWithdrawn,
} from '../model/runtime-event.js';

function compensationOf(state: ProcessInstanceState, key: string): Compensation {
  const compensation = state.compensations.get(key);
  if (!compensation) throw new Error(`no compensation ${key}`);
  return compensation;
}

export function applyCompensationRecorded(state: ProcessInstanceState, event: CompensationRecorded, timestamp: number): void {
  state.compensations.set(event.compensationKey, {
    key: event.compensationKey,
    elementInstanceKey: event.elementInstanceKey,
    elementId: event.elementId,
    scopeKey: event.scopeKey,
    handlerId: event.handlerId,
    completionOrder: event.completionOrder,
    state: 'COMPLETED',
    throwElementInstanceKey: null,
    queuePosition: null,
    handlerElementInstanceKey: null,
    completedAt: timestamp,
  });
}

export function applyCompensationThrown(state: ProcessInstanceState, event: CompensationThrown): void {
  event.compensationKeys.forEach((key, position) => {
    const compensation = compensationOf(state, key);
    compensation.state = 'QUEUED';
    compensation.throwElementInstanceKey = event.elementInstanceKey;
    compensation.queuePosition = position;
  });
}

export function applyCompensationHandlerActivated(state: ProcessInstanceState, event: CompensationHandlerActivated): void {
  const compensation = compensationOf(state, event.compensationKey);
  compensation.state = 'COMPENSATING';
  compensation.handlerElementInstanceKey = event.elementInstanceKey;
}

export function applyCompensationCompleted(state: ProcessInstanceState, event: CompensationCompleted): void {
  compensationOf(state, event.compensationKey).state = 'COMPENSATED';
}

export function applyCompensationsDiscarded(state: ProcessInstanceState, event: CompensationsDiscarded): void {
  for (const key of event.compensationKeys) compensationOf(state, key).state = 'DISCARDED';
}

export function applyCompensationWithdrawn(state: ProcessInstanceState, event: CompensationWithdrawn): void {
  for (const key of event.compensationKeys) {
    const compensation = compensationOf(state, key);
    compensation.state = 'COMPLETED';
    compensation.throwElementInstanceKey = null;
    compensation.queuePosition = null;
    compensation.handlerElementInstanceKey = null;
  }
}
