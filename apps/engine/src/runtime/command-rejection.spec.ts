import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult, HistoryEventDto } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { KeyGenerator } from './key-generator.js';

const PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');

/** A transition the element lifecycle refuses fails the command with 409 and leaves a record in the instance's history. */
describe('a command whose transition the lifecycle refuses', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { LOG_LEVEL: 'error' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS })).status).toBe(200);
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('should be rejected, recorded in history, and change nothing else', async () => {
    // given: an instance at its job, and a key source that hands out the task's key again
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    const processInstanceKey = started.body.processInstanceKey;
    const [job] = (await http.post<{ items: Array<{ jobKey: string; elementInstanceKey: string }> }>('/v2/jobs/search', { filter: { processInstanceKey } }))
      .body.items;
    const pg = engine.app.get(PgPool);
    const revision = async () =>
      (await pg.query<{ revision: string }>(`select revision::text as revision from process_instance where key = $1`, [processInstanceKey]))[0]?.revision;
    const before = await revision();
    const keys = vi.spyOn(engine.app.get(KeyGenerator), 'next').mockReturnValue(job!.elementInstanceKey);

    // when
    const completed = await http.post<{ title: string; detail: string }>(`/v2/jobs/${job!.jobKey}/completion`, {});
    keys.mockRestore();

    // then
    expect(completed.status).toBe(409);
    expect(completed.body).toMatchObject({ title: 'INVALID_STATE', detail: expect.stringContaining('exists already') });
    const history = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`)).body.items;
    expect(history.at(-1)).toMatchObject({ type: 'CommandRejected', payload: { commandType: 'CompleteJob', reason: 'INVALID_STATE' } });
    expect(history.map((event) => event.sequence)).toEqual(history.map((_, index) => index + 1));
    expect(await revision()).toBe(before);
    const [row] = await pg.query<{ state: string }>(`select state from job where key = $1`, [job!.jobKey]);
    expect(row?.state).toBe('ACTIVATABLE');
  });
});
