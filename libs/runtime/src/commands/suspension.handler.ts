import { requestCommand } from '../behaviours/call-hierarchy.behaviour.js';
import { isEnded } from '../behaviours/termination.behaviour.js';
import type { ProcessInstanceState } from '../model/instance-state.js';
import type { Rejection, RuntimeCommand } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/**
 * What a suspended instance still takes: its resumption, its cancellation (which ends the suspension with it) and, as
 * in Camunda 8.10, variable writes (operators suspend, fix the data, resume).
 */
const TAKEN_WHILE_SUSPENDED = new Set<RuntimeCommand['type']>(['ResumeProcessInstance', 'SuspendProcessInstance', 'CancelProcessInstance', 'SetVariables']);

/** The refusal of any other command while the instance is suspended (Camunda answers it as an invalid state). */
export function refusedWhileSuspended(state: ProcessInstanceState, command: RuntimeCommand): Rejection | null {
  if (state.suspension === null) return null;
  if (command.type === 'SetVariables' && onUserTask(state, command.scopeKey)) {
    // Camunda refuses these: the write would run the task's updating listeners, which a suspended instance must not.
    return {
      reason: 'INVALID_STATE',
      message: `Expected to set variables in element instance '${command.scopeKey}', but it is a user task of a suspended process instance; resume it first`,
      suspended: true,
    };
  }
  if (TAKEN_WHILE_SUSPENDED.has(command.type)) return null;
  return {
    reason: 'INVALID_STATE',
    message: `Expected to process ${command.type} on the process instance with key '${state.processInstanceKey}', but it is suspended; resume it first`,
    suspended: true,
  };
}

/**
 * Suspends a running instance: its subscriptions are closed and kept with the suspension (see Suspension), and the
 * instances its call activities created are suspended too, each by its own command (the instance outbox).
 */
export function suspendProcessInstance(context: ProcessingContext): Rejection | null {
  const { state } = context;
  const notRunning = notRunningRejection(state, 'suspend');
  if (notRunning) return notRunning;
  if (state.suspension !== null) {
    return { reason: 'INVALID_STATE', message: `Expected to suspend the process instance with key '${state.processInstanceKey}', but it is already suspended` };
  }
  const subscriptions = [...state.subscriptions.values()];
  context.emit({ type: 'ProcessInstanceSuspended', parked: subscriptions });
  for (const subscription of subscriptions) {
    context.emit({ type: 'SubscriptionClosed', subscriptionKey: subscription.key, elementInstanceKey: subscription.elementInstanceKey });
  }
  for (const child of calledInstances(state)) requestCommand(context, child, { type: 'SuspendProcessInstance' });
  return null;
}

/** Resumes a suspended instance: its subscriptions are reopened as they were, and its called instances resumed. */
export function resumeProcessInstance(context: ProcessingContext): Rejection | null {
  const { state } = context;
  const notRunning = notRunningRejection(state, 'resume');
  if (notRunning) return notRunning;
  const suspension = state.suspension;
  if (suspension === null) {
    return { reason: 'INVALID_STATE', message: `Expected to resume the process instance with key '${state.processInstanceKey}', but it is not suspended` };
  }
  for (const subscription of suspension.parked) context.emit({ type: 'SubscriptionOpened', subscription: { ...subscription } });
  // The conditions the writes made while suspended reached are evaluated now, in this command (runUntilEveryTokenWaits).
  context.conditions?.resumed(suspension.writes);
  context.emit({ type: 'ProcessInstanceResumed' });
  for (const child of calledInstances(state)) requestCommand(context, child, { type: 'ResumeProcessInstance' });
  return null;
}

function onUserTask(state: ProcessInstanceState, scopeKey: string): boolean {
  const scope = state.elementInstances.get(scopeKey);
  return scope !== undefined && state.process.elements[scope.elementId]?.type === 'USER_TASK';
}

function notRunningRejection(state: ProcessInstanceState, verb: string): Rejection | null {
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  if (processInstance && !isEnded(processInstance) && processInstance.state !== 'TERMINATING') return null;
  return {
    reason: 'NOT_FOUND',
    message: `Expected to ${verb} a process instance with key '${state.processInstanceKey}', but no such process instance is active`,
  };
}

/** The instances the call activities of this one created and still wait for. */
function calledInstances(state: ProcessInstanceState): string[] {
  const keys: string[] = [];
  for (const instance of state.elementInstances.values()) {
    if (instance.calledProcessInstanceKey !== null && !isEnded(instance)) keys.push(instance.calledProcessInstanceKey);
  }
  return keys;
}
