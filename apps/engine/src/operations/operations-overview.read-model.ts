import { Injectable } from '@nestjs/common';
import type { OperationsOverview } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { PgPool } from '../database/pg-pool.js';
import { EngineClock } from '../runtime/engine-clock.js';

/** `$1`: the caller's tenants, null for all. */
const OF_TENANTS = (column: string) => `($1::text[] is null or ${column} = any($1::text[]))`;

const INSTANCES_SQL = `
  select count(*) filter (where state = 'ACTIVE')::int as active,
         count(*) filter (where state = 'ACTIVE' and incident_count > 0)::int as active_with_incident,
         count(*) filter (where state = 'COMPLETED')::int as completed,
         count(*) filter (where state = 'TERMINATED')::int as terminated
    from process_instance where ${OF_TENANTS('tenant_id')}`;

const INSTANCES_BY_DEFINITION_SQL = `
  select process_definition_key::text as process_definition_key,
         count(*) filter (where state = 'ACTIVE')::int as active,
         count(*) filter (where state = 'ACTIVE' and incident_count > 0)::int as active_with_incident,
         count(*) filter (where state = 'COMPLETED')::int as completed,
         count(*) filter (where state = 'TERMINATED')::int as terminated
    from process_instance where ${OF_TENANTS('tenant_id')}
   group by process_definition_key order by process_definition_key`;

interface DefinitionCountsRow {
  process_definition_key: string;
  active: number;
  active_with_incident: number;
  completed: number;
  terminated: number;
}

const INCIDENTS_BY_SQL = (column: string) => `
  select ${column} as name, count(*)::int as count from incident
   where state = 'ACTIVE' and ${OF_TENANTS('tenant_id')} group by ${column} order by count desc, name`;

/** Containers wait only for what they contain: the elements that wait themselves are what an operator looks at. */
const LONGEST_WAITING_SQL = `
  select p.bpmn_process_id, e.element_id, e.element_type, count(*)::int as waiting, min(e.start_date) as oldest_since,
         ((array_agg(e.process_instance_key order by e.start_date, e.key))[1])::text as oldest_process_instance_key
    from element_instance e join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id
   where e.end_date is null and e.element_type not in ('PROCESS', 'SUB_PROCESS', 'EVENT_SUB_PROCESS', 'MULTI_INSTANCE_BODY', 'AD_HOC_SUB_PROCESS_INNER_INSTANCE')
     and ${OF_TENANTS('p.tenant_id')}
   group by p.bpmn_process_id, e.element_id, e.element_type
   order by oldest_since, p.bpmn_process_id, e.element_id
   limit 10`;

/** Compensation work is known from the model (as the element instance search marks it): handlers and what they contain. */
const COMPENSATION_SQL = `
  select count(*)::int as running, count(distinct e.process_instance_key)::int as instances,
         ((array_agg(e.process_instance_key order by e.start_date, e.key))[1])::text as oldest_process_instance_key
    from element_instance e join process_definition d on d.key = e.process_definition_key join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id
   where e.end_date is null and coalesce((d.executable->'elements'->e.element_id->>'isForCompensation')::boolean, false)
     and ${OF_TENANTS('p.tenant_id')}`;

const JOBS_PAST_DEADLINE_SQL = `
  select count(*)::int as count, min(deadline) as oldest,
         ((array_agg(process_instance_key order by deadline, key))[1])::text as oldest_process_instance_key
    from job where state = 'ACTIVATED' and deadline < $2::timestamptz and ${OF_TENANTS('tenant_id')}`;

const DUE_TIMERS_SQL = `
  select count(*)::int as count, min(due_at) as earliest,
         ((array_agg(process_instance_key order by due_at, key))[1])::text as earliest_process_instance_key
    from (select key, process_instance_key, due_at, tenant_id from event_subscription where kind = 'timer'
          union all
          select key, null, due_at, tenant_id from start_event_subscription where kind = 'timer') t
   where due_at <= $2::timestamptz and ${OF_TENANTS('tenant_id')}`;

interface WaitingRow {
  bpmn_process_id: string;
  element_id: string;
  element_type: string;
  waiting: number;
  oldest_since: Date;
  oldest_process_instance_key: string;
}

/** The operations console's first page, computed on each request from the instance tables (no counters to drift). */
@Injectable()
export class OperationsOverviewReadModel {
  constructor(
    private readonly pg: PgPool,
    private readonly clock: EngineClock,
  ) {}

  async overview(): Promise<OperationsOverview> {
    const tenants = currentCaller().tenants;
    const tenantParam = tenants === null ? null : [...tenants];
    const now = this.clock.now();
    const at = new Date(now).toISOString();
    const [[instances], byDefinition, byType, byProcess, waiting, [jobs], [timers], [compensation]] = await Promise.all([
      this.pg.query<{ active: number; active_with_incident: number; completed: number; terminated: number }>(INSTANCES_SQL, [tenantParam]),
      this.pg.query<DefinitionCountsRow>(INSTANCES_BY_DEFINITION_SQL, [tenantParam]),
      this.pg.query<{ name: string; count: number }>(INCIDENTS_BY_SQL('error_type'), [tenantParam]),
      this.pg.query<{ name: string; count: number }>(INCIDENTS_BY_SQL('bpmn_process_id'), [tenantParam]),
      this.pg.query<WaitingRow>(LONGEST_WAITING_SQL, [tenantParam]),
      this.pg.query<{ count: number; oldest: Date | null; oldest_process_instance_key: string | null }>(JOBS_PAST_DEADLINE_SQL, [tenantParam, at]),
      this.pg.query<{ count: number; earliest: Date | null; earliest_process_instance_key: string | null }>(DUE_TIMERS_SQL, [tenantParam, at]),
      this.pg.query<{ running: number; instances: number; oldest_process_instance_key: string | null }>(COMPENSATION_SQL, [tenantParam]),
    ]);
    return {
      processInstances: {
        active: instances?.active ?? 0,
        activeWithIncident: instances?.active_with_incident ?? 0,
        completed: instances?.completed ?? 0,
        terminated: instances?.terminated ?? 0,
      },
      byProcessDefinition: byDefinition.map((row) => ({
        processDefinitionKey: row.process_definition_key,
        active: row.active,
        activeWithIncident: row.active_with_incident,
        completed: row.completed,
        terminated: row.terminated,
      })),
      incidentsByType: byType.map((row) => ({ errorType: row.name, count: row.count })),
      incidentsByProcess: byProcess.map((row) => ({ processDefinitionId: row.name, count: row.count })),
      longestWaiting: waiting.map((row) => ({
        processDefinitionId: row.bpmn_process_id,
        elementId: row.element_id,
        elementType: row.element_type,
        waiting: row.waiting,
        oldestSince: row.oldest_since.toISOString(),
        oldestProcessInstanceKey: row.oldest_process_instance_key,
      })),
      jobsPastDeadline: {
        count: jobs?.count ?? 0,
        oldestDeadline: jobs?.oldest?.toISOString() ?? null,
        oldestProcessInstanceKey: jobs?.oldest_process_instance_key ?? null,
      },
      compensation: {
        running: compensation?.running ?? 0,
        instances: compensation?.instances ?? 0,
        oldestProcessInstanceKey: compensation?.oldest_process_instance_key ?? null,
      },
      timers: {
        due: timers?.count ?? 0,
        lagMs: timers?.earliest ? Math.max(0, now - timers.earliest.getTime()) : 0,
        earliestProcessInstanceKey: timers?.earliest_process_instance_key ?? null,
      },
    };
  }
}
