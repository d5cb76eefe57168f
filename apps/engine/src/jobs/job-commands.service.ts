import { Injectable } from '@nestjs/common';
import {
  objectBody,
  optionalInteger,
  optionalString,
  optionalVariables,
  refuseUnknownFields,
  requiredString,
  type Body,
} from '../http/request-fields.js';
import { badRequest } from '../http/problem-detail.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';

const jobNotFound = (jobKey: string, action: string) => `Expected to ${action} job with key '${jobKey}', but no such job was found`;

/** Worker answers about jobs: each is a command on the job's process instance. */
@Injectable()
export class JobCommandsService {
  constructor(
    private readonly executor: CommandExecutor,
  ) {}

  async complete(jobKey: string, rawBody: unknown): Promise<void> {
    const body = objectBody(rawBody, 'a job completion', true);
    refuseUnknownFields(body, ['variables', 'result'], 'the job completion');
    if (body.result !== undefined && body.result !== null) throw badRequest(`A job 'result' (user task or ad-hoc sub-process corrections) is not supported yet`);
    const variables = optionalVariables(body);
    answerWithCommand();
    await this.executor.execute({ jobKey }, { type: 'CompleteJob', jobKey, variables }, jobNotFound(jobKey, 'complete'));
  }

  async fail(jobKey: string, rawBody: unknown): Promise<void> {
    const body = objectBody(rawBody, 'a job failure', true);
    refuseUnknownFields(body, ['retries', 'errorMessage', 'retryBackOff', 'variables'], 'the job failure');
    answerWithCommand();
    await this.executor.execute(
      { jobKey },
      {
        type: 'FailJob',
        jobKey,
        retries: optionalInteger(body, 'retries', 0) ?? 0,
        errorMessage: optionalString(body, 'errorMessage') ?? null,
        retryBackOffMs: optionalInteger(body, 'retryBackOff', 0) ?? 0,
        variables: optionalVariables(body),
      },
      jobNotFound(jobKey, 'fail'),
    );
  }

  async throwError(jobKey: string, rawBody: unknown): Promise<void> {
    const body = objectBody(rawBody, 'a job error');
    refuseUnknownFields(body, ['errorCode', 'errorMessage', 'variables'], 'the job error');
    answerWithCommand();
    await this.executor.execute(
      { jobKey },
      {
        type: 'ThrowJobError',
        jobKey,
        errorCode: requiredString(body, 'errorCode'),
        errorMessage: optionalString(body, 'errorMessage') ?? null,
        variables: optionalVariables(body),
      },
      jobNotFound(jobKey, 'throw an error for'),
    );
  }

  /** Changes retries and/or the lock timeout of an activated job: runtime commands, recorded in history. */
  async update(jobKey: string, rawBody: unknown): Promise<void> {
    const body = objectBody(rawBody, 'a job update');
    refuseUnknownFields(body, ['changeset', 'operationReference'], 'the job update');
    const changeset: Body = objectBody(body.changeset, "the job update's 'changeset'");
    refuseUnknownFields(changeset, ['retries', 'timeout'], "the job update's changeset");
    const retries = optionalInteger(changeset, 'retries', 1);
    const timeout = optionalInteger(changeset, 'timeout', 0);
    if (retries === undefined && timeout === undefined) throw badRequest(`Expected the changeset to set 'retries' or 'timeout'`);
    if (retries !== undefined) {
      await this.executor.execute({ jobKey }, { type: 'UpdateJobRetries', jobKey, retries }, jobNotFound(jobKey, 'update retries of'));
    }
    if (timeout !== undefined) {
      await this.executor.execute({ jobKey }, { type: 'UpdateJobTimeout', jobKey, timeoutMs: timeout }, jobNotFound(jobKey, 'update the timeout of'));
    }
  }
}
