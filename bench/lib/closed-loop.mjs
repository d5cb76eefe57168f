// One closed-loop workload (A to D of bench/lib/workloads.mjs) measured on a fresh engine and database: warm-up,
// C instances in flight until N completed, figures from /proc, pg_stat_database and the engine's GET /metrics,
// verification through the search API. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { databaseName, freePort, prepareDatabase, startEngine, withClient } from './engine.mjs';
import { GatewayClient, StreamWorker } from './grpc-gateway.mjs';
import { engineFigures, SCRAPE_TRANSACTIONS, scrapeMetrics } from './metrics-scrape.mjs';
import { analyzeDatabase, PgStats } from './pgstats.mjs';
import { AllProcesses, CLK_TCK, CpuGroup, childrenOf, machineTicks, ticksToMs } from './proc.mjs';
import { CompletionBoard, EngineClient, Worker, runInstances, workerAccessToken } from './workload.mjs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function distribution(values) {
  const sorted = Float64Array.from(values).sort();
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  const r = (x) => Math.round(x * 100) / 100;
  return { p50: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), p99: r(percentile(sorted, 99)), max: r(sorted[sorted.length - 1]), mean: r(mean) };
}

export const round = (x, digits = 2) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);

export function versions(repoRoot, stats, topology) {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (dirty) commit += '-dirty';
  } catch {}
  const enginePackage = JSON.parse(readFileSync(join(repoRoot, 'apps/engine/package.json'), 'utf8'));
  return {
    node: process.version,
    engine: `${enginePackage.name} ${enginePackage.version}`,
    commit,
    gateway: topology?.gatewayVersion ?? null,
    postgres: stats.serverVersion,
  };
}

async function verify(client, workload, records, db, warmup) {
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
  // On a database of its own, the whole count must be warm-up + N as well. The search counts up to its cap of 10,000
  // (then says hasMoreTotalItems), so a longer run counts in SQL.
  let totalCompleted = null;
  if (db.mode !== 'provided') {
    const { page } = await client.searchInstances({ state: 'COMPLETED', processDefinitionId: workload.processId });
    totalCompleted = page.hasMoreTotalItems
      ? await withClient(db.databaseUrl, async (sql) => {
          const { rows } = await sql.query(`select count(*)::int as n from process_instance where state = 'COMPLETED' and bpmn_process_id = $1`, [
            workload.processId,
          ]);
          return rows[0].n;
        })
      : page.totalItems;
    if (totalCompleted !== keys.length + warmup)
      problems.push(`search: ${totalCompleted} COMPLETED instances in the database, expected ${keys.length + warmup}`);
  }
  return { expected: keys.length, completed, totalCompleted, ok: problems.length === 0, problems };
}

/**
 * Measures one workload ({ id, title, models, processId, workers, runOne } of workloads.mjs) with `n` instances.
 * `cleanups` is the caller's clean-up stack (engine, database, connections go on it, last in first out).
 */
export async function measureClosedLoop({ workload, n, options, repoRoot, engineMain, log, cleanups }) {
  const db = await prepareDatabase(options, log);
  cleanups.push(db.dispose);
  // CLIENT=grpc: the gateway on a port of its own, not the default 26500 another engine of this machine may hold.
  const grpcPort = options.client === 'grpc' ? await freePort() : null;
  const grpcEnv = grpcPort === null ? {} : { GRPC_PORT: String(grpcPort) };
  const engine = await startEngine({
    repoRoot,
    mainJs: engineMain,
    env: { ...db.engineEnv, ...grpcEnv, AUTH: options.auth },
    logLevel: options.engineLogLevel,
    log,
  });
  cleanups.push(async () => {
    const { code, signal } = await engine.stop();
    log(`Engine stopped (code ${code}${signal ? `, signal ${signal}` : ''})`);
  });
  const stats = await PgStats.open(db.databaseUrl);
  cleanups.push(() => stats.close());

  const accessToken = options.auth === 'oidc' ? await workerAccessToken(engine.baseUrl) : null;
  const client = new EngineClient(engine.baseUrl, options.httpClient, accessToken);
  cleanups.push(() => client.close());
  // What starts the instances and works their jobs; deployment, /metrics and the verification stay on REST.
  const driver = grpcPort === null ? client : new GatewayClient(`127.0.0.1:${grpcPort}`, accessToken);
  if (driver !== client) cleanups.push(() => driver.close());
  const WorkerKind = grpcPort !== null && options.grpcJobs === 'stream' ? StreamWorker : Worker;
  const topology = await client.topology().catch(() => null);
  for (const model of workload.models) await client.deploy(model);
  log(`Workload ${workload.id}: deployed ${workload.processId}`);

  const board = new CompletionBoard();
  const workerStats = { activations: 0, emptyActivations: 0, activatedJobs: 0, completedJobs: 0, userTaskSearches: 0 };
  // WORKERS worker loops per job type of the workload.
  const startWorkers = () =>
    workload.workers.flatMap((job) =>
      Array.from({ length: options.workers }, (_, i) =>
        new WorkerKind({
          client: driver,
          name: `bench-worker-${job.type}-${i + 1}`,
          capacity: options.jobsPerWorker,
          pollTimeoutMs: options.pollTimeoutMs,
          board,
          stats: workerStats,
          type: job.type,
          final: job.final,
          ...(job.variables ? { variables: job.variables } : {}),
        }).start(),
      ),
    );
  const runOne = (lane) => workload.runOne({ ...lane, stats: workerStats });
  const stopWorkers = (workers) => Promise.all(workers.map((worker) => worker.stop()));
  const stallTimeoutMs = options.stallTimeoutS * 1000;

  // Warm-up: same workload, not measured.
  if (options.warmup > 0) {
    log(`Warm-up: ${options.warmup} instances`);
    const workers = startWorkers();
    try {
      await runInstances({ client: driver, board, count: options.warmup, concurrency: options.c, firstSeq: -options.warmup, stallTimeoutMs, runOne });
    } finally {
      await stopWorkers(workers);
    }
  }

  // The planner's statistics of a database that has run for a while (pgstats.mjs).
  await analyzeDatabase(db.databaseUrl);
  // Quiet engine: read the database counters once its backends have reported them.
  const before = await stats.settledCounters();
  const queriesBefore = stats.queries;
  const metricsBefore = await scrapeMetrics(client);
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

  log(`Workload ${workload.id}, measuring: N=${n} C=${options.c} WORKERS=${options.workers}x${options.jobsPerWorker} per job type`);
  const progressEvery = Math.max(1, Math.round(n / 10));
  const workers = startWorkers();
  let records;
  try {
    records = await runInstances({
      client: driver,
      board,
      count: n,
      concurrency: options.c,
      stallTimeoutMs,
      runOne,
      onProgress: (done) => {
        if (done % progressEvery === 0) log(`  ${done}/${n}`);
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
  const metricsAfter = await scrapeMetrics(client);

  const after = await stats.settledCounters();
  const ownQueries = stats.sameDatabase ? stats.queries - queriesBefore : 0;
  const walBytes = walBefore ? await stats.walBytesSince(walBefore).catch(() => null) : null;

  const verification = await verify(client, workload, records, db, options.warmup);

  // Figures.
  const wallMs = Math.max(...records.map((r) => r.completedAt)) - Math.min(...records.map((r) => r.startAt));
  const wallS = wallMs / 1000;
  // Both scrapes of /metrics ran between the two readings of the counters.
  const scrapeXacts = 2 * SCRAPE_TRANSACTIONS;
  const xacts = after.xacts - before.xacts - ownQueries - scrapeXacts;
  const commits = after.xact_commit - before.xact_commit - ownQueries - scrapeXacts;
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
    workload: `${workload.id}: ${grpcPort === null ? workload.title : workload.grpcTitle}`,
    workloadId: workload.id,
    config: {
      n,
      c: options.c,
      workers: options.workers,
      jobsPerWorker: options.jobsPerWorker,
      warmup: options.warmup,
      pollTimeoutMs: options.pollTimeoutMs,
      client: options.client,
      ...(options.client === 'grpc' ? { grpcJobs: options.grpcJobs } : { httpClient: options.httpClient }),
      auth: options.auth,
      database: db.mode,
      databaseName: databaseName(db.databaseUrl),
      engineDbPoolSize: Number(process.env.DB_POOL_SIZE) || 10,
      engineLogLevel: options.engineLogLevel,
    },
    versions: versions(repoRoot, stats, topology),
    machine: { cpus: cores, model: cpus()[0]?.model ?? null, clkTck: CLK_TCK },
    results: {
      wallMs: round(wallMs),
      instancesPerSecond: round(n / wallS, 1),
      startToCompletionMs: distribution(records.map((r) => r.completedAt - r.startAt)),
      startRequestMs: distribution(records.map((r) => r.startedAt - r.startAt)),
      engineCpuMsPerInstance: perInstance(engineCpu.ms),
      pgTransactionsPerInstance: round(xacts / n, 2),
      pgCommitsPerInstance: round(commits / n, 2),
      engine: engineFigures(metricsBefore, metricsAfter, n),
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
      userTaskSearchesPerInstance: round(workerStats.userTaskSearches / n, 2),
    },
    verification,
  };

  return result;
}

/** The share of activated jobs that were activated in a way (engineFigures' count of them), in percent. */
function percentOfActivated(engine, count) {
  return engine.jobsActivated > 0 ? Math.round((100 * (count ?? 0)) / engine.jobsActivated) : 0;
}

/** The client of the run (CLIENT, older results: REST by HTTP_CLIENT). */
const clientOf = (config) => (config.client === 'grpc' ? `gRPC (jobs by ${config.grpcJobs})` : `REST (${config.httpClient})`);

/** How the workers took their jobs: the requests of their polls, or the streams that the jobs were pushed to. */
function activationsOf(config, activations) {
  if (config.client === 'grpc' && config.grpcJobs === 'stream') return `${activations.requests} StreamActivatedJobs streams`;
  return `${activations.requests} requests (${activations.empty} empty), ${activations.jobsPerRequest} jobs/request`;
}

/** The report of one workload, as lines (the harness adds its ceiling and bpmn-engine comparisons). */
export function reportLines(result) {
  const { config: c, versions: v, results: r, verification } = result;
  const lat = (d) => `p50 ${d.p50} ms   p95 ${d.p95} ms   p99 ${d.p99} ms   (max ${d.max}, mean ${d.mean})`;
  const s = r.cpuSplitCores;
  const lines = [
    '',
    `Baton benchmark, workload ${result.workload}`,
    `  versions            node ${v.node}, engine ${v.engine}${v.commit ? ` (${v.commit})` : ''}, Camunda API ${v.gateway ?? '?'}, PostgreSQL ${v.postgres}`,
    `  config              N=${c.n} C=${c.c} WORKERS=${c.workers} (x${c.jobsPerWorker} jobs) warm-up ${c.warmup}, ${clientOf(c)}, AUTH=${c.auth}, database ${c.database} (${c.databaseName}), ${result.machine.cpus} CPUs`,
    `  throughput          ${r.instancesPerSecond} instances/s (${c.n} in ${(r.wallMs / 1000).toFixed(2)} s)`,
    `  start->completion   ${lat(r.startToCompletionMs)}`,
    `  start request       ${lat(r.startRequestMs)}`,
    `  engine CPU          ${r.engineCpuMsPerInstance} ms/instance (/proc); /metrics: ${r.engine.cpuMsPerInstance} ms/instance (${r.engine.systemCpuMsPerInstance} in the kernel), peak RSS ${r.engine.peakRssMiB} MiB`,
    `  engine statements   ${r.engine.statementsPerInstance}/instance (BEGIN and COMMIT included), ${r.pgCommitsPerInstance} commits/instance; commands/instance ${Object.entries(
      r.engine.commandsPerInstance,
    )
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
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
    ...(r.jobActivations.requests > 0
      ? [
          `  job activations     ${activationsOf(c, r.jobActivations)}, ${percentOfActivated(r.engine, r.engine.jobsPushed)} % pushed with their creation, ${percentOfActivated(r.engine, r.engine.jobsUnclaimed)} % by commands of the next poll`,
        ]
      : []),
    ...(r.userTaskSearchesPerInstance > 0 ? [`  user task searches  ${r.userTaskSearchesPerInstance}/instance`] : []),
    `  verification        ${verification.ok ? 'OK' : 'FAILED'}: ${verification.completed}/${verification.expected} measured instances COMPLETED` +
      (verification.totalCompleted !== null ? ` (${verification.totalCompleted} in the database incl. warm-up)` : ''),
    ...verification.problems.map((problem) => `                      ${problem}`),
  ];
  return lines;
}
