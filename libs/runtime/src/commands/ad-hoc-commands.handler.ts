import { activateAdHocActivities, completionConditionFulfilled, hasRunningActivities, openAdHocJob } from '../behaviours/ad-hoc.behaviour.js';
import { AD_HOC_SUB_PROCESS, adHocOf } from '../behaviours/ad-hoc-element.js';
import { raiseIncident } from '../behaviours/incident.behaviour.js';
import { mergeVariables } from '../behaviours/variable.behaviour.js';
import type { Job } from '../model/instance-state.js';
import type { ActivateAdHocActivities, AdHocActivation, AdHocJobResult, CompleteJob, Rejection } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/** Zeebe's checks of the ids to activate: each once, each an activity of this ad-hoc sub-process. */
function refusedActivations(adHocKey: string, activityIds: string[], activations: readonly AdHocActivation[], notFound: Rejection['reason']): Rejection | null {
  const ids = activations.map((activation) => activation.elementId);
  if (new Set(ids).size !== ids.length) {
    return {
      reason: 'INVALID_ARGUMENT',
      message: `Expected to activate activities for ad-hoc sub-process with key '${adHocKey}', but duplicate activities were given.`,
    };
  }
  const known = new Set(activityIds);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return null;
  return {
    reason: notFound,
    message: `Expected to activate activities for ad-hoc sub-process with key '${adHocKey}', but the given elements [${unknown.join(', ')}] do not exist.`,
  };
}

/**
 * `POST /v2/element-instances/ad-hoc-activities/{key}/activation`: activities of an active ad-hoc sub-process start,
 * each with its variables. Camunda's `cancelRemainingInstances` flag is accepted; Zeebe's processor does not act on it.
 */
export function activateAdHocActivitiesCommand(context: ProcessingContext, command: ActivateAdHocActivities): Rejection | null {
  const key = command.adHocSubProcessInstanceKey;
  const instance = context.state.elementInstances.get(key);
  if (!instance || instance.elementType !== AD_HOC_SUB_PROCESS) {
    return {
      reason: 'NOT_FOUND',
      message: `Expected to activate activities for ad-hoc sub-process but no ad-hoc sub-process instance found with key '${key}'.`,
    };
  }
  if (instance.state !== 'ACTIVATED') {
    return { reason: 'INVALID_STATE', message: `Expected to activate activities for ad-hoc sub-process with key '${key}', but it is not active.` };
  }
  const adHoc = adHocOf(context.element(instance.elementId));
  const activityIds = adHoc.activities.map((activity) => activity.elementId);
  const refused = refusedActivations(key, activityIds, command.elements, 'NOT_FOUND');
  if (refused) return refused;
  activateAdHocActivities(context, instance, command.elements, 'ACTIVATION_COMMAND');
  return null;
}

const NO_RESULT: AdHocJobResult = { type: 'adHocSubProcess', activateElements: [], isCompletionConditionFulfilled: false, isCancelRemainingInstances: false };

/**
 * The job of an ad-hoc sub-process's worker (Camunda's AI agent) completes: its variables reach the sub-process's
 * scope, the activities its result names start, and a fulfilled completion condition completes the sub-process (at
 * once when nothing runs any more or the rest is cancelled, else when the last activity ends). A result that asks for
 * nothing while nothing runs asks the worker again, since nothing else would.
 */
export function completeAdHocJob(context: ProcessingContext, job: Job, command: CompleteJob): Rejection | null {
  if (command.result?.type === 'userTask') {
    return {
      reason: 'INVALID_ARGUMENT',
      message: `Expected a job result of type 'adHocSubProcess' for job '${job.key}' of an ad-hoc sub-process, but it was 'userTask'`,
    };
  }
  const result = command.result ?? NO_RESULT;
  const instance = context.instance(job.elementInstanceKey);
  const element = context.element(instance.elementId);
  const activityIds = adHocOf(element).activities.map((activity) => activity.elementId);
  const refused = refusedActivations(instance.key, activityIds, result.activateElements, 'INVALID_ARGUMENT');
  if (refused) return refused;
  context.emit({ type: 'JobCompleted', jobKey: job.key, elementInstanceKey: instance.key, variables: command.variables });
  mergeVariables(context, instance.key, command.variables);
  activateAdHocActivities(context, instance, result.activateElements, 'JOB_RESULT');
  if (result.isCompletionConditionFulfilled) {
    if (!result.isCancelRemainingInstances && hasRunningActivities(context, instance)) {
      context.emit({ type: 'AdHocCompletionConditionFulfilled', elementInstanceKey: instance.key });
    }
    completionConditionFulfilled(context, instance, result.isCancelRemainingInstances);
  } else if (!hasRunningActivities(context, instance)) {
    const opened = openAdHocJob(context, instance, element);
    if (!opened.ok) raiseIncident(context, instance, opened.failure, 'JOB');
  }
  return null;
}
