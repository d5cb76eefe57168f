import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { JobPush } from '../runtime/job-push.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');
const TYPE = 'work-job';
/** Longer than the activation poll interval (500 ms), so that only a poll asking on its own finds the expired job. */
const BUSY_FOR_MS = 2_000;

/**
 * A job whose worker crashed becomes activatable again when its lock runs out, with no notification. Polls that are
 * answered by jobs pushed with their creation never reach the database on their own, so they must still ask it now
 * and then, or a steady stream of new jobs would hide the expired one for as long as it lasts.
 */
describe('a job whose lock ran out while new jobs keep coming', () => {
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

  const startInstance = async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };

  const poll = (worker: string, timeout: number, requestTimeout: number) =>
    http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', { type: TYPE, worker, timeout, maxJobsToActivate: 1, requestTimeout });

  it('should hand it to a live worker whose polls are answered by pushed jobs', async () => {
    // given: a worker took a job with a short lock and never completed it
    const abandoned = await startInstance();
    const taken = await poll('crashed', 300, -1);
    expect(taken.body.jobs.map((job) => job.processInstanceKey)).toEqual([abandoned]);

    // when: a live worker's every poll waits and gets the job of an instance started while it waits
    const push = engine.app.get(JobPush);
    const got: string[] = [];
    const until = Date.now() + BUSY_FOR_MS;
    while (!got.includes(abandoned) && Date.now() < until) {
      let answered = false;
      const answer = poll('live', 60_000, 10_000).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(answered || push.waitingFor(TYPE) === 1).toBe(true));
      if (!answered) await startInstance();
      const { body } = await answer;
      got.push(...body.jobs.map((job) => job.processInstanceKey));
    }

    // then: one of its polls asked the database and got the abandoned job, while new jobs were still coming
    expect(got).toContain(abandoned);
    expect(got.length).toBeGreaterThan(1);
  });
});
