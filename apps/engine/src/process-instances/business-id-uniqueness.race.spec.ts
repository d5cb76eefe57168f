import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { createEngineApp } from '../create-engine-app.js';
import { MessageBuffer } from '../messages/message-buffer.repository.js';
import { MessageMaintenance } from '../messages/message-maintenance.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

/**
 * Business id uniqueness under concurrency: starts with one business id that race each other (plain starts over REST,
 * on two engines sharing one database, and a plain start against a message start) leave exactly one running instance,
 * and every other start gets Camunda's answer (409 ALREADY_EXISTS).
 */
const MODEL = readFileSync(new URL('./business-id-uniqueness.bpmn', import.meta.url), 'utf8');
const CONCURRENT = 16;

describe('business id uniqueness under concurrent starts', () => {
  let engine: TestEngine;
  let other: INestApplication;
  let first: HttpClient;
  let second: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { BUSINESS_ID_UNIQUENESS: 'true' } });
    // A second engine on the same database: it shares nothing with the first but the database.
    other = await createEngineApp(engine.config, engine.databaseUrl);
    await other.listen(0, '127.0.0.1');
    first = new HttpClient(engine.baseUrl);
    second = new HttpClient(`http://127.0.0.1:${(other.getHttpServer().address() as AddressInfo).port}`);
    expect((await first.deploy<DeploymentResult>({ 'business-id-uniqueness.bpmn': MODEL })).status).toBe(200);
  });
  afterAll(async () => {
    await other?.close();
    await engine?.close();
  });

  const start = (http: HttpClient, businessId: string) =>
    http.post<{ title?: string; detail?: string }>('/v2/process-instances', { processDefinitionId: 'business-id-order', businessId });
  const running = async (businessId: string) => {
    const found = await first.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', {
      filter: { processDefinitionId: 'business-id-order', businessId, state: 'ACTIVE' },
    });
    return found.body.items.length;
  };

  it('should let exactly one of many concurrent starts with one business id win, on either engine, and refuse the rest as Camunda does', async () => {
    for (const businessId of ['race-1', 'race-2', 'race-3']) {
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => start(i % 2 === 0 ? first : second, businessId)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => `${answer.status} ${answer.body.title}`)).toEqual(Array(CONCURRENT - 1).fill('409 ALREADY_EXISTS'));
      expect(refused[0]?.body.detail).toBe(
        `Expected to create instance of process with business id '${businessId}', but an instance with this business id already exists for process definition 'business-id-order'`,
      );
      expect(await running(businessId)).toBe(1);
    }
  });

  it('should let a plain start and a message start racing with one business id start one instance between them', async () => {
    for (let round = 0; round < 8; round++) {
      const businessId = `race-message-${round}`;
      const [plain, published] = await Promise.all([
        start(round % 2 === 0 ? first : second, businessId),
        (round % 2 === 0 ? second : first).post('/v2/messages/publication', {
          name: 'business-id-order-placed',
          correlationKey: '',
          timeToLive: 0,
          businessId,
        }),
      ]);
      expect(published.status).toBe(200);
      expect([200, 409]).toContain(plain.status);
      await waitUntilIdle(engine);
      await waitUntilIdle({ app: other });
      expect(await running(businessId)).toBe(1);
    }
  });

  it("should start a held message's instance once, from the sweep of either engine, when the reaction to its holder's end was lost", async () => {
    // given: an order running with the business id, and two messages with it held for an hour meanwhile
    const holder = await start(first, 'held-1');
    expect(holder.status).toBe(200);
    for (const placed of ['first', 'second']) {
      const published = await second.post('/v2/messages/publication', {
        name: 'business-id-order-placed',
        correlationKey: '',
        timeToLive: 3_600_000,
        businessId: 'held-1',
        variables: { placed },
      });
      expect(published.status).toBe(200);
    }

    // when: the order ends on the first engine, which dies before its reaction offers the held message (it finds none)
    vi.spyOn(engine.app.get(MessageBuffer), 'nextForStartEvent').mockResolvedValueOnce(null);
    const { processInstanceKey } = holder.body as { processInstanceKey: string };
    expect((await first.post(`/v2/process-instances/${processInstanceKey}/cancellation`)).status).toBe(204);
    await waitUntilIdle(engine);
    vi.restoreAllMocks();
    // the sweep offers the oldest of them alone, as the reaction would have
    const freed = await engine.app.get(MessageBuffer).waitingForFreedBusinessIds(Date.now(), 500);
    expect(freed.filter(({ message }) => message.businessId === 'held-1').map(({ message }) => message.variables)).toEqual([{ placed: 'first' }]);
    // and both engines' sweeps run at once, twice
    const sweeps = () => Promise.all([engine.app.get(MessageMaintenance).runOnce(), other.get(MessageMaintenance).runOnce()]);
    await sweeps();
    await sweeps();
    await waitUntilIdle(engine);
    await waitUntilIdle({ app: other });

    // then: the message published first started the next order with the business id, once; the second still waits
    const orders = await first.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', {
      filter: { processDefinitionId: 'business-id-order', businessId: 'held-1' },
      sort: [{ field: 'processInstanceKey' }],
    });
    expect(orders.body.items.map((item) => item.state)).toEqual(['TERMINATED', 'ACTIVE']);
    const next = orders.body.items[1]?.processInstanceKey;
    const placed = await first.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', {
      filter: { processInstanceKey: next, name: 'placed' },
    });
    expect(placed.body.items.map((variable) => variable.value)).toEqual(['"first"']);
  });
});
