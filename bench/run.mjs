#!/usr/bin/env node
// Baton benchmark: start event -> service task -> end event, with job workers over HTTP.
// See bench/README.md. Run with `npm run bench` (builds first) or `node bench/run.mjs` on a fresh build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseName, prepareDatabase, startEngine } from './lib/engine.mjs';
import { OptionsError, parseOptions, usage } from './lib/options.mjs';
import { PgStats } from './lib/pgstats.mjs';
import { AllProcesses, CLK_TCK, CpuGroup, childrenOf, machineTicks, ticksToMs } from './lib/proc.mjs';
import { CompletionBoard, EngineClient, JOB_TYPE, PROCESS_ID, Worker, runInstances } from './lib/workload.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const MODEL = join(BENCH_DIR, 'bench-process.bpmn');
const RESULTS_DIR = join(BENCH_DIR, 'results');

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: run in reverse order once, on success, failure or Ctrl-C.
// ---------------------------------------------------------------------------------------------------------------
const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        log(`Clean-up step failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------------------------
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function distribution(values) {
  const sorted = Float64Array.from(values).sort();
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const r = (x) => Math.round(x * 100) / 100;
  return { p50: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), p99: r(percentile(sorted, 99)), max: r(sorted[sorted.length - 1]), mean: r(mean) };
}

const round = (x, digits = 2) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);

function versions(stats, topology) {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (dirty) commit += '-dirty';
  } catch {}
  const enginePackage = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/engine/package.json'), 'utf8'));
  return {
    node: process.version,
    engine: `${enginePackage.name} ${enginePackage.version}`,
    commit,
    gateway: topology?.gatewayVersion ?? null,
    postgres: stats.serverVersion,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Verification: every measured instance is COMPLETED according to the engine's search API.
// ---------------------------------------------------------------------------------------------------------------
async function verify(client, records, db, warmup) {
  const keys = records.map((record) => record.processInstanceKey);
  let completed = 0;
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const result = await client.searchInstances({ processInstanceKey: { $in: chunk }, state: 'COMPLETED' });
    completed += result.page.totalItems;
  }
  const problems = [];
  if (completed !== keys.length) problems.push(`search: ${completed} of the ${keys.length} measured instances are COMPLETED`);
  for (const key of [keys[0], keys[keys.length - 1]]) {
    const instance = await client.getInstance(key);
    if (instance.state !== 'COMPLETED') problems.push(`GET /v2/process-instances/${key}: state ${instance.state}`);
  }
  // On a database of its own, the whole count must be warm-up + N as well.
  let totalCompleted = null;
  if (db.mode !== 'provided') {
    totalCompleted = (await client.searchInstances({ state: 'COMPLETED' })).page.totalItems;
    if (totalCompleted !== keys.length + warmup)
      problems.push(`search: ${totalCompleted} COMPLETED instances in the database, expected ${keys.length + warmup}`);
  }
  return { expected: keys.length, completed, totalCompleted, ok: problems.length === 0, problems };
}

// ---------------------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------------------
async function main() {
  let options;
  try {
    options = parseOptions();
  } catch (error) {
    if (error instanceof OptionsError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    console.log(usage());
    return 0;
  }
  if (!existsSync(ENGINE_MAIN)) {
    console.error(`${relative(process.cwd(), ENGINE_MAIN)} is missing: build first (npm run build), or use npm run bench`);
    return 2;
  }

  const db = await prepareDatabase(options, log);
  cleanups.push(db.dispose);
  const engine = await startEngine({ repoRoot: REPO_ROOT, mainJs: ENGINE_MAIN, env: db.engineEnv, logLevel: options.engineLogLevel, log });
  cleanups.push(async () => {
    const { code, signal } = await engine.stop();
    log(`Engine stopped (code ${code}${signal ? `, signal ${signal}` : ''})`);
  });
  const stats = await PgStats.open(db.databaseUrl);
  cleanups.push(() => stats.close());

  const client = new EngineClient(engine.baseUrl, options.httpClient);
  cleanups.push(() => client.close());
  const topology = await client.topology().catch(() => null);
  const deployment = await client.deploy(MODEL);
  const deployed = (deployment.deployments ?? []).map((d) => d.processDefinition).find((p) => p?.processDefinitionId === PROCESS_ID);
  if (!deployed) throw new Error(`The deployment did not return process ${PROCESS_ID}: ${JSON.stringify(deployment)}`);
  log(`Deployed ${PROCESS_ID} (key ${deployed.processDefinitionKey})`);

  const board = new CompletionBoard();
  const workerStats = { activations: 0, emptyActivations: 0, activatedJobs: 0, completedJobs: 0 };
  const startWorkers = () =>
    Array.from({ length: options.workers }, (_, i) =>
      new Worker({
        client,
        name: `bench-worker-${i + 1}`,
        capacity: options.jobsPerWorker,
        pollTimeoutMs: options.pollTimeoutMs,
        board,
        stats: workerStats,
      }).start(),
    );
  const stopWorkers = (workers) => Promise.all(workers.map((worker) => worker.stop()));
  const stallTimeoutMs = options.stallTimeoutS * 1000;

  // Warm-up: same workload, not measured.
  if (options.warmup > 0) {
    log(`Warm-up: ${options.warmup} instances`);
    const workers = startWorkers();
    try {
      await runInstances({ client, board, count: options.warmup, concurrency: options.c, firstSeq: -options.warmup, stallTimeoutMs });
    } finally {
      await stopWorkers(workers);
    }
  }

  // Quiet engine: read the database counters once its backends have reported them.
  const before = await stats.settledCounters();
  const queriesBefore = stats.queries;
  const walBefore = await stats.walLsn().catch(() => null);

  for (const key of Object.keys(workerStats)) workerStats[key] = 0;
  const engineCpu = new CpuGroup();
  const backendCpu = new CpuGroup();
  const clusterCpu = new CpuGroup();
  const allCpu = new AllProcesses();
  const clusterPids = () => (stats.postmasterPid ? [stats.postmasterPid, ...childrenOf(stats.postmasterPid)] : []);
  let backendPids = await stats.backendPids();
  engineCpu.begin([engine.pid]);
  backendCpu.begin(backendPids);
  clusterCpu.begin(clusterPids());
  allCpu.begin();
  const machineBefore = machineTicks();
  const clientBefore = process.cpuUsage();

  let sampling = Promise.resolve();
  const sample = async () => {
    engineCpu.sample([engine.pid]);
    // On the engine's own database the pid query would count as the engine's transactions: keep the first list.
    if (!stats.sameDatabase) backendPids = await stats.backendPids().catch(() => backendPids);
    backendCpu.sample(backendPids);
    clusterCpu.sample(clusterPids());
    allCpu.sample();
  };
  const sampler = setInterval(() => {
    sampling = sampling.then(sample);
  }, 500);

  log(`Measuring: N=${options.n} C=${options.c} WORKERS=${options.workers}x${options.jobsPerWorker}`);
  const progressEvery = Math.max(1, Math.round(options.n / 10));
  const workers = startWorkers();
  let records;
  try {
    records = await runInstances({
      client,
      board,
      count: options.n,
      concurrency: options.c,
      stallTimeoutMs,
      onProgress: (done) => {
        if (done % progressEvery === 0) log(`  ${done}/${options.n}`);
      },
    });
  } finally {
    clearInterval(sampler);
    await sampling;
    await sample();
  }
  const clientCpuMs = (() => {
    const { user, system } = process.cpuUsage(clientBefore);
    return (user + system) / 1000;
  })();
  const machineAfter = machineTicks();
  await stopWorkers(workers);

  const after = await stats.settledCounters();
  const ownQueries = stats.sameDatabase ? stats.queries - queriesBefore : 0;
  const walBytes = walBefore ? await stats.walBytesSince(walBefore).catch(() => null) : null;

  const verification = await verify(client, records, db, options.warmup);

  // Figures.
  const n = options.n;
  const wallMs = Math.max(...records.map((r) => r.completedAt)) - Math.min(...records.map((r) => r.startAt));
  const wallS = wallMs / 1000;
  const xacts = after.xacts - before.xacts - ownQueries;
  const machineBusyMs = ticksToMs(machineAfter.busy - machineBefore.busy);
  const machineTotalMs = ticksToMs(machineAfter.total - machineBefore.total);
  const cores = cpus().length;
  const split = {
    engine: engineCpu.ms,
    pgBackends: backendCpu.ms,
    pgOther: stats.postmasterPid ? Math.max(0, clusterCpu.ms - backendCpu.ms) : null,
    benchClient: clientCpuMs,
  };
  split.other = Math.max(0, machineBusyMs - Object.values(split).reduce((a, b) => a + (b ?? 0), 0));
  split.idle = Math.max(0, machineTotalMs - machineBusyMs);
  const perInstance = (ms) => (ms === null ? null : round(ms / n, 3));
  const asCores = (ms) => (ms === null ? null : round(ms / wallMs, 2));
  const known = new Set([engine.pid, process.pid, ...clusterCpu.pids.keys()]);
  const otherProcesses = allCpu
    .top(known)
    .map(({ comm, ms }) => ({ comm, cores: asCores(ms) }))
    .filter((p) => p.cores >= 0.01);

  const result = {
    timestamp: new Date().toISOString(),
    workload: `${PROCESS_ID}: start -> service task (${JOB_TYPE}) -> end; workers over HTTP`,
    config: {
      n,
      c: options.c,
      workers: options.workers,
      jobsPerWorker: options.jobsPerWorker,
      warmup: options.warmup,
      pollTimeoutMs: options.pollTimeoutMs,
      httpClient: options.httpClient,
      database: db.mode,
      databaseName: databaseName(db.databaseUrl),
      engineDbPoolSize: Number(process.env.DB_POOL_SIZE) || 10,
      engineLogLevel: options.engineLogLevel,
    },
    versions: versions(stats, topology),
    machine: { cpus: cores, model: cpus()[0]?.model ?? null, clkTck: CLK_TCK },
    results: {
      wallMs: round(wallMs),
      instancesPerSecond: round(n / wallS, 1),
      startToCompletionMs: distribution(records.map((r) => r.completedAt - r.startAt)),
      startRequestMs: distribution(records.map((r) => r.startedAt - r.startAt)),
      engineCpuMsPerInstance: perInstance(engineCpu.ms),
      pgTransactionsPerInstance: round(xacts / n, 2),
      pgRollbacks: after.xact_rollback - before.xact_rollback,
      pgTuplesPerInstance: {
        inserted: round((after.tup_inserted - before.tup_inserted) / n, 2),
        updated: round((after.tup_updated - before.tup_updated) / n, 2),
        deleted: round((after.tup_deleted - before.tup_deleted) / n, 2),
      },
      pgBackendCpuMsPerInstance: perInstance(backendCpu.ms),
      pgClusterCpuMsPerInstance: stats.postmasterPid ? perInstance(clusterCpu.ms) : null,
      walBytesPerInstance: walBytes === null ? null : Math.round(walBytes / n),
      benchClientCpuMsPerInstance: perInstance(clientCpuMs),
      cpuSplitCores: Object.fromEntries(Object.entries(split).map(([k, v]) => [k, asCores(v)])),
      otherProcesses,
      machineBusyPercent: round((100 * machineBusyMs) / machineTotalMs, 1),
      jobActivations: {
        requests: workerStats.activations,
        empty: workerStats.emptyActivations,
        jobsPerRequest: round(workerStats.activatedJobs / Math.max(1, workerStats.activations), 2),
      },
    },
    verification,
  };

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${result.timestamp.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  printReport(result, relative(process.cwd(), file) || file);
  return verification.ok ? 0 : 1;
}

function printReport(result, file) {
  const { config: c, versions: v, results: r, verification } = result;
  const lat = (d) => `p50 ${d.p50} ms   p95 ${d.p95} ms   p99 ${d.p99} ms   (max ${d.max}, mean ${d.mean})`;
  const s = r.cpuSplitCores;
  const lines = [
    '',
    `Baton benchmark: ${result.workload}`,
    `  versions            node ${v.node}, engine ${v.engine}${v.commit ? ` (${v.commit})` : ''}, Camunda API ${v.gateway ?? '?'}, PostgreSQL ${v.postgres}`,
    `  config              N=${c.n} C=${c.c} WORKERS=${c.workers} (x${c.jobsPerWorker} jobs) warm-up ${c.warmup}, database ${c.database} (${c.databaseName}), ${result.machine.cpus} CPUs`,
    `  throughput          ${r.instancesPerSecond} instances/s (${c.n} in ${(r.wallMs / 1000).toFixed(2)} s)`,
    `  start->completion   ${lat(r.startToCompletionMs)}`,
    `  start request       ${lat(r.startRequestMs)}`,
    `  engine CPU          ${r.engineCpuMsPerInstance} ms/instance`,
    `  PostgreSQL          ${r.pgTransactionsPerInstance} transactions/instance (${r.pgRollbacks} rollbacks), backend CPU ${r.pgBackendCpuMsPerInstance} ms/instance` +
      (r.pgClusterCpuMsPerInstance !== null ? ` (whole server ${r.pgClusterCpuMsPerInstance})` : '') +
      (r.walBytesPerInstance !== null ? `, WAL ${(r.walBytesPerInstance / 1024).toFixed(1)} KiB/instance (server-wide)` : ''),
    `  rows/instance       ${r.pgTuplesPerInstance.inserted} inserted, ${r.pgTuplesPerInstance.updated} updated, ${r.pgTuplesPerInstance.deleted} deleted`,
    `  bench client CPU    ${r.benchClientCpuMsPerInstance} ms/instance`,
    `  CPU split (cores)   engine ${s.engine}, pg backends ${s.pgBackends}, pg other ${s.pgOther ?? '?'}, bench client ${s.benchClient}, other ${s.other}, idle ${s.idle} (machine ${r.machineBusyPercent}% busy)`,
    ...(r.otherProcesses.length > 0 ? [`  other processes     ${r.otherProcesses.map((p) => `${p.comm} ${p.cores}`).join(', ')} (cores)`] : []),
    ...(s.other >= 0.1
      ? [`  WARNING             other processes used ${s.other} cores during the run: the machine was not quiet, the figures are disturbed`]
      : []),
    `  job activations     ${r.jobActivations.requests} requests (${r.jobActivations.empty} empty), ${r.jobActivations.jobsPerRequest} jobs/request`,
    `  verification        ${verification.ok ? 'OK' : 'FAILED'}: ${verification.completed}/${verification.expected} measured instances COMPLETED` +
      (verification.totalCompleted !== null ? ` (${verification.totalCompleted} in the database incl. warm-up)` : ''),
    ...verification.problems.map((problem) => `                      ${problem}`),
    `  results             ${file}`,
    '',
  ];
  console.log(lines.join('\n'));
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`Benchmark failed: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
