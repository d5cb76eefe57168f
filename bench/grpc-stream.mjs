#!/usr/bin/env node
// gRPC job stream benchmark (issue 43): @camunda8/sdk's ZeebeGrpcClient starts N instances of a one-job process over the
// engine's gateway and one StreamActivatedJobs stream of the same client completes their jobs. Reports the instances/s
// from the first start to the last completion and checks from the database that every instance completed and no job was
// handed out twice. See bench/README.md.
//
//   node bench/grpc-stream.mjs            N=10000
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Zeebe } from '@camunda8/sdk';
import { cleanupStack } from './lib/cleanups.mjs';
import { freePort, prepareDatabase, withClient } from './lib/engine.mjs';
import { readOptions, startProbedEngine, waitUntil } from './lib/waiting-kit.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
// The engine spec's model: start, a service task of type grpc-work, end.
const MODEL = join(REPO_ROOT, 'apps/engine/src/grpc/grpc-work.bpmn');
const log = (message) => process.stderr.write(`[grpc-stream] ${message}\n`);

const options = readOptions({
  N: 10000,
  C: 64,
  TIMEOUT: 900,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
});
const cleanups = cleanupStack(log);

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  const sql = async (text, params) => (await withClient(database.databaseUrl, (client) => client.query(text, params))).rows;
  const grpcPort = await freePort();
  const engine = await startProbedEngine({
    repoRoot: REPO_ROOT,
    mainJs: ENGINE_MAIN,
    env: { ...database.engineEnv, GRPC_PORT: String(grpcPort) },
    logLevel: options.ENGINE_LOG_LEVEL,
    name: 'engine',
    log,
  });
  cleanups.push(() => engine.stop());
  const zeebe = new Zeebe.ZeebeGrpcClient({
    config: {
      ZEEBE_GRPC_ADDRESS: `grpc://127.0.0.1:${grpcPort}`,
      CAMUNDA_AUTH_STRATEGY: 'NONE',
      CAMUNDA_LOG_LEVEL: 'error',
      zeebeGrpcSettings: { ZEEBE_GRPC_CLIENT_RETRY: false, ZEEBE_CLIENT_LOG_LEVEL: 'NONE' },
    },
  });
  cleanups.push(async () => zeebe.close());
  await zeebe.deployResource({ processFilename: MODEL });

  let completed = 0;
  let handedTwice = 0;
  const seen = new Set();
  const stream = await zeebe.streamJobs({
    type: 'grpc-work',
    worker: 'bench',
    tenantIds: ['<default>'],
    timeout: 300_000,
    pollInterval: -1,
    taskHandler: async (job) => {
      if (seen.has(job.key)) handedTwice++;
      seen.add(job.key);
      const done = await job.complete();
      completed++;
      return done;
    },
  });
  cleanups.push(async () => stream.close());

  log(`Starting ${options.N} instances over gRPC, ${options.C} at a time`);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.C }, async () => {
      while (next < options.N) {
        next++;
        await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
      }
    }),
  );
  const allStarted = performance.now();
  await waitUntil(
    async () => completed,
    (count) => count >= options.N,
    { timeoutMs: options.TIMEOUT * 1000, everyMs: 200, what: 'every job completed' },
  );
  const finished = performance.now();
  const [{ done }] = await sql(`select count(*)::int as done from process_instance where state = 'COMPLETED'`);
  const seconds = (finished - started) / 1000;
  const result = {
    instances: options.N,
    lanes: options.C,
    startSeconds: Math.round(((allStarted - started) / 1000) * 100) / 100,
    totalSeconds: Math.round(seconds * 100) / 100,
    instancesPerSecond: Math.round((options.N / seconds) * 10) / 10,
    completedInDatabase: done,
    handedTwice,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  if (done !== options.N || handedTwice > 0) process.exitCode = 1;
}

main()
  .catch((error) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  })
  .finally(() => cleanups.run());
