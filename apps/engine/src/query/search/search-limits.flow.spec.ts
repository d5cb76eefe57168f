import { DEFAULT_TENANT_ID } from '@baton/api-contract';
import type { CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../../database/pg-pool.js';
import { eventually } from '../../testing/eventually.js';
import { type FakeIssuer, startFakeIssuer } from '../../testing/fake-issuer.js';
import { HttpClient, type HttpResult } from '../../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../../testing/test-engine.js';
import { SEARCH_APPLICATION_SUFFIX } from './search-connections.js';

const SEARCH_TIMEOUT_MS = 1500;
const WAIT = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="search-limits-wait" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="search-limits-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="a" sourceRef="start" targetRef="work" />
  </bpmn:process>
</bpmn:definitions>`;

interface Problem {
  title: string;
  detail: string;
}

/** Runs `during` while another transaction holds the process instances locked; the lock goes when it returns. */
const whileLocked = <T>(pg: PgPool, during: () => Promise<T>): Promise<T> =>
  pg.withConnection(async (client) => {
    await client.query('begin');
    await client.query('lock table process_instance in access exclusive mode');
    try {
      return await during();
    } finally {
      await client.query('rollback');
    }
  });

/** Searches waiting for the lock (held by the locked table: under way). */
const searchesWaitingIn = async (pg: PgPool) =>
  Number(
    (
      await pg.query<{ count: string }>(
        `select count(*)::text as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and application_name like '%' || $1`,
        [SEARCH_APPLICATION_SUFFIX],
      )
    )[0]?.count,
  );

const searchInstances = (client: HttpClient) => client.post<Problem & { items?: unknown[] }>('/v2/process-instances/search', { filter: {} });

/**
 * Searches are limited: each statement by SEARCH_TIMEOUT_MS (504), each caller to MAX_CONCURRENT_SEARCHES at once
 * (429 with Retry-After). A search is made slow by a lock another transaction holds on the table it reads: its
 * statement waits, as a slow one runs, until the lock goes or the timeout cancels it.
 */
describe('search limits', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let pg: PgPool;
  let alice: HttpClient;
  let bob: HttpClient;
  let instanceKey: string;
  let definitionKey: string;

  const adminNamed = async (name: string) =>
    new HttpClient(engine.baseUrl, {
      authorization: `Bearer ${await issuer.token({ preferred_username: name, realm_access: { roles: ['admin'] }, tenant_ids: [DEFAULT_TENANT_ID] })}`,
    });

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({
      env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, SEARCH_TIMEOUT_MS: String(SEARCH_TIMEOUT_MS), SEARCH_POOL_SIZE: '4', MAX_CONCURRENT_SEARCHES: '2' },
    });
    pg = engine.app.get(PgPool);
    alice = await adminNamed('alice');
    bob = await adminNamed('bob');
    const deployed = await alice.deploy<DeploymentResult>({ 'wait.bpmn': WAIT });
    expect(deployed.status).toBe(200);
    definitionKey = deployed.body.deployments[0]?.processDefinition?.processDefinitionKey ?? '';
    const started = await alice.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'search-limits-wait' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    instanceKey = started.body.processInstanceKey;
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  const whileInstancesLocked = <T>(during: () => Promise<T>) => whileLocked(pg, during);
  const searchesWaiting = () => searchesWaitingIn(pg);
  const settled = <T>(promise: Promise<T>) => {
    const state = { done: false };
    void promise.finally(() => (state.done = true));
    return state;
  };

  it('should cancel a search that runs past SEARCH_TIMEOUT_MS with 504, while a read by key waits as long as it must', async () => {
    const { search, read, readStillWaiting } = await whileInstancesLocked(async () => {
      // given: a read by key and a search, both held by the lock
      const read = alice.get<{ processInstanceKey: string }>(`/v2/process-instances/${instanceKey}`);
      const answered = settled(read);
      const searching = searchInstances(alice);
      await eventually(searchesWaiting, 1);

      // when
      const search = await searching;
      return { search, read, readStillWaiting: !answered.done };
    });

    // then: the search was canceled; the read, waiting longer than a search may, answered once the lock went
    expect(search.status).toBe(504);
    expect(search.body.title).toBe('DEADLINE_EXCEEDED');
    expect(search.body.detail).toContain(`${SEARCH_TIMEOUT_MS} ms (SEARCH_TIMEOUT_MS)`);
    expect(readStillWaiting).toBe(true);
    const answered = await read;
    expect(answered.status).toBe(200);
    expect(answered.body.processInstanceKey).toBe(instanceKey);
    expect((await searchInstances(alice)).status).toBe(200);
  });

  it('should refuse a caller one search more than MAX_CONCURRENT_SEARCHES with 429 and Retry-After, and not another caller', async () => {
    const { aliceFirst, aliceThird, bobs } = await whileInstancesLocked(async () => {
      // given: two searches of alice under way
      const aliceFirst = [searchInstances(alice), searchInstances(alice)];
      await eventually(searchesWaiting, 2);

      // when: alice sends a third, and bob one
      const aliceThird = await searchInstances(alice);
      const bobs = searchInstances(bob);
      await eventually(searchesWaiting, 3);
      return { aliceFirst, aliceThird, bobs };
    });

    // then
    expect(aliceThird.status).toBe(429);
    expect(aliceThird.headers.get('retry-after')).toBe('1');
    expect(aliceThird.body.detail).toContain('MAX_CONCURRENT_SEARCHES');
    const statuses = (answers: HttpResult[]) => answers.map((answer) => answer.status);
    expect(statuses([...(await Promise.all(aliceFirst)), await bobs])).toEqual([200, 200, 200]);
    expect((await searchInstances(alice)).status).toBe(200);
  });

  it('should limit an aggregate over what a filter selects (element statistics) as a search', async () => {
    // when
    const statistics = await whileInstancesLocked(() =>
      alice.post<Problem>(`/v2/process-definitions/${definitionKey}/statistics/element-instances`, { filter: {} }),
    );

    // then
    expect(statistics.status).toBe(504);
    expect(statistics.body.title).toBe('DEADLINE_EXCEEDED');
    expect((await alice.post(`/v2/process-definitions/${definitionKey}/statistics/element-instances`, { filter: {} })).status).toBe(200);
  });
});

describe('search limits without authentication', () => {
  let engine: TestEngine;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'none', SEARCH_POOL_SIZE: '4', MAX_CONCURRENT_SEARCHES: '2' } });
    pg = engine.app.get(PgPool);
  });
  afterAll(() => engine?.close());

  it('should not limit the searches of the one anonymous caller that every request is', async () => {
    // given
    const http = new HttpClient(engine.baseUrl);

    // when: three searches at once, more than MAX_CONCURRENT_SEARCHES
    const answers = await whileLocked(pg, async () => {
      const searches = [searchInstances(http), searchInstances(http), searchInstances(http)];
      await eventually(() => searchesWaitingIn(pg), 3);
      return searches;
    });

    // then
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
