import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, HistoryEventDto } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');
const ROUNDS = 300;
/** Longer than the spec: a job handed out a second time can only have been handed out while it was locked. */
const LOCK_MS = 600_000;

/**
 * A retries update loaded before an activation and written after it must not write the job back as activatable:
 * activation moves the instance's revision, so the update runs again on the activated job.
 */
describe('job activation against a concurrent retries update', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });

  afterAll(async () => {
    await engine?.close();
  });

  const activate = async (worker: string) => {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'work-job',
      worker,
      timeout: LOCK_MS,
      maxJobsToActivate: 10,
      requestTimeout: -1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.jobs;
  };

  it(`should never hand a job out twice while it is locked, over ${ROUNDS} rounds of an activation racing a retries update`, async () => {
    const handedOut = new Map<string, number>();
    const instances: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // given: one waiting job (those of earlier rounds are locked)
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      instances.push(started.body.processInstanceKey);
      const [job] = (
        await http.post<{ items: Array<{ jobKey: string }> }>('/v2/jobs/search', { filter: { processInstanceKey: started.body.processInstanceKey } })
      ).body.items;

      // when: its retries are updated while it is activated, then a second worker asks
      const [activated, updated] = await Promise.all([activate('first'), http.request('PATCH', `/v2/jobs/${job!.jobKey}`, { changeset: { retries: 5 } })]);
      expect(updated.status, JSON.stringify(updated.body)).toBe(204);
      const second = await activate('second');

      // then: one of them has it (activation skips a job whose instance a command is writing at that moment)
      for (const { jobKey } of [...activated, ...second]) handedOut.set(jobKey, (handedOut.get(jobKey) ?? 0) + 1);
      expect([...activated, ...second].map((j) => j.jobKey)).toEqual([job!.jobKey]);
    }
    expect([...handedOut.values()].filter((times) => times > 1)).toEqual([]);

    // and: each history shows one activation and the update, and every job is still locked with its new retries
    const rows = await engine.app.get(PgPool).query<{ state: string; retries: number; worker: string }>(`select state, retries, worker from job`);
    expect(rows).toHaveLength(ROUNDS);
    expect(rows.filter((row) => row.state !== 'ACTIVATED' || row.retries !== 5 || !['first', 'second'].includes(row.worker))).toEqual([]);
    for (const key of instances.slice(0, 20)) {
      const history = await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`);
      const types = history.body.items.map((item) => item.type);
      expect(types.filter((type) => type === 'JobActivated')).toHaveLength(1);
      expect(types.filter((type) => type === 'JobRetriesUpdated')).toHaveLength(1);
    }
    const activations = await engine.app
      .get(PgPool)
      .query<{ count: string }>(
        `select count(*)::text as count from history_event where type = 'JobActivated' group by process_instance_key having count(*) > 1`,
      );
    expect(activations).toEqual([]);
  }, 300_000);
});
