import { isEnded } from '../behaviours/termination.behaviour.js';
import type { ProcessInstanceState } from '../model/instance-state.js';
import type { Rejection, RuntimeCommand } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/**
 * What a suspended instance still takes: its resumption, its cancellation (which ends the suspension with it) and, as
 * in Camunda 8.10, variable writes and modifications (operators suspend, fix the instance, resume).
 */
const TAKEN_WHILE_SUSPENDED = new Set<RuntimeCommand['type']>([
  'ResumeProcessInstance',
  'SuspendProcessInstance',
  'CancelProcessInstance',
  'SetVariables',
  'ModifyProcessInstance',
]);

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
 * Suspends a running instance: its subscriptions are closed and kept with the suspension (see Suspension). As in
 * Camunda 8.10, the instances its call activities created go on: each is suspended on its own if need be, and what
 * they send back (a completion, a thrown error) waits for this one's resumption.
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
  return null;
}

/**
 * Resumes a suspended instance: its subscriptions are reopened as they were, then what was buffered meanwhile runs in
 * its order (runUntilEveryTokenWaits).
 */
export function resumeProcessInstance(context: ProcessingContext): Rejection | null {
  const { state } = context;
  const notRunning = notRunningRejection(state, 'resume');
  if (notRunning) return notRunning;
  const suspension = state.suspension;
  if (suspension === null) {
    return { reason: 'INVALID_STATE', message: `Expected to resume the process instance with key '${state.processInstanceKey}', but it is not suspended` };
  }
  // A subscription whose element a modification terminated meanwhile stays closed.
  for (const subscription of suspension.parked) {
    const owner = state.elementInstances.get(subscription.elementInstanceKey);
    if (owner && !isEnded(owner)) context.emit({ type: 'SubscriptionOpened', subscription: { ...subscription } });
  }
  // The conditions the writes made while suspended reached are evaluated now, in this command (runUntilEveryTokenWaits).
  context.conditions?.resumed(suspension.writes);
  context.emit({ type: 'ProcessInstanceResumed' });
  for (const step of suspension.buffered) context.schedule(step);
  return null;
}

/**
 * A modification of a suspended instance terminates at once, but what it activates waits for the resumption: Zeebe
 * executes the modification and buffers the element activations it writes, like every follow-up command of a
 * suspended instance. Called once the command's handler ran; a cancellation leaves nothing to keep.
 */
export function bufferWhileSuspended(context: ProcessingContext): void {
  const { state } = context;
  if (state.suspension === null || !isRunning(state)) return;
  const steps = context.takeSteps();
  if (steps.length > 0) context.emit({ type: 'StepsBuffered', steps });
}

function onUserTask(state: ProcessInstanceState, scopeKey: string): boolean {
  const scope = state.elementInstances.get(scopeKey);
  return scope !== undefined && state.process.elements[scope.elementId]?.type === 'USER_TASK';
}

function isRunning(state: ProcessInstanceState): boolean {
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  return processInstance !== undefined && !isEnded(processInstance) && processInstance.state !== 'TERMINATING';
}

function notRunningRejection(state: ProcessInstanceState, verb: string): Rejection | null {
  if (isRunning(state)) return null;
  return {
    reason: 'NOT_FOUND',
    message: `Expected to ${verb} a process instance with key '${state.processInstanceKey}', but no such process instance is active`,
  };
}
