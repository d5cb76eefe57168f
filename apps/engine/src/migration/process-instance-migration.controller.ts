import type { FastifyReply } from 'fastify';
import { Injectable } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceMigrationBatchRequest, ProcessInstanceMigrationRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import type { CommandContext } from '../runtime/command-context.js';
import { BatchMigration } from './batch-migration.js';
import { auditedMigration } from './migration-audit.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';

@Injectable()
export class ProcessInstanceMigrationController {
  constructor(
    private readonly migration: ProcessInstanceMigration,
    private readonly batch: BatchMigration,
    private readonly audit: AuditLog,
  ) {}

  /** A batch operation over every active instance the filter matches; its progress is at GET /v2/batch-operations/{key}. */
  migrateMany(body: ProcessInstanceMigrationBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.batch.create(body);
  }

  /** 204 once migrated, as in Camunda; with Baton's `dryRun`, 200 and the plan's report, and nothing changes. */
  async migrate(key: string, body: ProcessInstanceMigrationRequest, reply: FastifyReply, context: CommandContext): Promise<void> {
    if (body.dryRun) {
      const report = await this.migration.report(key, body);
      void reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(report));
      return;
    }
    await auditedMigration(this.audit, key, body, () => this.migration.migrate(key, body, context));
    void reply.code(204).send();
  }
}
