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
    const fixtures = ['sub-process.message-boundary.bpmn', 'sub-process.parallel.bpmn'];
    const deployed = await http.deploy(Object.fromEntries(fixtures.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  async function start(processDefinitionId = 'sub-process-flow'): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId,
      variables: { orderId: `order-${++orders}`, amount: 2 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function lifecycle(key: string): Promise<string[]> {
    const events = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    return events.filter((event) => LIFECYCLE.has(event.type)).map((event) => `${event.type} ${event.elementId}`);
  }

  async function jobOf(key: string, type = 'sub-process-pack'): Promise<ActivatedJobResult> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    const job = response.body.jobs.find((candidate) => candidate.processInstanceKey === key);
    if (!job) expect.fail(`no ${type} job for ${key}`);
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
    const job = await jobOf(key);
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
    // The ended sub-process' local variable is no longer loaded by commands, but stays searchable, as in Camunda.
    const subScope = (await variables(key)).filter((variable) => variable.scopeKey === elements[0]?.elementInstanceKey);
    expect(subScope.map((variable) => [variable.name, variable.value])).toEqual([['local', '3']]);
  });

  it('should terminate the job inside when the interrupting message boundary event fires', async () => {
    // given
    const key = await start();
    const job = await jobOf(key);

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
    const job = await jobOf(key);

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

  it('should join both branches inside the sub-process across commands before it completes', async () => {
    // given
    const key = await start('sub-process-parallel');
    const left = await jobOf(key, 'sub-process-left');
    const right = await jobOf(key, 'sub-process-right');

    // when the first branch reaches the join
    expect((await http.post(`/v2/jobs/${left.jobKey}/completion`, { variables: { left: 1 } })).status).toBe(204);

    // then the sub-process still waits for the other one
    expect(await stateOf(key)).toBe('ACTIVE');
    const both = (
      await http.post<SearchQueryResponse<ElementInstanceResult>>('/v2/element-instances/search', { filter: { processInstanceKey: key, elementId: 'both' } })
    ).body.items;
    expect(both.map((element) => element.state)).toEqual(['ACTIVE']);

    // when the second one does
    expect((await http.post(`/v2/jobs/${right.jobKey}/completion`, { variables: { right: 2 } })).status).toBe(204);

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    const events = await lifecycle(key);
    expect(events.slice(events.indexOf('ElementCompleting left'))).toEqual([
      'ElementCompleting left',
      'ElementCompleted left',
      'ElementCompleting right',
      'ElementCompleted right',
      ...passes('join'),
      ...passes('both-end'),
      'ElementCompleting both',
      'ElementCompleted both',
      ...passes('end'),
      'ElementCompleting sub-process-parallel',
      'ElementCompleted sub-process-parallel',
    ]);
    const processScope = (await variables(key)).filter((variable) => variable.scopeKey === key);
    expect(Object.fromEntries(processScope.map((variable) => [variable.name, JSON.parse(variable.value) as unknown]))).toMatchObject({ left: 1, right: 2 });
  });
});
