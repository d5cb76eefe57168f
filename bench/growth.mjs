// Growth: how a step and a query behave when the data grows. On a database of its own:
//  1. the latency of one step (a job completion, which commits the instance's next events) on an instance whose
//     history holds HISTORY_EVENTS events (grown through the API by a loop model), against a fresh instance;
//  2. the latency of instance queries over INSTANCES closed instances seeded with SQL (generate_series), beside a
//     few thousand real ones, with the indexes the migrations create.
// Usage (after `npm run build`): node bench/growth.mjs [HISTORY_EVENTS=10000] [INSTANCES=1000000] [SAMPLES=100]
// ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where its database is created and dropped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { engineNodeFlags } from './lib/engine.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=')));
const option = (name, fallback) => Number(args[name] ?? process.env[name] ?? fallback);
const HISTORY_EVENTS = option('HISTORY_EVENTS', 10_000);
const INSTANCES = option('INSTANCES', 1_000_000);
const SAMPLES = option('SAMPLES', 100);
const ADMIN_URL = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => process.stderr.write(`growth: ${line}\n`);

const LOOP_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="growth" targetNamespace="http://baton.dev/bench">
  <bpmn:process id="growth-loop" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="step"><bpmn:extensionElements><zeebe:taskDefinition type="growth-step" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:exclusiveGateway id="again" default="to-end" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="start-step" sourceRef="start" targetRef="step" />
    <bpmn:sequenceFlow id="step-again" sourceRef="step" targetRef="again" />
    <bpmn:sequenceFlow id="loop" sourceRef="again" targetRef="step"><bpmn:conditionExpression>=done = false</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="to-end" sourceRef="again" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startEngine(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [...engineNodeFlags(), join(repoRoot, 'apps/engine/dist/main.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', AUTH: 'none', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    try {
      if ((await fetch(`${baseUrl}/v2/status`)).status === 204) return { baseUrl, child };
    } catch {}
    if (waited > 120_000 || child.exitCode !== null) throw new Error('the engine did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(baseUrl, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text === '' ? null : JSON.parse(text);
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${sorted.length} samples)`;
}

/** One loop round: activate the instance's job, complete it; the completion is the step measured. */
async function step(baseUrl, processInstanceKey, done) {
  const { jobs } = await call(baseUrl, 'POST', '/v2/jobs/activation', {
    type: 'growth-step',
    worker: 'growth',
    timeout: 60_000,
    maxJobsToActivate: 10,
    requestTimeout: 2000,
  });
  const job = jobs.find((candidate) => candidate.processInstanceKey === processInstanceKey);
  if (!job) throw new Error(`no job for ${processInstanceKey}`);
  return (await timed(() => call(baseUrl, 'POST', `/v2/jobs/${job.jobKey}/completion`, { variables: { done } }))).ms;
}

async function historyCount(db, processInstanceKey) {
  const { rows } = await db.query('select next_sequence - 1 as events from process_instance where key = $1', [processInstanceKey]);
  return Number(rows[0].events);
}

async function main() {
  const name = `baton_bench_growth_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const databaseUrl = withDatabase(ADMIN_URL, name);
  log(`database ${name}`);
  let engine;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    engine = await startEngine(databaseUrl);
    await db.connect();
    const form = new FormData();
    form.append('resources', new Blob([LOOP_MODEL]), 'growth-loop.bpmn');
    const deployed = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form });
    if (deployed.status !== 200) throw new Error(`deploy: ${deployed.status} ${await deployed.text()}`);
    const start = async () =>
      (await call(engine.baseUrl, 'POST', '/v2/process-instances', { processDefinitionId: 'growth-loop', variables: { done: false } })).processInstanceKey;

    // 1. a step on a long history against a step on a short one
    const long = await start();
    const growStarted = performance.now();
    let events = 0;
    for (let round = 0; (events = await historyCount(db, long)) < HISTORY_EVENTS; round++) {
      await step(engine.baseUrl, long, false);
      if (round % 200 === 0) log(`history of the long instance: ${events} events`);
    }
    log(`grew ${events} events in ${((performance.now() - growStarted) / 1000).toFixed(1)} s`);
    const onLong = [];
    for (let i = 0; i < SAMPLES; i++) onLong.push(await step(engine.baseUrl, long, false));
    const historyRead = [];
    for (let i = 0; i < 20; i++) historyRead.push((await timed(() => call(engine.baseUrl, 'GET', `/baton/v1/process-instances/${long}/history`))).ms);
    const finalEvents = await historyCount(db, long);
    // One instance with a job at a time: an activation hands out every job of the type.
    await step(engine.baseUrl, long, true);
    const fresh = await start();
    const onFresh = [];
    for (let i = 0; i < SAMPLES; i++) onFresh.push(await step(engine.baseUrl, fresh, false));

    // 2. queries over many closed instances seeded with SQL (copies of the long one, closed now; keys far from the engine's)
    const closed = long;
    const seedStarted = performance.now();
    await db.query(
      `insert into process_instance (key, process_definition_key, bpmn_process_id, version, tenant_id, state, start_date, end_date, incident_count, tags,
                                     business_id, revision, next_sequence, parent_process_instance_key, parent_element_instance_key, root_process_instance_key,
                                     partition_id)
       select 4000000000000000 + g, t.process_definition_key, t.bpmn_process_id, t.version, t.tenant_id, 'COMPLETED',
              t.start_date - make_interval(secs => g), t.start_date - make_interval(secs => g) + interval '1 second', 0, t.tags,
              null, t.revision, t.next_sequence, null, null, null, ((4000000000000000 + g) >> 51)::smallint
         from process_instance t, generate_series(1, $2::int) g
        where t.key = $1`,
      [closed, INSTANCES],
    );
    await db.query('vacuum analyze process_instance');
    const seeded = ((performance.now() - seedStarted) / 1000).toFixed(1);
    log(`seeded ${INSTANCES} closed instances in ${seeded} s`);
    const queries = {
      'search ACTIVE of the process, 50 newest': {
        filter: { processDefinitionId: 'growth-loop', state: 'ACTIVE' },
        sort: [{ field: 'startDate', order: 'desc' }],
        page: { limit: 50 },
      },
      'search COMPLETED, 50 newest': { filter: { state: 'COMPLETED' }, sort: [{ field: 'startDate', order: 'desc' }], page: { limit: 50 } },
      'search all, first page of 50 (default order)': { page: { limit: 50 } },
      'search by processInstanceKey': { filter: { processInstanceKey: String(4000000000000000 + Math.ceil(INSTANCES / 2)) } },
    };
    const queryFigures = {};
    for (const [label, body] of Object.entries(queries)) {
      const samples = [];
      let totalItems;
      for (let i = 0; i < 20; i++) {
        const { ms, result } = await timed(() => call(engine.baseUrl, 'POST', '/v2/process-instances/search', body));
        samples.push(ms);
        totalItems = `${result.page.totalItems}${result.page.hasMoreTotalItems ? '+' : ''}`;
      }
      queryFigures[label] = `${summary(samples)}; totalItems ${totalItems}`;
    }
    const gets = [];
    for (let i = 0; i < 20; i++)
      gets.push((await timed(() => call(engine.baseUrl, 'GET', `/v2/process-instances/${4000000000000000 + 1 + Math.floor((i * INSTANCES) / 20)}`))).ms);
    queryFigures['GET /v2/process-instances/{key}'] = summary(gets);
    const afterSeed = [];
    for (let i = 0; i < SAMPLES; i++) afterSeed.push(await step(engine.baseUrl, fresh, false));

    console.log(`## Growth (node bench/growth.mjs HISTORY_EVENTS=${HISTORY_EVENTS} INSTANCES=${INSTANCES} SAMPLES=${SAMPLES})`);
    console.log('');
    console.log('| what | figure |');
    console.log('|---|---|');
    console.log(`| step (job completion) on an instance with ${finalEvents} history events | ${summary(onLong)} |`);
    console.log(`| step on a fresh instance, same database | ${summary(onFresh)} |`);
    console.log(`| GET history of the ${finalEvents}-event instance | ${summary(historyRead)} |`);
    console.log(`| seeding ${INSTANCES} closed instances with SQL | ${seeded} s |`);
    for (const [label, figure] of Object.entries(queryFigures)) console.log(`| ${label}, over ${INSTANCES} instances | ${figure} |`);
    console.log(`| step on a fresh instance after the seeding | ${summary(afterSeed)} |`);
  } finally {
    await db.end().catch(() => undefined);
    engine?.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin(`drop database if exists ${name} with (force)`).catch((error) => log(`could not drop ${name}: ${error.message}`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
