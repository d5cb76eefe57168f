import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { SearchQueryResponse, VariableResult, VariableSearchResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { pathKey } from '../http/request-fields.js';
import { runSearch, type SearchSpec } from './search-query.js';

/** Values longer than this are cut in search results unless `truncateValues=false`, as in Camunda. */
const TRUNCATE_AT = 8191;

interface VariableRow {
  key: string;
  name: string;
  value: string;
  scope_key: string;
  process_instance_key: string;
  tenant_id: string;
}

const FROM = 'variable v join process_instance p on p.key = v.process_instance_key';
const SELECT = `v.key::text as key, v.name, v.value::text as value, v.scope_key::text as scope_key,
  v.process_instance_key::text as process_instance_key, p.tenant_id`;

const SEARCH: SearchSpec = {
  from: FROM,
  filters: {
    name: { column: 'v.name', type: 'string' },
    value: { column: 'v.value::text', type: 'string' },
    tenantId: { column: 'p.tenant_id', type: 'string' },
    isTruncated: { column: `(length(v.value::text) > ${TRUNCATE_AT})`, type: 'boolean' },
    variableKey: { column: 'v.key', type: 'key' },
    scopeKey: { column: 'v.scope_key', type: 'key' },
    processInstanceKey: { column: 'v.process_instance_key', type: 'key' },
  },
  sortFields: {
    value: 'v.value::text',
    name: 'v.name',
    tenantId: 'p.tenant_id',
    variableKey: 'v.key',
    scopeKey: 'v.scope_key',
    processInstanceKey: 'v.process_instance_key',
  },
  tiebreaker: 'v.key',
  select: SELECT,
};

function toResult(row: VariableRow): VariableResult {
  return {
    name: row.name,
    value: row.value,
    tenantId: row.tenant_id,
    variableKey: row.key,
    scopeKey: row.scope_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: null,
  };
}

function toSearchResult(truncate: boolean) {
  return (row: VariableRow): VariableSearchResult => {
    const isTruncated = truncate && row.value.length > TRUNCATE_AT;
    return { ...toResult(row), value: isTruncated ? row.value.slice(0, TRUNCATE_AT) : row.value, isTruncated };
  };
}

@Controller('v2/variables')
export class VariableController {
  constructor(private readonly pg: PgPool) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: unknown, @Query('truncateValues') truncateValues?: string): Promise<SearchQueryResponse<VariableSearchResult>> {
    return runSearch(this.pg, SEARCH, body, 'variable', toSearchResult(truncateValues !== 'false'));
  }

  @Get(':key')
  async get(@Param('key') key: string): Promise<VariableResult> {
    const [row] = await this.pg.query<VariableRow>(`select ${SELECT} from ${FROM} where v.key = $1`, [pathKey(key, 'variableKey')]);
    if (!row) throw notFound(`Variable with key '${key}' was not found`);
    return toResult(row);
  }
}
