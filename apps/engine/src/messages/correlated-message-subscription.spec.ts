import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strictCamundaClient } from '../testing/official-client.js';
import type {
  CorrelatedMessageSubscriptionResult,
  CreateProcessInstanceResult,
  ElementInstanceResult,
  HistoryEventDto,
  MessageCorrelationResult,
  MessagePublicationResult,
  MessageSubscriptionResult,
  ProcessDefinitionResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const FIXTURES = ['message-catch.simple.bpmn', 'message-boundary.non-interrupting.bpmn', 'message-start.simple.bpmn'];

describe('correlated message subscriptions over HTTP', () => {
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

  const nextOrderId = () => `correlated-order-${++orders}`;

  async function start(processDefinitionId: string, variables: Record<string, unknown>): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function publish(name: string, correlationKey: string): Promise<string> {
    const published = await http.post<MessagePublicationResult>('/v2/messages/publication', { name, correlationKey, variables: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return published.body.messageKey;
  }

  async function correlated(filter: Record<string, unknown>, sort?: unknown): Promise<CorrelatedMessageSubscriptionResult[]> {
    const found = await http.post<SearchQueryResponse<CorrelatedMessageSubscriptionResult>>('/v2/correlated-message-subscriptions/search', { filter, sort });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.page.totalItems).toBe(found.body.items.length);
    return found.body.items;
  }

  async function openSubscription(processInstanceKey: string): Promise<MessageSubscriptionResult> {
    const found = await http.post<SearchQueryResponse<MessageSubscriptionResult>>('/v2/message-subscriptions/search', { filter: { processInstanceKey } });
    const [subscription] = found.body.items;
    if (!subscription) throw new Error(`instance ${processInstanceKey} has no open message subscription`);
    return subscription;
  }

  async function elementInstanceKey(processInstanceKey: string, elementId: string): Promise<string | undefined> {
    const found = await http.post<SearchQueryResponse<ElementInstanceResult>>('/v2/element-instances/search', { filter: { processInstanceKey, elementId } });
    return found.body.items[0]?.elementInstanceKey;
  }

  async function definitionKey(processDefinitionId: string): Promise<string | undefined> {
    const found = await http.post<SearchQueryResponse<ProcessDefinitionResult>>('/v2/process-definitions/search', { filter: { processDefinitionId } });
    return found.body.items[0]?.processDefinitionKey;
  }

  it('should record which message reached which waiting element, searchable by instance, message name and correlation key', async () => {
    // given: two instances waiting for the same message name with different correlation keys
    const orderId = nextOrderId();
    const other = nextOrderId();
    const key = await start('message-catch', { orderId });
    const otherKey = await start('message-catch', { orderId: other });
    const subscription = await openSubscription(key);
    expect(await correlated({ processInstanceKey: key })).toEqual([]);
    const before = Date.now();

    // when
    const messageKey = await publish('payment-received', orderId);
    await publish('payment-received', 'nobody-waits-for-this');

    // then
    const [correlation, ...more] = await correlated({ processInstanceKey: key });
    expect(more).toEqual([]);
    expect(correlation).toEqual({
      correlationKey: orderId,
      correlationTime: expect.any(String),
      elementId: 'paid',
      elementInstanceKey: await elementInstanceKey(key, 'paid'),
      messageKey,
      messageName: 'payment-received',
      partitionId: 1,
      processDefinitionId: 'message-catch',
      processDefinitionKey: await definitionKey('message-catch'),
      processInstanceKey: key,
      rootProcessInstanceKey: key,
      subscriptionKey: subscription.messageSubscriptionKey,
      tenantId: '<default>',
    });
    expect(Date.parse(correlation?.correlationTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(correlation?.elementInstanceKey).toMatch(/^[0-9]+$/);

    // and: the filters select it, and only it
    expect((await correlated({ correlationKey: orderId })).map((c) => c.processInstanceKey)).toEqual([key]);
    expect((await correlated({ messageName: 'payment-received', correlationKey: { $in: [orderId, other] } })).map((c) => c.processInstanceKey)).toEqual([key]);
    expect(await correlated({ correlationKey: other })).toEqual([]);
    expect(await correlated({ processInstanceKey: otherKey })).toEqual([]);
    expect(await correlated({ processInstanceKey: key, messageName: 'something-else' })).toEqual([]);
    expect((await correlated({ messageKey })).map((c) => c.processInstanceKey)).toEqual([key]);

    // and: the history names the message too
    const history = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    expect(history.find((event) => event.type === 'EventTriggered')?.payload).toMatchObject({
      kind: 'message',
      messageKey,
      messageName: 'payment-received',
      correlationKey: orderId,
    });
  });

  it('should record every message a non-interrupting boundary event takes', async () => {
    // given
    const orderId = nextOrderId();
    const key = await start('boundary-non-interrupting', { orderId });
    const subscription = await openSubscription(key);

    // when
    const first = await publish('address-changed', orderId);
    const second = await publish('address-changed', orderId);

    // then: two correlations of the one subscription, in the order they happened
    const found = await correlated({ processInstanceKey: key }, [{ field: 'correlationTime' }]);
    expect(found.map((c) => [c.messageKey, c.subscriptionKey, c.elementId])).toEqual([
      [first, subscription.messageSubscriptionKey, 'address-changed'],
      [second, subscription.messageSubscriptionKey, 'address-changed'],
    ]);
    // the message reached the activity the boundary event is attached to
    expect(found.map((c) => c.elementInstanceKey)).toEqual([await elementInstanceKey(key, 'pack'), await elementInstanceKey(key, 'pack')]);
    const newestFirst = await correlated({ processInstanceKey: key }, [{ field: 'messageKey', order: 'DESC' }]);
    expect(newestFirst.map((c) => c.messageKey)).toEqual([second, first]);
  });

  it('should record a message that started an instance, without an element instance', async () => {
    // when
    const orderId = nextOrderId();
    const response = await http.post<MessageCorrelationResult>('/v2/messages/correlation', { name: 'order-placed', correlationKey: orderId, variables: {} });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { processInstanceKey, messageKey } = response.body;

    // then
    const found = await correlated({ processInstanceKey });
    expect(found).toEqual([
      expect.objectContaining({
        processInstanceKey,
        messageKey,
        messageName: 'order-placed',
        correlationKey: orderId,
        elementId: 'order-placed',
        elementInstanceKey: null,
        processDefinitionId: 'message-start',
        processDefinitionKey: await definitionKey('message-start'),
        subscriptionKey: expect.stringMatching(/^[0-9]+$/),
      }),
    ]);
    expect(await correlated({ processInstanceKey, elementInstanceKey: { $exists: true } })).toEqual([]);
  });

  it('should answer the official client with strict response validation', async () => {
    // given
    const camunda = strictCamundaClient(engine.baseUrl);
    const orderId = nextOrderId();
    const key = await start('message-catch', { orderId });
    await camunda.publishMessage({ name: 'payment-received', correlationKey: orderId, timeToLive: 0, variables: {} });

    // when
    const query = {
      filter: { processInstanceKey: key, correlationKey: orderId, messageName: 'payment-received' },
      sort: [{ field: 'correlationTime', order: 'DESC' }],
    };
    const result = await camunda.searchCorrelatedMessageSubscriptions(query as unknown as Parameters<typeof camunda.searchCorrelatedMessageSubscriptions>[0], {
      consistency: { waitUpToMs: 0 },
    });

    // then
    expect(result.items.map((item) => [item.processInstanceKey, item.elementId, item.correlationKey])).toEqual([[key, 'paid', orderId]]);
    expect(result.page).toMatchObject({ totalItems: 1, hasMoreTotalItems: false });
  });

  itRefusesMalformedSearches('should name the field of a bad filter', () => http, '/v2/correlated-message-subscriptions/search', [
    { body: { filter: { processInstanceKey: 'abc' } }, detailNames: 'filter.processInstanceKey' },
  ]);
});
