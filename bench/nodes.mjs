#!/usr/bin/env node
// Workload B (start -> service task -> end, workers over HTTP) with 1, 2 and 3 engine processes on one database.
// Each process gets its own job workers and an equal share of the instances in flight; the client load is the same
// for every count, so the figures say what more processes bring on this machine. See bench/README.md.
//
//   node bench/nodes.mjs                      # NODES=1,2,3 N=3000 C=64 WORKERS_PER_NODE=2 WARMUP=300
//   node bench/nodes.mjs NODES=1,3 N=5000
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prepareDatabase, startEngine } from './lib/engine.mjs';
import { PgStats } from './lib/pgstats.mjs';
import { CpuGroup, childrenOf, machineTicks, ticksToMs } from './lib/proc.mjs';
import { CompletionBoard, EngineClient, Worker, runInstances } from './lib/workload.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const MODEL = fileURLToPath(new URL('./bench-process.bpmn', import.meta.url));

const log = (message) => process.stderr.write(`[nodes] ${message}\n`);

function option(name, fallback) {
  const fromArgs = process.argv.slice(2).find((arg) => arg.startsWith(`${name}=`));
  return fromArgs ? fromArgs.slice(name.length + 1) : (process.env[name] ?? fallback);
}
const options = {
  nodes: option('NODES', '1,2,3')
    .split(',')
    .map((n) => Number.parseInt(n, 10)),
  n: Number(option('N', '3000')),
  c: Number(option('C', '64')),
  workersPerNode: Number(option('WORKERS_PER_NODE', '2')),
  jobsPerWorker: Number(option('JOBS_PER_WORKER', '32')),
  warmup: Number(option('WARMUP', '300')),
  pollTimeoutMs: Number(option('POLL_TIMEOUT', '2000')),
  adminDatabaseUrl: option('ADMIN_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/postgres'),
  databaseUrl: '', // always a fresh database per run: the runs must not see each other's rows
  engineLogLevel: option('ENGINE_LOG_LEVEL', 'warn'),
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A client per engine process that sends lane i's starts to process i mod count. */
class SpreadClient {
  constructor(clients) {
    this.clients = clients;
    this.next = 0;
  }
  startInstance(variables) {
    const client = this.clients[this.next++ % this.clients.length];
    return client.startInstance(variables);
  }
}

/** What the database says about the run: nothing done twice, everything done. */
async function checkOnce(databaseUrl, expectedInstances) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select (select count(*)::int from process_instance where state = 'COMPLETED') as completed,
             (select count(*)::int from process_instance) as instances,
             (select count(*)::int from history_event where type = 'JobCompleted') as job_completions,
             (select count(distinct payload->>'jobKey')::int from history_event where type = 'JobCompleted') as jobs_completed,
             (select count(*)::int from history_event where type = 'JobActivated') as job_activations,
             (select count(distinct payload->>'jobKey')::int from history_event where type = 'JobActivated') as jobs_activated`);
    const figures = rows[0];
    const problems = [];
    if (figures.completed !== expectedInstances || figures.instances !== expectedInstances)
      problems.push(`${figures.completed} of ${figures.instances} instances completed, expected ${expectedInstances}`);
    if (figures.job_completions !== figures.jobs_completed) problems.push(`${figures.job_completions} completions of ${figures.jobs_completed} jobs`);
    if (figures.job_activations !== figures.jobs_activated) problems.push(`${figures.job_activations} activations of ${figures.jobs_activated} jobs`);
    return { ...figures, problems };
  } finally {
    await db.end();
  }
}

async function runWith(nodeCount) {
  const cleanups = [];
  try {
    const db = await prepareDatabase(options, log);
    cleanups.push(db.dispose);
    const startOne = () => startEngine({ repoRoot: REPO_ROOT, mainJs: ENGINE_MAIN, env: db.engineEnv, logLevel: options.engineLogLevel, log });
    // the first one migrates the database, the others start beside it
    const engines = [await startOne()];
    engines.push(...(await Promise.all(Array.from({ length: nodeCount - 1 }, startOne))));
    for (const engine of engines) cleanups.push(() => engine.stop());
    const clients = engines.map((engine) => new EngineClient(engine.baseUrl, 'http'));
    for (const client of clients) cleanups.push(() => client.close());
    await clients[0].deploy(MODEL);

    const board = new CompletionBoard();
    const stats = { activations: 0, emptyActivations: 0, activatedJobs: 0, completedJobs: 0 };
    const workers = clients.flatMap((client, node) =>
      Array.from({ length: options.workersPerNode }, (_, index) =>
        new Worker({
          client,
          name: `node-${node + 1}-worker-${index + 1}`,
          capacity: options.jobsPerWorker,
          pollTimeoutMs: options.pollTimeoutMs,
          board,
          stats,
        }).start(),
      ),
    );
    const spread = new SpreadClient(clients);
    try {
      if (options.warmup > 0)
        await runInstances({ client: spread, board, count: options.warmup, concurrency: options.c, firstSeq: -options.warmup, stallTimeoutMs: 60_000 });
      const pgStats = await PgStats.open(db.databaseUrl);
      cleanups.push(() => pgStats.close());
      const before = await pgStats.settledCounters();
      const queriesBefore = pgStats.queries;
      const enginePids = () => engines.flatMap((engine) => [engine.pid, ...childrenOf(engine.pid)]);
      const clusterPids = () => (pgStats.postmasterPid ? [pgStats.postmasterPid, ...childrenOf(pgStats.postmasterPid)] : []);
      const engineCpu = new CpuGroup();
      const clusterCpu = new CpuGroup();
      engineCpu.begin(enginePids());
      clusterCpu.begin(clusterPids());
      const machineBefore = machineTicks();
      const clientBefore = process.cpuUsage();
      // backends come and go with the pools: sample while the run lasts
      const sampler = setInterval(() => clusterCpu.sample(clusterPids()), 250);
      for (const key of Object.keys(stats)) stats[key] = 0; // count the measured instances only
      const startedAt = performance.now();
      let records;
      try {
        records = await runInstances({ client: spread, board, count: options.n, concurrency: options.c, stallTimeoutMs: 60_000 });
      } finally {
        clearInterval(sampler);
      }
      const wallMs = performance.now() - startedAt;
      const jobsPerActivation = Math.round((stats.activatedJobs / Math.max(1, stats.activations)) * 10) / 10;
      engineCpu.sample(enginePids());
      clusterCpu.sample(clusterPids());
      const machineAfter = machineTicks();
      const { user, system } = process.cpuUsage(clientBefore);
      const after = await pgStats.settledCounters();
      const transactions = after.xacts - before.xacts - (pgStats.sameDatabase ? pgStats.queries - queriesBefore : 0);
      const machineBusyMs = ticksToMs(machineAfter.busy - machineBefore.busy);
      const otherMs = Math.max(0, machineBusyMs - engineCpu.ms - clusterCpu.ms - (user + system) / 1000);
      const latencies = Float64Array.from(records.map((record) => record.completedAt - record.startAt)).sort();
      return {
        nodes: nodeCount,
        instancesPerSecond: Math.round(options.n / (wallMs / 1000)),
        p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
        p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
        engineCpuMsPerInstance: Math.round((engineCpu.ms / options.n) * 100) / 100,
        postgresCpuMsPerInstance: Math.round((clusterCpu.ms / options.n) * 100) / 100,
        transactionsPerInstance: Math.round((transactions / options.n) * 100) / 100,
        jobsPerActivation,
        otherCores: Math.round((otherMs / wallMs) * 100) / 100,
        check: await checkOnce(db.databaseUrl, options.n + options.warmup),
      };
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  } finally {
    for (const step of cleanups.reverse())
      await Promise.resolve()
        .then(step)
        .catch((error) => log(`clean-up failed: ${error.message}`));
  }
}

async function main() {
  if (!existsSync(ENGINE_MAIN)) {
    console.error('apps/engine/dist/main.js is missing: build first (npm run build)');
    return 2;
  }
  const results = [];
  for (const nodeCount of options.nodes) {
    log(`${nodeCount} engine process(es): warm-up ${options.warmup}, then ${options.n} instances, ${options.c} in flight`);
    results.push(await runWith(nodeCount));
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`Workload B with several engine processes on one database (${machine})`);
  console.log(`N=${options.n} C=${options.c} WORKERS_PER_NODE=${options.workersPerNode} JOBS_PER_WORKER=${options.jobsPerWorker} WARMUP=${options.warmup}`);
  console.log(
    '| engine processes | instances/s | vs 1 process | p50 ms | p99 ms | engine CPU ms/instance | PostgreSQL CPU ms/instance | transactions/instance | jobs per activation | other processes (cores) | done twice |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const base = results.find((result) => result.nodes === 1)?.instancesPerSecond;
  for (const result of results) {
    const ratio = base ? (result.instancesPerSecond / base).toFixed(2) : '-';
    const twice = result.check.problems.length === 0 ? 'nothing' : result.check.problems.join('; ');
    console.log(
      `| ${result.nodes} | ${result.instancesPerSecond} | ${ratio} | ${result.p50Ms} | ${result.p99Ms} | ${result.engineCpuMsPerInstance} | ` +
        `${result.postgresCpuMsPerInstance} | ${result.transactionsPerInstance} | ${result.jobsPerActivation} | ${result.otherCores} | ${twice} |`,
    );
  }
  return results.every((result) => result.check.problems.length === 0) ? 0 : 1;
}

process.exitCode = await main();
