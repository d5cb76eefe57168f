import { readFileSync } from 'node:fs';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  ElementInstanceResult,
  HistoryEventDto,
  JobSearchResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

const LIFECYCLE = new Set(['ElementActivating', 'ElementActivated', 'ElementCompleting', 'ElementCompleted', 'ElementTerminating', 'ElementTerminated']);

describe('embedded sub-process over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let orders = 0;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'sub-process.message-boundary.bpmn': fixture('sub-process.message-boundary.bpmn') });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  async function start(): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'sub-process-flow',
      variables: { orderId: `order-${++orders}`, amount: 2 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function lifecycle(key: string): Promise<string[]> {
    const events = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    return events.filter((event) => LIFECYCLE.has(event.type)).map((event) => `${event.type} ${event.elementId}`);
  }

  async function packJob(key: string): Promise<ActivatedJobResult> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'sub-process-pack',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    const job = response.body.jobs.find((candidate) => candidate.processInstanceKey === key);
    if (!job) expect.fail(`no pack job for ${key}`);
    return job;
  }

  async function variables(key: string): Promise<VariableSearchResult[]> {
    return (await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey: key } })).body.items;
  }

  async function stateOf(key: string): Promise<ProcessInstanceResult['state']> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  const passes = (id: string) => [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];
  const entered = [
    'ElementActivating sub-process-flow',
    'ElementActivated sub-process-flow',
    ...passes('start'),
    'ElementActivating fulfil',
    'ElementActivated fulfil',
    ...passes('fulfil-start'),
    'ElementActivating pack',
    'ElementActivated pack',
  ];

  it('should run the job inside the sub-process and hand only the output mapping to the process scope', async () => {
    // given
    const key = await start();
    const job = await packJob(key);
    const elements = (
      await http.post<SearchQueryResponse<ElementInstanceResult>>('/v2/element-instances/search', { filter: { processInstanceKey: key, elementId: 'fulfil' } })
    ).body.items;
    expect(elements.map((element) => [element.type, element.state])).toEqual([['SUB_PROCESS', 'ACTIVE']]);
    expect(job.variables).toMatchObject({ local: 3, amount: 2 });

    // when
    expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, { variables: { packed: true } })).status).toBe(204);

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await lifecycle(key)).toEqual([
      ...entered,
      'ElementCompleting pack',
      'ElementCompleted pack',
      ...passes('fulfil-end'),
      'ElementCompleting fulfil',
      'ElementCompleted fulfil',
      ...passes('done'),
      'ElementCompleting sub-process-flow',
      'ElementCompleted sub-process-flow',
    ]);
    const processScope = (await variables(key)).filter((variable) => variable.scopeKey === key);
    expect(Object.fromEntries(processScope.map((variable) => [variable.name, JSON.parse(variable.value) as unknown]))).toEqual({
      orderId: `order-${orders}`,
      amount: 2,
      packed: true,
      result: 30,
    });
  });

  it('should terminate the job inside when the interrupting message boundary event fires', async () => {
    // given
    const key = await start();
    const job = await packJob(key);

    // when
    const published = await http.post('/v2/messages/publication', { name: 'sub-process-cancelled', correlationKey: `order-${orders}` });
    expect(published.status).toBe(200);

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await lifecycle(key)).toEqual([
      ...entered,
      'ElementTerminating fulfil',
      'ElementTerminating pack',
      'ElementTerminated pack',
      'ElementTerminated fulfil',
      ...passes('cancelled'),
      ...passes('cancel-end'),
      'ElementCompleting sub-process-flow',
      'ElementCompleted sub-process-flow',
    ]);
    const jobs = (await http.post<SearchQueryResponse<JobSearchResult>>('/v2/jobs/search', { filter: { jobKey: job.jobKey } })).body.items;
    expect(jobs.map((found) => found.state)).toEqual(['CANCELED']);
  });

  it('should terminate the sub-process and the job inside when the process instance is cancelled', async () => {
    // given
    const key = await start();
    const job = await packJob(key);

    // when
    expect((await http.post(`/v2/process-instances/${key}/cancellation`, {})).status).toBe(204);

    // then
    expect(await stateOf(key)).toBe('TERMINATED');
    expect(await lifecycle(key)).toEqual([
      ...entered,
      'ElementTerminating sub-process-flow',
      'ElementTerminating fulfil',
      'ElementTerminating pack',
      'ElementTerminated pack',
      'ElementTerminated fulfil',
      'ElementTerminated sub-process-flow',
    ]);
    expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, {})).status).toBe(404);
  });
});
