import type { EngineConfig } from '../config/engine-config.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { Database } from '../database/database.js';
import { EngineProcessId } from '../database/engine-process-id.js';
import { runMigrations } from '../database/migration-runner.js';
import { PgPool } from '../database/pg-pool.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { BufferedMessageEntity } from './buffered-message.entity.js';
import { MessageBuffer } from './message-buffer.repository.js';
import type { Message } from './message.js';

const T0 = Date.parse('2030-01-01T00:00:00.000Z');
const MINUTE = 60_000;

/** The message buffer as a TypeORM entity and repository, on a database whose schema comes from the migrations only. */
describe('MessageBuffer', () => {
  let databaseUrl: string;
  let dataSource: DataSource;
  let buffer: MessageBuffer;
  let database: Database;
  let keys = 0;
  let orders = 0;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    await runMigrations(databaseUrl);
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl, entities: [BufferedMessageEntity], synchronize: false }).initialize();
    buffer = new MessageBuffer(dataSource.getRepository(BufferedMessageEntity), new PgPool(dataSource), new EngineProcessId(), {
      databaseMode: 'postgres',
    } as EngineConfig);
    database = new Database(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const message = (correlationKey: string, variables: Message['variables'] = {}): Message => ({
    key: String(1_000 + ++keys),
    name: 'payment-received',
    correlationKey,
    variables,
    tenantId: '<default>',
    businessId: null,
    buffered: true,
  });
  /** Publishes into the buffer as the publisher does, its fan-out over. */
  const add = async (published: Message, messageId: string | null, now: number, timeToLive: number) => {
    const added = await database.transaction((sql) => buffer.add(sql, published, messageId, now, timeToLive));
    if (added) await buffer.fanOutDone(published, timeToLive > 0);
    return added;
  };
  const nextOrder = () => `order-${++orders}`;
  const subscriptionFor = (correlationKey: string, bpmnProcessId = 'payment') => ({
    tenantId: '<default>',
    messageName: 'payment-received',
    correlationKey,
    bpmnProcessId,
  });

  it('should buffer a message and hand it out, with its variables, while it lives', async () => {
    // given
    const order = nextOrder();
    const published = message(order, { amount: 12.5, items: ['a', { b: null }] });

    // when
    const added = await add(published, 'pay-1', T0, MINUTE);

    // then
    expect(added).toBe(true);
    expect(await buffer.waitingFor(subscriptionFor(order), T0 + MINUTE - 1)).toEqual([published]);
    expect(await buffer.waitingFor(subscriptionFor(order), T0 + MINUTE)).toEqual([]);
  });

  it('should keep out a second message with the id of a live one, and let it in once the first expired', async () => {
    // given
    const order = nextOrder();
    const first = message(order);
    await add(first, 'pay-1', T0, MINUTE);

    // when
    const whileAlive = await add(message(order), 'pay-1', T0 + 1, MINUTE);
    const otherId = await add(message(order), 'pay-2', T0 + 1, MINUTE);
    const later = message(order);
    const afterExpiry = await add(later, 'pay-1', T0 + MINUTE, MINUTE);

    // then
    expect([whileAlive, otherId, afterExpiry]).toEqual([false, true, true]);
    expect((await buffer.waitingFor(subscriptionFor(order), T0 + MINUTE)).map((m) => m.key)).toContain(later.key);
  });

  it('should buffer a message whose time to live reaches beyond the last instant a date can hold', async () => {
    // given
    const order = nextOrder();
    const published = message(order);

    // when
    const added = await add(published, null, T0, Number.MAX_SAFE_INTEGER);

    // then
    expect(added).toBe(true);
    expect(await buffer.waitingFor(subscriptionFor(order), 8.64e15 - 1)).toEqual([published]);
  });

  it('should hand out waiting messages oldest first, without those a subscription of the process already took', async () => {
    // given
    const order = nextOrder();
    const [older, taken, newer] = [message(order), message(order), message(order)];
    await add(newer, null, T0 + 2, MINUTE);
    await add(taken, null, T0 + 1, MINUTE);
    await add(older, null, T0, MINUTE);
    await dataSource.query(`insert into message_correlation (message_key, bpmn_process_id, process_instance_key) values ($1, 'payment', 1)`, [taken.key]);

    // when
    const waiting = await buffer.waitingFor(subscriptionFor(order), T0 + 3);
    const waitingForOtherProcess = await buffer.waitingFor(subscriptionFor(order, 'refund'), T0 + 3);

    // then
    expect(waiting.map((m) => m.key)).toEqual([older.key, newer.key]);
    expect(waitingForOtherProcess.map((m) => m.key)).toEqual([older.key, taken.key, newer.key]);
  });

  it('should find the oldest message that may start the process at a message start event', async () => {
    // given
    const order = nextOrder();
    await dataSource.query(
      `insert into start_event_subscription (key, kind, process_definition_key, bpmn_process_id, tenant_id, element_id, message_name, created_at)
       values (900, 'message', 77, 'payment', '<default>', 'paid', 'payment-received', now())`,
    );
    const [older, newer] = [message(order), message(order)];
    await add(newer, null, T0 + 1, MINUTE);
    await add(older, null, T0, MINUTE);

    // when
    const next = await buffer.nextForStartEvent('<default>', 'payment', { correlationKey: order }, T0 + 2);
    const forOtherKey = await buffer.nextForStartEvent('<default>', 'payment', { correlationKey: nextOrder() }, T0 + 2);
    const forOtherProcess = await buffer.nextForStartEvent('<default>', 'refund', { correlationKey: order }, T0 + 2);

    // then
    expect(next).toEqual({ message: older, startEvent: { subscriptionKey: '900', processDefinitionKey: '77', bpmnProcessId: 'payment', elementId: 'paid' } });
    expect([forOtherKey, forOtherProcess]).toEqual([null, null]);
  });

  it('should delete expired messages with what was recorded about them, and keep the live ones', async () => {
    // given
    const order = nextOrder();
    const [expired, live] = [message(order), message(order)];
    await add(expired, null, T0, MINUTE);
    await add(live, null, T0, 10 * MINUTE);
    await dataSource.query(`insert into message_correlation (message_key, bpmn_process_id, process_instance_key) values ($1, 'refund', 1)`, [expired.key]);
    const remaining = async () =>
      (await dataSource.query<{ key: string }[]>(`select key::text as key from message where correlation_key = $1`, [order])).map((row) => row.key);

    // when
    const deleted = await buffer.deleteExpired(T0 + 5 * MINUTE);

    // then
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual([live.key]);
    expect(await dataSource.query(`select 1 from message_correlation where message_key = $1`, [expired.key])).toEqual([]);
  });
});
