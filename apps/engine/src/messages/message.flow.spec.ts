import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictCamundaClient } from '../testing/official-client.js';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  HistoryEventDto,
  IncidentResult,
  MessageCorrelationResult,
  MessagePublicationResult,
  MessageSubscriptionResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const FIXTURES = [
  'message-catch.simple.bpmn',
  'receive-task.simple.bpmn',
  'message-boundary.interrupting.bpmn',
  'message-boundary.non-interrupting.bpmn',
  'message-start.simple.bpmn',
  'message-start.output-mapping.bpmn',
];

interface Problem {
  status: number;
  title: string;
  detail: string;
}

describe('messages over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let orders = 0;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy(Object.fromEntries(FIXTURES.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  /** A correlation key no other test uses. */
  const nextOrderId = () => `order-${++orders}`;

  async function start(processDefinitionId: string, variables: Record<string, unknown>): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function publish(body: Record<string, unknown>) {
    return http.post<MessagePublicationResult & Problem>('/v2/messages/publication', body);
  }

  async function stateOf(key: string): Promise<ProcessInstanceResult['state']> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  async function history(key: string): Promise<HistoryEventDto[]> {
    return (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
  }

  const completedIds = async (key: string) => (await history(key)).filter((e) => e.type === 'ElementCompleted').map((e) => e.elementId);

  async function subscriptionsOf(processInstanceKey: string) {
    const found = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', { filter: { processInstanceKey } });
    expect(found.status).toBe(200);
    return found.body.items;
  }

  async function jobFor(type: string, processInstanceKey: string): Promise<ActivatedJobResult | undefined> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    return response.body.jobs.find((job) => job.processInstanceKey === processInstanceKey);
  }

  async function variablesOf(processInstanceKey: string): Promise<Record<string, unknown>> {
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey } });
    return Object.fromEntries(found.body.items.map((v) => [v.name, JSON.parse(v.value) as unknown]));
  }

  async function instancesOf(processDefinitionId: string, state?: string): Promise<ProcessInstanceResult[]> {
    const filter = state ? { processDefinitionId, state } : { processDefinitionId };
    return (await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', { filter })).body.items;
  }

  it('should correlate a published message to the waiting catch event and merge its variables', async () => {
    // given
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });
    const [subscription] = await subscriptionsOf(key);
    expect(subscription).toMatchObject({
      processDefinitionId: 'message-catch',
      processInstanceKey: key,
      elementId: 'paid',
      messageName: 'payment-received',
      correlationKey: orderId,
      messageSubscriptionState: 'CREATED',
      tenantId: '<default>',
    });

    // when
    const published = await publish({ name: 'payment-received', correlationKey: orderId, variables: { amount: 42 } });

    // then
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ tenantId: '<default>', messageKey: expect.stringMatching(/^[0-9]+$/) });
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await variablesOf(key)).toEqual({ orderId, amount: 42 });
    const triggered = (await history(key)).filter((e) => e.type === 'EventTriggered');
    expect(triggered).toHaveLength(1);
    expect(triggered[0]?.payload).toMatchObject({ kind: 'message', messageKey: published.body.messageKey, elementId: 'paid' });
    expect(await subscriptionsOf(key)).toEqual([]);
  });

  it('should leave an instance waiting when the correlation key does not match', async () => {
    const key = await start('message-catch', { orderId: nextOrderId() });
    expect((await publish({ name: 'payment-received', correlationKey: 'someone-else' })).status).toBe(200);
    expect(await stateOf(key)).toBe('ACTIVE');
    expect(await subscriptionsOf(key)).toHaveLength(1);
  });

  it('should complete a receive task with the message', async () => {
    const orderId = nextOrderId();
    const key = await start('receive-task', { orderId });
    expect((await subscriptionsOf(key))[0]).toMatchObject({ elementId: 'await-approval', messageName: 'order-approved' });

    expect((await publish({ name: 'order-approved', correlationKey: orderId, variables: { approved: true } })).status).toBe(200);

    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await completedIds(key)).toContain('await-approval');
    expect(await variablesOf(key)).toMatchObject({ approved: true });
  });

  it('should interrupt the task at an interrupting message boundary event', async () => {
    // given
    const orderId = nextOrderId();
    const key = await start('boundary-interrupting', { orderId });
    const job = await jobFor('ship-order', key);
    expect(job).toBeDefined();
    expect((await subscriptionsOf(key))[0]).toMatchObject({ elementId: 'cancelled', elementInstanceKey: job?.elementInstanceKey });

    // when
    expect((await publish({ name: 'order-cancelled', correlationKey: orderId })).status).toBe(200);

    // then
    expect(await stateOf(key)).toBe('COMPLETED');
    const events = await history(key);
    expect(events.filter((e) => e.type === 'ElementTerminated').map((e) => e.elementId)).toEqual(['ship']);
    expect(await completedIds(key)).toEqual(expect.arrayContaining(['cancelled', 'cancel-end']));
    expect(await completedIds(key)).not.toContain('shipped');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(404);
  });

  it('should fire a non-interrupting message boundary event once per message and keep the task', async () => {
    // given
    const orderId = nextOrderId();
    const key = await start('boundary-non-interrupting', { orderId });

    // when
    expect((await publish({ name: 'address-changed', correlationKey: orderId, variables: { street: 'a' } })).status).toBe(200);
    expect((await publish({ name: 'address-changed', correlationKey: orderId, variables: { street: 'b' } })).status).toBe(200);

    // then
    expect((await completedIds(key)).filter((id) => id === 'address-noted')).toHaveLength(2);
    expect(await stateOf(key)).toBe('ACTIVE');
    expect(await subscriptionsOf(key)).toHaveLength(1);
    const job = await jobFor('pack-order', key);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await subscriptionsOf(key)).toEqual([]);
  });

  it('should hand a message to one waiting instance per process (Camunda message cardinality)', async () => {
    // given two instances of the same process waiting for the same key, and one of another process
    const orderId = nextOrderId();
    const first = await start('message-catch', { orderId });
    const second = await start('message-catch', { orderId });
    const receiver = await start('receive-task', { orderId });

    // when
    expect((await publish({ name: 'payment-received', correlationKey: orderId })).status).toBe(200);

    // then the older subscription of the process took it, the other waits for the next message
    expect(await stateOf(first)).toBe('COMPLETED');
    expect(await stateOf(second)).toBe('ACTIVE');
    expect(await stateOf(receiver)).toBe('ACTIVE');
    expect((await publish({ name: 'payment-received', correlationKey: orderId })).status).toBe(200);
    expect(await stateOf(second)).toBe('COMPLETED');
  });

  it('should correlate to another waiting instance when the first one is canceled at the same moment', async () => {
    for (let round = 0; round < 10; round++) {
      // given
      const orderId = nextOrderId();
      const first = await start('message-catch', { orderId });
      const second = await start('message-catch', { orderId });

      // when
      const [published, canceled] = await Promise.all([
        publish({ name: 'payment-received', correlationKey: orderId }),
        http.post(`/v2/process-instances/${first}/cancellation`),
      ]);

      // then the publication succeeds, and exactly one instance took the message
      expect(published.status).toBe(200);
      const states = [await stateOf(first), await stateOf(second)];
      if (canceled.status === 204) expect(states).toEqual(['TERMINATED', 'COMPLETED']);
      else expect([canceled.status, ...states]).toEqual([404, 'COMPLETED', 'ACTIVE']);
    }
  });

  it('should start a new instance at a message start event for every message without a correlation key', async () => {
    // when
    const before = (await instancesOf('message-start')).length;
    const book = await publish({ name: 'order-placed', variables: { item: 'book' } });
    expect(book.status).toBe(200);
    expect((await publish({ name: 'order-placed', variables: { item: 'pen' } })).status).toBe(200);

    // then
    const started = (await instancesOf('message-start')).slice(before);
    expect(started).toHaveLength(2);
    const first = started[0]?.processInstanceKey ?? '';
    expect(await variablesOf(first)).toEqual({ item: 'book' });
    expect((await history(first)).find((e) => e.type === 'ElementActivated' && e.elementId === 'order-placed')).toBeDefined();
    // the history starts with the message that started the instance
    const [activating, triggered] = await history(first);
    expect(activating).toMatchObject({ type: 'ElementActivating', elementId: 'message-start' });
    expect(triggered).toMatchObject({ type: 'EventTriggered', elementId: 'order-placed' });
    expect(triggered?.payload).toMatchObject({ kind: 'message', messageKey: book.body.messageKey, messageName: 'order-placed', correlationKey: '' });
  });

  it('should pass only what the output mappings of a message start event name on to the process', async () => {
    // when
    expect((await publish({ name: 'order-received', variables: { order: { id: 'o-9', lines: 3 } } })).status).toBe(200);

    // then
    const [started] = await instancesOf('message-start-mapped');
    const key = started?.processInstanceKey ?? '';
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey: key, scopeKey: key } });
    expect(found.body.items.map((variable) => [variable.name, JSON.parse(variable.value) as unknown])).toEqual([['orderId', 'o-9']]);
  });

  it('should start only one active instance per correlation key at a message start event', async () => {
    // given
    const correlationKey = nextOrderId();
    const countWithKey = async () => {
      const instances = await instancesOf('message-start');
      const keyed = await Promise.all(instances.map(async (i) => ((await variablesOf(i.processInstanceKey)).customer === correlationKey ? i : null)));
      return keyed.filter((i): i is ProcessInstanceResult => i !== null);
    };

    // when: the same key twice at once, then once more
    const results = await Promise.all([1, 2, 3].map(() => publish({ name: 'order-placed', correlationKey, variables: { customer: correlationKey } })));

    // then
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const [only, ...others] = await countWithKey();
    expect(others).toEqual([]);
    expect(only?.state).toBe('ACTIVE');

    // when the instance completes, the key is free again
    const job = await jobFor('handle-order', only?.processInstanceKey ?? '');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);
    expect((await publish({ name: 'order-placed', correlationKey, variables: { customer: correlationKey } })).status).toBe(200);

    // then
    const after = await countWithKey();
    expect(after.map((i) => i.state).sort()).toEqual(['ACTIVE', 'COMPLETED']);
  });

  it('should answer the correlation API with the instance it reached, or 404 when nothing waits', async () => {
    // given
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });

    // when
    const missing = await http.post<Problem>('/v2/messages/correlation', { name: 'payment-received', correlationKey: 'nobody-waits' });
    const correlated = await http.post<MessageCorrelationResult>('/v2/messages/correlation', {
      name: 'payment-received',
      correlationKey: orderId,
      variables: { paid: true },
    });

    // then
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(missing.body).toMatchObject({ status: 404, title: 'NOT_FOUND' });
    expect(missing.body.detail).toContain("'payment-received'");
    expect(correlated.status).toBe(200);
    expect(correlated.body).toEqual({ tenantId: '<default>', messageKey: expect.stringMatching(/^[0-9]+$/), processInstanceKey: key });
    expect(await stateOf(key)).toBe('COMPLETED');
    expect(await variablesOf(key)).toMatchObject({ paid: true });

    // and a message start event also counts as reached; the message is not buffered
    const started = await http.post<MessageCorrelationResult>('/v2/messages/correlation', { name: 'order-placed', variables: { via: 'correlation' } });
    expect(started.status).toBe(200);
    expect(await variablesOf(started.body.processInstanceKey)).toEqual({ via: 'correlation' });
    const late = await start('message-catch', { orderId: 'nobody-waits' });
    await waitUntilIdle(engine);
    expect(await stateOf(late)).toBe('ACTIVE');
  });

  it('should search message subscriptions with filters, sorting and paging', async () => {
    // given
    const orderId = nextOrderId();
    const waiting = [await start('message-catch', { orderId }), await start('receive-task', { orderId })];

    // when
    const byKey = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', {
      filter: { correlationKey: orderId },
      sort: [{ field: 'messageName', order: 'DESC' }],
    });
    const byName = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', {
      filter: { correlationKey: orderId, messageName: { $like: 'order-*' }, messageSubscriptionState: 'CREATED' },
      page: { limit: 1 },
    });
    const noneCorrelated = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', {
      filter: { correlationKey: orderId, messageSubscriptionState: 'CORRELATED' },
    });

    // then
    expect(byKey.body.items.map((s) => [s.messageName, s.processInstanceKey])).toEqual([
      ['payment-received', waiting[0]],
      ['order-approved', waiting[1]],
    ]);
    expect(byKey.body.page.totalItems).toBe(2);
    expect(byName.body.items.map((s) => s.elementId)).toEqual(['await-approval']);
    expect(noneCorrelated.body.items).toEqual([]);
  });

  itRefusesMalformedSearches(
    'should refuse a message subscription search with an unknown state, naming the field',
    () => http,
    '/v2/message-subscriptions/search',
    [{ body: { filter: { messageSubscriptionState: 'WAITING' } }, detailNames: 'messageSubscriptionState' }],
  );

  it('should raise an EXTRACT_VALUE_ERROR incident when the correlation key cannot be evaluated', async () => {
    // when: the key expression =orderId finds no orderId
    const key = await start('message-catch', {});

    // then
    const incidents = await http.post<SearchQueryResponse<IncidentResult>>('/v2/incidents/search', { filter: { processInstanceKey: key } });
    expect(incidents.body.items).toHaveLength(1);
    expect(incidents.body.items[0]).toMatchObject({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'paid', state: 'ACTIVE' });
    expect(incidents.body.items[0]?.errorMessage).toContain('correlation key');
    expect(await stateOf(key)).toBe('ACTIVE');
    expect(await subscriptionsOf(key)).toEqual([]);
    expect((await publish({ name: 'payment-received', correlationKey: 'null' })).status).toBe(200);
    expect(await stateOf(key)).toBe('ACTIVE');
  });

  it('should refuse bad publications with a problem naming the field, and change nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ correlationKey: 'k' }, "'name'"],
      [{ name: '' }, "'name'"],
      [{ name: 'm', timeToLive: -1 }, "'timeToLive'"],
      [{ name: 'm', timeToLive: 'soon' }, "'timeToLive'"],
      [{ name: 'm', variables: [1] }, "'variables'"],
      [{ name: 'm', correlationKey: 5 }, "'correlationKey'"],
      [{ name: 'm', colour: 'red' }, "'colour'"],
    ];
    for (const [body, field] of cases) {
      const refused = await publish(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.detail).toContain(field);
    }
    const notAnObject = await http.post<Problem>('/v2/messages/correlation', [1, 2]);
    expect(notAnObject.status).toBe(400);
    const buffered = await engine.app.get(PgPool).query(`select count(*)::int as n from message`);
    expect(buffered).toEqual([{ n: 0 }]);
  });

  it('should satisfy the official Camunda client with strict response validation', async () => {
    // given
    const camunda = strictCamundaClient(engine.baseUrl);
    const orderId = nextOrderId();
    const first = await start('message-catch', { orderId });
    const second = await start('receive-task', { orderId });

    // when
    const found = await camunda.searchMessageSubscriptions({ filter: { correlationKey: orderId } }, { consistency: { waitUpToMs: 0 } });
    const published = await camunda.publishMessage({ name: 'payment-received', correlationKey: orderId, timeToLive: 0, variables: {} });
    const correlated = await camunda.correlateMessage({ name: 'order-approved', correlationKey: orderId, variables: {} });

    // then
    expect(found.items.map((s) => s.processInstanceKey)).toEqual([first, second]);
    expect(published.messageKey).toMatch(/^[0-9]+$/);
    expect(correlated.processInstanceKey).toBe(second);
    expect([await stateOf(first), await stateOf(second)]).toEqual(['COMPLETED', 'COMPLETED']);
  });
});
