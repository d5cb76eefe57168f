import { applyJobActivated } from '../appliers/job.applier.js';
import type { Job, JobLifecycleState } from '../model/instance-state.js';
import type { ActivateJob, Rejection } from '../model/runtime-command.js';
import type { JobActivated, TimedRuntimeEvent } from '../model/runtime-event.js';
import type { ProcessingContext } from '../processing/processing-context.js';

/** A worker's request for jobs of one type, as the runtime needs it. */
export interface ActivateJobs {
  worker: string;
  /** How long the worker holds the jobs it gets. */
  timeoutMs: number;
  maxJobs: number;
}

/** A job the store found of the requested type, with the instance it belongs to. */
export interface ActivationCandidate {
  processInstanceKey: string;
  job: Job;
}

/** What one activation changes in one process instance: its jobs as they are now, and the events that say so. */
export interface InstanceActivation {
  processInstanceKey: string;
  jobs: Job[];
  events: TimedRuntimeEvent[];
}

/** One way a job becomes activatable: it is in `state` and the time in its field `dueAt` has come. */
export interface ActivationRule {
  state: JobLifecycleState;
  dueAt: 'retryAt' | 'deadline';
  /** Whether a job with no such time (null) counts as due. */
  noneIsDue: boolean;
}

/**
 * When a job can be handed to a worker: it waits for one and its retry back-off is over (or it has none), or the lock
 * of the worker that had it ran out. Retries are left by construction (a failure that leaves none makes the job FAILED),
 * and a job of an ended element is CANCELED. The engine's activation query is built from this table, so the two agree.
 */
export const ACTIVATION_RULES: readonly ActivationRule[] = [
  { state: 'ACTIVATABLE', dueAt: 'retryAt', noneIsDue: true },
  { state: 'ACTIVATED', dueAt: 'deadline', noneIsDue: false },
];

export function isActivatable(job: Job, now: number): boolean {
  for (const rule of ACTIVATION_RULES) {
    if (job.state !== rule.state) continue;
    const dueAt = job[rule.dueAt];
    return dueAt === null ? rule.noneIsDue : dueAt <= now;
  }
  return false;
}

/**
 * Decides which candidates a worker gets and locks them: one JobActivated per job, applied to the job. Many
 * instances at once, because activation is batched; the jobs of each instance are changed only through their events.
 */
export function activateJobs(candidates: ActivationCandidate[], request: ActivateJobs, now: number): InstanceActivation[] {
  const byInstance = new Map<string, InstanceActivation>();
  let taken = 0;
  for (const { processInstanceKey, job } of candidates) {
    if (taken >= request.maxJobs) break;
    if (!isActivatable(job, now)) continue;
    let activation = byInstance.get(processInstanceKey);
    if (!activation) byInstance.set(processInstanceKey, (activation = { processInstanceKey, jobs: [], events: [] }));
    const event = jobActivated(job, request, now);
    applyJobActivated({ jobs: new Map([[job.key, job]]) }, event);
    activation.jobs.push(job);
    activation.events.push({ ...event, timestamp: now });
    taken++;
  }
  return [...byInstance.values()];
}

/**
 * Activates one job of an instance a command holds (a job this engine process created a moment ago and that no
 * poll was waiting for): the worker gets it with the instance's ordinary write instead of the activation's query.
 */
export function activateJob(context: ProcessingContext, command: ActivateJob): Rejection | null {
  const job = context.state.jobs.get(command.jobKey);
  const now = context.ports.now();
  if (!job || !isActivatable(job, now)) {
    return { reason: 'INVALID_STATE', message: `Expected to activate job with key '${command.jobKey}', but it is not activatable` };
  }
  context.emit(jobActivated(job, command, now));
  return null;
}

/**
 * The jobs the command created go to polls waiting for their type, when some do (the JobWaiters port): activated in
 * the same command once every token waits, so the worker gets them with the command's write, without a query of its own.
 */
export function activateForWaitingPolls(context: ProcessingContext): void {
  const waiters = context.ports.jobWaiters;
  if (!waiters) return;
  const { events } = context;
  const now = context.ports.now();
  const count = events.length;
  for (let index = 0; index < count; index++) {
    const event = events[index] as TimedRuntimeEvent;
    if (event.type !== 'JobCreated') continue;
    const job = context.state.jobs.get(event.jobKey);
    const waiter = job && isActivatable(job, now) ? waiters.claim(job.type, job.key) : null;
    if (job && waiter) context.emit(jobActivated(job, waiter, now));
  }
}

function jobActivated(job: Job, request: Pick<ActivateJobs, 'worker' | 'timeoutMs'>, now: number): JobActivated {
  return {
    type: 'JobActivated',
    jobKey: job.key,
    elementInstanceKey: job.elementInstanceKey,
    elementId: job.elementId,
    worker: request.worker,
    deadline: now + request.timeoutMs,
  };
}
