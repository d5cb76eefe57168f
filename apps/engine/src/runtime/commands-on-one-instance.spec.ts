import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ITEMS = 60;

/**
 * Many commands on one instance at once, as workers send them for the jobs of a parallel multi-instance: an engine
 * process runs them one after another. Racing, each round let one write win and the others read again, and with more
 * concurrent completions than a command's attempts the last ones answered 409.
 */
describe('commands on one instance at once', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'parallel-multi-instance.bpmn': readFileSync(new URL('./parallel-multi-instance.bpmn', import.meta.url), 'utf8') });
    expect(deployed.status).toBe(200);
  });
  afterAll(() => engine?.close());

  it('should complete every job of a parallel multi-instance sent at the same moment, each once', async () => {
    // given: an instance waiting on one job per item, all of them activated
    const items = Array.from({ length: ITEMS }, (_, index) => index);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'wide-fan-out', variables: { items } });
    expect(started.status).toBe(200);
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'wide-fan-out-charge',
      worker: 'all-at-once',
      timeout: 60_000,
      maxJobsToActivate: ITEMS,
    });
    expect(activated.body.jobs).toHaveLength(ITEMS);

    // when: every completion at once
    const answers = await Promise.all(activated.body.jobs.map((job) => http.post(`/v2/jobs/${job.jobKey}/completion`, {})));

    // then: each accepted, and the instance completed with every item collected once
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 204));
    const instance = await http.get<{ state: string }>(`/v2/process-instances/${started.body.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const receipts = await http.post<{ items: { name: string; value: string; scopeKey: string }[] }>('/v2/variables/search', {
      filter: { processInstanceKey: started.body.processInstanceKey, name: 'receipts' },
    });
    const collected = receipts.body.items.find((variable) => variable.scopeKey === started.body.processInstanceKey);
    expect(JSON.parse(collected?.value ?? '[]')).toEqual(items);
  });
});
