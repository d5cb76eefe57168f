#!/usr/bin/env node
// Workload B on one PostgreSQL and on the Citus cluster of ../shared/citus (coordinator 5441, workers 5442 and 5443),
// one after the other in one invocation, and what distribution costs: instances/s, the engine's statements (its round
// trips to the database) per instance, and CPU per instance of the coordinator and of each worker (every process of
// each server, read from /proc while B is measured), with the transactions each worker ran per instance (Citus's
// tasks). bench/run.mjs does the measuring; this script adds the servers' side. See bench/README.md.
//
// Then the cluster's cost of an idle engine (IDLE seconds, default 20; IDLE=0 skips it): the engine on a fresh Citus
// database with B's four job workers long-polling and nothing to do, the servers' CPU and the workers' transactions per
// second: what B's per-instance figures carry that does not grow with instances (the background rounds and sweeps).
//
//   node bench/citus.mjs                 N=3000 C=32, both databases, then the idle cluster
//   node bench/citus.mjs N=1000 ONLY=citus IDLE=0
//   node bench/citus.mjs ONLY=idle IDLE=30
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sleep, startEngine } from './lib/engine.mjs';
import { CpuGroup, childrenOf } from './lib/proc.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS_DIR = join(BENCH_DIR, 'results');
const settings = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^([A-Z_]+)=(.*)$/.exec(arg))
    .filter(Boolean)
    .map((m) => [m[1], m[2]]),
);
const N = Number(settings.N ?? process.env.N ?? 3000);
const C = Number(settings.C ?? process.env.C ?? 32);
const ONLY = settings.ONLY ?? process.env.ONLY ?? 'both';
const IDLE_S = Number(settings.IDLE ?? process.env.IDLE ?? 20);
/** The Citus servers: Debian clusters made by ../shared/citus/cluster.sh, coordinator first. */
const SERVERS = [
  { role: 'coordinator', port: 5441, dataDir: '/var/lib/postgresql/15/citus5441' },
  { role: 'worker 5442', port: 5442, dataDir: '/var/lib/postgresql/15/citus5442' },
  { role: 'worker 5443', port: 5443, dataDir: '/var/lib/postgresql/15/citus5443' },
];
const CLUSTER = join(process.env.CITUS_DIR ?? join(BENCH_DIR, '..', '..', 'shared', 'citus'), 'cluster.sh');

const log = (message) => process.stderr.write(`[citus-bench] ${message}\n`);
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function postmasterOf(dataDir) {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) throw new Error(`${file} missing: is the Citus cluster started (npm run citus:start)?`);
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

/** Every process of each server (postmaster and children), sampled from /proc while `measuring` is on. */
class ServerCpu {
  constructor() {
    this.groups = SERVERS.map((server) => ({ server, postmaster: postmasterOf(server.dataDir), cpu: new CpuGroup() }));
  }
  pids(group) {
    return [group.postmaster, ...childrenOf(group.postmaster)];
  }
  begin() {
    for (const group of this.groups) group.cpu.begin(this.pids(group));
  }
  sample() {
    for (const group of this.groups) group.cpu.sample(this.pids(group));
  }
}

async function transactions(port, database) {
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
  await client.connect();
  try {
    await client.query('select pg_stat_force_next_flush()').catch(() => undefined);
    const { rows } = await client.query('select xact_commit + xact_rollback as xacts from pg_stat_database where datname = $1', [database]);
    return Number(rows[0]?.xacts ?? 0);
  } finally {
    await client.end();
  }
}

function newestHarnessResult(since) {
  if (!existsSync(RESULTS_DIR)) return null;
  const [file] = readdirSync(RESULTS_DIR)
    .filter((name) => name.startsWith('harness-') && name.endsWith('.json'))
    .map((name) => join(RESULTS_DIR, name))
    .filter((path) => statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return file ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * bench/run.mjs workload B; `onMeasuring(true)` when its measured phase begins (its "measuring" line), false when the
 * last instance completed (its N/N line).
 */
function runB(extra, onMeasuring) {
  const since = Date.now();
  const args = [join(BENCH_DIR, 'run.mjs'), '--workload', 'B', '--bpmn-engine', 'off', '--n', String(N), '--c', String(C), ...extra];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'], env: process.env });
    let pending = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.includes('Workload B, measuring')) onMeasuring(true);
        if (line.trim().endsWith(`${N}/${N}`)) onMeasuring(false);
      }
    });
    child.on('exit', (code) => resolve({ code, harness: newestHarnessResult(since) }));
  });
}

function figuresOf(harness) {
  const run = harness?.runs?.find((candidate) => candidate.id === 'B');
  const r = run?.result?.results;
  if (!r) return { ok: false };
  return {
    ok: run.ok,
    instancesPerSecond: r.instancesPerSecond,
    p50Ms: r.startToCompletionMs.p50,
    p99Ms: r.startToCompletionMs.p99,
    engineStatementsPerInstance: r.engine.statementsPerInstance,
    engineCpuMsPerInstance: r.engine.cpuMsPerInstance,
    commitsPerInstance: r.pgCommitsPerInstance,
    pgBackendCpuMsPerInstance: r.pgBackendCpuMsPerInstance ?? null,
    ratioToCeiling: run.result.comparisons?.ratioToCeiling ?? null,
  };
}

async function onePostgres() {
  log('B on one PostgreSQL (a fresh database of 127.0.0.1:5432)');
  const { code, harness } = await runB([], () => undefined);
  return { code, ...figuresOf(harness) };
}

async function onCitus() {
  const database = `baton_citus_bench_${randomBytes(4).toString('hex')}`;
  const made = spawnSync(CLUSTER, ['createdb', database], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`cluster.sh createdb: ${made.stderr}`);
  const url = `postgres://postgres@127.0.0.1:5441/${database}`;
  log(`B on Citus (${url}, the engine in DATABASE_MODE=citus)`);
  const cpu = new ServerCpu();
  let sampler = null;
  let xactsBefore = null;
  let xactsAfter = null;
  const pendingReads = [];
  const onMeasuring = (on) => {
    if (on && !sampler) {
      cpu.begin();
      sampler = setInterval(() => cpu.sample(), 200);
      pendingReads.push(Promise.all(SERVERS.map((server) => transactions(server.port, database))).then((x) => (xactsBefore = x)));
    } else if (!on && sampler) {
      cpu.sample();
      clearInterval(sampler);
      sampler = 'done';
      pendingReads.push(Promise.all(SERVERS.map((server) => transactions(server.port, database))).then((x) => (xactsAfter = x)));
    }
  };
  try {
    const { code, harness } = await runB(['--ceiling', 'off', '--database-url', url], onMeasuring);
    await Promise.all(pendingReads);
    const figures = figuresOf(harness);
    const servers = cpu.groups.map((group, index) => ({
      server: group.server.role,
      cpuMsPerInstance: round(group.cpu.ms / N),
      transactionsPerInstance: xactsBefore && xactsAfter ? round((xactsAfter[index] - xactsBefore[index]) / N) : null,
    }));
    return { code, ...figures, servers };
  } finally {
    spawnSync(CLUSTER, ['dropdb', database], { encoding: 'utf8' });
  }
}

/** Four long polls of B's job type that find nothing, again and again, as B's workers do between instances. */
function idleWorkers(baseUrl, signal) {
  const poll = async () => {
    while (!signal.aborted) {
      const body = { type: 'bench-task', worker: 'idle', timeout: 30_000, maxJobsToActivate: 32, requestTimeout: 10_000 };
      await fetch(`${baseUrl}/v2/jobs/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
  };
  return Promise.all(Array.from({ length: 4 }, poll));
}

async function idleOnCitus() {
  const database = `baton_citus_idle_${randomBytes(4).toString('hex')}`;
  const made = spawnSync(CLUSTER, ['createdb', database], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`cluster.sh createdb: ${made.stderr}`);
  const url = `postgres://postgres@127.0.0.1:5441/${database}`;
  log(`the engine idle on Citus for ${IDLE_S} s (${url}), four workers polling`);
  const repoRoot = join(BENCH_DIR, '..');
  const engine = await startEngine({
    repoRoot,
    mainJs: join(repoRoot, 'apps', 'engine', 'dist', 'main.js'),
    env: { DATABASE_URL: url, DATABASE_MODE: 'citus' },
    logLevel: 'warn',
    log,
  });
  const stop = new AbortController();
  const workers = idleWorkers(engine.baseUrl, stop.signal);
  try {
    await sleep(5_000);
    const cpu = new ServerCpu();
    const before = await Promise.all(SERVERS.map((server) => transactions(server.port, database)));
    cpu.begin();
    const began = Date.now();
    const sampler = setInterval(() => cpu.sample(), 200);
    await sleep(IDLE_S * 1000);
    cpu.sample();
    clearInterval(sampler);
    const seconds = (Date.now() - began) / 1000;
    const after = await Promise.all(SERVERS.map((server) => transactions(server.port, database)));
    return {
      seconds: round(seconds, 1),
      servers: cpu.groups.map((group, index) => ({
        server: group.server.role,
        cpuMsPerSecond: round(group.cpu.ms / seconds),
        transactionsPerSecond: round((after[index] - before[index]) / seconds),
      })),
    };
  } finally {
    stop.abort();
    await workers;
    await engine.stop();
    spawnSync(CLUSTER, ['dropdb', database], { encoding: 'utf8' });
  }
}

const at = new Date().toISOString();
const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const result = { at, loadAverageAtStart: load, N, C };
if (ONLY !== 'citus' && ONLY !== 'idle') result.postgres = await onePostgres();
if (ONLY !== 'postgres' && ONLY !== 'idle') result.citus = await onCitus();
if (ONLY !== 'postgres' && IDLE_S > 0) result.citusIdle = await idleOnCitus();
result.loadAverageAtEnd = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
mkdirSync(RESULTS_DIR, { recursive: true });
const file = join(RESULTS_DIR, `citus-${at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
log(`written to ${file}`);
process.exit((result.postgres?.ok ?? true) && (result.citus?.ok ?? true) ? 0 : 1);
