import { Injectable } from '@nestjs/common';
import type { ActivatedJobResult, JobActivationRequest } from '@baton/api-contract';
import type { JsonObject, JsonValue } from '@baton/feel';
import { PgPool } from '../database/pg-pool.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { JobNotifications } from './job-notifications.js';

/** Camunda's default long-polling time when `requestTimeout` is 0 or absent. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Poll at least this often while waiting: lock expiries and back-offs end without a notification. */
const POLL_INTERVAL_MS = 500;

interface ActivationRequest {
  type: string;
  worker: string;
  timeout: number;
  maxJobsToActivate: number;
  fetchVariable: string[] | undefined;
  requestTimeout: number;
  tenantIds: string[];
}

interface ActivatedRow {
  key: string;
  type: string;
  bpmn_process_id: string;
  process_definition_version: number;
  element_id: string;
  custom_headers: Record<string, string>;
  retries: number;
  tenant_id: string;
  process_instance_key: string;
  process_definition_key: string;
  element_instance_key: string;
  tags: string[];
}

/**
 * Locks due jobs of a type for a worker. Jobs and their instances are taken with SKIP LOCKED, so several
 * engine processes can activate from one database and activation never waits for a running command.
 */
const ACTIVATE_SQL = `
  with candidates as (
    select j.key, j.process_instance_key
      from job j join process_instance p on p.key = j.process_instance_key
     where j.type = $1 and j.tenant_id = any($2::text[]) and p.state = 'ACTIVE'
       and ((j.state = 'ACTIVATABLE' and (j.retry_at is null or j.retry_at <= $3::timestamptz))
            or (j.state = 'ACTIVATED' and j.deadline <= $3::timestamptz))
     order by j.key
     limit $4
       for update of j, p skip locked
  ),
  sequences as (
    update process_instance p set next_sequence = p.next_sequence + c.n
      from (select process_instance_key, count(*) as n from candidates group by process_instance_key) c
     where p.key = c.process_instance_key
    returning p.key, p.next_sequence - c.n as first_sequence, p.tags
  ),
  activated as (
    update job j set state = 'ACTIVATED', worker = $5, deadline = $6::timestamptz
      from candidates c where j.key = c.key
    returning j.*
  ),
  numbered as (
    select a.*, s.tags, s.first_sequence + row_number() over (partition by a.process_instance_key order by a.key) - 1 as sequence
      from activated a join sequences s on s.key = a.process_instance_key
  ),
  history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select n.process_instance_key, n.sequence,
           jsonb_build_array(jsonb_build_object('type', 'JobActivated', 'elementId', n.element_id,
             'elementInstanceKey', n.element_instance_key::text,
             'payload', jsonb_build_object('jobKey', n.key::text, 'worker', $5::text, 'deadline', $6::text), 'createdAt', $3::timestamptz))
      from numbered n
  )
  select n.key::text as key, n.type, n.bpmn_process_id, n.process_definition_version, n.element_id, n.custom_headers, n.retries,
         n.tenant_id, n.process_instance_key::text as process_instance_key, n.process_definition_key::text as process_definition_key,
         n.element_instance_key::text as element_instance_key, n.tags
    from numbered n order by n.key`;

/** The variables visible to each job's element instance: its own scope and every enclosing one, inner ones winning. */
const VARIABLES_SQL = `
  with recursive chain as (
    select x.job_key, e.key as scope_key, e.flow_scope_key, 0 as depth
      from unnest($1::bigint[], $2::bigint[]) as x(job_key, element_instance_key)
      join element_instance e on e.key = x.element_instance_key
    union all
    select c.job_key, e.key, e.flow_scope_key, c.depth + 1
      from chain c join element_instance e on e.key = c.flow_scope_key
  )
  select c.job_key::text as job_key, v.name, v.value
    from chain c join variable v on v.scope_key = c.scope_key
   where $3::text[] is null or v.name = any($3::text[])
   order by c.job_key, c.depth desc`;

function parseRequest(body: JobActivationRequest): ActivationRequest {
  const fetchVariable = body.fetchVariable;
  const requestTimeout = body.requestTimeout ?? 0;
  return {
    type: body.type,
    worker: body.worker ?? '',
    timeout: body.timeout,
    maxJobsToActivate: Math.min(body.maxJobsToActivate, 1000),
    fetchVariable: fetchVariable && fetchVariable.length > 0 ? fetchVariable : undefined,
    requestTimeout: requestTimeout === 0 ? DEFAULT_REQUEST_TIMEOUT_MS : requestTimeout,
    tenantIds: body.tenantIds ?? [DEFAULT_TENANT],
  };
}

@Injectable()
export class JobActivationService {
  constructor(
    private readonly pg: PgPool,
    private readonly clock: EngineClock,
    private readonly notifications: JobNotifications,
  ) {}

  /** Answers as soon as jobs were activated, or empty once `requestTimeout` passed (at once when negative). */
  async activate(body: JobActivationRequest): Promise<ActivatedJobResult[]> {
    const request = parseRequest(body);
    const giveUpAt = Date.now() + Math.max(request.requestTimeout, 0);
    for (;;) {
      const generation = this.notifications.generation(request.type);
      const jobs = await this.tryActivate(request);
      const remaining = giveUpAt - Date.now();
      if (jobs.length > 0 || remaining <= 0 || this.notifications.closed) return jobs;
      if (this.notifications.generation(request.type) !== generation) continue;
      await this.notifications.wait(request.type, Math.min(remaining, POLL_INTERVAL_MS));
    }
  }

  private async tryActivate(request: ActivationRequest): Promise<ActivatedJobResult[]> {
    const now = this.clock.now();
    const deadline = now + request.timeout;
    const rows = await this.pg.prepared<ActivatedRow>('activate-jobs', ACTIVATE_SQL, [
      request.type,
      request.tenantIds,
      new Date(now).toISOString(),
      request.maxJobsToActivate,
      request.worker,
      new Date(deadline).toISOString(),
    ]);
    if (rows.length === 0) return [];
    const variables = await this.variablesOf(rows, request.fetchVariable);
    return rows.map((row) => ({
      type: row.type,
      processDefinitionId: row.bpmn_process_id,
      processDefinitionVersion: row.process_definition_version,
      elementId: row.element_id,
      customHeaders: row.custom_headers,
      worker: request.worker,
      retries: row.retries,
      deadline,
      variables: variables.get(row.key) ?? {},
      tenantId: row.tenant_id,
      jobKey: row.key,
      processInstanceKey: row.process_instance_key,
      processDefinitionKey: row.process_definition_key,
      elementInstanceKey: row.element_instance_key,
      kind: 'BPMN_ELEMENT',
      listenerEventType: 'UNSPECIFIED',
      userTask: null,
      tags: row.tags,
      rootProcessInstanceKey: null,
    }));
  }

  private async variablesOf(rows: ActivatedRow[], names: string[] | undefined): Promise<Map<string, JsonObject>> {
    const found = await this.pg.prepared<{ job_key: string; name: string; value: JsonValue }>('activated-job-variables', VARIABLES_SQL, [
      rows.map((row) => row.key),
      rows.map((row) => row.element_instance_key),
      names ?? null,
    ]);
    const byJob = new Map<string, JsonObject>();
    for (const { job_key, name, value } of found) {
      let variables = byJob.get(job_key);
      if (!variables) byJob.set(job_key, (variables = {}));
      variables[name] = value;
    }
    return byJob;
  }
}
