import { reopenAdHocJob } from '../behaviours/ad-hoc.behaviour.js';
import { continueActivation, continueCompletion } from '../behaviours/state-transition.behaviour.js';
import { retryTaskListenerJob } from '../behaviours/task-listener.behaviour.js';
import type { Rejection, ResolveIncident } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/** Resolving an incident retries exactly the step that failed; a job's incident needs its retries raised first. */
export function resolveIncident(context: ProcessingContext, command: ResolveIncident): Rejection | null {
  const incident = context.state.incidents.get(command.incidentKey);
  if (!incident) {
    return { reason: 'NOT_FOUND', message: `Expected to resolve incident with key '${command.incidentKey}', but no such incident was found` };
  }
  if (incident.jobKey !== null) {
    const job = context.state.jobs.get(incident.jobKey);
    if (job && job.retries <= 0) {
      return {
        reason: 'INVALID_STATE',
        message: `Expected to resolve incident with key '${incident.key}', but job '${job.key}' has no retries left; raise them first (PATCH /v2/jobs/${job.key})`,
      };
    }
  }
  context.emit({ type: 'IncidentResolved', incidentKey: incident.key, elementInstanceKey: incident.elementInstanceKey });
  const instance = context.instance(incident.elementInstanceKey);
  if (incident.failedStep === 'ACTIVATE' && instance.state === 'ACTIVATING') continueActivation(context, instance);
  if (incident.failedStep === 'COMPLETE' && instance.state === 'COMPLETING') continueCompletion(context, instance);
  // A task listener's job that could not be opened (its type or retries failed to evaluate) is opened again.
  if (incident.failedStep === 'JOB' && incident.jobKey === null) retryTaskListenerJob(context, instance.key);
  // So is the job of an ad-hoc sub-process's worker.
  if (incident.failedStep === 'JOB' && incident.jobKey === null && instance.elementType === 'AD_HOC_SUB_PROCESS') reopenAdHocJob(context, instance);
  return null;
}
