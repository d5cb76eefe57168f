import { BATCH_OPERATION_STATES } from '@baton/api-contract';
import type { Caller } from '../auth/caller.js';
import type { AddSqlParam, SearchSpec } from '../query/search-query.js';
import { BATCH_OPERATION_COLUMNS } from './batch-operation.repository.js';

/**
 * The condition on batch `b` of a caller limited to some tenants: a batch has no one tenant but touches those of its
 * instances (`tenant_ids`, see BatchOperations.create; not a list: every tenant), and is the caller's to see only
 * when the caller sees every one of them. Null for a caller of every tenant.
 */
export function callerSeesBatch(caller: Caller, param: AddSqlParam): string | null {
  if (caller.tenants === null) return null;
  return `(jsonb_typeof(b.tenant_ids) = 'array' and b.tenant_ids <@ ${param(JSON.stringify(caller.tenants), 'jsonb')})`;
}

/** `POST /v2/batch-operations/search`: Camunda's filter and sort fields over the batch operations the caller sees. */
export const BATCH_OPERATION_SEARCH: SearchSpec = {
  from: 'batch_operation b',
  filters: {
    batchOperationKey: { column: 'b.key', type: 'key' },
    operationType: { column: 'b.type', type: 'string' },
    state: { column: 'b.state', type: 'enum', values: BATCH_OPERATION_STATES },
    actorType: { column: 'b.actor_type', type: 'enum', values: ['USER', 'CLIENT', 'ANONYMOUS'] },
    actorId: { column: 'b.actor_id', type: 'string' },
  },
  sortFields: {
    batchOperationKey: 'b.key',
    operationType: 'b.type',
    state: 'b.state',
    startDate: 'b.start_date',
    endDate: 'b.end_date',
    actorType: 'b.actor_type',
    actorId: 'b.actor_id',
  },
  tiebreaker: 'b.key',
  select: BATCH_OPERATION_COLUMNS,
  tenantCheckedByPath: true,
  callerWhere: callerSeesBatch,
};
