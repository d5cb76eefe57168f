#!/usr/bin/env node
// Baton's benchmark harness: named workloads, each on a fresh engine and database, with the plain-SQL ceiling
// (pgbench) and bpmn-engine run in the same invocation for comparison. See bench/README.md.
//
//   node bench/run.mjs                       workload B (start -> service task -> end, workers over HTTP)
//   node bench/run.mjs --workload all        A to F, what `npm run bench` runs
//   node bench/run.mjs --workload A,C --n 1000 --ceiling off
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCeiling } from './lib/ceiling.mjs';
import { describeProbe, probeMachine } from './lib/machine-probe.mjs';
import { measureClosedLoop, reportLines, round } from './lib/closed-loop.mjs';
import { isReachable } from './lib/engine.mjs';
import { OptionsError, parseOptions, usage } from './lib/options.mjs';
import { WORKLOADS } from './lib/workloads.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const RESULTS_DIR = join(BENCH_DIR, 'results');
const ALL = ['A', 'B', 'C', 'D', 'E', 'F'];

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: run in reverse order, after each workload and once more on failure or Ctrl-C.
// ---------------------------------------------------------------------------------------------------------------
const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step();
    } catch (error) {
      log(`Clean-up step failed: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Comparisons: the plain-SQL ceiling, run right before and right after the workload, and bpmn-engine, right after
// it, on the same machine.
// ---------------------------------------------------------------------------------------------------------------
async function ceilingRun(workload, options, seconds) {
  if (options.ceiling === 'off' || !workload.ceiling) return null;
  if (options.databaseUrl) return { skipped: 'DATABASE_URL given: the ceiling needs ADMIN_DATABASE_URL to create its database' };
  if (!(await isReachable(options.adminDatabaseUrl))) return { skipped: `${options.adminDatabaseUrl} unreachable` };
  try {
    return await runCeiling({ script: workload.ceiling, adminDatabaseUrl: options.adminDatabaseUrl, clients: options.ceilingClients, seconds, log });
  } catch (error) {
    return { skipped: `pgbench failed: ${error.message.split('\n')[0]}` };
  }
}

/**
 * The ceiling of a workload as the mean of a run before it and a run after it, CEILING_SECONDS split between them:
 * this machine's speed drifts by 15 % and more within a minute, and a ceiling measured only after the workload
 * compared Baton with another moment of it. Both runs are kept in the result.
 */
async function bracketedCeiling(workload, options, runWorkload) {
  const seconds = Math.max(1, Math.round(options.ceilingSeconds / 2));
  const before = await ceilingRun(workload, options, seconds);
  const result = await runWorkload();
  const after = await ceilingRun(workload, options, seconds);
  const measured = [before, after].filter((run) => run?.instancesPerSecond);
  if (measured.length === 0) return { result, ceiling: after ?? before };
  const mean = (key) => round(measured.reduce((sum, run) => sum + run[key], 0) / measured.length, 1);
  const ceiling = {
    ...measured[0],
    seconds: measured.reduce((sum, run) => sum + run.seconds, 0),
    scriptRunsPerSecond: mean('scriptRunsPerSecond'),
    instancesPerSecond: mean('instancesPerSecond'),
    runs: [before, after],
  };
  return { result, ceiling };
}

function bpmnEngineOf(workload, n, options) {
  if (options.bpmnEngine === 'off' || !workload.bpmnEngine) return Promise.resolve(null);
  log(`bpmn-engine: ${relative(REPO_ROOT, workload.bpmnEngine.model)}, N=${n} C=${options.c}`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(BENCH_DIR, 'lib/bpmn-engine-runner.mjs'), workload.bpmnEngine.model, String(n), String(options.c), String(options.warmup)],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      try {
        resolve(code === 0 ? JSON.parse(output.trim().split('\n').pop()) : { skipped: `exit ${code}: ${output.slice(-300)}` });
      } catch {
        resolve({ skipped: `unreadable output: ${output.slice(-300)}` });
      }
    });
  });
}

/** How the ceiling's figure was made: the mean of the run before the workload and the one after it. */
function ceilingRuns({ runs }) {
  const [before, after] = runs.map((run) => run?.instancesPerSecond);
  if (before && after) return `mean of ${before} before and ${after} after the workload`;
  return before ? 'the run before the workload only' : 'the run after the workload only';
}

const ratio = (ours, theirs) => (ours && theirs ? round(ours / theirs, 2) : null);

async function closedLoop(id, options) {
  const workload = WORKLOADS[id];
  const n = options.n || workload.defaultN;
  // V8 still optimizes (and deoptimizes after "wrong map") for thousands of instances: the warm-up is the workload's
  // own, long enough for a steady state, unless WARMUP says otherwise.
  const ownOptions = { ...options, warmup: options.warmup >= 0 ? options.warmup : workload.defaultWarmup };
  const { result, ceiling } = await bracketedCeiling(workload, options, async () => {
    try {
      return await measureClosedLoop({ workload, n, options: ownOptions, repoRoot: REPO_ROOT, engineMain: ENGINE_MAIN, log, cleanups });
    } finally {
      await cleanup(); // the engine and its database go before the comparisons run
    }
  });
  const bpmnEngine = await bpmnEngineOf(workload, Math.min(n, 1000), ownOptions);
  const ours = result.results.instancesPerSecond;
  result.comparisons = {
    ceiling,
    bpmnEngine,
    ratioToCeiling: ratio(ours, ceiling?.instancesPerSecond),
    ratioToBpmnEngine: ratio(ours, bpmnEngine?.instancesPerSecond),
  };
  const lines = reportLines(result);
  if (ceiling) {
    lines.push(
      ceiling.skipped
        ? `  plain-SQL ceiling   skipped: ${ceiling.skipped}`
        : `  plain-SQL ceiling   ${ceiling.instancesPerSecond} instances/s (${ceilingRuns(ceiling)}; pgbench bench/sql/${ceiling.script}, ${ceiling.clients} clients, ${ceiling.seconds} s): Baton at ${result.comparisons.ratioToCeiling} of it`,
    );
  }
  if (bpmnEngine) {
    lines.push(
      bpmnEngine.skipped
        ? `  bpmn-engine         skipped: ${bpmnEngine.skipped}`
        : `  bpmn-engine         ${bpmnEngine.instancesPerSecond} instances/s in memory (${bpmnEngine.cpuMsPerInstance} ms CPU/instance): Baton at ${result.comparisons.ratioToBpmnEngine}x`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
  return { id, ok: result.verification.ok, result };
}

// ---------------------------------------------------------------------------------------------------------------
// E and F: bench/timers.mjs and bench/waiting-instances.mjs as they are; their JSON result is read back.
// ---------------------------------------------------------------------------------------------------------------
function newestResult(prefix, since) {
  if (!existsSync(RESULTS_DIR)) return null;
  const files = readdirSync(RESULTS_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .map((name) => join(RESULTS_DIR, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files.length > 0 ? JSON.parse(readFileSync(files[0], 'utf8')) : null;
}

function runScript(script, args, options) {
  const since = Date.now();
  return new Promise((resolve) => {
    const env = { ...process.env, ENGINE_LOG_LEVEL: options.engineLogLevel };
    if (!options.databaseUrl) env.ADMIN_DATABASE_URL = options.adminDatabaseUrl;
    const child = spawn(process.execPath, [join(BENCH_DIR, script), ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => resolve({ code, result: newestResult(script.replace('.mjs', '-'), since) }));
  });
}

async function timersWorkload(options) {
  const { code, result } = await runScript('timers.mjs', [`N=${options.timers}`, 'ENGINES=1'], options);
  return { id: 'E', ok: code === 0 && result?.verification?.ok === true, result };
}

async function waitingWorkload(options) {
  const warmup = Math.min(3000, Math.max(500, Math.round(options.waiting / 10)));
  const args = [
    `N=${options.waiting}`,
    `WARMUP=${warmup}`,
    `IDLE=${options.waiting >= 100_000 ? 30 : 5}`,
    `SAMPLE=${Math.max(1, Math.min(100, Math.floor(options.waiting / 30)))}`,
  ];
  const { code, result } = await runScript('waiting-instances.mjs', args.map(String), options);
  return { id: 'F', ok: code === 0 && result?.ok === true, result };
}

// ---------------------------------------------------------------------------------------------------------------
// Summary: one table over every workload run, and the issue's targets.
// ---------------------------------------------------------------------------------------------------------------
function summaryRow({ id, ok, result, error }) {
  if (!result) return `| ${id} | failed${error ? `: ${error.split('\n')[0].slice(0, 120)}` : ' (no result)'} | | | | | | | |`;
  if (id === 'E') {
    return `| E | ${result.fireThroughput} timers/s (${result.options.N} due at once, 1 engine) | first fire ${result.firstFireMs} ms | ${result.engineCpuMsPerFire[0]} ms/fire | | | | | ${ok ? 'OK' : 'FAILED'} |`;
  }
  if (id === 'F') {
    return `| F | ${result.options.N} waiting: ${result.diskBytesPerInstance ?? '?'} B disk, ${result.heapAtRestartBytesPerInstance} B heap per instance (${result.heapGrowthBytesPerInstance} B of growth while starting them) | | | | | ${Math.max(...result.memory.map((point) => point.rssMiB))} MiB | | ${ok ? 'OK' : 'FAILED'} |`;
  }
  const r = result.results;
  const c = result.comparisons;
  const ceiling = c.ceiling?.instancesPerSecond ? `${c.ratioToCeiling} of ${c.ceiling.instancesPerSecond}/s` : '';
  const bpmnEngine = c.bpmnEngine?.instancesPerSecond ? `${c.ratioToBpmnEngine}x ${c.bpmnEngine.instancesPerSecond}/s` : '';
  return `| ${id} | ${r.instancesPerSecond} instances/s | ${r.startToCompletionMs.p50} / ${r.startToCompletionMs.p99} ms | ${r.engine.cpuMsPerInstance} ms | ${r.pgCommitsPerInstance} | ${r.engine.statementsPerInstance} | ${r.engine.peakRssMiB} MiB | ${[ceiling, bpmnEngine].filter(Boolean).join('; ')} | ${ok ? 'OK' : 'FAILED'} |`;
}

function targets(runs) {
  const byId = Object.fromEntries(runs.map((run) => [run.id, run.result]));
  const lines = [];
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const b = byId.B?.comparisons;
  if (b?.ratioToCeiling) lines.push(`B >= 0.6 of the plain-SQL ceiling: ${b.ratioToCeiling} (${verdict(b.ratioToCeiling >= 0.6)})`);
  if (b?.ratioToBpmnEngine) lines.push(`B >= 8x bpmn-engine: ${b.ratioToBpmnEngine}x (${verdict(b.ratioToBpmnEngine >= 8)})`);
  if (byId.F?.diskBytesPerInstance) {
    lines.push(`waiting instance <= 2 KB of table and index space: ${byId.F.diskBytesPerInstance} B (${verdict(byId.F.diskBytesPerInstance <= 2048)})`);
    lines.push(
      `no engine heap per waiting instance (a restarted engine over them against a fresh one over none, < 100 B, the noise of a heap reading): ${byId.F.heapAtRestartBytesPerInstance} B (${verdict(byId.F.heapAtRestartBytesPerInstance < 100)})`,
    );
  }
  if (byId.E) lines.push(`timers >= 2,000/s: ${byId.E.fireThroughput}/s (${verdict(byId.E.fireThroughput >= 2000)})`);
  return lines;
}

function machineDescription() {
  const cpu = cpus();
  let load = '';
  try {
    load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {}
  return `${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load}`;
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
  const selected = options.workload.toLowerCase() === 'all' ? ALL : options.workload.toUpperCase().split(',');
  const unknown = selected.filter((id) => !ALL.includes(id));
  if (unknown.length > 0) {
    console.error(`Unknown workload ${unknown.join(', ')}: choose among ${ALL.join(', ')} or all`);
    return 2;
  }
  if (options.client === 'grpc' && selected.some((id) => id !== 'B')) {
    console.error('CLIENT=grpc drives workload B only: run it with --workload B');
    return 2;
  }
  if (!existsSync(ENGINE_MAIN)) {
    console.error(`${relative(process.cwd(), ENGINE_MAIN)} is missing: build first (npm run build), or use npm run bench`);
    return 2;
  }

  const machine = machineDescription();
  const probes = { before: await probeMachine() };
  log(`Machine probe: ${describeProbe(probes.before)}`);
  const runs = [];
  for (const id of selected) {
    log(`=== workload ${id}`);
    // A workload that fails is reported as failed; the others still run.
    try {
      if (id === 'E') runs.push(await timersWorkload(options));
      else if (id === 'F') runs.push(await waitingWorkload(options));
      else runs.push(await closedLoop(id, options));
    } catch (error) {
      log(`Workload ${id} failed: ${error.stack ?? error}`);
      runs.push({ id, ok: false, result: null, error: String(error.message ?? error) });
    }
  }

  probes.after = await probeMachine();
  const at = new Date().toISOString();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `harness-${at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify({ at, machine, probes, options, runs }, null, 2)}\n`);
  console.log(
    [
      '',
      `Summary (${machine})`,
      `Machine probe before: ${describeProbe(probes.before)}; after: ${describeProbe(probes.after)} (bench/README.md, "The machine's drift")`,
      '| workload | throughput | start->completion p50 / p99 | engine CPU per instance | commits per instance | statements per instance | peak engine RSS | Baton ÷ plain-SQL ceiling; Baton ÷ bpmn-engine | verification |',
      '|---|---|---|---|---|---|---|---|---|',
      ...runs.map(summaryRow),
      '',
      ...targets(runs),
      `results: ${relative(process.cwd(), file) || file}`,
      '',
    ].join('\n'),
  );
  return runs.every((run) => run.ok) ? 0 : 1;
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
