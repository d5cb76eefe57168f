import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TENANT_ID,
  type CreateGlobalTaskListenerRequest,
  type GlobalTaskListenerResult,
  type GlobalTaskListenerSearchQuery,
  type SearchQueryResponse,
  type UpdateGlobalTaskListenerRequest,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { ApiProblem, notFound } from '../http/problem-detail.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { eventTypesFilter } from './event-types-filter.js';
import { GLOBAL_TASK_LISTENER_COLUMNS, GlobalTaskListenerStore, type GlobalTaskListenerRow } from './global-task-listener.store.js';

const DEFAULTS = { retries: 3, afterNonGlobal: false, priority: 50 };

const toResult = (row: GlobalTaskListenerRow): GlobalTaskListenerResult => ({
  id: row.id,
  type: row.type,
  retries: row.retries,
  eventTypes: row.event_types as GlobalTaskListenerResult['eventTypes'],
  afterNonGlobal: row.after_non_global,
  priority: row.priority,
  source: row.source,
});

const missing = (id: string) => notFound(`Global task listener with id '${id}' was not found`);

function searchSpec(tenantId: string): SearchSpec {
  return {
    from: 'global_task_listener g',
    params: [tenantId],
    baseWhere: 'g.tenant_id = $1',
    tenantCheckedByPath: true,
    filters: {
      id: { column: 'g.id', type: 'string' },
      type: { column: 'g.type', type: 'string' },
      retries: { column: 'g.retries', type: 'integer' },
      afterNonGlobal: { column: 'g.after_non_global', type: 'boolean' },
      priority: { column: 'g.priority', type: 'integer' },
      source: { column: 'g.source', type: 'enum', values: ['API', 'CONFIGURATION'] },
    },
    customFilters: { eventTypes: eventTypesFilter('g.event_types') },
    sortFields: { id: 'g.id', type: 'g.type', afterNonGlobal: 'g.after_non_global', priority: 'g.priority', source: 'g.source' },
    tiebreaker: 'g.id',
    select: GLOBAL_TASK_LISTENER_COLUMNS,
  };
}

/**
 * Camunda 8.9's global task listeners, kept per tenant (the `tenantId` query parameter, default `<default>`): every
 * Camunda user task of the tenant runs them, before its model's listeners or after them. Admin only.
 */
@Injectable()
export class GlobalTaskListenerController {
  constructor(
    private readonly pg: PgPool,
    private readonly store: GlobalTaskListenerStore,
  ) {}

  async create(body: CreateGlobalTaskListenerRequest, tenantId = DEFAULT_TENANT_ID): Promise<GlobalTaskListenerResult> {
    const [row] = await this.pg.query<GlobalTaskListenerRow>(
      `insert into global_task_listener (tenant_id, id, type, retries, event_types, after_non_global, priority)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning ${GLOBAL_TASK_LISTENER_COLUMNS}`,
      [
        tenantId,
        body.id,
        body.type,
        body.retries ?? DEFAULTS.retries,
        [...new Set(body.eventTypes)],
        body.afterNonGlobal ?? DEFAULTS.afterNonGlobal,
        body.priority ?? DEFAULTS.priority,
      ],
    );
    if (!row) throw new ApiProblem(409, `A global task listener with id '${body.id}' already exists`, 'ALREADY_EXISTS');
    this.store.forget(tenantId);
    return toResult(row);
  }

  async get(id: string, tenantId = DEFAULT_TENANT_ID): Promise<GlobalTaskListenerResult> {
    const [row] = await this.pg.query<GlobalTaskListenerRow>(
      `select ${GLOBAL_TASK_LISTENER_COLUMNS} from global_task_listener where tenant_id = $1 and id = $2`,
      [tenantId, id],
    );
    if (!row) throw missing(id);
    return toResult(row);
  }

  async update(id: string, body: UpdateGlobalTaskListenerRequest, tenantId = DEFAULT_TENANT_ID): Promise<GlobalTaskListenerResult> {
    const [row] = await this.pg.query<GlobalTaskListenerRow>(
      `update global_task_listener
          set type = coalesce($3, type), retries = coalesce($4, retries), event_types = coalesce($5, event_types),
              after_non_global = coalesce($6, after_non_global), priority = coalesce($7, priority)
        where tenant_id = $1 and id = $2
        returning ${GLOBAL_TASK_LISTENER_COLUMNS}`,
      [
        tenantId,
        id,
        body.type ?? null,
        body.retries ?? null,
        body.eventTypes ? [...new Set(body.eventTypes)] : null,
        body.afterNonGlobal ?? null,
        body.priority ?? null,
      ],
    );
    if (!row) throw missing(id);
    this.store.forget(tenantId);
    return toResult(row);
  }

  async delete(id: string, tenantId = DEFAULT_TENANT_ID): Promise<void> {
    const rows = await this.pg.query<{ id: string }>('delete from global_task_listener where tenant_id = $1 and id = $2 returning id', [tenantId, id]);
    if (rows.length === 0) throw missing(id);
    this.store.forget(tenantId);
  }

  async search(body: GlobalTaskListenerSearchQuery | undefined, tenantId = DEFAULT_TENANT_ID): Promise<SearchQueryResponse<GlobalTaskListenerResult>> {
    return runSearch(this.pg, searchSpec(tenantId), body as SearchRequestBody | undefined, 'global task listener', toResult);
  }
}
