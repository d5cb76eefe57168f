import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult } from '@baton/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME_PREFIX } from '../database/engine-process-id.js';
import { CANDIDATE_COPIES_SQL, CANDIDATES_SQL } from '../messages/message-correlator.js';
import { LOAD_BY_INSTANCE_KEY_SQL, LOCATOR_SQL } from '../runtime/instance-load-sql.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import type { TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { CitusStatementLog } from './citus-statement-log.js';
import { CITUS_SKIP_MESSAGE, CITUS_URL, startCitusTestEngine } from './citus-test-cluster.js';
import { StatementCapture } from './statement-capture.js';

const MODEL = readFileSync(new URL('../messages/message-catch.simple.bpmn', import.meta.url), 'utf8');
const MESSAGE = 'payment-received';
/** The coordinator's server log (../shared/citus/cluster.sh makes Debian clusters, which log there). */
const COORDINATOR_LOG = process.env.CITUS_COORDINATOR_LOG?.trim() || '/var/log/postgresql/postgresql-15-citus5441.log';
/**
 * What a publication and the hand-overs of its subscription send that this design puts on one shard: the candidates
 * (from the copies), the instance's load by its key, the copy's and hand-over's statements, and the message's deletion
 * once its fan-out is over (by key and correlation key). The instance write with parts beyond its head still goes over
 * every shard (docs/scaling-out.md).
 */
const ON_ONE_SHARD = [
  /from message_subscription where true/,
  /from process_instance p where p\.key = \$1/,
  /^(insert into|delete from) message_subscription|^select [^()]* from message_subscription_outbox where process_instance_key/,
  /^delete from message where key = \$1 and correlation_key = \$2/,
];

/** How many tasks (shards) Citus plans for a statement with these parameters. */
async function taskCount(db: pg.Pool, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${sql}`, params);
  const line = rows.map((row) => row['QUERY PLAN']).find((text) => /Task Count: \d+/.test(text));
  if (!line) throw new Error(`no Citus task count in the plan:\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  return Number(/Task Count: (\d+)/.exec(line)?.[1]);
}

/**
 * Messages by correlation key on Citus (docs/scaling-out.md): each open message subscription has a copy on its
 * correlation key's shard, handed over after the command that opened it, and deleted after the one that closed it; a
 * publication finds its subscriptions there and loads the instance by key, each on one shard.
 */
if (!CITUS_URL) {
  describe('messages by correlation key on Citus', () => {
    it.skip(CITUS_SKIP_MESSAGE, () => undefined);
  });
} else {
  const citusUrl = CITUS_URL;
  describe('messages by correlation key on Citus', () => {
    let engine: TestEngine;
    let http: HttpClient;
    let db: pg.Pool;
    const capture = new StatementCapture(APPLICATION_NAME_PREFIX);

    const start = async (orderId: string) => {
      const response = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'message-catch', variables: { orderId } });
      expect(response.status).toBe(200);
      return response.body.processInstanceKey;
    };
    const copiesOf = async (correlationKey: string) =>
      (
        await db.query<{ process_instance_key: string; message_name: string }>(
          `select process_instance_key::text as process_instance_key, message_name from message_subscription where correlation_key = $1`,
          [correlationKey],
        )
      ).rows;
    const handOversLeft = async () => (await db.query<{ n: number }>('select count(*)::int as n from message_subscription_outbox')).rows[0]?.n;
    const stateOf = async (key: string) => (await db.query<{ state: string }>('select state from process_instance where key = $1', [key])).rows[0]?.state;

    beforeAll(async () => {
      capture.install();
      // the instance cache's check reads every instance it serves: here only the engine's own statements count
      engine = await startCitusTestEngine(citusUrl, {
        settings: { 'citus.multi_task_query_log_level': 'log' },
        env: { INSTANCE_CACHE_CHECK: 'false' },
      });
      http = new HttpClient(engine.baseUrl);
      db = new pg.Pool({ connectionString: engine.databaseUrl, application_name: 'baton-tests', max: 2 });
      expect((await http.deploy({ 'message-catch.simple.bpmn': MODEL })).status).toBe(200);
    });
    afterAll(async () => {
      capture.uninstall();
      await db?.end().catch(() => undefined);
      await engine?.close();
    });

    it("should copy a waiting subscription to its correlation key's shard and hand a publication to it with no statement over every shard", async () => {
      const key = await start('order-1');
      await eventually(() => copiesOf('order-1'), [{ process_instance_key: key, message_name: MESSAGE }]);
      await eventually(handOversLeft, 0);
      await waitUntilIdle(engine);

      const log = new CitusStatementLog(COORDINATOR_LOG, new URL(engine.databaseUrl).pathname.slice(1));
      capture.takeCounts();
      capture.start();
      const published = await http.post('/v2/messages/publication', { name: MESSAGE, correlationKey: 'order-1', variables: { paid: true } });
      await eventually(() => stateOf(key), 'COMPLETED');
      await waitUntilIdle(engine);
      capture.stop();
      const sent = capture.takeCounts();

      expect(published.status).toBe(200);
      const publication = [...sent].filter(([statement]) => ON_ONE_SHARD.some((pattern) => pattern.test(statement)));
      const spread = log
        .verdicts()
        .filter((verdict) => verdict.verdict === 'multi-shard' && publication.some(([statement]) => statement === verdict.statement));
      console.log(
        `statements the engine sent while the publication was handed over (${[...sent.values()].reduce((a, b) => a + b, 0)}):\n` +
          [...sent].map(([statement, count]) => `${count}\t${statement.slice(0, 160)}`).join('\n') +
          `\nmulti-shard on the coordinator meanwhile:\n${log
            .verdicts()
            .filter((verdict) => verdict.verdict === 'multi-shard')
            .map((verdict) => `${verdict.count}\t${verdict.statement.slice(0, 160)}`)
            .join('\n')}`,
      );
      expect(spread).toEqual([]);
      expect(log.verdicts().filter((verdict) => verdict.verdict !== 'multi-shard')).toEqual([]);
      // A message without time to live goes once its fan-out is over.
      expect((await db.query('select key from message where correlation_key = $1', ['order-1'])).rows).toEqual([]);
      expect(ON_ONE_SHARD.map((pattern) => publication.some(([statement]) => pattern.test(statement)))).toEqual([true, true, true, true]);
      expect(publication.some(([statement]) => /from event_subscription where kind = 'message'/.test(statement))).toBe(false);
      // The subscription closed with the catch: its copy goes with it.
      await eventually(() => copiesOf('order-1'), []);
      await eventually(handOversLeft, 0);
    });

    it('should plan the candidates from the copies and the loads by instance and by subscription key on one shard, where the candidates from event_subscription take every shard', async () => {
      const params = [MESSAGE, 'order-9', '<default>'];
      const copies = await taskCount(db, CANDIDATE_COPIES_SQL, params);
      const subscriptions = await taskCount(db, CANDIDATES_SQL, params);
      const byKey = await taskCount(db, LOAD_BY_INSTANCE_KEY_SQL, ['2251799813685249']);
      const bySubscription = await taskCount(db, LOCATOR_SQL.subscriptionKey, ['2251799813685249']);
      console.log(
        `tasks: candidates from copies ${copies}, from event_subscription ${subscriptions}; load by instance ${byKey}, by subscription ${bySubscription}`,
      );

      expect(copies).toBe(1);
      expect(byKey).toBe(1);
      expect(subscriptions).toBeGreaterThan(1);
      // the subscription's key names its partition, which names the shard (before partitions: every shard)
      expect(bySubscription).toBe(1);
    });

    it('should hand a message buffered before the subscription opened to it once its copy is there', async () => {
      const published = await http.post('/v2/messages/publication', { name: MESSAGE, correlationKey: 'order-2', timeToLive: 60_000 });
      expect(published.status).toBe(200);

      const key = await start('order-2');

      await eventually(() => stateOf(key), 'COMPLETED');
      await eventually(() => copiesOf('order-2'), []);
      await eventually(handOversLeft, 0);
    });

    it("should delete a canceled instance's copy, so a later publication finds nothing to hand over", async () => {
      const key = await start('order-3');
      await eventually(() => copiesOf('order-3'), [{ process_instance_key: key, message_name: MESSAGE }]);

      expect((await http.post(`/v2/process-instances/${key}/cancellation`)).status).toBe(204);

      await eventually(() => copiesOf('order-3'), []);
      await eventually(handOversLeft, 0);
      const correlated = await http.post('/v2/messages/correlation', { name: MESSAGE, correlationKey: 'order-3' });
      expect(correlated.status).toBe(404);
    });

    it('should forget a copy whose subscription is gone when a publication reaches it', async () => {
      const key = await start('order-4');
      await eventually(() => copiesOf('order-4'), [{ process_instance_key: key, message_name: MESSAGE }]);
      // A copy left over, as when a close was not yet handed over: its instance has no such subscription.
      await db.query(
        `insert into message_subscription (correlation_key, key, message_name, tenant_id, process_instance_key, bpmn_process_id, opened_at)
         values ('order-4', 1, $1, '<default>', $2, 'message-catch', now())`,
        [MESSAGE, key],
      );

      const published = await http.post('/v2/messages/publication', { name: MESSAGE, correlationKey: 'order-4' });

      expect(published.status).toBe(200);
      await eventually(() => stateOf(key), 'COMPLETED');
      await eventually(() => copiesOf('order-4'), []);
    });
  });
}
