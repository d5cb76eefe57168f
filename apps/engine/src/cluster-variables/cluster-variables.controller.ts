import { Injectable } from '@nestjs/common';
import type {
  ClusterVariableResult,
  ClusterVariableSearchResult,
  CreateClusterVariableRequest,
  SearchQueryResponse,
  UpdateClusterVariableRequest,
} from '@baton/api-contract';
import { CLUSTER_VARIABLE_SCOPES } from '@baton/api-contract';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { PgPool } from '../database/pg-pool.js';
import { conflict, notFound } from '../http/problem-detail.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { ClusterVariableStore } from './cluster-variable.store.js';

interface VariableRow {
  name: string;
  tenant_id: string | null;
  value: string;
}

/** A value longer than this is cut in a search answer unless `truncateValues=false`, as variables are. */
const TRUNCATE_AT = 8192;

const SEARCH: SearchSpec = {
  from: 'cluster_variable c',
  filters: {
    name: { column: 'c.name', type: 'string' },
    value: { column: 'c.value::text', type: 'string' },
    scope: { column: 'c.scope', type: 'enum', values: CLUSTER_VARIABLE_SCOPES },
    tenantId: { column: 'c.tenant_id', type: 'string' },
    isTruncated: { column: `(length(c.value::text) > ${TRUNCATE_AT})`, type: 'boolean' },
  },
  sortFields: { name: 'c.name', value: 'left(c.value::text, 256)', tenantId: 'c.tenant_id', scope: 'c.scope' },
  tiebreaker: "coalesce(c.tenant_id, '') || '/' || c.name",
  select: 'c.name, c.tenant_id, c.value::text as value',
  // Global variables belong to every tenant: a caller limited to tenants sees them and its own tenants' variables.
  tenantCheckedByPath: true,
  callerWhere: (caller, param) => (caller.tenants === null ? null : `(c.tenant_id is null or c.tenant_id = any(${param([...caller.tenants], 'text[]')}))`),
};

const toResult = (row: VariableRow): ClusterVariableResult => ({
  name: row.name,
  scope: row.tenant_id === null ? 'GLOBAL' : 'TENANT',
  tenantId: row.tenant_id,
  value: row.value,
});

const described = (tenantId: string | null, name: string) =>
  tenantId === null ? `global cluster variable '${name}'` : `cluster variable '${name}' of tenant '${tenantId}'`;

/** Camunda's cluster variables: global (tenant null) or a tenant's; the runtime reads them through ClusterVariableStore. */
@Injectable()
export class ClusterVariablesController {
  constructor(
    private readonly pg: PgPool,
    private readonly store: ClusterVariableStore,
  ) {}

  async create(tenantId: string | null, request: CreateClusterVariableRequest): Promise<ClusterVariableResult> {
    this.requireTenant(tenantId, request.name);
    const [row] = await this.pg.query<VariableRow>(
      `insert into cluster_variable (scope, tenant_id, name, value, created_at, updated_at) values ($1, $2, $3, $4::jsonb, now(), now())
        on conflict ((coalesce(tenant_id, '')), name) do nothing returning name, tenant_id, value::text as value`,
      [tenantId === null ? 'GLOBAL' : 'TENANT', tenantId, request.name, JSON.stringify(request.value ?? null)],
    );
    if (!row) throw conflict(`Expected to create ${described(tenantId, request.name)}, but it exists already`, 'ALREADY_EXISTS');
    this.store.forget(tenantId);
    return toResult(row);
  }

  async get(tenantId: string | null, name: string): Promise<ClusterVariableResult> {
    this.requireTenant(tenantId, name);
    const [row] = await this.pg.query<VariableRow>(
      `select name, tenant_id, value::text as value from cluster_variable where coalesce(tenant_id, '') = $1 and name = $2`,
      [tenantId ?? '', name],
    );
    if (!row) throw notFound(`The ${described(tenantId, name)} was not found`);
    return toResult(row);
  }

  async update(tenantId: string | null, name: string, request: UpdateClusterVariableRequest): Promise<ClusterVariableResult> {
    this.requireTenant(tenantId, name);
    const [row] = await this.pg.query<VariableRow>(
      `update cluster_variable set value = $3::jsonb, updated_at = now() where coalesce(tenant_id, '') = $1 and name = $2
        returning name, tenant_id, value::text as value`,
      [tenantId ?? '', name, JSON.stringify(request.value ?? null)],
    );
    if (!row) throw notFound(`The ${described(tenantId, name)} was not found`);
    this.store.forget(tenantId);
    return toResult(row);
  }

  async delete(tenantId: string | null, name: string): Promise<void> {
    this.requireTenant(tenantId, name);
    const rows = await this.pg.query(`delete from cluster_variable where coalesce(tenant_id, '') = $1 and name = $2 returning name`, [tenantId ?? '', name]);
    if (rows.length === 0) throw notFound(`The ${described(tenantId, name)} was not found`);
    this.store.forget(tenantId);
  }

  search(body: SearchRequestBody | undefined, truncateValues: boolean | undefined): Promise<SearchQueryResponse<ClusterVariableSearchResult>> {
    const cut = truncateValues !== false;
    return runSearch<VariableRow, ClusterVariableSearchResult>(this.pg, SEARCH, body, 'cluster variable', (row) => {
      const truncated = cut && row.value.length > TRUNCATE_AT;
      return { ...toResult(row), value: truncated ? row.value.slice(0, TRUNCATE_AT) : row.value, isTruncated: truncated };
    });
  }

  /** A tenant the caller is not in has no variables it may see: answered as if the variable did not exist. */
  private requireTenant(tenantId: string | null, name: string): void {
    if (tenantId !== null && !seesTenant(currentCaller(), tenantId)) throw notFound(`The ${described(tenantId, name)} was not found`);
  }
}
