#!/usr/bin/env node
// Timer benchmark: N timers due at the same instant, fired by ENGINES engine processes sharing one database.
// Reports the fire throughput and checks from the history that every timer fired exactly once. See bench/README.md.
//
//   node bench/timers.mjs                 N=10000 ENGINES=2
//   node bench/timers.mjs N=2000 ENGINES=1
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, sleep, withClient } from './lib/engine.mjs';
import { AllProcesses, machineTicks, ticksToMs } from './lib/proc.mjs';
import { readOptions, startInstances, startProbedEngine } from './lib/waiting-kit.mjs';
import { EngineClient } from './lib/workload.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const MODEL = join(REPO_ROOT, 'apps/engine/src/timers/timer-catch.variable.bpmn');
const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const log = (message) => process.stderr.write(`[timers] ${message}\n`);

const DEFAULTS = {
  N: 10_000,
  ENGINES: 2,
  C: 64,
  TIMEOUT: 300,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
};

const options = readOptions(DEFAULTS);
const cleanups = cleanupStack(log);

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  if (database.mode === 'embedded') throw new Error('Several engine processes need one PostgreSQL server: set DATABASE_URL or ADMIN_DATABASE_URL');
  const sql = (text, params) => withClient(database.databaseUrl, (client) => client.query(text, params));

  // The testing clock makes every timer due at one instant, however long the instances took to start.
  const engines = [];
  for (let i = 0; i < options.ENGINES; i++) {
    const engine = await startProbedEngine({
      repoRoot: REPO_ROOT,
      mainJs: ENGINE_MAIN,
      env: { ...database.engineEnv, CLOCK_CONTROL: 'true' },
      logLevel: options.ENGINE_LOG_LEVEL,
      name: `engine-${i + 1}`,
      log,
    });
    engines.push(engine);
    cleanups.push(() => engine.stop());
  }
  let clients = engines.map((engine) => new EngineClient(engine.baseUrl, 'http'));
  const t0 = Date.now();
  const pinAll = (timestamp) => Promise.all(clients.map((client) => client.request('PUT', '/v2/clock', { json: { timestamp }, expect: [204] })));
  await pinAll(t0);
  await clients[0].deploy(MODEL);

  // Fresh keep-alive connections: one idle past the server's keep-alive timeout may be closed just as it is reused.
  const fresh = () => {
    for (const client of clients) client.close();
    clients = engines.map((engine) => new EngineClient(engine.baseUrl, 'http'));
  };
  fresh();
  log(`Starting ${options.N} instances waiting PT1H on ${options.ENGINES} engine(s)`);
  const startedAt = performance.now();
  const keys = await startInstances(clients, options.N, () => ({ processDefinitionId: 'timer-catch-variable', variables: { wait: 'PT1H' } }), {
    concurrency: options.C,
    onProgress: (done) => done % 5000 === 0 && log(`  ${done} started`),
  });
  const startSeconds = (performance.now() - startedAt) / 1000;
  const { rows: waiting } = await sql(`select count(*)::int as n, min(due_at) as first, max(due_at) as last from event_subscription where kind = 'timer'`);
  log(`${waiting[0].n} timers waiting, all due at ${waiting[0].first?.toISOString()}`);

  // when: every timer becomes due at once
  fresh();
  const cpuBefore = engines.map((engine) => engine.cpuMs());
  const machineBefore = machineTicks();
  const everyone = new AllProcesses();
  everyone.begin();
  let lastSample = performance.now();
  const pinnedAt = performance.now();
  await pinAll(t0 + 3_600_000);
  const timeline = [];
  let fired = 0;
  let firstFireMs = null;
  const deadline = pinnedAt + options.TIMEOUT * 1000;
  await withClient(database.databaseUrl, async (client) => {
    while (fired < options.N) {
      // Cheap enough to ask often: the subscriptions still open (the history is far larger than this table).
      const { rows } = await client.query(`select count(*)::int as n from event_subscription where kind = 'timer'`);
      fired = options.N - rows[0].n;
      const at = performance.now() - pinnedAt;
      if (fired > 0 && firstFireMs === null) firstFireMs = at;
      timeline.push([Math.round(at), fired]);
      if (performance.now() > deadline) throw new Error(`only ${fired} of ${options.N} timers fired within ${options.TIMEOUT} s`);
      if (performance.now() - lastSample > 500) {
        everyone.sample();
        lastSample = performance.now();
      }
      if (fired < options.N) await sleep(50);
    }
  });
  const fireSeconds = (performance.now() - pinnedAt) / 1000;
  const cpu = engines.map((engine, i) => engine.cpuMs() - cpuBefore[i]);
  everyone.sample();
  const machine = machineTicks();
  const cores = (ms) => round(ms / 1000 / fireSeconds);
  const byCommand = everyone.top(new Set([process.pid]), 100);
  const postgresMs = byCommand.filter((entry) => entry.comm.startsWith('postgres')).reduce((sum, entry) => sum + entry.ms, 0);
  const split = {
    engines: cores(cpu.reduce((a, b) => a + b, 0)),
    postgres: cores(postgresMs),
    machineBusyPercent: round((100 * (machine.busy - machineBefore.busy)) / Math.max(1, machine.total - machineBefore.total)),
    machineCores: round(ticksToMs(machine.total - machineBefore.total) / 1000 / fireSeconds),
  };

  // then: exactly once, from the history
  const { rows: perSubscription } = await sql(
    `select count(*)::int as subscriptions, count(*) filter (where fires <> 1)::int as not_once, coalesce(sum(fires), 0)::int as fires
       from (select payload->>'subscriptionKey' as key, count(*) as fires from history_event where type = 'EventTriggered' group by 1) s`,
  );
  const { rows: other } = await sql(
    `select (select count(*)::int from history_event where type = 'EventTriggerIgnored') as ignored,
            (select count(*)::int from process_instance where key = any($1::bigint[]) and state = 'COMPLETED') as completed,
            (select count(*)::int from event_subscription) as subscriptions_left`,
    [keys],
  );
  const check = { ...perSubscription[0], ...other[0] };
  const ok =
    check.subscriptions === options.N &&
    check.not_once === 0 &&
    check.fires === options.N &&
    check.ignored === 0 &&
    check.completed === options.N &&
    check.subscriptions_left === 0;

  const result = {
    benchmark: 'timers',
    at: new Date().toISOString(),
    options: { N: options.N, ENGINES: options.ENGINES, C: options.C },
    startThroughput: round(options.N / startSeconds),
    fireSeconds: round(fireSeconds),
    fireThroughput: round(options.N / fireSeconds),
    firstFireMs: round(firstFireMs),
    engineCpuMsPerFire: cpu.map((ms) => round(ms / options.N, 3)),
    cpuSplitCores: split,
    timeline: timeline.filter((_, i) => i % 10 === 0 || i === timeline.length - 1),
    verification: { ok, ...check },
  };
  console.log(`
Timers: ${options.N} due at once, ${options.ENGINES} engine process(es) on one database
  instances started     ${options.N} in ${round(startSeconds)} s (${result.startThroughput}/s, not part of the figure below)
  fire throughput       ${result.fireThroughput} timers/s (${options.N} in ${result.fireSeconds} s after the clock moved; first fire after ${result.firstFireMs} ms)
  engine CPU            ${cpu.map((ms, i) => `${engines[i].name} ${round(ms / 1000)} s`).join(', ')} (${round(cpu.reduce((a, b) => a + b, 0) / options.N, 3)} ms per fire in all)
  CPU while firing      engines ${split.engines} cores, PostgreSQL ${split.postgres} cores; machine ${split.machineBusyPercent}% busy (${split.machineCores} cores)
  verification          ${ok ? 'OK' : 'FAILED'}: ${check.subscriptions} timers fired ${check.fires} times (${check.not_once} not exactly once), ${check.ignored} ignored triggers, ${check.completed}/${options.N} instances COMPLETED, ${check.subscriptions_left} subscriptions left`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `timers-${result.at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`Result written to ${file}`);
  for (const client of clients) client.close();
  if (!ok) process.exitCode = 1;
}

function round(value, digits = 2) {
  return value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
}

try {
  await main();
} catch (error) {
  log(error.stack ?? String(error));
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
