/**
 * The database out of reach while the engine runs: every command answers 503 with Retry-After (what the official
 * client retries), never 500, and the engine serves again once the database is back, without a restart.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="outage-definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="outage" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="outage-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('the database out of reach', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let admin: pg.Client;
  let database: string;

  /** Closes the engine's database to new connections and ends the ones it has, as a restart or failover does. */
  async function cutOff() {
    await admin.query(`alter database ${database} allow_connections false`);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [database]);
  }
  const restore = () => admin.query(`alter database ${database} allow_connections true`);

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    database = decodeURIComponent(new URL(engine.databaseUrl).pathname.slice(1));
    const adminUrl = new URL(engine.databaseUrl);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const deployed = await http.deploy({ 'outage.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(async () => {
    await restore().catch(() => undefined);
    await admin?.end();
    await engine?.close();
  });

  it('should answer 503 with Retry-After while the database is gone, and serve again once it is back', async () => {
    // given
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'outage' })).status).toBe(200);

    // when
    await cutOff();
    const answers = [
      await http.post('/v2/process-instances', { processDefinitionId: 'outage' }),
      await http.post('/v2/process-instances/search', {}),
      await http.post('/v2/messages/publication', { name: 'paid', correlationKey: 'k' }),
      await http.post('/v2/jobs/activation', { type: 'outage-work', maxJobsToActivate: 1, timeout: 1000 }),
      // The key is claimed in a hook before the route, in the database too.
      await http.post('/v2/process-instances', { processDefinitionId: 'outage' }, { 'idempotency-key': 'during-the-outage' }),
      await http.deploy({ 'outage.bpmn': PROCESS }),
    ];

    // then
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toMatchObject({ title: 'UNAVAILABLE', detail: 'The database cannot be reached for now; retry later' });
    }

    // when
    await restore();

    // then
    await eventually(async () => (await http.post('/v2/process-instances', { processDefinitionId: 'outage' })).status, 200);
    const found = await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', {});
    expect(found.body.page.totalItems).toBe(2);
  });
});

describe('the database answering no more', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let locker: pg.Client;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { DB_POOL_SIZE: '2', DB_CONNECT_TIMEOUT_MS: '500' } });
    http = new HttpClient(engine.baseUrl);
    locker = new pg.Client({ connectionString: engine.databaseUrl });
    await locker.connect();
    expect((await http.deploy({ 'outage.bpmn': PROCESS })).status).toBe(200);
  });
  afterAll(async () => {
    await locker?.end();
    await engine?.close();
  });

  it('should answer 503 with Retry-After once a request waited DB_CONNECT_TIMEOUT_MS for a connection, and serve again after', async () => {
    // given: every connection of the pool waits on a lock, as on a database that stopped answering
    await locker.query('begin');
    await locker.query('lock table process_instance in access exclusive mode');
    const stuck = [1, 2].map(() => http.post('/v2/process-instances', { processDefinitionId: 'outage' }));
    await eventually(async () => {
      const [row] = (await locker.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))
        .rows;
      return (row as { n: number }).n >= 2;
    }, true);

    // when
    const waited = await http.post('/v2/process-instances', { processDefinitionId: 'outage' });

    // then
    expect(waited.status, JSON.stringify(waited.body)).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('1');

    // when
    await locker.query('rollback');

    // then
    expect((await Promise.all(stuck)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'outage' })).status).toBe(200);
  });
});
