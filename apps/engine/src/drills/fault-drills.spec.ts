import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it, onTestFinished } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../database/embedded-database.js';
import { createTestDatabase, dropTestDatabase, freePort, startEngineProcess } from '../testing/test-engine.js';
import { connected, drill, LONG, progress, sleep, TEST_TIMEOUT_MS } from './drill-run.js';

/**
 * Fault drills (drill-run.ts says how each runs and what it checks): the engine SIGKILLed, its connections dropped,
 * its PostgreSQL restarted, each under load. `npm run drills` runs the long form (DRILLS=long); the normal test suite
 * a short one. Needs the built engine (apps/engine/dist/main.js).
 */
describe(`fault drills (${LONG ? 'long' : 'short'} form)`, { timeout: TEST_TIMEOUT_MS }, () => {
  const databases: string[] = [];
  afterAll(async () => {
    for (const url of databases) await dropTestDatabase(url);
  });
  const database = async () => {
    const url = await createTestDatabase();
    databases.push(url);
    return url;
  };

  it('should lose and double nothing when the engine is SIGKILLed under load and restarted', async () => {
    await drill('sigkill', await database(), async (drilled) => {
      const acknowledged = drilled.load.outcomes.acknowledgedStarts.size;
      await drilled.engine.kill('SIGKILL');
      const down = Date.now();
      drilled.engine = await startEngineProcess(drilled.databaseUrl);
      return `SIGKILL after ${acknowledged} acknowledged starts, restarted in ${Date.now() - down} ms`;
    });
  });

  it("should lose and double nothing when the engine's database connections are dropped mid-transaction", async () => {
    await drill('dropped connections', await database(), async (drilled) => {
      const admin = await connected(drilled.databaseUrl);
      let terminated = 0;
      try {
        // Every 200 ms for a while, every connection of the engine is cut, whatever it is doing.
        for (let round = 0; round < (LONG ? 50 : 10); round++) {
          const { rows } = await admin.query<{ pid: number }>(
            `select pg_terminate_backend(pid) as pid from pg_stat_activity
              where datname = current_database() and application_name like 'baton-engine:%' and pid <> pg_backend_pid()`,
          );
          terminated += rows.length;
          await sleep(200);
        }
      } finally {
        await admin.end();
      }
      return `${terminated} engine connections terminated in ${LONG ? 50 : 10} rounds`;
    });
  });

  it('should lose and double nothing when PostgreSQL restarts under load', async () => {
    // The drill's own PostgreSQL (never the shared server): stopped and started again on its port and data.
    const dir = mkdtempSync(join(tmpdir(), 'baton-drill-pg-'));
    chmodSync(dir, 0o755); // as root, PostgreSQL runs as user postgres, who must enter it
    const options = { dataDir: dir, port: await freePort(), database: 'drill' };
    let server: EmbeddedDatabase = await startEmbeddedDatabase(options);
    // A stray server on its data kept running after a timed-out drill, and the next drill failed beside it.
    onTestFinished(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    await drill('postgres restart', server.url, async () => {
      const down = Date.now();
      progress('stopping PostgreSQL');
      await server.stop();
      progress('starting PostgreSQL');
      server = await startEmbeddedDatabase(options);
      progress('PostgreSQL up');
      return `PostgreSQL stopped (fast shutdown) and up again after ${Date.now() - down} ms`;
    });
  });
});
