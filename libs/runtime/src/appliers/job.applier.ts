import type { Job, JobLifecycleState, ProcessInstanceState } from '../model/instance-state.js';
import type {
  JobActivated,
  JobCanceled,
  JobCompleted,
  JobCreated,
  JobErrorThrown,
  JobFailed,
  JobRetriesUpdated,
  JobTimeoutUpdated,
  JobYielded,
} from '../model/runtime-event.js';

export function applyJobCreated(state: ProcessInstanceState, event: JobCreated, timestamp: number): void {
  state.jobs.set(event.jobKey, {
    key: event.jobKey,
    type: event.jobType,
    kind: event.kind,
    listenerEventType: event.listenerEventType,
    elementInstanceKey: event.elementInstanceKey,
    elementId: event.elementId,
    state: 'ACTIVATABLE',
    retries: event.retries,
    priority: event.priority ?? 0,
    customHeaders: event.customHeaders,
    errorMessage: null,
    retryAt: null,
    worker: null,
    deadline: null,
    createdAt: timestamp,
  });
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (instance) instance.jobKey = event.jobKey;
}

/** Job appliers need only the jobs: batched activation applies them to the jobs it took, without loading instances. */
type JobsState = Pick<ProcessInstanceState, 'jobs'>;

function jobOf(state: JobsState, jobKey: string, eventType: string): Job {
  const job = state.jobs.get(jobKey);
  if (!job) throw new Error(`${eventType}: no job ${jobKey}`);
  return job;
}

function endJob(state: ProcessInstanceState, jobKey: string, eventType: string, to: JobLifecycleState): void {
  jobOf(state, jobKey, eventType).state = to;
}

/**
 * The job's variables wait on its element instance until the output mappings have used them. A listener's variables
 * are set at once by the command that completes it, so they leave the element's delivered variables alone.
 */
export function applyJobCompleted(state: ProcessInstanceState, event: JobCompleted): void {
  const job = jobOf(state, event.jobKey, event.type);
  job.state = 'COMPLETED';
  if (event.isDenied !== undefined) {
    job.isDenied = event.isDenied;
    job.deniedReason = event.deniedReason ?? null;
  }
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (instance && job.kind === 'BPMN_ELEMENT') instance.completionVariables = event.variables;
}

export function applyJobCanceled(state: ProcessInstanceState, event: JobCanceled): void {
  endJob(state, event.jobKey, event.type, 'CANCELED');
}

export function applyJobFailed(state: ProcessInstanceState, event: JobFailed, timestamp: number): void {
  const job = jobOf(state, event.jobKey, event.type);
  job.retries = event.retries;
  job.errorMessage = event.errorMessage;
  job.retryAt = event.retryAt;
  job.failedAt = timestamp;
  job.state = event.retries > 0 ? 'ACTIVATABLE' : 'FAILED';
  // The lock ends, but the job keeps the name of the worker that failed it (Camunda's failed job names it too).
  if (job.state === 'ACTIVATABLE') job.deadline = null;
}

function releaseLock(job: Job): void {
  job.worker = null;
  job.deadline = null;
}

export function applyJobActivated(state: JobsState, event: JobActivated): void {
  const job = jobOf(state, event.jobKey, event.type);
  job.state = 'ACTIVATED';
  job.worker = event.worker;
  job.deadline = event.deadline;
}

export function applyJobTimeoutUpdated(state: JobsState, event: JobTimeoutUpdated): void {
  jobOf(state, event.jobKey, event.type).deadline = event.deadline;
}

export function applyJobYielded(state: JobsState, event: JobYielded): void {
  const job = jobOf(state, event.jobKey, event.type);
  job.state = 'ACTIVATABLE';
  releaseLock(job);
}

export function applyJobErrorThrown(state: ProcessInstanceState, event: JobErrorThrown): void {
  const job = jobOf(state, event.jobKey, event.type);
  job.errorMessage = event.errorMessage;
  job.errorCode = event.errorCode;
  job.state = 'ERROR_THROWN';
}

export function applyJobRetriesUpdated(state: ProcessInstanceState, event: JobRetriesUpdated): void {
  jobOf(state, event.jobKey, event.type).retries = event.retries;
}
