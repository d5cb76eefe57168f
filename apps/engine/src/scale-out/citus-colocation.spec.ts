import { readFileSync } from 'node:fs';
import type { ActivatedJobResult, CreateProcessInstanceResult, SearchQueryResponse, UserTaskResult } from '@baton/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partitions } from '../runtime/partitions.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import type { TestEngine } from '../testing/test-engine.js';
import { CITUS_SKIP_MESSAGE, CITUS_URL, startCitusTestEngine } from './citus-test-cluster.js';

const JOB_PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');
const REVIEW_PROCESS = readFileSync(new URL('../user-tasks/review-process.bpmn', import.meta.url), 'utf8');
const RULES = readFileSync(new URL('../decisions/decisions.rules.bpmn', import.meta.url), 'utf8');
const PREMIUM = readFileSync(new URL('../decisions/decisions.premium.dmn', import.meta.url), 'utf8');

/**
 * What a command writes beside its instance on Citus (docs/scaling-out.md): a request's idempotent answer and a
 * decision's audit entry live on the instance's shard and commit in the command's own transaction on that worker, not
 * in a two-shard (two-phase) commit. Each row read through the coordinator shows the worker's transaction id that
 * wrote it (xmin): rows written by one worker transaction show one id; a two-shard commit shows one per worker.
 */
if (!CITUS_URL) {
  describe('a command and what it writes beside its instance on Citus', () => {
    it.skip(CITUS_SKIP_MESSAGE, () => undefined);
  });
} else {
  const citusUrl = CITUS_URL;
  describe('a command and what it writes beside its instance on Citus', () => {
    let engine: TestEngine;
    let http: HttpClient;
    let db: pg.Client;

    beforeAll(async () => {
      engine = await startCitusTestEngine(citusUrl);
      http = new HttpClient(engine.baseUrl);
      const deployed = await http.deploy({
        'job-process.bpmn': JOB_PROCESS,
        'review-process.bpmn': REVIEW_PROCESS,
        'decisions.rules.bpmn': RULES,
        'decisions.premium.dmn': PREMIUM,
      });
      expect(deployed.status).toBe(200);
      db = new pg.Client({ connectionString: engine.databaseUrl });
      await db.connect();
    });
    afterAll(async () => {
      await db?.end().catch(() => undefined);
      await engine?.close();
    });

    /** The shard a partition is on, and the transaction (xmin) that last wrote a row. */
    const shardOf = async (partition: number): Promise<string> =>
      (await db.query<{ shard: string }>(`select get_shard_id_for_distribution_column('process_instance', $1::smallint)::text as shard`, [partition])).rows[0]
        ?.shard as string;
    const idempotencyRow = async (key: string) =>
      (await db.query<{ partition_id: number; xmin: string }>('select partition_id, xmin::text from idempotency_key where key = $1', [key])).rows[0];
    const rowOf = async (table: 'process_instance' | 'job' | 'user_task', key: string) =>
      (await db.query<{ partition_id: number; xmin: string }>(`select partition_id, xmin::text from ${table} where key = $1`, [key])).rows[0];

    it('should create an instance sent with an Idempotency-Key on its answer row\u2019s shard, both in one worker transaction', async () => {
      const shards = new Set<string>();
      for (let index = 0; index < 12; index++) {
        // when
        const key = `colocated-start-${index}`;
        const started = await http.post<CreateProcessInstanceResult>(
          '/v2/process-instances',
          { processDefinitionId: 'job-process' },
          { 'Idempotency-Key': key },
        );
        expect(started.status).toBe(200);

        // then
        const answer = await idempotencyRow(key);
        const instance = await rowOf('process_instance', started.body.processInstanceKey);
        expect(await shardOf(answer?.partition_id as number)).toBe(await shardOf(instance?.partition_id as number));
        expect(answer?.xmin).toBe(instance?.xmin);
        shards.add(await shardOf(instance?.partition_id as number));
      }
      // the answers' partitions spread the instances over the shards, as creations without a key
      expect(shards.size).toBeGreaterThan(1);
      // every value a path key or a hash may name has its shard's partition, 0 (which no instance's key names) too
      const partitions = engine.app.get(Partitions);
      expect(partitions.all()).not.toContain(0);
      for (const value of [0, 1, 7, 4095]) expect(await shardOf(partitions.onShardOf(value))).toBe(await shardOf(value));
    });

    it('should store a job completion\u2019s answer in the transaction that completes the job', async () => {
      // given
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
      expect(started.status).toBe(200);
      let jobs: ActivatedJobResult[] = [];
      await eventually(async () => {
        jobs = (
          await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
            type: 'work-job',
            timeout: 60_000,
            maxJobsToActivate: 1,
            requestTimeout: -1,
          })
        ).body.jobs;
        return jobs.length;
      }, 1);
      const jobKey = jobs[0]?.jobKey as string;

      // when
      const completed = await http.post(`/v2/jobs/${jobKey}/completion`, { variables: {} }, { 'Idempotency-Key': 'colocated-completion' });
      expect(completed.status).toBe(204);

      // then
      const answer = await idempotencyRow('colocated-completion');
      const job = await rowOf('job', jobKey);
      expect(answer?.partition_id).toBe(job?.partition_id);
      expect(answer?.xmin).toBe(job?.xmin);
    });

    it('should write a user task decision\u2019s audit entry on its instance\u2019s shard, in the decision\u2019s transaction', async () => {
      // given
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'review-process',
        variables: { requester: 'demo' },
      });
      expect(started.status).toBe(200);
      let tasks: UserTaskResult[] = [];
      await eventually(async () => {
        tasks = (
          await http.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', { filter: { processInstanceKey: started.body.processInstanceKey } })
        ).body.items;
        return tasks.length;
      }, 1);
      const userTaskKey = tasks[0]?.userTaskKey as string;

      // when
      expect((await http.post(`/v2/user-tasks/${userTaskKey}/completion`, {})).status).toBe(204);

      // then
      const task = await rowOf('user_task', userTaskKey);
      const { rows } = await db.query<{ key: string; partition_id: number; xmin: string }>(
        `select key::text, partition_id, xmin::text from audit_log where entity_key = $1 and operation_type = 'COMPLETE' and result = 'SUCCESS'`,
        [userTaskKey],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.partition_id).toBe(task?.partition_id);
      expect(rows[0]?.xmin).toBe(task?.xmin);
    });

    it('should write a business rule task\u2019s decision instances on its instance\u2019s shard, in the command\u2019s transaction', async () => {
      // when: an instance whose business rule task evaluates a decision (and requires another), then ends
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'premium-rules', variables: { age: 20 } });
      expect(started.status).toBe(200);
      const key = started.body.processInstanceKey;
      await eventually(async () => (await db.query(`select 1 from process_instance where key = $1 and state = 'COMPLETED'`, [key])).rows.length, 1);

      // then
      const instance = await rowOf('process_instance', key);
      const { rows } = await db.query<{ partition_id: number; xmin: string }>(
        'select partition_id, xmin::text from decision_instance where process_instance_key = $1',
        [key],
      );
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.map((row) => row.partition_id)).toEqual(rows.map(() => instance?.partition_id));
      expect(rows.map((row) => row.xmin)).toEqual(rows.map(() => instance?.xmin));
    });
  });
}
