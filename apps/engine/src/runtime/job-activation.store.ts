import { Injectable } from '@nestjs/common';
import type { JsonValue } from '@baton/feel';
import { activateJobs, type InstanceActivation } from '@baton/runtime';
import type { ClientBase } from 'pg';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { InstanceCache } from './instance-cache.js';
import { toHistoryRows } from './history-rows.js';
import { jobFromRow, jobToRow, type InstanceIdentity, type JobRow } from './instance-rows.js';
import type { ActivatedJob, JobsWanted } from './job-push.js';
import { activatableJobSql } from './activatable-job-sql.js';
import { stringifyJson } from '../json/json-codec.js';

interface CandidateRow {
  job: JobRow;
  revision: string;
  tags: string[];
  root_process_instance_key: string;
}

/**
 * Jobs that look activatable, locked for this transaction: jobs and their instances are taken with SKIP LOCKED, so
 * several engine processes (and several polls of one) share the jobs, and activation never waits for a running
 * command. The runtime has the last word on each. Jobs this process activates with commands are passed over ($5).
 */
const CANDIDATES_SQL = `
  select to_jsonb(j) as job, p.revision::text as revision, p.tags, coalesce(p.root_process_instance_key, p.key)::text as root_process_instance_key
    from job j join process_instance p on p.key = j.process_instance_key
   where j.type = $1 and j.tenant_id = any($2::text[]) and p.state = 'ACTIVE' and j.key <> all($5::bigint[])
     and ${activatableJobSql('j', '$3::timestamptz')}
   order by j.key
   limit $4
     for update of j, p skip locked`;

/**
 * Writes what the runtime decided, for many instances in one statement: each instance's revision moves on (a command
 * that loaded it before fails its revision check and runs again on the activated job), its events go to its
 * history, and the jobs take the state their events gave them. Rows come as arrays: the planner expects few rows
 * from `unnest` and reaches the instances and jobs by key, where a JSON record set (a hundred rows to the planner)
 * made it hash-join a sequential scan of every instance, a cost growing with the table. The histories come as one
 * JSON array in the instances' order (as a `json[]` every quote in them was escaped into an array literal).
 *
 * The same statement returns what the worker gets of each written job: the variables visible to its element instance,
 * its own scope and every enclosing one, outer ones first so that inner ones win (a job with none comes as one row
 * without a name). They are not changed by the activation, and reading them here saves the activation a round trip.
 * Every row is found within the job's instance (the scopes of a job never leave it).
 */
export const ACTIVATION_WRITE_SQL = `
  with recursive instances as (
    update process_instance p
       set revision = p.revision + 1, next_sequence = p.next_sequence + w.event_count
      from (select w.*, e.events
              from unnest($1::bigint[], $2::bigint[], $3::bigint[]) with ordinality as w(process_instance_key, revision, event_count, n)
              join json_array_elements($4::json) with ordinality as e(events, n) on e.n = w.n) w
     where p.key = w.process_instance_key and p.revision = w.revision
    returning p.key, p.next_sequence - w.event_count as first_sequence, w.events
  ),
  history as (
    insert into history_batch (process_instance_key, first_sequence, events)
    select key, first_sequence, events from instances
  ),
  jobs as (
    update job j set state = r.state, worker = r.worker, deadline = r.deadline
      from unnest($5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::timestamptz[]) as r(key, process_instance_key, state, worker, deadline)
     where j.key = r.key and j.process_instance_key = r.process_instance_key and r.process_instance_key in (select key from instances)
    returning j.key, j.process_instance_key, j.element_instance_key
  ),
  chain as (
    select j.key as job_key, j.process_instance_key, e.key as scope_key, e.flow_scope_key, 0 as depth
      from jobs j join element_instance e on e.process_instance_key = j.process_instance_key and e.key = j.element_instance_key
    union all
    select c.job_key, c.process_instance_key, e.key, e.flow_scope_key, c.depth + 1
      from chain c join element_instance e on e.process_instance_key = c.process_instance_key and e.key = c.flow_scope_key
  ),
  visible as (
    select c.job_key, c.depth, v.name, v.value
      from chain c join variable v on v.process_instance_key = c.process_instance_key and v.scope_key = c.scope_key
     where $10::text[] is null or v.name = any($10::text[])
  )
  select j.key::text as key, x.name, x.value
    from jobs j left join visible x on x.job_key = j.key
   order by j.key, x.depth desc`;

function runnerOn(client: ClientBase): SqlRunner {
  return { query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] };
}

/** Identity fields jobToRow copies into the row; taken from the loaded row, which has them all. */
function identityOf(row: JobRow): InstanceIdentity {
  return {
    processInstanceKey: String(row.process_instance_key),
    processDefinitionKey: String(row.process_definition_key),
    bpmnProcessId: row.bpmn_process_id,
    version: row.process_definition_version,
    tenantId: row.tenant_id,
  };
}

/** The instances whose jobs were activated, each with its revision before the activation and its jobs' rows. */
function activatedInstances(written: ActivatedJob[], candidates: CandidateRow[]) {
  const revisions = new Map(candidates.map((candidate) => [String(candidate.job.process_instance_key), candidate.revision]));
  const byInstance = new Map<string, Map<string, JobRow>>();
  for (const { row } of written) {
    const processInstanceKey = String(row.process_instance_key);
    let jobRows = byInstance.get(processInstanceKey);
    if (!jobRows) byInstance.set(processInstanceKey, (jobRows = new Map()));
    jobRows.set(String(row.key), row);
  }
  return [...byInstance].map(([processInstanceKey, jobRows]) => ({ processInstanceKey, revisionBefore: revisions.get(processInstanceKey) ?? '', jobRows }));
}

/** Job activation's reads and its one write, in one short transaction. */
@Injectable()
export class JobActivationStore {
  constructor(
    private readonly pg: PgPool,
    private readonly cache: InstanceCache,
  ) {}

  /**
   * `excluded`: jobs the query passes over (this process activates them otherwise, see UnclaimedJobs). `probeFirst`:
   * the queue was found drained last time, so the candidates are read once outside a transaction first: a query that
   * finds nothing is then one round trip instead of three (begin, candidates, commit), one that finds jobs five.
   * `beforeCommit` runs in the transaction once jobs were activated (to store the request's answer with them), on the
   * same connection: borrowing another while holding this one could exhaust the pool with activations that wait.
   */
  async activate(
    query: JobsWanted,
    now: number,
    { excluded, probeFirst }: { excluded: string[]; probeFirst: boolean },
    beforeCommit?: (sql: SqlRunner, activated: ActivatedJob[]) => Promise<void>,
  ): Promise<ActivatedJob[]> {
    const candidatesQuery = {
      name: 'activation-candidates',
      text: CANDIDATES_SQL,
      values: [query.type, query.tenantIds, new Date(now).toISOString(), query.maxJobs, excluded],
    };
    if (probeFirst && (await this.pg.prepared<CandidateRow>(candidatesQuery.name, candidatesQuery.text, candidatesQuery.values)).length === 0) return [];
    return this.pg.withConnection(async (client) => {
      await client.query('begin');
      try {
        const candidates = (await client.query<CandidateRow>(candidatesQuery)).rows;
        const activations = activateJobs(
          candidates.map((candidate) => ({ processInstanceKey: String(candidate.job.process_instance_key), job: jobFromRow(candidate.job) })),
          query,
          now,
        );
        const written = activations.length === 0 ? [] : await this.write(client, activations, candidates, query.fetchVariable);
        if (written.length > 0 && beforeCommit) await beforeCommit(runnerOn(client), written);
        await client.query('commit');
        this.cache.jobsActivated(activatedInstances(written, candidates));
        return written;
      } catch (error) {
        // withConnection closes a connection whose work failed, so a failed rollback leaves nothing behind.
        await client.query('rollback');
        throw error;
      }
    });
  }

  /** The activated jobs in the order they were found (by key). */
  private async write(
    client: ClientBase,
    activations: InstanceActivation[],
    candidates: CandidateRow[],
    fetchVariable: string[] | undefined,
  ): Promise<ActivatedJob[]> {
    const revisions = new Map(candidates.map((candidate) => [String(candidate.job.process_instance_key), candidate.revision]));
    const instances = activations.map((activation) => ({
      key: activation.processInstanceKey,
      revision: revisions.get(activation.processInstanceKey),
      eventCount: activation.events.length,
      history: toHistoryRows(activation.events),
    }));
    const activatedJobs = new Map(activations.flatMap((activation) => activation.jobs.map((job) => [job.key, job] as const)));
    const rows: ActivatedJob[] = [];
    for (const candidate of candidates) {
      const job = activatedJobs.get(String(candidate.job.key));
      if (job)
        rows.push({
          row: jobToRow(job, identityOf(candidate.job)),
          variables: {},
          tags: candidate.tags,
          rootProcessInstanceKey: candidate.root_process_instance_key,
        });
    }
    const jobRows = rows.map((activated) => activated.row);
    const result = await client.query<{ key: string; name: string | null; value: JsonValue }>({
      name: 'activation-write',
      text: ACTIVATION_WRITE_SQL,
      values: [
        instances.map((instance) => instance.key),
        instances.map((instance) => instance.revision),
        instances.map((instance) => instance.eventCount),
        stringifyJson(instances.map((instance) => instance.history)),
        jobRows.map((row) => String(row.key)),
        jobRows.map((row) => String(row.process_instance_key)),
        jobRows.map((row) => row.state),
        jobRows.map((row) => row.worker),
        jobRows.map((row) => row.deadline),
        fetchVariable ?? null,
      ],
    });
    const byKey = new Map(rows.map((activated) => [String(activated.row.key), activated]));
    const written = new Set<ActivatedJob>();
    for (const { key, name, value } of result.rows) {
      const activated = byKey.get(key);
      if (!activated) continue;
      written.add(activated);
      if (name !== null) activated.variables[name] = value;
    }
    return rows.filter((activated) => written.has(activated));
  }
}
