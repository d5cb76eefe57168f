import { readFileSync } from 'node:fs';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  ElementInstanceResult,
  HistoryEventDto,
  IncidentResult,
  ProcessInstanceResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { CONSISTENT, clientInput, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/**
 * Each compensation rule over HTTP and PostgreSQL: every handler completion is its own command, so what was compensated
 * and what is queued must survive between commands. The proof is the history: which handler ran for which completion.
 */
describe('compensation over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const fixtures = ['compensation.tasks.bpmn', 'compensation.repeated.bpmn', 'compensation.sub-process.bpmn'];
    const deployed = await http.deploy(Object.fromEntries(fixtures.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  async function start(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  /** The instance's activatable jobs, by element id. */
  async function jobs(processInstanceKey: string): Promise<ActivatedJobResult[]> {
    const found: ActivatedJobResult[] = [];
    for (const type of ['release', 'refund', 'unship', 'ship', 'void', 'notify-payer', 'unpack', 'unlabel', 'tell-carrier']) {
      const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
        type,
        worker: 'spec',
        timeout: 1,
        maxJobsToActivate: 100,
        requestTimeout: -1,
      });
      found.push(...response.body.jobs.filter((job) => job.processInstanceKey === processInstanceKey));
    }
    return found;
  }

  async function complete(processInstanceKey: string, elementId: string): Promise<void> {
    const job = (await jobs(processInstanceKey)).find((candidate) => candidate.elementId === elementId);
    if (!job) expect.fail(`no job of ${elementId} in ${processInstanceKey}`);
    const completed = await http.post(`/v2/jobs/${job.jobKey}/completion`, { variables: {} });
    expect(completed.status, JSON.stringify(completed.body)).toBe(204);
  }

  async function history(processInstanceKey: string): Promise<HistoryEventDto[]> {
    return (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`)).body.items;
  }

  async function handlersRun(processInstanceKey: string): Promise<string[]> {
    return (await history(processInstanceKey)).flatMap((event) =>
      event.type === 'CompensationHandlerActivated' ? [`${event.elementId} for ${String(event.payload['compensatedElementId'])}`] : [],
    );
  }

  async function stateOf(processInstanceKey: string): Promise<string> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`)).body.state;
  }

  it('should compensate only completed activities, most recent first, each once, and hold the throw event until the handlers completed', async () => {
    // given reserve and charge completed, ship (compensable) still waits for its worker
    const key = await start('compensation-tasks');

    // then one handler at a time: the most recent completion first
    expect(await handlersRun(key)).toEqual(['refund for charge']);
    expect((await jobs(key)).map((job) => job.elementId).sort()).toEqual(['refund', 'ship']);
    await complete(key, 'refund');
    expect(await handlersRun(key)).toEqual(['refund for charge', 'release for reserve']);
    await complete(key, 'release');

    // then the second throw finds nothing left; ship, which had not completed, is never compensated
    await complete(key, 'ship');
    expect(await handlersRun(key)).toEqual(['refund for charge', 'release for reserve']);
    expect(await stateOf(key)).toBe('COMPLETED');
    const events = await history(key);
    const compensated = events.filter((event) => event.type === 'CompensationCompleted').map((event) => event.payload['compensatedElementId']);
    expect(compensated).toEqual(['charge', 'reserve']);
  });

  it('should mark the handlers as compensation work in the element-instance search, and nothing else; strict clients take the field', async () => {
    // given
    const key = await start('compensation-tasks');
    await complete(key, 'refund');

    // when
    const search = await http.post<{ items: ElementInstanceResult[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey: key },
      page: { limit: 100 },
    });

    // then
    const marked = search.body.items.filter((item) => item.isCompensation).map((item) => `${item.elementId} ${item.type} ${item.state}`);
    expect(marked).toEqual(['refund SERVICE_TASK COMPLETED', 'release SERVICE_TASK ACTIVE']);
    expect(search.body.items.find((item) => item.elementId === 'charge')).toMatchObject({ isCompensation: false, type: 'TASK' });

    // and the official client, checking responses against Camunda's schemas, takes the extra field
    const camunda = strictCamundaClient(engine.baseUrl);
    const found = await camunda.searchElementInstances(clientInput('searchElementInstances', { filter: { processInstanceKey: key } }), CONSISTENT);
    expect(found.items.map((item) => item.elementId)).toContain('refund');
  });

  it('should compensate every completion of a multi-instance activity and of a loop', async () => {
    // given three reservations and two charges
    const key = await start('compensation-repeated', { items: ['a', 'b', 'c'], attempts: 0 });

    // when
    for (const handler of ['refund', 'refund', 'release', 'release', 'release']) await complete(key, handler);

    // then
    expect(await handlersRun(key)).toEqual(['refund for charge', 'refund for charge', 'release for reserve', 'release for reserve', 'release for reserve']);
    expect(await stateOf(key)).toBe('COMPLETED');
  });

  it('should compensate a completed sub-process through its inner completions, or through its compensation event sub-process', async () => {
    // given
    const key = await start('compensation-sub-process');

    // when
    for (const handler of ['unpack', 'tell-carrier', 'refund', 'void', 'notify-payer']) await complete(key, handler);

    // then
    expect(await handlersRun(key)).toEqual([
      'undo-shipping for shipping',
      'unpack for pack',
      'refund for capture',
      'void for authorize',
      'notify-payer for payment',
    ]);
    expect(await stateOf(key)).toBe('COMPLETED');
  });

  it('should hold a failing handler as an incident until an operator resolves it, then go on where it stopped', async () => {
    // given
    const key = await start('compensation-tasks');
    const refund = (await jobs(key)).find((job) => job.elementId === 'refund');
    if (!refund) expect.fail('no refund job');

    // when the refund fails for good
    const failed = await http.post(`/v2/jobs/${refund.jobKey}/failure`, { retries: 0, errorMessage: 'payment provider down' });
    expect(failed.status).toBe(204);
    const incidents = await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey: key, state: 'ACTIVE' } });
    expect(incidents.body.items).toMatchObject([{ elementId: 'refund', errorType: 'JOB_NO_RETRIES' }]);
    expect(await handlersRun(key)).toEqual(['refund for charge']);

    // when the operator gives it a retry and resolves the incident
    expect((await http.request('PATCH', `/v2/jobs/${refund.jobKey}`, { changeset: { retries: 1 } })).status).toBe(204);
    expect((await http.post(`/v2/incidents/${incidents.body.items[0]?.incidentKey}/resolution`, {})).status).toBe(204);
    await complete(key, 'refund');
    await complete(key, 'release');

    // then the refund ran once (it was not skipped), and the release followed
    expect(await handlersRun(key)).toEqual(['refund for charge', 'release for reserve']);
  });
});
