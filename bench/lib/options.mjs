// Benchmark options: CLI flags win over environment variables, which win over the defaults.
//
//   node bench/run.mjs --n 5000 --c 128        node bench/run.mjs N=5000 C=128        N=5000 C=128 node bench/run.mjs

const SPECS = [
  {
    name: 'WORKLOAD',
    key: 'workload',
    type: 'string',
    default: 'B',
    help: 'A, B, C, D, E, F, a comma-separated list, or all (A start->end, B service task, C user task, D order, E timers, F waiting)',
  },
  { name: 'N', key: 'n', type: 'int', min: 0, default: 0, help: "measured process instances (0: the workload's default, A 3000, B 4000, C 2000, D 600)" },
  { name: 'C', key: 'c', type: 'int', min: 1, default: 64, help: 'instances in flight (started, job not yet completed)' },
  { name: 'WORKERS', key: 'workers', type: 'int', min: 1, default: 4, help: 'concurrent worker loops' },
  {
    name: 'JOBS_PER_WORKER',
    key: 'jobsPerWorker',
    type: 'int',
    min: 1,
    default: 32,
    help: 'jobs one worker activates and completes concurrently (maxJobsToActivate)',
  },
  {
    name: 'WARMUP',
    key: 'warmup',
    type: 'int',
    min: -1,
    default: -1,
    help: "warm-up instances before measuring, excluded from the figures (-1: the workload's default, A, B and C 4000, D 1000)",
  },
  { name: 'POLL_TIMEOUT', key: 'pollTimeoutMs', type: 'int', min: -1, default: 2000, help: 'job activation long-poll requestTimeout in ms' },
  {
    name: 'HTTP_CLIENT',
    key: 'httpClient',
    type: 'string',
    default: 'lean',
    values: ['lean', 'http', 'fetch'],
    help: 'bench HTTP client: lean (HTTP/1.1 on node:net keep-alive sockets), node:http keep-alive agent, or fetch (undici)',
  },
  {
    name: 'CLIENT',
    key: 'client',
    type: 'string',
    default: 'rest',
    values: ['rest', 'grpc'],
    help: "workload B's client: rest (the v2 REST API, HTTP_CLIENT) or grpc (the gateway: CreateProcessInstance, GRPC_JOBS, CompleteJob)",
  },
  {
    name: 'GRPC_JOBS',
    key: 'grpcJobs',
    type: 'string',
    default: 'stream',
    values: ['stream', 'poll'],
    help: 'with CLIENT=grpc, how workers take jobs: one StreamActivatedJobs stream each, or ActivateJobs long polls as the REST workers',
  },
  {
    name: 'DATABASE_URL',
    key: 'databaseUrl',
    type: 'string',
    default: '',
    help: 'use this database as is (default: a fresh baton_bench_* database, dropped afterwards)',
  },
  {
    name: 'ADMIN_DATABASE_URL',
    key: 'adminDatabaseUrl',
    type: 'string',
    default: 'postgres://postgres@127.0.0.1:5432/postgres',
    help: 'server where the fresh database is created; embedded PostgreSQL if unreachable',
  },
  {
    name: 'AUTH',
    key: 'auth',
    type: 'string',
    default: 'none',
    values: ['none', 'oidc'],
    help: "the engine's AUTH for A to D: oidc sends the embedded realm's baton-worker token with every request, through the access control",
  },
  { name: 'ENGINE_LOG_LEVEL', key: 'engineLogLevel', type: 'string', default: 'warn', help: 'LOG_LEVEL passed to the engine' },
  { name: 'CEILING', key: 'ceiling', type: 'string', default: 'on', values: ['on', 'off'], help: 'run the plain-SQL ceiling (pgbench) for A, B and C' },
  { name: 'CEILING_CLIENTS', key: 'ceilingClients', type: 'int', min: 1, default: 8, help: 'pgbench clients of the ceiling' },
  {
    name: 'CEILING_SECONDS',
    key: 'ceilingSeconds',
    type: 'int',
    min: 1,
    default: 10,
    help: 'pgbench seconds per workload, half right before it and half right after it',
  },
  { name: 'BPMN_ENGINE', key: 'bpmnEngine', type: 'string', default: 'on', values: ['on', 'off'], help: 'run bpmn-engine (in memory) on A, B and C' },
  { name: 'TIMERS', key: 'timers', type: 'int', min: 1, default: 10000, help: 'E: timers due at once (one engine process)' },
  { name: 'WAITING', key: 'waiting', type: 'int', min: 1, default: 10000, help: 'F: waiting instances (100000 for the full figure)' },
  {
    name: 'STALL_TIMEOUT',
    key: 'stallTimeoutS',
    type: 'int',
    min: 1,
    default: 60,
    help: 'seconds without any completed instance before the run is declared stuck',
  },
];

export function usage() {
  const lines = ['Usage: node bench/run.mjs [--name value | --name=value | NAME=value]...', '', 'Options (flag / environment variable, default):'];
  for (const spec of SPECS) {
    const flag = `--${spec.name.toLowerCase().replaceAll('_', '-')}`;
    const def = spec.name === 'DATABASE_URL' ? '(fresh database)' : JSON.stringify(spec.default);
    lines.push(`  ${flag.padEnd(22)} ${spec.name.padEnd(20)} ${def.padEnd(46)} ${spec.help}`);
  }
  return lines.join('\n');
}

export class OptionsError extends Error {}

/** Parses argv (without node and script) and env into the options object. */
export function parseOptions(argv = process.argv.slice(2), env = process.env) {
  const byName = new Map(SPECS.map((spec) => [spec.name, spec]));
  const fromCli = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    let value;
    const m = /^(?:--?)?([A-Za-z][A-Za-z0-9_-]*)(?:=(.*))?$/s.exec(arg);
    if (!m) throw new OptionsError(`Cannot read argument "${arg}"\n\n${usage()}`);
    const name = m[1].toUpperCase().replaceAll('-', '_');
    if (!byName.has(name)) throw new OptionsError(`Unknown option "${arg}"\n\n${usage()}`);
    if (m[2] !== undefined) value = m[2];
    else if (arg.startsWith('-') && i + 1 < argv.length) value = argv[++i];
    else throw new OptionsError(`Option "${arg}" needs a value`);
    fromCli.set(name, value);
  }
  const options = {};
  for (const spec of SPECS) {
    const raw = fromCli.get(spec.name) ?? env[spec.name];
    const text = raw === undefined ? '' : String(raw).trim();
    if (text === '') {
      options[spec.key] = spec.default;
      continue;
    }
    if (spec.type === 'int') {
      const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(value) || value < spec.min) throw new OptionsError(`${spec.name} must be an integer >= ${spec.min} (got "${text}")`);
      options[spec.key] = value;
    } else {
      if (spec.values && !spec.values.includes(text)) throw new OptionsError(`${spec.name} must be one of ${spec.values.join(', ')} (got "${text}")`);
      options[spec.key] = text;
    }
  }
  return options;
}
