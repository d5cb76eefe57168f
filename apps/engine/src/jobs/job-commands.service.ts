import { Injectable } from '@nestjs/common';
import type { JobCompletionRequest, JobErrorRequest, JobFailRequest, JobUpdateRequest } from '@baton/api-contract';
import type { JsonObject } from '@baton/feel';
import { invalidRequest } from '../http/problem-detail.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';

const jobNotFound = (jobKey: string, action: string) => `Expected to ${action} job with key '${jobKey}', but no such job was found`;

/** Worker answers about jobs: each is a command on the job's process instance, the whole effect of its request (`context`). */
@Injectable()
export class JobCommandsService {
  constructor(private readonly executor: CommandExecutor) {}

  async complete(jobKey: string, body: JobCompletionRequest | undefined, context: CommandContext): Promise<void> {
    if (body?.result !== undefined) {
      throw invalidRequest([{ field: 'result', message: 'is not supported yet (user task or ad-hoc sub-process corrections)' }]);
    }
    const variables = (body?.variables ?? {}) as JsonObject;
    await this.executor.execute({ jobKey }, { type: 'CompleteJob', jobKey, variables }, jobNotFound(jobKey, 'complete'), context);
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
