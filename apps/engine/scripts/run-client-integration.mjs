// Runs the official client's own integration suite (tests-integration/ of camunda/orchestration-cluster-api-js)
// against a Baton engine, where the suite lies, not in this repository: issue 43 asks that it pass. On demand, not in
// CI (it needs the client's repository and takes 10 to 30 minutes). From the repository root, after `npm run build`:
//
//   CLIENT_REPO=../orchestration-cluster-api-js ASSERT_JSON_BODY_REPO=../assert-json-body \
//     node apps/engine/scripts/run-client-integration.mjs
//
// CLIENT_REPO and ASSERT_JSON_BODY_REPO are clones of camunda/orchestration-cluster-api-js and camunda/assert-json-body
// (the suite's response-shape checker, which is not on the npm registry). Optional: CLIENT_REF (the suite's tag),
// LATER_SPEC_REF (the ref whose response shapes the second pass checks), NODE22 (a Node.js 22 binary: the threaded
// worker tests skip on older ones), DATABASE_ADMIN_URL, WORK_DIR. Exit code 1 when a test fails that KNOWN_FAILURES
// does not list; docs/coming-from-camunda-8.md explains each listed one.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../../..');
const env = process.env;
// The client 9.1.5 that Baton installs has no tag in the client's repository; v9.1.4 is the suite it was released
// with (9.1.5 changed the job worker's retry back-off only), and the tests that import dist/ run 9.1.5 itself.
const clientRef = env.CLIENT_REF ?? 'v9.1.4';
const laterSpecRef = env.LATER_SPEC_REF ?? 'HEAD';
const clientRepo = resolve(env.CLIENT_REPO ?? join(root, '../orchestration-cluster-api-js'));
const ajbRepo = resolve(env.ASSERT_JSON_BODY_REPO ?? join(root, '../assert-json-body'));
const work = resolve(env.WORK_DIR ?? join(tmpdir(), 'baton-client-integration'));
const node = env.NODE22 ?? process.execPath;
const adminUrl = env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Failures that are not Baton's to fix; key: file > test name (docs/coming-from-camunda-8.md says why). */
const KNOWN_FAILURES = {
  'methods/getProcessInstance.test.ts > getProcessInstance can get a process instance':
    "suspendedDate (Camunda 8.10) is not in the suite's response snapshot of March 2026",
  'methods/searchProcessInstances.test.ts > searchProcessInstances can search by processInstanceKey and variables':
    "suspendedDate (Camunda 8.10) is not in the suite's response snapshot of March 2026",
  'methods/searchJobs.test.ts > searchJobs can search Jobs': "a job's priority (Camunda 8.10) is not in the suite's response snapshot of March 2026",
};

const run = (command, args, options = {}) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'], ...options }).toString();

function checkout(repo, ref, dir) {
  if (!existsSync(join(repo, '.git')) && !existsSync(join(repo, 'HEAD'))) throw new Error(`${repo} is not a clone (set CLIENT_REPO / ASSERT_JSON_BODY_REPO)`);
  rmSync(dir, { recursive: true, force: true });
  run('git', ['clone', '--quiet', repo, dir]);
  run('git', ['-C', dir, 'checkout', '--quiet', ref]);
}

/** The suite's test dependencies at the versions of the client's own lockfile, installed once beside it. */
function installTestDependencies(client) {
  const lock = JSON.parse(readFileSync(join(client, 'package-lock.json'), 'utf8')).packages;
  const names = ['vitest', 'fp-ts', 'zod', 'typed-env'];
  const deps = join(work, 'deps');
  const dependencies = Object.fromEntries(names.map((name) => [name, lock[`node_modules/${name}`].version]));
  const manifest = JSON.stringify({ name: 'client-integration-deps', private: true, dependencies }, null, 2);
  mkdirSync(deps, { recursive: true });
  if (!existsSync(join(deps, 'package.json')) || readFileSync(join(deps, 'package.json'), 'utf8') !== manifest) {
    writeFileSync(join(deps, 'package.json'), manifest);
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: deps });
  }
  const ajb = join(work, 'assert-json-body');
  checkout(ajbRepo, `v${lock['node_modules/assert-json-body'].version}`, ajb);
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: ajb });
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: ajb });
  rmSync(join(deps, 'node_modules/assert-json-body'), { force: true });
  symlinkSync(ajb, join(deps, 'node_modules/assert-json-body'));
  symlinkSync(join(deps, 'node_modules'), join(client, 'node_modules'));
  symlinkSync(join(root, 'node_modules/@camunda8/orchestration-cluster-api/dist'), join(client, 'dist'));
}

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

async function startEngine(databaseUrl) {
  const port = await freePort();
  const engine = spawn(process.execPath, ['apps/engine/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), GRPC_PORT: '0', DATABASE_URL: databaseUrl, AUTH: 'oidc', AUTH_BASIC: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  await new Promise((ready, failed) => {
    engine.once('exit', (code) => failed(new Error(`the engine stopped at start (exit code ${code})`)));
    engine.stdout.on('data', (chunk) => chunk.toString().includes('listening on') && ready());
  });
  const stop = () =>
    new Promise((done) => {
      engine.once('exit', done);
      engine.kill('SIGTERM');
    });
  return { address, stop };
}

/** Runs vitest on the given files; resolves with the JSON report's test results. */
function vitest(client, address, files, extraEnv, report) {
  const clientEnv = {
    ...env,
    ...extraEnv,
    CAMUNDA_SDK_INTEGRATION: '1',
    CAMUNDA_REST_ADDRESS: address,
    CAMUNDA_AUTH_STRATEGY: 'BASIC',
    CAMUNDA_BASIC_AUTH_USERNAME: 'demo',
    CAMUNDA_BASIC_AUTH_PASSWORD: 'demo',
  };
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...files, '--reporter=dot', '--reporter=json', `--outputFile=${report}`];
  return new Promise((done) => {
    spawn(node, args, { cwd: client, env: clientEnv, stdio: 'inherit' }).once('exit', () => done(JSON.parse(readFileSync(report, 'utf8')).testResults));
  });
}

/** Prints the counts and each failure; returns how many failures `known` does not list. */
function summarize(title, results, known) {
  const tests = results.flatMap((file) =>
    file.assertionResults.map((test) => ({ ...test, id: `${file.name.split('tests-integration/')[1]} > ${test.fullName}`, why: file.message })),
  );
  const count = (status) => tests.filter((test) => test.status === status).length;
  const failed = tests.filter((test) => test.status === 'failed');
  const brokenFiles = results.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  console.log(
    `\n${title}: ${tests.length} tests in ${results.length} files: ${count('passed')} passed, ${failed.length} failed, ${count('skipped') + count('pending')} skipped`,
  );
  for (const test of failed) console.log(`  ${known[test.id] ? 'known' : 'NEW  '} ${test.id}: ${test.failureMessages[0]?.split('\n').slice(0, 2).join(' ')}`);
  for (const file of brokenFiles) console.log(`  NEW   ${file.name}: ${file.message}`);
  return failed.filter((test) => !known[test.id]).length + brokenFiles.length;
}

const client = join(work, 'orchestration-cluster-api-js');
checkout(clientRepo, clientRef, client);
installTestDependencies(client);
const laterResponses = join(work, 'responses-later.json');
writeFileSync(laterResponses, run('git', ['-C', clientRepo, 'show', `${laterSpecRef}:json-body-assertions/responses.json`]));

const database = `baton_client_it_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
let engine;
let unexpected = 0;
try {
  engine = await startEngine(Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href);
  const suite = await vitest(client, engine.address, ['tests-integration'], {}, join(work, 'report.json'));
  unexpected = summarize(`The client's integration suite at ${clientRef} (node ${run(node, ['--version']).trim()})`, suite, KNOWN_FAILURES);
  // The response-shape tests once more, on the shapes of Camunda's later spec that the client's repository holds.
  const shapeFiles = Object.keys(KNOWN_FAILURES).map((id) => `tests-integration/${id.split(' > ')[0]}`);
  const later = await vitest(client, engine.address, shapeFiles, { AJB_RESPONSES_FILE: laterResponses }, join(work, 'report-later.json'));
  summarize(`The same shape tests on the response shapes of ${laterSpecRef} (information only)`, later, {});
} finally {
  await engine?.stop();
  await admin.query(`drop database ${database} with (force)`);
  await admin.end();
}
process.exit(unexpected > 0 ? 1 : 0);
