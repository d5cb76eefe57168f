import type { FastifyReply } from 'fastify';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
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

@Controller('v2/user-tasks')
export class UserTaskController {
  constructor(
    private readonly commands: UserTaskCommandsService,
    private readonly queries: UserTaskQueries,
  ) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<UserTaskResult>> {
    return this.queries.search(body);
  }

  /** The task, with its revision as ETag: send it back as If-Match to change the task only if nobody did since. */
  @Get(':key')
  async get(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserTaskResult> {
    const { task, revision } = await this.queries.get(key);
    void reply.header('ETag', taskETag(revision));
    return task;
  }

  @Patch(':key')
  @HttpCode(204)
  update(@Param('key') key: string, @Body() body: UserTaskUpdateRequest | undefined, @Headers('if-match') ifMatch?: string): Promise<void> {
    return this.commands.update(key, body, ifMatch);
  }

  @Post(':key/assignment')
  @HttpCode(204)
  assign(@Param('key') key: string, @Body() body: UserTaskAssignmentRequest, @Headers('if-match') ifMatch?: string): Promise<void> {
    return this.commands.assign(key, body, ifMatch);
  }

  @Delete(':key/assignee')
  @HttpCode(204)
  unassign(@Param('key') key: string, @Headers('if-match') ifMatch?: string): Promise<void> {
    return this.commands.unassign(key, ifMatch);
  }

  @Post(':key/completion')
  @HttpCode(204)
  complete(@Param('key') key: string, @Body() body: UserTaskCompletionRequest | undefined, @Headers('if-match') ifMatch?: string): Promise<void> {
    return this.commands.complete(key, body, ifMatch);
  }

  /** 200 with the linked form, or 204 when the task links none; the status depends on the task, so it is set here. */
  @Get(':key/form')
  async form(@Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    sendForm(reply, await this.queries.form(key));
  }

  /** Every variable the task sees, one per scope it is set in. */
  @Post(':key/variables/search')
  @HttpCode(200)
  variables(
    @Param('key') key: string,
    @Body() body: SearchRequestBody | undefined,
    @Query('truncateValues') truncate?: boolean,
  ): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.queries.variables(key, body, truncate !== false, false);
  }

  /** The variables as the task sees them: one per name, from the innermost scope that sets it. */
  @Post(':key/effective-variables/search')
  @HttpCode(200)
  effectiveVariables(
    @Param('key') key: string,
    @Body() body: SearchRequestBody | undefined,
    @Query('truncateValues') truncate?: boolean,
  ): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.queries.variables(key, body, truncate !== false, true);
  }
}
