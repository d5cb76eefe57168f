import type { FastifyReply } from 'fastify';
import { Injectable } from '@nestjs/common';
import type {
  SearchQueryResponse,
  UserTaskAssignmentRequest,
  UserTaskCompletionRequest,
  UserTaskResult,
  UserTaskUpdateRequest,
  VariableSearchResult,
} from '@baton/api-contract';
import { sendForm } from '../forms/send-form.js';
import type { SearchRequestBody } from '../query/search-query.js';
import { taskETag } from './task-revision.js';
import { UserTaskCommandsService } from './user-task-commands.service.js';
import { UserTaskQueries } from './user-task-queries.service.js';
import type { CommandContext } from '../runtime/command-context.js';

@Injectable()
export class UserTaskController {
  constructor(
    private readonly commands: UserTaskCommandsService,
    private readonly queries: UserTaskQueries,
  ) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<UserTaskResult>> {
    return this.queries.search(body);
  }

  /** The task, with its revision as ETag: send it back as If-Match to change the task only if nobody did since. */
  async get(key: string, reply: FastifyReply): Promise<UserTaskResult> {
    const { task, revision } = await this.queries.get(key);
    void reply.header('ETag', taskETag(revision));
    return task;
  }

  update(key: string, body: UserTaskUpdateRequest | undefined, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    return this.commands.update(key, body, ifMatch, context);
  }

  assign(key: string, body: UserTaskAssignmentRequest, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    return this.commands.assign(key, body, ifMatch, context);
  }

  unassign(key: string, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    return this.commands.unassign(key, ifMatch, context);
  }

  complete(key: string, body: UserTaskCompletionRequest | undefined, ifMatch: string | undefined, context: CommandContext): Promise<void> {
    return this.commands.complete(key, body, ifMatch, context);
  }

  /** 200 with the linked form, or 204 when the task links none; the status depends on the task, so it is set here. */
  async form(key: string, reply: FastifyReply): Promise<void> {
    sendForm(reply, await this.queries.form(key));
  }

  /** Every variable the task sees, one per scope it is set in. */
  variables(key: string, body: SearchRequestBody | undefined, truncate?: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.queries.variables(key, body, truncate !== false, false);
  }

  /** The variables as the task sees them: one per name, from the innermost scope that sets it. */
  effectiveVariables(key: string, body: SearchRequestBody | undefined, truncate?: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.queries.variables(key, body, truncate !== false, true);
  }
}
