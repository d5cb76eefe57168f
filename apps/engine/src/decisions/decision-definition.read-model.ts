import { Injectable } from '@nestjs/common';
import type { DecisionDefinitionResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { requireRow } from '../query/require-row.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';

interface DecisionRow {
  key: string;
  decision_id: string;
  name: string;
  version: number;
  tenant_id: string;
  decision_requirements_key: string;
  decision_requirements_id: string;
  decision_requirements_name: string;
  decision_requirements_version: number;
}

const FROM = 'decision_definition d join decision_requirements r on r.key = d.decision_requirements_key';
const SELECT = `d.key::text as key, d.decision_id, d.name, d.version, d.tenant_id, d.decision_requirements_key::text as decision_requirements_key,
  r.decision_requirements_id, r.name as decision_requirements_name, r.version as decision_requirements_version`;

const SEARCH: SearchSpec = {
  from: FROM,
  baseWhere: 'd.deleted_at is null',
  filters: {
    decisionDefinitionKey: { column: 'd.key', type: 'key' },
    decisionDefinitionId: { column: 'd.decision_id', type: 'string' },
    name: { column: 'd.name', type: 'string' },
    version: { column: 'd.version', type: 'integer' },
    decisionRequirementsId: { column: 'r.decision_requirements_id', type: 'string' },
    decisionRequirementsKey: { column: 'd.decision_requirements_key', type: 'key' },
    decisionRequirementsName: { column: 'r.name', type: 'string' },
    decisionRequirementsVersion: { column: 'r.version', type: 'integer' },
    tenantId: { column: 'd.tenant_id', type: 'string' },
    isLatestVersion: {
      column: `(d.version = (select max(l.version) from decision_definition l where l.decision_id = d.decision_id and l.tenant_id = d.tenant_id and l.deleted_at is null))`,
      type: 'boolean',
    },
  },
  sortFields: {
    decisionDefinitionKey: 'd.key',
    decisionDefinitionId: 'd.decision_id',
    name: 'd.name',
    version: 'd.version',
    decisionRequirementsId: 'r.decision_requirements_id',
    decisionRequirementsKey: 'd.decision_requirements_key',
    decisionRequirementsName: 'r.name',
    decisionRequirementsVersion: 'r.version',
    tenantId: 'd.tenant_id',
  },
  tiebreaker: 'd.key',
  select: SELECT,
};

function toResult(row: DecisionRow): DecisionDefinitionResult {
  return {
    decisionDefinitionId: row.decision_id,
    decisionDefinitionKey: row.key,
    decisionRequirementsId: row.decision_requirements_id,
    decisionRequirementsKey: row.decision_requirements_key,
    decisionRequirementsName: row.decision_requirements_name,
    decisionRequirementsVersion: row.decision_requirements_version,
    name: row.name,
    tenantId: row.tenant_id,
    version: row.version,
  };
}

/** The deployed decision definitions and their XML (their graph's), as Camunda answers them. */
@Injectable()
export class DecisionDefinitionReadModel {
  constructor(private readonly pg: PgPool) {}

  async get(key: string): Promise<DecisionDefinitionResult> {
    const missing = `Decision definition with key '${key}' was not found`;
    return toResult(await requireRow<DecisionRow>(this.pg, `select ${SELECT} from ${FROM} where d.key = $1 and d.deleted_at is null`, [key], missing));
  }

  /** The DMN XML of the graph the decision is part of, as it was deployed. */
  async xml(key: string): Promise<string> {
    const sql = `select c.content from decision_definition d
        join decision_requirements r on r.key = d.decision_requirements_key
        join deployment_resource c on c.deployment_key = r.deployment_key and c.resource_name = r.resource_name
       where d.key = $1`;
    const row = await requireRow<{ content: string }>(this.pg, sql, [key], `Decision definition with key '${key}' was not found`);
    return row.content;
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionDefinitionResult>> {
    return runSearch(this.pg, SEARCH, body, 'decision definition', toResult);
  }
}
