#!/usr/bin/env node
// Suspension benchmark (issue 42): N instances, each with a waiting job, a timer that comes due while they are suspended
// and a message subscription, suspended by one batch (Camunda 8.10's POST /v2/process-instances/suspension), held while
// their timers come due and their messages are published, then resumed by one batch. Reports the batch timings and
// checks from the database that nothing moved while suspended and that, once resumed, every timer fired exactly once,
// every buffered message was taken once and every instance completed. See bench/README.md.
//
//   node bench/suspension.mjs            N=1000
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cleanupStack } from './lib/cleanups.mjs';
import { prepareDatabase, withClient } from './lib/engine.mjs';
import { readOptions, startInstances, startProbedEngine, waitUntil } from './lib/waiting-kit.mjs';
import { EngineClient } from './lib/workload.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
// The engine spec's model: a job of type suspension-work, a PT1H timer and a message suspension-paid (key =orderId).
const MODEL = join(REPO_ROOT, 'apps/engine/src/process-instances/suspension.bpmn');
const JOB_TYPE = 'suspension-work';
const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
const HOUR = 3_600_000;
const log = (message) => process.stderr.write(`[suspension] ${message}\n`);

const options = readOptions({
  N: 1000,
  C: 32,
  TIMEOUT: 600,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
});
const cleanups = cleanupStack(log);
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  const sql = async (text, params) => (await withClient(database.databaseUrl, (client) => client.query(text, params))).rows;
  const engine = await startProbedEngine({
    repoRoot: REPO_ROOT,
    mainJs: ENGINE_MAIN,
    env: { ...database.engineEnv, CLOCK_CONTROL: 'true' },
    logLevel: options.ENGINE_LOG_LEVEL,
    name: 'engine',
    log,
  });
  cleanups.push(() => engine.stop());
  const client = new EngineClient(engine.baseUrl, 'http');
  cleanups.push(async () => client.close());
  const t0 = Date.now();
  const pin = (timestamp) => client.request('PUT', '/v2/clock', { json: { timestamp }, expect: [204] });
  await pin(t0);
  await client.deploy(MODEL);

  log(`Starting ${options.N} instances`);
  const keys = await startInstances([client], options.N, (index) => ({ processDefinitionId: 'suspension', variables: { orderId: `order-${index}` } }), {
    concurrency: options.C,
  });
  const batchDone = (batchKey) =>
    waitUntil(
      () => client.request('GET', `/v2/batch-operations/${batchKey}`),
      (batch) => batch.state === 'COMPLETED',
      { timeoutMs: options.TIMEOUT * 1000, everyMs: 50, what: `batch ${batchKey}` },
    );
  const states = async () =>
    Object.fromEntries(
      (await sql(`select state, count(*)::int as n from process_instance where key = any($1::bigint[]) group by state`, [keys])).map((row) => [
        row.state,
        row.n,
      ]),
    );

  // when: one batch suspends them all
  log('Suspending them by one batch');
  const load = { beforeSuspension: loadavg()[0] };
  let at = performance.now();
  const suspension = await client.request('POST', '/v2/process-instances/suspension', { json: { filter: { processDefinitionId: 'suspension' } } });
  await batchDone(suspension.batchOperationKey);
  const suspendSeconds = (performance.now() - at) / 1000;
  const suspendedStates = await states();

  // while suspended: a control instance started now shows the scheduler ran; the timers come due and the messages are
  // published (with a TTL), and a worker asks for jobs: nothing of the suspended instances may move
  const control = (await client.request('POST', '/v2/process-instances', { json: { processDefinitionId: 'suspension', variables: { orderId: 'control' } } }))
    .processInstanceKey;
  log('Moving the clock past every timer and publishing every message while suspended');
  await pin(t0 + 2 * HOUR);
  at = performance.now();
  let published = 0;
  await Promise.all(
    Array.from({ length: options.C }, async () => {
      while (published < options.N) {
        const index = published++;
        await client.request('POST', '/v2/messages/publication', { json: { name: 'suspension-paid', correlationKey: `order-${index}`, timeToLive: 4 * HOUR } });
      }
    }),
  );
  const publishSeconds = (performance.now() - at) / 1000;
  await waitUntil(
    () => sql(`select count(*)::int as n from element_instance where process_instance_key = $1 and element_id = 'reminder' and state = 'COMPLETED'`, [control]),
    (rows) => rows[0].n === 1,
    { timeoutMs: 60_000, what: "the control instance's timer" },
  );
  const handedOut = await client.request('POST', '/v2/jobs/activation', {
    json: { type: JOB_TYPE, worker: 'bench', timeout: 600_000, maxJobsToActivate: 100, requestTimeout: -1 },
  });
  const [whileSuspended] = await sql(
    `select (select count(*)::int from history_event where process_instance_key = any($1::bigint[]) and type = 'EventTriggered') as triggered,
            (select count(*)::int from element_instance where process_instance_key = any($1::bigint[]) and state = 'COMPLETED' and element_id in ('reminder', 'paid', 'work')) as moved,
            (select count(*)::int from process_instance where key = any($1::bigint[]) and state = 'SUSPENDED') as suspended`,
    [keys],
  );
  const jobsWhileSuspended = handedOut.jobs.filter((job) => job.processInstanceKey !== control).length;
  for (const job of handedOut.jobs) await client.request('POST', `/v2/jobs/${job.jobKey}/completion`, { json: {}, expect: [204] });

  // when: one batch resumes them all; then a worker takes every job
  log('Resuming them by one batch');
  load.beforeResumption = loadavg()[0];
  at = performance.now();
  const resumption = await client.request('POST', '/v2/process-instances/resumption', { json: { filter: { processDefinitionId: 'suspension' } } });
  await batchDone(resumption.batchOperationKey);
  const resumeSeconds = (performance.now() - at) / 1000;
  await waitUntil(
    () =>
      sql(
        `select count(*)::int as n from element_instance where process_instance_key = any($1::bigint[]) and element_id = 'reminder' and state = 'COMPLETED'`,
        [keys],
      ),
    (rows) => rows[0].n === options.N,
    { timeoutMs: options.TIMEOUT * 1000, what: 'every timer after the resumption' },
  );
  const timersAfterResumeSeconds = (performance.now() - at) / 1000;
  let worked = 0;
  while (worked < options.N) {
    const { jobs } = await client.request('POST', '/v2/jobs/activation', {
      json: { type: JOB_TYPE, worker: 'bench', timeout: 600_000, maxJobsToActivate: 100, requestTimeout: 1000 },
    });
    await Promise.all(jobs.map((job) => client.request('POST', `/v2/jobs/${job.jobKey}/completion`, { json: {}, expect: [204] })));
    worked += jobs.length;
  }
  await waitUntil(states, (counts) => counts.COMPLETED === options.N, { timeoutMs: options.TIMEOUT * 1000, what: 'every instance completed' });
  const allDoneSeconds = (performance.now() - at) / 1000;
  load.end = loadavg()[0];

  // then: exactly once, from the history
  const [check] = await sql(
    `select count(*)::int as subscriptions, count(*) filter (where fires <> 1)::int as not_once, coalesce(sum(fires), 0)::int as fires
       from (select payload->>'subscriptionKey' as key, count(*) as fires from history_event
              where process_instance_key = any($1::bigint[]) and type = 'EventTriggered' and element_id = 'reminder' group by 1) s`,
    [keys],
  );
  const [messages] = await sql(
    `select count(*)::int as taken from element_instance where process_instance_key = any($1::bigint[]) and element_id = 'paid' and state = 'COMPLETED'`,
    [keys],
  );
  const finalStates = await states();
  const ok =
    suspendedStates.SUSPENDED === options.N &&
    whileSuspended.triggered === 0 &&
    whileSuspended.moved === 0 &&
    whileSuspended.suspended === options.N &&
    jobsWhileSuspended === 0 &&
    check.subscriptions === options.N &&
    check.not_once === 0 &&
    check.fires === options.N &&
    messages.taken === options.N &&
    finalStates.COMPLETED === options.N;

  const result = {
    benchmark: 'suspension',
    at: new Date().toISOString(),
    options: { N: options.N, C: options.C },
    suspendBatchSeconds: round(suspendSeconds),
    suspendPerSecond: round(options.N / suspendSeconds),
    publishSeconds: round(publishSeconds),
    resumeBatchSeconds: round(resumeSeconds),
    resumePerSecond: round(options.N / resumeSeconds),
    everyTimerFiredSecondsAfterResume: round(timersAfterResumeSeconds),
    everyInstanceCompletedSecondsAfterResume: round(allDoneSeconds),
    loadAverage: load,
    whileSuspended: { ...whileSuspended, jobsHandedOut: jobsWhileSuspended },
    verification: { ok, timers: check, messagesTaken: messages.taken, states: finalStates },
  };
  console.log(`
Suspension: ${options.N} instances with a waiting job, a timer and a message subscription
  suspend batch          ${result.suspendBatchSeconds} s (${result.suspendPerSecond} instances/s), ${suspendedStates.SUSPENDED} SUSPENDED
  while suspended        clock +2 h, ${options.N} messages published with a TTL in ${result.publishSeconds} s, the control's timer fired:
                         ${whileSuspended.triggered} events triggered, ${whileSuspended.moved} elements completed, ${jobsWhileSuspended} jobs handed out
  resume batch           ${result.resumeBatchSeconds} s (${result.resumePerSecond} instances/s)
  after resumption       every timer fired ${result.everyTimerFiredSecondsAfterResume} s after the resumption began, every instance completed after ${result.everyInstanceCompletedSecondsAfterResume} s
  load average           ${JSON.stringify(load)}
  verification           ${ok ? 'OK' : 'FAILED'}: ${check.subscriptions} timers fired ${check.fires} times (${check.not_once} not exactly once), ${messages.taken} messages taken, states ${JSON.stringify(finalStates)}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `suspension-${result.at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`Result written to ${file}`);
  if (!ok) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  log(error.stack ?? String(error));
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
