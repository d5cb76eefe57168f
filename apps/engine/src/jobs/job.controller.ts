import type { FastifyReply } from 'fastify';
import { Body, Controller, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import type {
  JobActivationRequest,
  ActivatedJobResult,
  JobActivationResult,
  JobCompletionRequest,
  JobErrorRequest,
  JobFailRequest,
  JobSearchResult,
  JobUpdateRequest,
  SearchQueryResponse,
} from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { JobActivationService } from './job-activation.service.js';
import { JobCommandsService } from './job-commands.service.js';
import { JobReadModel } from './job.read-model.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';

@Controller('v2/jobs')
export class JobController {
  constructor(
    private readonly activation: JobActivationService,
    private readonly commands: JobCommandsService,
    private readonly jobs: JobReadModel,
    private readonly audit: AuditLog,
  ) {}

  @Post('activation')
  @HttpCode(200)
  async activate(@Body() body: JobActivationRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<JobActivationResult> {
    // 'close' before the answer was written: the client went away (a worker stopped, a long poll was cancelled).
    // While jobs are sought, activate() stops and hands back what it took; once it returned jobs, the listener
    // stays to hand them back if the answer then fails to reach the client.
    const clientGone = new AbortController();
    let taken: ActivatedJobResult[] = [];
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      clientGone.abort();
      if (taken.length > 0) void this.activation.handBack(taken);
    });
    taken = await this.activation.activate(body, clientGone.signal);
    return { jobs: taken };
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<JobSearchResult>> {
    return this.jobs.search(body);
  }

  @Post(':key/completion')
  @HttpCode(204)
  complete(@Param('key') key: string, @Body() body: JobCompletionRequest | undefined): Promise<void> {
    return this.commands.complete(key, body);
  }

  @Post(':key/failure')
  @HttpCode(204)
  fail(@Param('key') key: string, @Body() body: JobFailRequest | undefined): Promise<void> {
    return this.commands.fail(key, body);
  }

  @Post(':key/error')
  @HttpCode(204)
  throwError(@Param('key') key: string, @Body() body: JobErrorRequest): Promise<void> {
    return this.commands.throwError(key, body);
  }

  @Patch(':key')
  @HttpCode(204)
  update(@Param('key') key: string, @Body() body: JobUpdateRequest): Promise<void> {
    const entry = { entityType: 'JOB', entityKey: key, operationType: 'UPDATE', annotation: operatorAnnotation(body) } as const;
    return this.audit.audited(entry, () => this.commands.update(key, body));
  }
}
