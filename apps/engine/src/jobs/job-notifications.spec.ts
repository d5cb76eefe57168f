import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, DeploymentResult } from '@baton/api-contract';
import { JOB_CHANNEL } from '../runtime/job-channel.js';
import { partitionOf } from '../runtime/partition.js';
import { JobNotifications } from './job-notifications.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');

/** The connection that LISTENs for activatable jobs, when the server cuts it again and again (as the fault drills do). */
describe('the job notification connection, cut by the server', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let admin: pg.Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS })).status).toBe(200);
    admin = new pg.Client({ connectionString: engine.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await engine?.close();
  });

  /** The pids of the engine's connections that listen on the job channel. */
  const listeners = async (): Promise<number[]> =>
    (
      await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query ilike $1`, [`listen ${JOB_CHANNEL}%`])
    ).rows.map((row) => row.pid);

  it('should come back as exactly one listener after each cut', async () => {
    for (let cut = 0; cut < 4; cut++) {
      await eventually(async () => (await listeners()).length, 1, 15_000);
      const [pid] = await listeners();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await eventually(async () => (await listeners()).includes(pid as number), false);
    }
    // node-postgres reports a cut connection twice; replacing it at each report doubled the listeners every cut
    await eventually(async () => (await listeners()).length, 1, 15_000);

    // and a long poll waiting when a job appears still gets it
    const polled = http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'work-job',
      worker: 'after-cuts',
      timeout: 60_000,
      maxJobsToActivate: 1,
      requestTimeout: 20_000,
    });
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'job-process' })).status).toBe(200);
    const answer = await polled;
    expect(answer.body.jobs).toHaveLength(1);
  });

  it('should tell the polls of a type which partition its new job is in, and every partition for a payload without one', async () => {
    // given
    const notifications = engine.app.get(JobNotifications);
    const before = notifications.generation('work-job');

    // when: an instance creates a job no poll waits for
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId: 'job-process' });
    expect(started.status).toBe(200);
    const partition = partitionOf(started.body.processInstanceKey);

    // then: its partition is notified, another is not
    await eventually(async () => notifications.hints('work-job', 'notified').notifiedAt(partition) > before, true);
    expect(notifications.hints('work-job', 'notified').notifiedAt(partition + 1)).toBeLessThanOrEqual(before);

    // when: a payload naming no partition
    await admin.query('select pg_notify($1, $2)', [JOB_CHANNEL, 'other-job']);

    // then: it stands for every partition
    await eventually(async () => notifications.hints('other-job', 'notified').notifiedAt(partition + 7) > 0, true);
  });
});
