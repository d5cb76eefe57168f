#!/usr/bin/env node
// Waiting-instances benchmark: N instances that wait (a third on a timer a day away, a third on a message, a third on
// a user task) must cost the engine no memory, survive a restart, and still complete. See bench/README.md.
//
//   node bench/waiting-instances.mjs                 N=100000
//   node bench/waiting-instances.mjs N=10000 IDLE=5
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, sleep, withClient } from './lib/engine.mjs';
import { readOptions, startInstances, startProbedEngine, waitUntil } from './lib/waiting-kit.mjs';
import { EngineClient } from './lib/workload.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const FIXTURES = join(REPO_ROOT, 'apps/engine/src/timers');
const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const KINDS = ['waiting-timer', 'waiting-message', 'waiting-user-task'];
const DAY = 24 * 60 * 60 * 1000;
const log = (message) => process.stderr.write(`[waiting] ${message}\n`);

const options = readOptions({
  N: 100_000,
  WARMUP: 3000,
  STEPS: 4,
  C: 64,
  IDLE: 30,
  SAMPLE: 100,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
});
const cleanups = cleanupStack(log);

const MiB = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
/**
 * Table, index and TOAST bytes of every table of the engine's schema, read right after the starts: what the rows
 * take on disk, free space in their pages included (the starts only insert, so there is little of it).
 */
const TABLE_BYTES_SQL = `select c.relname as name, pg_total_relation_size(c.oid)::bigint as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = current_schema() and c.relkind = 'r'`;
const kindOf = (index) => KINDS[index % KINDS.length];
const orderId = (index) => `order-${index}`;

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  const engineOptions = {
    repoRoot: REPO_ROOT,
    mainJs: ENGINE_MAIN,
    env: { ...database.engineEnv, CLOCK_CONTROL: 'true' },
    logLevel: options.ENGINE_LOG_LEVEL,
    log,
  };
  let engine = await startProbedEngine({ ...engineOptions, name: 'engine' });
  cleanups.push(() => engine.stop());
  let client = new EngineClient(engine.baseUrl, 'http');
  const t0 = Date.now();
  await client.request('PUT', '/v2/clock', { json: { timestamp: t0 }, expect: [204] });
  for (const kind of KINDS) await client.deploy(join(FIXTURES, `${kind.replace('waiting-', 'waiting.')}.bpmn`));

  const memory = [];
  const sample = async (label, waiting) => {
    const usage = await engine.memory();
    const point = {
      label,
      waiting,
      heapUsedMiB: MiB(usage.heapUsed),
      heapTotalMiB: MiB(usage.heapTotal),
      rssMiB: MiB(usage.rss),
      externalMiB: MiB(usage.external),
    };
    memory.push(point);
    log(`${label.padEnd(26)} ${String(waiting).padStart(7)} waiting: heap used ${point.heapUsedMiB} MiB after gc, RSS ${point.rssMiB} MiB`);
  };
  // A keep-alive socket idle for longer than the server's keep-alive timeout may be closed just as it is reused:
  // every phase after a pause starts on fresh connections.
  const fresh = () => {
    client.close();
    client = new EngineClient(engine.baseUrl, 'http');
  };
  const start = async (from, count) => {
    fresh();
    const began = performance.now();
    const keys = await startInstances([client], count, (i) => ({ processDefinitionId: kindOf(from + i), variables: { orderId: orderId(from + i) } }), {
      concurrency: options.C,
      onProgress: (done) => done % 10_000 === 0 && log(`  ${done} of ${count} started`),
    });
    return { keys, seconds: (performance.now() - began) / 1000 };
  };

  const tableBytes = async () =>
    new Map((await withClient(database.databaseUrl, (pg) => pg.query(TABLE_BYTES_SQL))).rows.map((row) => [row.name, Number(row.bytes)]));

  // given: a warm engine (JIT, pools, caches), the baseline
  await sample('idle, none waiting', 0);
  await start(0, options.WARMUP);
  await sample('after warm-up', options.WARMUP);
  const disk0 = await tableBytes();

  // when: N more instances start waiting, in STEPS
  const keys = [];
  let startSeconds = 0;
  const step = Math.ceil(options.N / options.STEPS);
  for (let from = 0; from < options.N; from += step) {
    const started = await start(options.WARMUP + from, Math.min(step, options.N - from));
    keys.push(...started.keys);
    startSeconds += started.seconds;
    await sample(`after ${keys.length} more`, options.WARMUP + keys.length);
  }
  const total = options.WARMUP + options.N;
  const disk1 = await tableBytes();
  const diskByTable = Object.fromEntries(
    [...disk1]
      .map(([name, bytes]) => [name, Math.round((bytes - (disk0.get(name) ?? 0)) / options.N)])
      .filter(([, perInstance]) => perInstance !== 0)
      .sort((a, b) => b[1] - a[1]),
  );
  const diskBytesPerInstance = Object.values(diskByTable).reduce((a, b) => a + b, 0);
  log(`Idle for ${options.IDLE} s`);
  const rssBeforeIdle = engine.rss();
  await sleep(options.IDLE * 1000);
  const rssAfterIdle = engine.rss();
  await sample(`after ${options.IDLE} s idle`, total);

  // when: the engine restarts
  await engine.stop();
  client.close();
  engine = await startProbedEngine({ ...engineOptions, name: 'restarted engine' });
  client = new EngineClient(engine.baseUrl, 'http');
  await client.request('PUT', '/v2/clock', { json: { timestamp: t0 }, expect: [204] });
  await sample('after restart', total);

  // then: everything still waits where it waited
  fresh();
  const count = async (path, filter) => (await client.request('POST', path, { json: { filter, page: { limit: 1 } } })).page.totalItems;
  // Totals above 10,000 are capped by the search API (hasMoreTotalItems): those are counted in the database.
  const countRows = async (text, params = []) => (await withClient(database.databaseUrl, (pg) => pg.query(text, params))).rows[0].n;
  const activeCount = () => countRows(`select count(*)::int as n from process_instance where state = 'ACTIVE'`);
  const completedOf = (kind) => countRows(`select count(*)::int as n from process_instance where bpmn_process_id = $1 and state = 'COMPLETED'`, [kind]);
  const started = (kind) => Array.from({ length: total }, (_, i) => i).filter((i) => kindOf(i) === kind).length;
  const afterRestart = {
    activeInstances: await activeCount(),
    waitingElements: Object.fromEntries(
      await Promise.all(
        KINDS.map(async (kind) => [
          kind,
          await countRows(
            `select count(*)::int as n from element_instance e join process_instance p on p.key = e.process_instance_key
              where p.bpmn_process_id = $1 and e.element_id = 'wait' and e.end_date is null`,
            [kind],
          ),
        ]),
      ),
    ),
    openUserTasks: await countRows(`select count(*)::int as n from user_task where state = 'CREATED'`),
  };
  const stillWaiting =
    afterRestart.activeInstances === total &&
    KINDS.every((kind) => afterRestart.waitingElements[kind] === started(kind)) &&
    afterRestart.openUserTasks === started('waiting-user-task');
  log(`after restart: ${JSON.stringify(afterRestart)}`);

  // when: a sample of messages and user tasks arrive, and the clock moves a day on (every timer is due)
  fresh();
  const indexes = (kind) =>
    Array.from({ length: options.SAMPLE * KINDS.length }, (_, i) => options.WARMUP + i)
      .filter((i) => kindOf(i) === kind)
      .slice(0, options.SAMPLE);
  const sampleKeys = Object.fromEntries(KINDS.map((kind) => [kind, indexes(kind).map((i) => keys[i - options.WARMUP])]));
  for (const i of indexes('waiting-message')) {
    await client.request('POST', '/v2/messages/correlation', { json: { name: 'order-paid', correlationKey: orderId(i), variables: { paid: true } } });
  }
  for (const processInstanceKey of sampleKeys['waiting-user-task']) {
    const tasks = await client.request('POST', '/v2/user-tasks/search', { json: { filter: { processInstanceKey } } });
    await client.request('POST', `/v2/user-tasks/${tasks.items[0].userTaskKey}/completion`, { json: { variables: { approved: true } }, expect: [204] });
  }
  const timers = started('waiting-timer');
  const pinnedAt = performance.now();
  await client.request('PUT', '/v2/clock', { json: { timestamp: t0 + DAY + 60_000 }, expect: [204] });
  await waitUntil(
    () => completedOf('waiting-timer'),
    (n) => n === timers,
    {
      timeoutMs: 600_000,
      everyMs: 1000,
      what: `${timers} timers to fire`,
    },
  );
  const timerSeconds = (performance.now() - pinnedAt) / 1000;
  await sample('after every timer fired', total - timers - 2 * options.SAMPLE);

  // then
  const completedSamples = Object.fromEntries(
    await Promise.all(
      KINDS.map(async (kind) => [kind, await count('/v2/process-instances/search', { processInstanceKey: { $in: sampleKeys[kind] }, state: 'COMPLETED' })]),
    ),
  );
  const activeLeft = await activeCount();
  const completedOk = KINDS.every((kind) => completedSamples[kind] === options.SAMPLE) && activeLeft === total - timers - 2 * options.SAMPLE;

  const baseline = memory.find((point) => point.label === 'after warm-up');
  const loaded = memory.find((point) => point.label === `after ${options.N} more`);
  // Two fresh processes that did nothing but start: one before any instance, one over every waiting instance. Their
  // difference is what waiting instances cost a running engine, without the JIT code and caches that starting them
  // left in the first process (which the growth above includes).
  const idle = memory.find((point) => point.label === 'idle, none waiting');
  const restarted = memory.find((point) => point.label === 'after restart');
  const result = {
    benchmark: 'waiting-instances',
    at: new Date().toISOString(),
    options: { N: options.N, WARMUP: options.WARMUP, C: options.C, IDLE: options.IDLE, SAMPLE: options.SAMPLE },
    startThroughput: Math.round((options.N / startSeconds) * 10) / 10,
    memory,
    heapGrowthBytesPerInstance: Math.round(((loaded.heapUsedMiB - baseline.heapUsedMiB) * 2 ** 20) / options.N),
    heapAtRestartBytesPerInstance: Math.round(((restarted.heapUsedMiB - idle.heapUsedMiB) * 2 ** 20) / total),
    diskBytesPerInstance,
    diskBytesPerInstanceByTable: diskByTable,
    rssDuringIdleMiB: [MiB(rssBeforeIdle), MiB(rssAfterIdle)],
    afterRestart,
    stillWaiting,
    timerFire: { timers, seconds: Math.round(timerSeconds * 100) / 100, throughput: Math.round((timers / timerSeconds) * 10) / 10 },
    completedSamples,
    activeLeft,
    ok: stillWaiting && completedOk,
  };
  console.log(`
Waiting instances: ${options.N} (+${options.WARMUP} warm-up), a third each on a timer (P1D), a message, a user task
  started               ${options.N} in ${Math.round(startSeconds)} s (${result.startThroughput}/s)
  engine memory         ${memory.map((point) => `${point.waiting}: ${point.heapUsedMiB}`).join(', ')} MiB heap used after gc
                        (${result.heapGrowthBytesPerInstance} B per waiting instance from ${baseline.waiting} to ${loaded.waiting}; a restarted engine over ${total}: ${result.heapAtRestartBytesPerInstance} B per instance against a fresh one over none); RSS ${memory.map((point) => point.rssMiB).join(', ')} MiB
  disk                  ${diskBytesPerInstance} B of table, index and TOAST space per waiting instance (${Object.entries(diskByTable)
    .map(([name, bytes]) => `${name} ${bytes}`)
    .join(', ')})
  after restart         ${afterRestart.activeInstances} ACTIVE, waiting ${KINDS.map((kind) => `${kind} ${afterRestart.waitingElements[kind]}`).join(', ')}, ${afterRestart.openUserTasks} open user tasks: ${stillWaiting ? 'OK' : 'FAILED'}
  completion            ${KINDS.map((kind) => `${kind} ${completedSamples[kind]}/${options.SAMPLE}`).join(', ')} of the sample COMPLETED; all ${timers} timers fired in ${result.timerFire.seconds} s (${result.timerFire.throughput}/s, one engine); ${activeLeft} still waiting: ${completedOk ? 'OK' : 'FAILED'}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `waiting-instances-${result.at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`Result written to ${file}`);
  client.close();
  if (!result.ok) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  log(error.stack ?? String(error));
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
