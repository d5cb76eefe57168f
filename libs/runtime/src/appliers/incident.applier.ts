import type { ProcessInstanceState } from '../model/instance-state.js';
import type { IncidentCreated, IncidentResolved } from '../model/runtime-event.js';

export function applyIncidentCreated(state: ProcessInstanceState, event: IncidentCreated, timestamp: number): void {
  state.incidents.set(event.incidentKey, {
    key: event.incidentKey,
    errorType: event.errorType,
    errorMessage: event.errorMessage,
    elementInstanceKey: event.elementInstanceKey,
    elementId: event.elementId,
    jobKey: event.jobKey,
    failedStep: event.failedStep,
    createdAt: timestamp,
  });
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (instance) instance.incidentKey = event.incidentKey;
}

/** Resolving a job's incident makes the job activatable again (its retries were raised before). */
export function applyIncidentResolved(state: ProcessInstanceState, event: IncidentResolved): void {
  const incident = state.incidents.get(event.incidentKey);
  const job = incident?.jobKey ? state.jobs.get(incident.jobKey) : undefined;
  if (job && (job.state === 'FAILED' || job.state === 'ERROR_THROWN')) {
    job.state = 'ACTIVATABLE';
    job.retryAt = null;
  }
  state.incidents.delete(event.incidentKey);
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (instance?.incidentKey === event.incidentKey) instance.incidentKey = null;
}
