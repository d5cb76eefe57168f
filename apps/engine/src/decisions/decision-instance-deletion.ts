import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { BatchOperationCreatedResult, DecisionInstanceDeletionBatchOperationRequest } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import type { BatchItem } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { InstanceBatches } from '../migration/instance-batches.js';
import { instanceBatchPlan } from '../process-instances/batch-item-audit.js';
import { filteredRows } from '../query/search-query.js';
import { DECISION_INSTANCE_SEARCH } from './decision-instance.read-model.js';
import { partitionSql } from '../runtime/partition.js';

export const DELETE_DECISION_INSTANCE = 'DELETE_DECISION_INSTANCE';

/** Zeebe's "no key": the process instance of a batch item that is a standalone evaluation's. */
const NO_PROCESS_INSTANCE = -1;

/**
 * `POST /v2/decision-instances/{decisionEvaluationKey}/deletion` and `POST /v2/decision-instances/deletion`: an
 * evaluation's decision instances (every decision it evaluated) go together, as Camunda deletes them, whether a
 * business rule task or a standalone evaluation recorded them. Only the history goes: a business rule task's
 * instance keeps its variables and its own history of the evaluation.
 */
@Injectable()
export class DecisionInstanceDeletion implements OnModuleInit {
  constructor(
    private readonly instanceBatches: InstanceBatches,
    private readonly handlers: BatchItemHandlers,
    private readonly pg: PgPool,
  ) {}

  onModuleInit(): void {
    this.handlers.register(DELETE_DECISION_INSTANCE, (_batch, item) => this.deleteItem(item));
  }

  async delete(decisionEvaluationKey: string): Promise<void> {
    const tenants = currentCaller().tenants;
    const deleted = await this.pg.query(
      `delete from decision_instance where decision_evaluation_key = $1 and partition_id = ${partitionSql('$1')}
         and ($2::text[] is null or tenant_id = any($2::text[])) returning 1`,
      [decisionEvaluationKey, tenants === null ? null : [...tenants]],
    );
    if (deleted.length === 0) {
      throw notFound(`Expected to delete decision instance with key '${decisionEvaluationKey}', but no such decision instance was found`);
    }
  }

  /** One item per evaluation the filter matches (among the caller's tenants), named by its process instance if it has one. */
  create(body: DecisionInstanceDeletionBatchOperationRequest): Promise<BatchOperationCreatedResult> {
    const { conditions, params } = filteredRows(DECISION_INSTANCE_SEARCH, body.filter, 'decision instance');
    const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
    const items = `select distinct on (i.decision_evaluation_key) i.decision_evaluation_key as key,
        coalesce(i.process_instance_key, ${NO_PROCESS_INSTANCE}) as process_instance_key, i.tenant_id
      from ${DECISION_INSTANCE_SEARCH.from}${where}`;
    return this.instanceBatches.createOver(DELETE_DECISION_INSTANCE, instanceBatchPlan(body), items, params);
  }

  /** Idempotent: an evaluation whose instances are gone already (an engine died after deleting them, or a deletion of its own) is skipped. */
  private async deleteItem(item: BatchItem): Promise<BatchItemOutcome> {
    const deleted = await this.pg.query(
      `delete from decision_instance where decision_evaluation_key = $1 and partition_id = ${partitionSql('$1')} returning 1`,
      [item.itemKey],
    );
    return { state: deleted.length > 0 ? 'COMPLETED' : 'SKIPPED' };
  }
}
