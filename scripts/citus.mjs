// npm run citus:start | citus:stop | test:citus: the Citus cluster of ../shared/citus (a coordinator and two workers on
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

const [command] = process.argv.slice(2);
if (command === 'start' || command === 'stop') {
  requireCluster();
  process.exit(run(cluster, [command]));
} else if (command === 'test') {
  if (!process.env.CITUS_URL) requireCluster();
  const url = new URL(coordinatorUrl);
  if (run('pg_isready', ['-q', '-h', url.hostname, '-p', url.port || '5432']) !== 0) {
    fail(`no coordinator answers at ${url.hostname}:${url.port || '5432'}: npm run citus:start first (or set CITUS_URL)`);
  }
  // The gated specs only: the other citus-* specs run in npm test already, on one PostgreSQL.
  const specDir = join(root, 'apps', 'engine', 'src', 'scale-out');
  const gated = readdirSync(specDir)
    .filter((file) => file.startsWith('citus-') && file.endsWith('.spec.ts') && readFileSync(join(specDir, file), 'utf8').includes('CITUS_URL'))
    .map((file) => `src/scale-out/${file}`);
  if (gated.length === 0) fail(`no spec in ${specDir} named citus-*.spec.ts reads CITUS_URL`);
  // One file at a time: a statement that crashes the coordinator ends every connection to it, another spec's too.
  const vitest = ['exec', '-w', '@baton/engine', '--', 'vitest', 'run', '--no-file-parallelism', ...gated];
  process.exit(run('npm', vitest, { cwd: root, env: { ...process.env, CITUS_URL: coordinatorUrl } }));
} else {
  fail('usage: node scripts/citus.mjs start | stop | test');
}
