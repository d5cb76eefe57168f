import { BATCH_OPERATION_STATES } from '@baton/api-contract';
import type { SearchSpec } from '../query/search-query.js';
import { BATCH_OPERATION_COLUMNS } from './batch-operation.repository.js';

/**
 * `POST /v2/batch-operations/search`: Camunda's filter and sort fields over the batch operations. A batch has no one
 * tenant but the tenants of the operator who created it (null: every tenant), so a caller limited to some tenants sees
 * the batches limited to some of them.
 */
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
  callerWhere: (caller, param) =>
    caller.tenants === null ? null : `(b.tenant_ids is not null and b.tenant_ids <@ ${param(JSON.stringify(caller.tenants), 'jsonb')})`,
};
