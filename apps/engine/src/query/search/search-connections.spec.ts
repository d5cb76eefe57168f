import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_ADMIN, type Caller, runAsCaller } from '../../auth/caller.js';
import { loadEngineConfig } from '../../config/engine-config.js';
import { PgPool } from '../../database/pg-pool.js';
import { ApiProblem } from '../../http/problem-detail.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-engine.js';
import { SearchConnections, searchConnectionsOf } from './search-connections.js';

const TIMEOUT_MS = 300;
const olga: Caller = { ...ANONYMOUS_ADMIN, id: 'olga', kind: 'USER', tenants: ['<default>'] };

const asCaller = <T>(caller: Caller, work: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => runAsCaller(caller, () => void work().then(resolve, reject)));

/** What a search call failed with: its status, or what it threw when that was no problem. */
const statusOf = (search: Promise<unknown>): Promise<number | unknown> =>
  search.then(
    () => 'answered',
    (error: unknown) => (error instanceof ApiProblem ? error.status : error),
  );

/** A search that holds its connection until the spec lets it end; `started` once it has the connection. */
function heldSearch() {
  let finish = () => {};
  let started = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  const search = () =>
    new Promise<void>((resolve) => {
      finish = resolve;
      started();
    });
  return { search, running, finish: () => finish() };
}

/** One search connection, searches of 300 ms at most, one search per caller. */
describe('SearchConnections', () => {
  let databaseUrl: string;
  let pgPool: PgPool;
  let connections: SearchConnections;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    // The search connections read only how to connect from the engine's pool: its DataSource is never opened.
    pgPool = new PgPool(new DataSource({ type: 'postgres', url: databaseUrl, applicationName: 'search-connections-spec' }));
    const config = loadEngineConfig({ SEARCH_POOL_SIZE: '1', SEARCH_TIMEOUT_MS: String(TIMEOUT_MS), MAX_CONCURRENT_SEARCHES: '1' });
    connections = new SearchConnections(pgPool, config);
  });
  afterAll(async () => {
    await connections?.onModuleDestroy();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('should be found by the engine pool it was made for', () => {
    expect(searchConnectionsOf(pgPool)).toBe(connections);
  });

  it('should cancel a statement past the timeout with 504, and keep its connection for the next search', async () => {
    // given
    const before = await connections.run((statements) => statements.query<{ pid: number }>('select pg_backend_pid() as pid'));

    // when
    const slow = await statusOf(connections.run((statements) => statements.query('select pg_sleep(5)')));

    // then
    expect(slow).toBe(504);
    expect(await connections.run((statements) => statements.query<{ pid: number }>('select pg_backend_pid() as pid'))).toEqual(before);
  });

  it('should answer 503 when no search connection comes free within the timeout', async () => {
    // given: the only connection held by a search that waits for the spec
    const held = heldSearch();
    const holding = connections.run(held.search);
    await held.running;

    // when
    const waiting = await statusOf(connections.run((statements) => statements.query('select 1')));

    // then
    expect(waiting).toBe(503);
    held.finish();
    await holding;
  });

  it("should refuse a caller's search beyond MAX_CONCURRENT_SEARCHES with 429, counting it out once it ended", async () => {
    // given: olga's one search under way
    const held = heldSearch();
    const first = asCaller(olga, () => connections.run(held.search));
    await held.running;

    // when
    const second = await statusOf(asCaller(olga, () => connections.run((statements) => statements.query('select 1'))));
    held.finish();
    await first;
    const third = await statusOf(asCaller(olga, () => connections.run((statements) => statements.query('select 1'))));

    // then
    expect([second, third]).toEqual([429, 'answered']);
  });
});
