import { Injectable } from '@nestjs/common';
import type { DecisionRequirementsResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { requireRow } from '../query/require-row.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';

interface RequirementsRow {
  key: string;
  decision_requirements_id: string;
  name: string;
  version: number;
  tenant_id: string;
  resource_name: string;
}

const SELECT = `r.key::text as key, r.decision_requirements_id, r.name, r.version, r.tenant_id, r.resource_name`;

const SEARCH: SearchSpec = {
  from: 'decision_requirements r',
  baseWhere: 'r.deleted_at is null',
  filters: {
    decisionRequirementsKey: { column: 'r.key', type: 'key' },
    decisionRequirementsId: { column: 'r.decision_requirements_id', type: 'string' },
    decisionRequirementsName: { column: 'r.name', type: 'string' },
    version: { column: 'r.version', type: 'integer' },
    tenantId: { column: 'r.tenant_id', type: 'string' },
    resourceName: { column: 'r.resource_name', type: 'string' },
  },
  sortFields: {
    decisionRequirementsKey: 'r.key',
    decisionRequirementsName: 'r.name',
    version: 'r.version',
    decisionRequirementsId: 'r.decision_requirements_id',
    tenantId: 'r.tenant_id',
  },
  tiebreaker: 'r.key',
  select: SELECT,
};

function toResult(row: RequirementsRow): DecisionRequirementsResult {
  return {
    decisionRequirementsId: row.decision_requirements_id,
    decisionRequirementsKey: row.key,
    decisionRequirementsName: row.name,
    resourceName: row.resource_name,
    tenantId: row.tenant_id,
    version: row.version,
  };
}

/** The deployed decision requirements graphs (one per DMN resource version) and their XML, as Camunda answers them. */
@Injectable()
export class DecisionRequirementsReadModel {
  constructor(private readonly pg: PgPool) {}

  async get(key: string): Promise<DecisionRequirementsResult> {
    const missing = `Decision requirements with key '${key}' were not found`;
    return toResult(
      await requireRow<RequirementsRow>(this.pg, `select ${SELECT} from decision_requirements r where r.key = $1 and r.deleted_at is null`, [key], missing),
    );
  }

  async xml(key: string): Promise<string> {
    const sql = `select c.content from decision_requirements r
        join deployment_resource c on c.deployment_key = r.deployment_key and c.resource_name = r.resource_name
       where r.key = $1`;
    const row = await requireRow<{ content: string }>(this.pg, sql, [key], `Decision requirements with key '${key}' were not found`);
    return row.content;
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionRequirementsResult>> {
    return runSearch(this.pg, SEARCH, body, 'decision requirements', toResult);
  }
}
