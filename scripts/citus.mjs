// npm run citus:start | citus:stop | test:citus | test:citus:all: the Citus cluster of ../shared/citus (a coordinator and two workers on
// this machine, see its README) and the engine's specs that run on it. Says plainly what is missing instead of
// failing inside the shell script or the specs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const citusDir = resolve(process.env.CITUS_DIR ?? join(root, '..', 'shared', 'citus'));
const cluster = join(citusDir, 'cluster.sh');
const coordinatorUrl = process.env.CITUS_URL ?? 'postgres://postgres@127.0.0.1:5441/postgres';

function fail(message) {
  console.error(`citus: ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function requireCluster() {
  if (!existsSync(cluster)) fail(`${cluster} not found: the Citus cluster scripts live in ../shared/citus beside the repository (or set CITUS_DIR)`);
  const versions = existsSync('/usr/share/postgresql') ? readdirSync('/usr/share/postgresql') : [];
  if (!versions.some((version) => existsSync(`/usr/share/postgresql/${version}/extension/citus.control`))) {
    fail(`the citus extension is not installed in this machine's PostgreSQL: run ${join(citusDir, 'install.sh')} first (about 4 minutes, once)`);
  }
}

/**
 * Engine integration specs that pass on the cluster as they pass on one PostgreSQL (docs/scaling-out.md lists what ran
 * and what did not, and why), kept few so that the stage stays within a few minutes.
 */
const ENGINE_SPECS_ON_CITUS = [
  // the shortest two of those that pass (message.flow and timer.flow pass too, 2 minutes each at load 30: the
  // hot-path spec covers their paths once); see docs/scaling-out.md
  'src/jobs/job-long-poll.spec.ts',
  'src/batch-operations/batch-operation-tenants.flow.spec.ts',
];

/**
 * The wider set `npm run test:citus:all` runs on demand (too long for CI's Citus stage): the engine's integration specs
 * of issue 45's list (jobs, timers, messages, user tasks, call activities, migration, batches) and the scale-out specs
 * that run several engine processes or count round trips. Their own timeouts fit one PostgreSQL; the cluster of three
 * servers on the same cores runs the same work several times slower, so each test gets CITUS_TEST_TIMEOUT_MS.
 */
const WIDER_SPECS_ON_CITUS = [
  ...ENGINE_SPECS_ON_CITUS,
  'src/jobs/job-error.flow.spec.ts',
  'src/timers/timer.flow.spec.ts',
  'src/messages/message.flow.spec.ts',
  'src/user-tasks/user-task.flow.spec.ts',
  'src/process-instances/call-activity.flow.spec.ts',
  'src/migration/batch-migration.spec.ts',
  'src/scale-out/hot-path-round-trips.spec.ts',
  'src/scale-out/several-engine-processes.spec.ts',
];
const WIDER_TEST_TIMEOUT_MS = process.env.CITUS_TEST_TIMEOUT_MS ?? '600000';

const [command] = process.argv.slice(2);
if (command === 'start' || command === 'stop') {
  requireCluster();
  process.exit(run(cluster, [command]));
} else if (command === 'test' || command === 'test-all') {
  if (!process.env.CITUS_URL) requireCluster();
  const url = new URL(coordinatorUrl);
  if (run('pg_isready', ['-q', '-h', url.hostname, '-p', url.port || '5432']) !== 0) {
    fail(`no coordinator answers at ${url.hostname}:${url.port || '5432'}: npm run citus:start first (or set CITUS_URL)`);
  }
  // One file at a time: a statement that crashes the coordinator ends every connection to it, another spec's too.
  const vitest = (files) => ['exec', '-w', '@baton/engine', '--', 'vitest', 'run', '--no-file-parallelism', ...files];
  const onCluster = { cwd: root, env: { ...process.env, DATABASE_URL: coordinatorUrl, DATABASE_MODE: 'citus' } };
  if (command === 'test-all') process.exit(run('npm', vitest([`--testTimeout=${WIDER_TEST_TIMEOUT_MS}`, ...WIDER_SPECS_ON_CITUS]), onCluster));
  // The gated specs only: the other citus-* specs run in npm test already, on one PostgreSQL.
  const specDir = join(root, 'apps', 'engine', 'src', 'scale-out');
  const gated = readdirSync(specDir)
    .filter((file) => file.startsWith('citus-') && file.endsWith('.spec.ts') && readFileSync(join(specDir, file), 'utf8').includes('CITUS_URL'))
    .map((file) => `src/scale-out/${file}`);
  if (gated.length === 0) fail(`no spec in ${specDir} named citus-*.spec.ts reads CITUS_URL`);
  const gatedStatus = run('npm', vitest(gated), { cwd: root, env: { ...process.env, CITUS_URL: coordinatorUrl } });
  // Then engine specs as they are, each database made on the whole cluster (testing/test-engine.ts, DATABASE_MODE=citus).
  const engineStatus = ENGINE_SPECS_ON_CITUS.length === 0 ? 0 : run('npm', vitest(ENGINE_SPECS_ON_CITUS), onCluster);
  process.exit(gatedStatus || engineStatus);
} else {
  fail('usage: node scripts/citus.mjs start | stop | test | test-all');
}
