import { Injectable } from '@nestjs/common';
import type { UsageMetricsItem, UsageMetricsQuery, UsageMetricsResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { badRequest } from '../http/problem-detail.js';
import { underSearchLimits } from '../query/search-query.js';

/** One figure per tenant and (tenant_id null) over all tenants, for the period $1 ≤ t < $2 and the tenant $3 (null: all). */
const FIGURES = `
  select 'processInstances' as figure, tenant_id, count(*) as n from process_instance
    where parent_process_instance_key is null and start_date >= $1 and start_date < $2 and ($3::text is null or tenant_id = $3)
    group by grouping sets ((tenant_id), ())
  union all
  select 'decisionInstances', tenant_id, count(*) from decision_instance
    where evaluation_date >= $1 and evaluation_date < $2 and ($3::text is null or tenant_id = $3)
    group by grouping sets ((tenant_id), ())
  union all
  select 'assignees', tenant_id, count(distinct assignee) from user_task
    where assignee is not null and created_at < $2 and (completed_at is null or completed_at >= $1) and ($3::text is null or tenant_id = $3)
    group by grouping sets ((tenant_id), ())`;

interface FigureRow {
  figure: keyof UsageMetricsItem;
  tenant_id: string | null;
  n: string;
}

const none = (): UsageMetricsItem => ({ processInstances: 0, decisionInstances: 0, assignees: 0 });

/**
 * Camunda's usage figures of a period, counted from the engine's own rows: root instances started, decisions
 * evaluated, and the distinct assignees of user tasks open at some time in the period. Rows the retention has
 * deleted are not counted; the statements scan what the period selects (an administrator's occasional question).
 */
@Injectable()
export class UsageMetricsReadModel {
  constructor(private readonly pg: PgPool) {}

  async of(query: UsageMetricsQuery): Promise<UsageMetricsResponse> {
    const start = new Date(query.startTime);
    const end = new Date(query.endTime);
    if (!(start < end)) throw badRequest(`startTime: expected a time before endTime '${query.endTime}', got '${query.startTime}'`);
    const rows = await underSearchLimits(this.pg, (statements) =>
      statements.query<FigureRow>(FIGURES, [start.toISOString(), end.toISOString(), query.tenantId ?? null]),
    );
    const total = none();
    const tenants: Record<string, UsageMetricsItem> = {};
    for (const row of rows) {
      if (row.tenant_id === null) total[row.figure] = Number(row.n);
      else (tenants[row.tenant_id] ??= none())[row.figure] = Number(row.n);
    }
    return { ...total, activeTenants: Object.keys(tenants).length, tenants: query.withTenants ? tenants : {} };
  }
}
