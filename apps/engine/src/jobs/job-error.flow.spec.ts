import { readFileSync } from 'node:fs';
import type { ActivatedJobResult, CreateProcessInstanceResult, JobSearchResult, ProcessInstanceResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const CAUGHT_PROCESS = readFileSync(new URL('./job-error.caught.bpmn', import.meta.url), 'utf8');

describe('a job error caught by an error boundary event, over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'job-error.bpmn': CAUGHT_PROCESS })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  it('should end the sub-process, take the boundary event flow and keep the error variables', async () => {
    // given
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-error-caught' });
    expect(started.status).toBe(200);
    const key = started.body.processInstanceKey;
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'reserve-stock-error-spec',
      worker: 'w',
      timeout: 60_000,
      maxJobsToActivate: 1,
    });
    const job = activated.body.jobs.find((candidate) => candidate.processInstanceKey === key);
    expect(job).toBeDefined();

    // when
    const thrown = await http.post(`/v2/jobs/${job?.jobKey}/error`, { errorCode: 'NO_STOCK', errorMessage: 'sold out', variables: { missing: 3 } });

    // then
    expect(thrown.status).toBe(204);
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body).toMatchObject({ state: 'COMPLETED', hasIncident: false });
    const elements = await http.post<{ items: { elementId: string; state: string }[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey: key },
      sort: [{ field: 'elementInstanceKey' }],
    });
    expect(elements.body.items.map((item) => `${item.elementId}:${item.state}`)).toEqual([
      'start:COMPLETED',
      'order:TERMINATED',
      'order-start:COMPLETED',
      'reserve:TERMINATED',
      'out-of-stock:COMPLETED',
      'backordered:COMPLETED',
    ]);
    const variables = await http.post<{ items: { name: string; value: string; scopeKey: string }[] }>('/v2/variables/search', {
      filter: { processInstanceKey: key },
    });
    expect(variables.body.items.map(({ name, value, scopeKey }) => [name, value, scopeKey])).toEqual([['missing', '3', key]]);
    const jobs = await http.post<{ items: JobSearchResult[] }>('/v2/jobs/search', { filter: { processInstanceKey: key } });
    expect(jobs.body.items.map((found) => found.state)).toEqual(['ERROR_THROWN']);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(404);
  });
});
