import { completeAdHocJob } from './ad-hoc-commands.handler.js';
import { throwToCallingInstance } from '../behaviours/call-hierarchy.behaviour.js';
import { catchError, findErrorCatcher, unhandledError } from '../behaviours/error-catch.behaviour.js';
import { raiseIncident } from '../behaviours/incident.behaviour.js';
import { continueAfterListener } from '../behaviours/state-transition.behaviour.js';
import { setLocalVariables } from '../behaviours/variable.behaviour.js';
import { completeTaskListenerJob } from './task-listener-job.handler.js';
import type { Job } from '../model/instance-state.js';
import type { CompleteJob, FailJob, Rejection, ThrowJobError, UpdateJob, YieldJob } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleCompletion } from '../processing/token-steps.js';

type Found = { job: Job; rejection: null } | { job: null; rejection: Rejection };

/** A job can be worked on while it is activatable or activated; a late answer after its lock expired still counts. */
function openJob(context: ProcessingContext, jobKey: string, action: string): Found {
  const job = context.state.jobs.get(jobKey);
  if (!job || job.state === 'COMPLETED' || job.state === 'CANCELED') {
    return { job: null, rejection: { reason: 'NOT_FOUND', message: `Expected to ${action} job with key '${jobKey}', but no such job was found` } };
  }
  if (job.state !== 'ACTIVATABLE' && job.state !== 'ACTIVATED') {
    return {
      job: null,
      rejection: { reason: 'INVALID_STATE', message: `Expected to ${action} job with key '${jobKey}', but it is in state '${job.state}'` },
    };
  }
  return { job, rejection: null };
}

export function completeJob(context: ProcessingContext, command: CompleteJob): Rejection | null {
  const { job, rejection } = openJob(context, command.jobKey, 'complete');
  if (!job) return rejection;
  if (job.kind === 'TASK_LISTENER') return completeTaskListenerJob(context, job, command);
  if (job.kind === 'AD_HOC_SUB_PROCESS') return completeAdHocJob(context, job, command);
  if (command.result?.type === 'adHocSubProcess') {
    return {
      reason: 'INVALID_ARGUMENT',
      message: `Expected a job result of type 'adHocSubProcess' only for the job of an ad-hoc sub-process, but job '${job.key}' is of kind ${job.kind}`,
    };
  }
  if (command.result?.type === 'userTask') {
    return {
      reason: 'INVALID_ARGUMENT',
      message: `Expected a job result of type 'userTask' only for a task listener job, but job '${job.key}' is of kind ${job.kind}`,
    };
  }
  context.emit({ type: 'JobCompleted', jobKey: job.key, elementInstanceKey: job.elementInstanceKey, variables: command.variables });
  if (job.kind === 'EXECUTION_LISTENER') {
    continueAfterListener(context, job, command.variables);
    return null;
  }
  // A job-worker user task's task ends with its job, so that the tasklist no longer offers it.
  const task = [...context.state.userTasks.values()].find((open) => open.jobKey === job.key && open.state === 'CREATED');
  if (task) {
    context.emit({ type: 'UserTaskCompleted', userTaskKey: task.key, elementInstanceKey: task.elementInstanceKey, variables: command.variables, action: null });
  }
  scheduleCompletion(context, job.elementInstanceKey);
  return null;
}

export function failJob(context: ProcessingContext, command: FailJob): Rejection | null {
  const { job, rejection } = openJob(context, command.jobKey, 'fail');
  if (!job) return rejection;
  const retryAt = command.retries > 0 && command.retryBackOffMs > 0 ? context.ports.now() + command.retryBackOffMs : null;
  setLocalVariables(context, job.elementInstanceKey, command.variables);
  context.emit({
    type: 'JobFailed',
    jobKey: job.key,
    elementInstanceKey: job.elementInstanceKey,
    retries: command.retries,
    errorMessage: command.errorMessage,
    retryAt,
  });
  if (command.retries <= 0) {
    const message = command.errorMessage ?? 'No more retries left.';
    raiseIncident(context, context.instance(job.elementInstanceKey), { errorType: 'JOB_NO_RETRIES', message }, 'JOB', job.key);
  }
  return null;
}

/**
 * The worker reports a BPMN error: the innermost matching error boundary event catches it, with the error's variables;
 * one nothing here catches goes to the calling instance, if any; else it becomes an incident, and the variables stay
 * on the task.
 */
export function throwJobError(context: ProcessingContext, command: ThrowJobError): Rejection | null {
  const { job, rejection } = openJob(context, command.jobKey, 'throw an error for');
  if (!job) return rejection;
  context.emit({
    type: 'JobErrorThrown',
    jobKey: job.key,
    elementInstanceKey: job.elementInstanceKey,
    errorCode: command.errorCode,
    errorMessage: command.errorMessage,
  });
  const task = context.instance(job.elementInstanceKey);
  // As in Zeebe, a listener cannot throw a BPMN error: the element stops at an incident whose resolution retries the job.
  if (job.kind === 'EXECUTION_LISTENER' || job.kind === 'TASK_LISTENER') {
    const listener = job.kind === 'TASK_LISTENER' ? 'task' : 'execution';
    const message = `Expected the ${listener} listener job '${job.key}' to complete or fail, but it threw the error '${command.errorCode}'`;
    raiseIncident(context, task, { errorType: 'UNHANDLED_ERROR_EVENT', message }, 'JOB', job.key);
    return null;
  }
  const catcher = findErrorCatcher(context, task, command.errorCode);
  if (catcher) {
    catchError(context, catcher, command.variables);
    return null;
  }
  const origin = { processInstanceKey: context.state.processInstanceKey, elementInstanceKey: task.key, jobKey: job.key };
  const thrown = { kind: 'error', code: command.errorCode, message: command.errorMessage, variables: command.variables, origin } as const;
  if (throwToCallingInstance(context, thrown)) return null;
  setLocalVariables(context, job.elementInstanceKey, command.variables);
  raiseIncident(context, task, unhandledError(command.errorCode, command.errorMessage), 'JOB', job.key);
  return null;
}

/** Checks every part of the changeset before emitting anything, so a refused part leaves the job as it was. */
export function updateJob(context: ProcessingContext, command: UpdateJob): Rejection | null {
  const job = context.state.jobs.get(command.jobKey);
  if (!job || job.state === 'COMPLETED' || job.state === 'CANCELED') {
    return { reason: 'NOT_FOUND', message: `Expected to update job with key '${command.jobKey}', but no such job was found` };
  }
  if (command.retries !== null && command.retries < 1) {
    return { reason: 'INVALID_ARGUMENT', message: `Expected retries to be 1 or more, but it was ${command.retries}` };
  }
  if (command.timeoutMs !== null && job.state !== 'ACTIVATED') {
    return {
      reason: 'INVALID_STATE',
      message: `Expected to update the timeout of job with key '${command.jobKey}', but it is not activated (state '${job.state}')`,
    };
  }
  if (command.retries !== null) {
    context.emit({ type: 'JobRetriesUpdated', jobKey: job.key, elementInstanceKey: job.elementInstanceKey, retries: command.retries });
  }
  if (command.timeoutMs !== null) {
    context.emit({ type: 'JobTimeoutUpdated', jobKey: job.key, elementInstanceKey: job.elementInstanceKey, deadline: context.ports.now() + command.timeoutMs });
  }
  return null;
}

/** Only the activation that holds the lock may hand the job back: after a timeout another worker may hold it. */
export function yieldJob(context: ProcessingContext, command: YieldJob): Rejection | null {
  const job = context.state.jobs.get(command.jobKey);
  if (job?.state !== 'ACTIVATED' || job.deadline !== command.deadline || job.worker === null) {
    return { reason: 'INVALID_STATE', message: `Expected to hand back job with key '${command.jobKey}', but it is no longer held by that activation` };
  }
  context.emit({ type: 'JobYielded', jobKey: job.key, elementInstanceKey: job.elementInstanceKey, worker: job.worker });
  return null;
}
