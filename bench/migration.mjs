#!/usr/bin/env node
// Batch migration benchmark: N instances of apps/engine/src/migration/migration.lanes.v1.bpmn, spread over its five
// service tasks, migrate to version 2 with one POST /v2/process-instances/migration. With KILL=1 (the default) the
// engine is killed (SIGKILL) once KILL_AT per cent of the items are done and a new engine process carries the batch
// to the end. Checked in the database: no instance half-migrated, at the kill and at the end. See bench/README.md.
//
//   node bench/migration.mjs                  N=10000
//   node bench/migration.mjs N=2000 KILL=0
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, startEngine, withClient } from './lib/engine.mjs';
import { readOptions, startInstances, waitUntil } from './lib/waiting-kit.mjs';
import { EngineClient } from './lib/workload.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const FIXTURES = join(REPO_ROOT, 'apps/engine/src/migration');
const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const log = (message) => process.stderr.write(`[migration] ${message}\n`);

const options = readOptions({
  N: 10_000,
  C: 32,
  KILL: 1,
  KILL_AT: 40,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
});
const cleanups = cleanupStack(log);
const PLAN = [1, 2, 3, 4, 5].map((lane) => ({ sourceElementId: `lane-${lane}`, targetElementId: `lane-${lane}` }));

/** Instances with a row of another definition than their own, or an open job of the other version's type (see batch-migration-checks.ts). */
const HALF_MIGRATED_SQL = `
  select count(*)::int as count from process_instance p
   where p.bpmn_process_id = 'migration-lanes' and p.state = 'ACTIVE' and (
     exists (select 1 from element_instance e where e.process_instance_key = p.key and e.end_date is null
              and e.process_definition_key <> p.process_definition_key)
     or exists (select 1 from job j where j.process_instance_key = p.key and j.state not in ('COMPLETED', 'CANCELED')
                 and (j.process_definition_key <> p.process_definition_key
                      or j.type <> case when p.process_definition_key = $1::bigint then 'lane-v1' else 'lane-v2' end)))`;

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  const engineOptions = { repoRoot: REPO_ROOT, mainJs: ENGINE_MAIN, env: database.engineEnv, logLevel: options.ENGINE_LOG_LEVEL, log };
  let engine = await startEngine(engineOptions);
  cleanups.push(() => engine.stop());
  let client = new EngineClient(engine.baseUrl, 'http');
  const v1 = (await client.deploy(join(FIXTURES, 'migration.lanes.v1.bpmn'))).deployments[0].processDefinition.processDefinitionKey;
  const v2 = (await client.deploy(join(FIXTURES, 'migration.lanes.v2.bpmn'))).deployments[0].processDefinition.processDefinitionKey;
  const halfMigrated = () => withClient(database.databaseUrl, async (sql) => (await sql.query(HALF_MIGRATED_SQL, [v1])).rows[0].count);

  log(`Starting ${options.N} instances over five lanes, ${options.C} at a time`);
  const startBegan = performance.now();
  await startInstances([client], options.N, (i) => ({ processDefinitionKey: v1, variables: { lane: (i % 5) + 1 } }), {
    concurrency: options.C,
    onProgress: (done) => done % 2000 === 0 && log(`  ${done} started`),
  });
  const startSeconds = (performance.now() - startBegan) / 1000;

  const began = performance.now();
  const { batchOperationKey } = await client.request('POST', '/v2/process-instances/migration', {
    json: { filter: { processDefinitionKey: v1 }, migrationPlan: { targetProcessDefinitionKey: v2, mappingInstructions: PLAN }, reason: 'bench' },
  });
  const read = () => client.request('GET', `/v2/batch-operations/${batchOperationKey}`);
  const progress = [];
  const sample = (batch) => progress.push({ seconds: Math.round((performance.now() - began) / 100) / 10, completed: batch.operationsCompletedCount });
  let kill = null;
  if (options.KILL) {
    const threshold = Math.floor((options.N * options.KILL_AT) / 100);
    const reached = (batch) => {
      sample(batch);
      return batch.operationsCompletedCount >= threshold;
    };
    const atKill = await waitUntil(read, reached, {
      timeoutMs: 30 * 60_000,
      everyMs: 200,
      what: `${threshold} items done`,
    });
    process.kill(engine.pid, 'SIGKILL');
    await waitUntil(
      async () => engine.exited,
      (exited) => exited !== null,
      { what: 'the killed engine to exit' },
    );
    const killedAt = (performance.now() - began) / 1000;
    const half = await halfMigrated();
    log(`Killed the engine at ${atKill.operationsCompletedCount} items (${killedAt.toFixed(1)} s): ${half} instances half-migrated`);
    client.close();
    const restartBegan = performance.now();
    engine = await startEngine(engineOptions);
    client = new EngineClient(engine.baseUrl, 'http');
    kill = { atItems: atKill.operationsCompletedCount, atSeconds: killedAt, halfMigrated: half, restartSeconds: (performance.now() - restartBegan) / 1000 };
  }
  const ended = (batch) => {
    sample(batch);
    return batch.state !== 'ACTIVE';
  };
  const done = await waitUntil(read, ended, { timeoutMs: 60 * 60_000, everyMs: 200, what: 'the batch to end' });
  const seconds = (performance.now() - began) / 1000;
  const halfAtEnd = await halfMigrated();
  const onTarget = await withClient(
    database.databaseUrl,
    async (sql) =>
      (await sql.query(`select count(*)::int as count from process_instance where process_definition_key = $1 and state = 'ACTIVE'`, [v2])).rows[0].count,
  );
  const ok =
    done.state === 'COMPLETED' && done.operationsCompletedCount === options.N && onTarget === options.N && halfAtEnd === 0 && (kill?.halfMigrated ?? 0) === 0;
  const report = {
    options: { ...options, DATABASE_URL: undefined, ADMIN_DATABASE_URL: undefined },
    startSeconds,
    batch: { state: done.state, completed: done.operationsCompletedCount, failed: done.operationsFailedCount },
    seconds,
    itemsPerSecond: options.N / seconds,
    kill,
    halfMigratedAtEnd: halfAtEnd,
    onTarget,
    progress: progress.filter((_, index) => index % 10 === 0),
    ok,
  };
  console.log(
    [
      `Batch migration of ${options.N} instances over five active elements`,
      `  started in           ${startSeconds.toFixed(1)} s`,
      `  batch                ${done.state}, ${done.operationsCompletedCount} completed, ${done.operationsFailedCount} failed, in ${seconds.toFixed(1)} s (${report.itemsPerSecond.toFixed(0)} instances/s, kill and restart included)`,
      kill
        ? `  engine killed at     ${kill.atItems} items (${kill.atSeconds.toFixed(1)} s); half-migrated then: ${kill.halfMigrated}; restart took ${kill.restartSeconds.toFixed(1)} s`
        : '  no kill',
      `  at the end           ${onTarget} on version 2, ${halfAtEnd} half-migrated: ${ok ? 'OK' : 'FAILED'}`,
    ].join('\n'),
  );
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `migration-${new Date().toISOString().replaceAll(':', '-')}.json`), JSON.stringify(report, null, 2));
  client.close();
  if (!ok) process.exitCode = 1;
}

main()
  .catch((error) => {
    log(error.stack ?? String(error));
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
