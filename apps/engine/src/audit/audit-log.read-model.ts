import { notFound } from '../http/problem-detail.js';
import { Injectable } from '@nestjs/common';
import {
  AUDIT_LOG_ACTOR_TYPES,
  AUDIT_LOG_CATEGORIES,
  AUDIT_LOG_ENTITY_TYPES,
  AUDIT_LOG_OPERATION_TYPES,
  AUDIT_LOG_RESULTS,
  type AuditLogResult,
  type SearchQueryResponse,
} from '@baton/api-contract';
import { instanceRowReferenceFilters, referenceFilters, referenceSortFields } from '../query/instance-reference-fields.js';
import { PgPool } from '../database/pg-pool.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';

interface AuditLogRow {
  key: string;
  entity_key: string;
  entity_type: AuditLogResult['entityType'];
  operation_type: AuditLogResult['operationType'];
  category: AuditLogResult['category'];
  result: AuditLogResult['result'];
  actor_id: string | null;
  actor_type: AuditLogResult['actorType'];
  tenant_id: string;
  timestamp: Date;
  process_definition_id: string | null;
  process_definition_key: string | null;
  process_instance_key: string | null;
  element_instance_key: string | null;
  job_key: string | null;
  user_task_key: string | null;
  user_task_revision: number | null;
  annotation: string | null;
  batch_operation_key: string | null;
}

/** What an entry's row is answered with besides its own columns: read for the page's entries once it is found. */
interface Related {
  rootProcessInstanceKey: string | null;
  batchOperationType: string | null;
}

const SEARCH: SearchSpec = {
  from: 'audit_log a',
  filters: {
    auditLogKey: { column: 'a.key', type: 'key', partitionColumn: 'a.partition_id' },
    ...instanceRowReferenceFilters('a', 'processDefinitionKey', 'processInstanceKey', 'elementInstanceKey'),
    operationType: { column: 'a.operation_type', type: 'enum', values: AUDIT_LOG_OPERATION_TYPES },
    result: { column: 'a.result', type: 'enum', values: AUDIT_LOG_RESULTS },
    timestamp: { column: 'a.timestamp', type: 'date' },
    actorId: { column: 'a.actor_id', type: 'string' },
    actorType: { column: 'a.actor_type', type: 'enum', values: AUDIT_LOG_ACTOR_TYPES },
    entityType: { column: 'a.entity_type', type: 'enum', values: AUDIT_LOG_ENTITY_TYPES },
    entityKey: { column: 'a.entity_key', type: 'key' },
    ...referenceFilters('a', 'tenantId'),
    category: { column: 'a.category', type: 'enum', values: AUDIT_LOG_CATEGORIES },
    processDefinitionId: { column: 'a.process_definition_id', type: 'string' },
    jobKey: { column: 'a.job_key', type: 'key' },
    userTaskKey: { column: 'a.user_task_key', type: 'key' },
  },
  sortFields: {
    auditLogKey: 'a.key',
    timestamp: 'a.timestamp',
    actorId: 'a.actor_id',
    actorType: 'a.actor_type',
    entityKey: 'a.entity_key',
    entityType: 'a.entity_type',
    operationType: 'a.operation_type',
    result: 'a.result',
    category: 'a.category',
    ...referenceSortFields('a', 'tenantId', 'processInstanceKey'),
    userTaskKey: 'a.user_task_key',
  },
  tiebreaker: 'a.key',
  select: `a.key::text as key, a.entity_key::text as entity_key, a.entity_type, a.operation_type, a.category, a.result, a.actor_id,
    a.actor_type, a.tenant_id, a.timestamp, a.process_definition_id, a.process_definition_key::text as process_definition_key,
    a.process_instance_key::text as process_instance_key, a.element_instance_key::text as element_instance_key, a.job_key::text as job_key,
    a.user_task_key::text as user_task_key, a.user_task_revision, a.annotation, a.batch_operation_key::text as batch_operation_key`,
};

function toResult(row: AuditLogRow, { rootProcessInstanceKey, batchOperationType }: Related): AuditLogResult {
  return {
    auditLogKey: row.key,
    entityKey: row.entity_key,
    entityType: row.entity_type,
    operationType: row.operation_type,
    batchOperationKey: row.batch_operation_key,
    batchOperationType,
    timestamp: row.timestamp.toISOString(),
    actorId: row.actor_id,
    actorType: row.actor_type,
    agentElementId: null,
    tenantId: row.tenant_id,
    result: row.result,
    category: row.category,
    processDefinitionId: row.process_definition_id,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey,
    elementInstanceKey: row.element_instance_key,
    jobKey: row.job_key,
    userTaskKey: row.user_task_key,
    decisionRequirementsId: null,
    decisionRequirementsKey: null,
    decisionDefinitionId: null,
    decisionDefinitionKey: null,
    decisionEvaluationKey: null,
    deploymentKey: null,
    formKey: null,
    resourceKey: null,
    relatedEntityKey: null,
    relatedEntityType: null,
    entityDescription: null,
    userTaskRevision: row.user_task_revision,
    annotation: row.annotation,
  };
}

/**
 * The roots of the entries' instances and the types of their batch operations, for one page: read apart, not joined
 * in the search, because on Citus a page's entries come from every shard (Citus joins them with the instances only
 * partition by partition) and batch operations are local to the coordinator, which Citus does not join with them.
 */
async function relatedOf(pg: PgPool, rows: readonly AuditLogRow[]): Promise<Related[]> {
  const keys = (column: 'process_instance_key' | 'batch_operation_key') => [...new Set(rows.flatMap((row) => row[column] ?? []))];
  const instances = keys('process_instance_key');
  const batches = keys('batch_operation_key');
  const [roots, types] = await Promise.all([
    instances.length === 0
      ? []
      : pg.query<{ key: string; root: string }>(
          'select key::text as key, coalesce(root_process_instance_key, key)::text as root from process_instance where key = any($1::bigint[])',
          [instances],
        ),
    batches.length === 0
      ? []
      : pg.query<{ key: string; type: string }>('select key::text as key, type from batch_operation where key = any($1::bigint[])', [batches]),
  ]);
  const rootOf = new Map(roots.map((row) => [row.key, row.root]));
  const typeOf = new Map(types.map((row) => [row.key, row.type]));
  return rows.map((row) => ({
    rootProcessInstanceKey: (row.process_instance_key && rootOf.get(row.process_instance_key)) ?? null,
    batchOperationType: (row.batch_operation_key && typeOf.get(row.batch_operation_key)) ?? null,
  }));
}

/** The audit log's entries, as Camunda's audit log search answers them. */
@Injectable()
export class AuditLogReadModel {
  constructor(private readonly pg: PgPool) {}

  async search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    const page = await runSearch(this.pg, SEARCH, body, 'audit log', (row: AuditLogRow) => row);
    const related = await relatedOf(this.pg, page.items);
    return { ...page, items: page.items.map((row, index) => toResult(row, related[index] as Related)) };
  }

  /** One entry, through the search so that the caller's tenants apply as they do to the search (404 otherwise). */
  async get(auditLogKey: string): Promise<AuditLogResult> {
    const [entry] = (await this.search({ filter: { auditLogKey } })).items;
    if (!entry) throw notFound(`Audit log with key '${auditLogKey}' was not found`);
    return entry;
  }

  /** The entries of one user task: the path's key replaces any `userTaskKey` of the filter. */
  searchOfUserTask(key: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    const filter = { ...(body?.filter as Record<string, unknown> | undefined), userTaskKey: key };
    return this.search({ ...body, filter });
  }
}
