import type { FastifyReply } from 'fastify';
import { Injectable } from '@nestjs/common';
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
import type { CommandContext } from '../runtime/command-context.js';

@Injectable()
export class JobController {
  constructor(
    private readonly activation: JobActivationService,
    private readonly commands: JobCommandsService,
    private readonly jobs: JobReadModel,
    private readonly audit: AuditLog,
  ) {}

  async activate(body: JobActivationRequest, reply: FastifyReply, context: CommandContext): Promise<JobActivationResult> {
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
    taken = await this.activation.activate(body, clientGone.signal, context);
    return { jobs: taken };
  }

  /**
   * An activation for a client that is no HTTP request (the gRPC gateway's long polls and job streams): `clientGone`
   * fires when the client left, and the jobs taken for it by then are handed back, as for a request.
   */
  activateFor(body: JobActivationRequest, clientGone: AbortSignal, context: CommandContext): Promise<ActivatedJobResult[]> {
    return this.activation.activate(body, clientGone, context);
  }

  /** Jobs that never reached their client become activatable again now, not when their lock runs out. */
  handBack(jobs: ActivatedJobResult[]): Promise<void> {
    return this.activation.handBack(jobs);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<JobSearchResult>> {
    return this.jobs.search(body);
  }

  complete(key: string, body: JobCompletionRequest | undefined, context: CommandContext): Promise<void> {
    return this.commands.complete(key, body, context);
  }

  fail(key: string, body: JobFailRequest | undefined, context: CommandContext): Promise<void> {
    return this.commands.fail(key, body, context);
  }

  throwError(key: string, body: JobErrorRequest, context: CommandContext): Promise<void> {
    return this.commands.throwError(key, body, context);
  }

  update(key: string, body: JobUpdateRequest, request: CommandContext): Promise<void> {
    const entry = { entityType: 'JOB', entityKey: key, operationType: 'UPDATE', annotation: operatorAnnotation(body) } as const;
    return this.audit.audited(entry, request, (context) => this.commands.update(key, body, context));
  }
}
