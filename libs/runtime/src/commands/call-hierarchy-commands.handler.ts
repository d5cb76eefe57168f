import { concludeAtThrower, rethrowAtCallActivity } from '../behaviours/call-hierarchy.behaviour.js';
import { isEnded } from '../behaviours/termination.behaviour.js';
import { setLocalVariables } from '../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { CompleteCallActivity, Rejection, ThrowFromCalledInstance, ThrownEventUncaught } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';

type Found = { callActivity: ElementInstance; rejection: null } | { callActivity: null; rejection: Rejection };

/**
 * The call activity still waiting for the instance it called. Anything else means the call activity ended meanwhile
 * (interrupted, or the command is a repeat): the engine's outbox then takes the rejection as work already done.
 */
function waitingCallActivity(context: ProcessingContext, elementInstanceKey: string, calledProcessInstanceKey: string): Found {
  const callActivity = context.state.elementInstances.get(elementInstanceKey);
  if (callActivity?.state !== 'ACTIVATED' || callActivity.calledProcessInstanceKey !== calledProcessInstanceKey) {
    return {
      callActivity: null,
      rejection: {
        reason: 'NOT_FOUND',
        message: `Expected call activity instance '${elementInstanceKey}' to wait for process instance '${calledProcessInstanceKey}', but it does not`,
      },
    };
  }
  return { callActivity, rejection: null };
}

/** As in Zeebe, the child's variables reach the call activity when it propagates them all or maps some of them. */
export function completeCallActivity(context: ProcessingContext, command: CompleteCallActivity): Rejection | null {
  const { callActivity, rejection } = waitingCallActivity(context, command.elementInstanceKey, command.calledProcessInstanceKey);
  if (!callActivity) return rejection;
  const element = context.element(callActivity.elementId);
  const delivers = element.calledElement?.propagateAllChildVariables !== false || element.outputMappings.length > 0;
  if (delivers) context.emit({ type: 'CompletionVariablesStored', elementInstanceKey: callActivity.key, variables: command.variables });
  scheduleCompletion(context, callActivity.key);
  return null;
}

export function throwFromCalledInstance(context: ProcessingContext, command: ThrowFromCalledInstance): Rejection | null {
  const { callActivity, rejection } = waitingCallActivity(context, command.elementInstanceKey, command.calledProcessInstanceKey);
  if (!callActivity) return rejection;
  rethrowAtCallActivity(context, callActivity, command.thrown);
  return null;
}

/**
 * The thrower still waits for the verdict (a job in ERROR_THROWN, an error end event activating, an escalation throw
 * event activated): an error gets its incident, an escalation goes on.
 */
export function thrownEventUncaught(context: ProcessingContext, command: ThrownEventUncaught): Rejection | null {
  const { origin } = command.thrown;
  const thrower = context.state.elementInstances.get(origin.elementInstanceKey);
  const job = origin.jobKey === null ? null : context.state.jobs.get(origin.jobKey);
  const waitingState = command.thrown.kind === 'escalation' ? 'ACTIVATED' : 'ACTIVATING';
  const waiting =
    thrower && !isEnded(thrower) && thrower.incidentKey === null && (origin.jobKey === null ? thrower.state === waitingState : job?.state === 'ERROR_THROWN');
  if (!thrower || !waiting) {
    return { reason: 'NOT_FOUND', message: `Expected element instance '${origin.elementInstanceKey}' to wait for its thrown event, but it does not` };
  }
  if (origin.jobKey !== null) setLocalVariables(context, thrower.key, command.thrown.variables);
  concludeAtThrower(context, thrower, command.thrown);
  return null;
}
