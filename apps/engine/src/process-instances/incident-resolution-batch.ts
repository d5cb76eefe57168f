import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, ProcessInstanceFilterBatchRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem, BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { ApiProblem, notFound } from '../http/problem-detail.js';
import { InstanceBatches, RUNNING_INSTANCES } from '../migration/instance-batches.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { batchItemEntry, doneByBatch, instanceBatchPlan } from './batch-item-audit.js';
import { partitionSql } from '../runtime/partition.js';

export const RESOLVE_INCIDENT = 'RESOLVE_INCIDENT';

/** Running instances with an open incident: the only ones an incident resolution has work in. */
const WITH_OPEN_INCIDENTS = `${RUNNING_INSTANCES} and exists (select 1 from incident i where i.process_instance_key = p.key and i.partition_id = p.partition_id and i.state = 'ACTIVE')`;

/**
 * `POST /v2/process-instances/incident-resolution` and `…/{key}/incident-resolution` (a batch over one instance, as in
 * Camunda): each item resolves every open incident of its instance, each with its own resolve command, which retries
 * the step that failed. A job's incident whose job has no retries left stays, and fails the item with the reason.
 */
@Injectable()
export class IncidentResolutionBatch implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly executor: CommandExecutor,
    private readonly pg: PgPool,
    private readonly audit: AuditLog,
  ) {}

  onModuleInit(): void {
    this.handlers.register(RESOLVE_INCIDENT, (batch, item) => this.resolveItem(batch, item));
  }

  create(body: ProcessInstanceFilterBatchRequest | undefined): Promise<BatchOperationCreatedResult> {
    return this.instanceBatches.create(RESOLVE_INCIDENT, body?.filter ?? {}, instanceBatchPlan(body), WITH_OPEN_INCIDENTS);
  }

  async createForInstance(processInstanceKey: string): Promise<BatchOperationCreatedResult> {
    const [instance] = await this.pg.query<{ tenant_id: string }>(
      `select tenant_id from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`,
      [processInstanceKey],
    );
    if (!instance || !seesTenant(currentCaller(), instance.tenant_id)) {
      throw notFound(`Expected to resolve the incidents of process instance with key '${processInstanceKey}', but no such process instance was found`);
    }
    return this.instanceBatches.create(RESOLVE_INCIDENT, { processInstanceKey }, {}, WITH_OPEN_INCIDENTS);
  }

  /** Idempotent: incidents resolved before an engine died are no longer open; an instance without open ones is done or skipped. */
  private async resolveItem(batch: BatchOperationRow, item: BatchItem): Promise<BatchItemOutcome> {
    const key = item.processInstanceKey;
    const open = await this.pg.query<{ key: string }>(
      `select key::text as key from incident
        where process_instance_key = $1 and partition_id = ${partitionSql('$1')} and state = 'ACTIVE' order by key`,
      [key],
    );
    if (open.length === 0) return { state: (await doneByBatch(this.pg, key, 'RESOLVE', batch.key)) ? 'COMPLETED' : 'SKIPPED' };
    const failures: string[] = [];
    for (const { key: incidentKey } of open) {
      const entry = batchItemEntry(batch, { entityType: 'INCIDENT', entityKey: incidentKey, operationType: 'RESOLVE' });
      try {
        await this.audit.audited(entry, NO_COMMAND_CONTEXT, (context) =>
          this.executor.execute(
            { incidentKey },
            { type: 'ResolveIncident', incidentKey },
            `Expected to resolve incident with key '${incidentKey}', but no such incident was found`,
            context,
          ),
        );
      } catch (error) {
        // Resolved meanwhile (by another batch, or the instance ended): nothing left to do for it.
        if (error instanceof ApiProblem && error.status === 404) continue;
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    return failures.length === 0 ? { state: 'COMPLETED' } : { state: 'FAILED', errorMessage: failures.join('; ') };
  }
}
