import type { ElementInstance } from '../model/instance-state.js';
import type { RuntimeCommand, ThrownEvent } from '../model/runtime-command.js';
import type { InstanceCreationRequest } from '../model/runtime-event.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { catchError, findErrorCatcher, unhandledError } from './error-catch.behaviour.js';
import { catchEvent, findCatcher, interrupts } from './event-catch.behaviour.js';
import { raiseIncident } from './incident.behaviour.js';

/** Asks for a command on another instance of the call hierarchy; the engine runs it once this command has committed. */
export function requestCommand(
  context: ProcessingContext,
  processInstanceKey: string,
  command: RuntimeCommand,
  creation: InstanceCreationRequest | null = null,
): void {
  context.emit({ type: 'InstanceCommandRequested', requestKey: context.ports.nextKey(), processInstanceKey, command, creation });
}

/**
 * Something this instance threw and nothing in it caught goes to the calling instance, whose call activity throws it
 * on there. False for an instance no call activity created: the thrower's own incident is then due.
 */
export function throwToCallingInstance(context: ProcessingContext, thrown: ThrownEvent): boolean {
  const parent = context.state.parent;
  if (!parent) return false;
  requestCommand(context, parent.processInstanceKey, {
    type: 'ThrowFromCalledInstance',
    elementInstanceKey: parent.elementInstanceKey,
    calledProcessInstanceKey: context.state.processInstanceKey,
    thrown,
  });
  return true;
}

/**
 * Catches what a called instance threw at its call activity (or an enclosing scope); else throws it on upwards, or back
 * to its origin. A new kind of throw adds its catch here and its outcome in concludeAtThrower.
 */
export function rethrowAtCallActivity(context: ProcessingContext, callActivity: ElementInstance, thrown: ThrownEvent): void {
  switch (thrown.kind) {
    case 'error': {
      const catcher = findErrorCatcher(context, callActivity, thrown.code);
      if (catcher) return catchError(context, catcher, thrown.variables);
      break;
    }
    case 'escalation': {
      const catcher = findCatcher(context, callActivity, 'escalation', thrown.code);
      if (!catcher) break;
      catchEvent(context, catcher, {});
      // An interrupting catch ends the call activity, and with it the instance that threw; otherwise the throw goes on.
      if (!interrupts(context, catcher)) requestCommand(context, thrown.origin.processInstanceKey, { type: 'ThrownEventUncaught', thrown });
      return;
    }
  }
  if (throwToCallingInstance(context, thrown)) return;
  requestCommand(context, thrown.origin.processInstanceKey, { type: 'ThrownEventUncaught', thrown });
}

/**
 * At the thrower, once nothing in the call hierarchy caught it: an error raises its incident there; an escalation's
 * throw event goes on, as it does when a non-interrupting event caught it.
 */
export function concludeAtThrower(context: ProcessingContext, thrower: ElementInstance, thrown: ThrownEvent): void {
  switch (thrown.kind) {
    case 'error':
      return raiseIncident(context, thrower, unhandledError(thrown.code, thrown.message), thrown.origin.jobKey ? 'JOB' : 'ACTIVATE', thrown.origin.jobKey);
    case 'escalation':
      return scheduleCompletion(context, thrower.key);
  }
}
