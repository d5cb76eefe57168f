import { Injectable } from '@nestjs/common';
import type { JobCompletionRequest, JobErrorRequest, JobFailRequest, JobResult, JobUpdateRequest } from '@baton/api-contract';
import type { AdHocJobResult, UserTaskJobResult } from '@baton/runtime';
import type { JsonObject } from '@baton/feel';
import { invalidRequest } from '../http/problem-detail.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';

/** A task listener's verdict as the runtime takes it: null and absent values leave the task as it is. */
function userTaskResult(result: Extract<JobResult, { type: 'userTask' }>): UserTaskJobResult {
  const sent = result.corrections ?? {};
  const corrections = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null && value !== undefined));
  return { type: 'userTask', denied: result.denied === true, deniedReason: result.deniedReason ?? null, corrections };
}

/** An ad-hoc sub-process worker's answer (Camunda's AI agent): the activities to start, each with its variables, and whether it is done. */
function adHocResult(result: Extract<JobResult, { type: 'adHocSubProcess' }>): AdHocJobResult {
  return {
    type: 'adHocSubProcess',
    activateElements: (result.activateElements ?? []).map((element) => ({
      elementId: element.elementId ?? '',
      variables: (element.variables ?? {}) as JsonObject,
    })),
    isCompletionConditionFulfilled: result.isCompletionConditionFulfilled === true,
    isCancelRemainingInstances: result.isCancelRemainingInstances === true,
  };
}

const jobNotFound = (jobKey: string, action: string) => `Expected to ${action} job with key '${jobKey}', but no such job was found`;

/** Worker answers about jobs: each is a command on the job's process instance, the whole effect of its request (`context`). */
@Injectable()
export class JobCommandsService {
  constructor(private readonly executor: CommandExecutor) {}

  async complete(jobKey: string, body: JobCompletionRequest | undefined, context: CommandContext): Promise<void> {
    const variables = (body?.variables ?? {}) as JsonObject;
    const result = body?.result ? (body.result.type === 'adHocSubProcess' ? adHocResult(body.result) : userTaskResult(body.result)) : undefined;
    await this.executor.execute(
      { jobKey },
      { type: 'CompleteJob', jobKey, variables, ...(result ? { result } : {}) },
      jobNotFound(jobKey, 'complete'),
      context,
    );
  }

  async fail(jobKey: string, body: JobFailRequest | undefined, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { jobKey },
      {
        type: 'FailJob',
        jobKey,
        retries: body?.retries ?? 0,
        errorMessage: body?.errorMessage ?? null,
        retryBackOffMs: body?.retryBackOff ?? 0,
        variables: (body?.variables ?? {}) as JsonObject,
      },
      jobNotFound(jobKey, 'fail'),
      context,
    );
  }

  async throwError(jobKey: string, body: JobErrorRequest, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { jobKey },
      {
        type: 'ThrowJobError',
        jobKey,
        errorCode: body.errorCode,
        errorMessage: body.errorMessage ?? null,
        variables: (body.variables ?? {}) as JsonObject,
      },
      jobNotFound(jobKey, 'throw an error for'),
      context,
    );
  }

  /** Changes retries and/or the lock timeout of an activated job in one runtime command: all of it or nothing. */
  async update(jobKey: string, body: JobUpdateRequest, context: CommandContext): Promise<void> {
    const retries = body.changeset.retries ?? null;
    const timeoutMs = body.changeset.timeout ?? null;
    if (retries === null && timeoutMs === null) {
      throw invalidRequest([{ field: 'changeset', message: "must set 'retries' or 'timeout'" }]);
    }
    await this.executor.execute({ jobKey }, { type: 'UpdateJob', jobKey, retries, timeoutMs }, jobNotFound(jobKey, 'update'), context);
  }
}
