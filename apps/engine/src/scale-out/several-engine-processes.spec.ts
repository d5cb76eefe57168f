import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, BatchOperationCreatedResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { waitForBatch } from '../migration/batch-migration-checks.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';
import { type NodeObserver, nodeName, observeWritingNodes, urlOfNode } from './engine-node-observer.js';

/**
 * Several engine processes on one database (issue 15): three `node apps/engine/dist/main.js` on their own ports,
 * one DATABASE_URL. Starts, job workers, timers, message publications and a batch operation are spread over all of
 * them at once; the database must show every piece of work done exactly once, and every process doing its share.
 * Needs the built engine (apps/engine/dist/main.js).
 */
const model = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const JOB_MODEL = model('./several-engines.job.bpmn');
const TIMER_MODEL = model('./several-engines.timer.bpmn');
const MESSAGE_MODEL = model('./several-engines.message.bpmn');
const MESSAGE_MODEL_V2 = MESSAGE_MODEL.replace('name="Waits for a payment"', 'name="Waits for a payment (version 2)"');

const NODES = 3;
const JOB_TYPE = 'several-engines-job';
const JOB_INSTANCES = 300;
const STARTS_IN_FLIGHT_PER_NODE = 6;
const WORKERS_PER_NODE = 2;
const TIMER_INSTANCES = 120;
/** Messages published before their instance exists (buffered), and instances waiting before their message comes. */
const BUFFERED_MESSAGES = 30;
const WAITING_FOR_MESSAGES = 30;
/**
 * On Citus (`npm run test:citus:all`) the three servers share the machine's cores with the three engine processes and
 * run the same work several times slower (docs/scaling-out.md): each wait is this many times longer there. The first
 * process also migrates and places the database over the shards before it answers.
 */
const PATIENCE = process.env.DATABASE_MODE === 'citus' ? 4 : 1;
/** Longer than the spec: a job handed out twice within it was handed out twice while locked. */
const JOB_LOCK_MS = 120_000 * PATIENCE;

/** Runs `count` tasks, `lanes` at a time; lane i talks to engine i mod NODES. */
async function spread(count: number, lanes: number, task: (index: number, http: HttpClient) => Promise<void>, clients: HttpClient[]): Promise<void> {
  let next = 0;
  const lane = async (laneIndex: number) => {
    const http = clients[laneIndex % clients.length] as HttpClient;
    while (next < count) await task(next++, http);
  };
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
}

async function start(http: HttpClient, processDefinitionId: string, variables: Record<string, unknown>): Promise<string> {
  const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
  if (started.status !== 200) throw new Error(`start of ${processDefinitionId} answered ${started.status}: ${JSON.stringify(started.body)}`);
  return started.body.processInstanceKey;
}

async function publish(http: HttpClient, correlationKey: string): Promise<void> {
  const published = await http.post('/v2/messages/publication', { name: 'several-engines-payment', correlationKey, timeToLive: 60_000 });
  if (published.status !== 200) throw new Error(`publication of ${correlationKey} answered ${published.status}: ${JSON.stringify(published.body)}`);
}

describe('several engine processes on one database', () => {
  let databaseUrl: string | undefined;
  let db: pg.Client | undefined;
  let observer: NodeObserver | undefined;
  const engines: EngineProcess[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const url = databaseUrl;
    // one after the other: each picks a free port before it starts, and a busy machine starts one faster than three
    for (let node = 1; node <= NODES; node++) engines.push(await startEngineProcess(urlOfNode(url, node), {}, { readyWithinMs: 30_000 * PATIENCE }));
    db = new pg.Client({ connectionString: url });
    await db.connect();
    observer = await observeWritingNodes(db);
  });

  afterAll(async () => {
    const stopped = await Promise.allSettled(engines.map((engine) => engine.stop()));
    await db?.end().catch(() => undefined);
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });

  const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> => (await db!.query<T>(sql, params)).rows;

  it('should do every job, timer, message and batch item exactly once, with every process doing its share', async () => {
    // given
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    const deployed = await clients[0]!.deploy<DeploymentResult>({
      'several-engines.job.bpmn': JOB_MODEL,
      'several-engines.timer.bpmn': TIMER_MODEL,
      'several-engines.message.bpmn': MESSAGE_MODEL,
    });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    const v1 = deployed.body.deployments.find((d) => d.processDefinition?.processDefinitionId === 'several-engines-message')?.processDefinition
      ?.processDefinitionKey;

    // when: workload B over every process (starts and workers on each), timers and buffered messages at the same time
    const jobInstances: string[] = [];
    const handedOut = new Map<string, string>();
    const twice: string[] = [];
    const failedCompletions: string[] = [];
    let completedJobs = 0;
    const loadDeadline = Date.now() + 90_000 * PATIENCE;
    const worker = async (http: HttpClient, name: string) => {
      while (completedJobs < JOB_INSTANCES && Date.now() < loadDeadline) {
        const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
          type: JOB_TYPE,
          worker: name,
          timeout: JOB_LOCK_MS,
          maxJobsToActivate: 8,
          requestTimeout: 500,
        });
        if (response.status !== 200) throw new Error(`activation on ${name} answered ${response.status}: ${JSON.stringify(response.body)}`);
        for (const job of response.body.jobs) {
          if (handedOut.has(job.jobKey)) twice.push(`${job.jobKey} to ${handedOut.get(job.jobKey)} and ${name}`);
          handedOut.set(job.jobKey, name);
        }
        await Promise.all(
          response.body.jobs.map(async (job) => {
            const completion = await http.post(`/v2/jobs/${job.jobKey}/completion`, { variables: { doneBy: name } });
            if (completion.status === 204) completedJobs++;
            else failedCompletions.push(`${job.jobKey} on ${name}: ${completion.status}`);
          }),
        );
      }
    };
    const workers = clients.flatMap((http, node) =>
      Array.from({ length: WORKERS_PER_NODE }, (_, index) => worker(http, `${nodeName(node + 1)}-worker-${index}`)),
    );
    const timerInstances: string[] = [];
    const bufferedInstances: string[] = [];
    await Promise.all([
      spread(JOB_INSTANCES, STARTS_IN_FLIGHT_PER_NODE * NODES, async (index, http) => void jobInstances.push(await start(http, JOB_TYPE, { index })), clients),
      spread(
        TIMER_INSTANCES,
        NODES * 2,
        async (index, http) => void timerInstances.push(await start(http, 'several-engines-timer', { wait: 'PT1S', index })),
        clients,
      ),
      spread(
        BUFFERED_MESSAGES,
        NODES,
        async (index, http) => {
          await publish(http, `buffered-${index}`);
          // the instance starts on the next process: the message waits in the database, not in an engine
          const next = clients[(clients.indexOf(http) + 1) % NODES] as HttpClient;
          bufferedInstances.push(await start(next, 'several-engines-message', { orderId: `buffered-${index}` }));
        },
        clients,
      ),
    ]);
    await Promise.all(workers);
    const completedCount = async (keys: string[]) =>
      (await rows<{ n: number }>(`select count(*)::int as n from process_instance where key = any($1::bigint[]) and state = 'COMPLETED'`, [keys]))[0]?.n;
    await eventually(
      () => completedCount([...jobInstances, ...timerInstances, ...bufferedInstances]),
      JOB_INSTANCES + TIMER_INSTANCES + BUFFERED_MESSAGES,
      30_000 * PATIENCE,
    );

    // and: instances waiting for their message move to version 2 in a batch operation, then their messages come
    const waiting: string[] = [];
    await spread(
      WAITING_FOR_MESSAGES,
      NODES,
      async (index, http) => void waiting.push(await start(http, 'several-engines-message', { orderId: `waiting-${index}` })),
      clients,
    );
    const v2 = await clients[1]!.deploy<DeploymentResult>({ 'several-engines.message.bpmn': MESSAGE_MODEL_V2 });
    expect(v2.status, JSON.stringify(v2.body)).toBe(200);
    const batch = await clients[1]!.post<BatchOperationCreatedResult>('/v2/process-instances/migration', {
      filter: { processDefinitionKey: v1 },
      migrationPlan: {
        targetProcessDefinitionKey: v2.body.deployments[0]?.processDefinition?.processDefinitionKey,
        mappingInstructions: [{ sourceElementId: 'paid', targetElementId: 'paid' }],
      },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(200);
    const batchDone = await waitForBatch(clients[2]!, batch.body.batchOperationKey, (state) => state.state !== 'ACTIVE', 30_000 * PATIENCE);
    await spread(WAITING_FOR_MESSAGES, NODES, (index, http) => publish(http, `waiting-${index}`), clients);
    await eventually(() => completedCount(waiting), WAITING_FOR_MESSAGES, 30_000 * PATIENCE);

    // then: the clients saw every job once and every completion acknowledged
    expect(twice).toEqual([]);
    expect(failedCompletions).toEqual([]);
    expect(completedJobs).toBe(JOB_INSTANCES);
    expect(batchDone).toMatchObject({ state: 'COMPLETED', operationsTotalCount: WAITING_FOR_MESSAGES, operationsCompletedCount: WAITING_FOR_MESSAGES });

    // and: every instance ended once, with a history numbered 1..n without gaps or repeats
    const all = [...jobInstances, ...timerInstances, ...bufferedInstances, ...waiting];
    expect(new Set(all).size).toBe(all.length);
    expect(await rows(`select key::text from process_instance where state <> 'COMPLETED'`)).toEqual([]);
    expect((await rows<{ n: number }>(`select count(*)::int as n from process_instance`))[0]?.n).toBe(all.length);
    expect(
      await rows(
        `select p.key::text, count(h.sequence)::int as events, min(h.sequence)::int as first, max(h.sequence)::int as last,
                count(distinct h.sequence)::int as distinct_sequences, p.next_sequence::int as next_sequence
           from process_instance p left join history_event h on h.process_instance_key = p.key and h.partition_id = p.partition_id
          group by p.partition_id, p.key
         having min(h.sequence) <> 1 or max(h.sequence) <> count(h.sequence) or count(distinct h.sequence) <> count(h.sequence)
             or p.next_sequence <> max(h.sequence) + 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select p.key::text, count(h.sequence)::int as completions from process_instance p
           left join history_event h on h.process_instance_key = p.key and h.partition_id = p.partition_id and h.type = 'ElementCompleted'
                                    and h.element_instance_key = p.key
          group by p.partition_id, p.key having count(h.sequence) <> 1`,
      ),
    ).toEqual([]);

    // and: each job activated and completed once, each timer and each message triggered once, each instance migrated once
    const once = (type: string, key: string, extra = '') =>
      rows(`select payload->>'${key}' as key, count(*)::int as n from history_event where type = '${type}' ${extra} group by 1 having count(*) <> 1`);
    expect(await once('JobActivated', 'jobKey')).toEqual([]);
    expect(await once('JobCompleted', 'jobKey')).toEqual([]);
    expect(await once('EventTriggered', 'subscriptionKey')).toEqual([]);
    expect(await once('EventTriggered', 'messageKey', `and payload->>'kind' = 'message'`)).toEqual([]);
    const triggered = await rows<{ kind: string; n: number }>(
      `select payload->>'kind' as kind, count(*)::int as n from history_event where type = 'EventTriggered' group by 1 order by 1`,
    );
    expect(triggered).toEqual([
      { kind: 'message', n: BUFFERED_MESSAGES + WAITING_FOR_MESSAGES },
      { kind: 'timer', n: TIMER_INSTANCES },
    ]);
    expect(
      await rows(
        `select process_instance_key::text, count(*)::int as n from history_event where type = 'ProcessInstanceMigrated' group by 1 having count(*) <> 1`,
      ),
    ).toEqual([]);
    expect(
      await rows(`select key::text, state from process_instance where key = any($1::bigint[]) and process_definition_key = $2::bigint`, [waiting, v1]),
    ).toEqual([]);

    // and: every process started instances, activated and completed jobs and fired timers; messages correlated on each
    const byNode = await observer!.eventsByNode();
    console.log(`several engine processes: events by node ${JSON.stringify(byNode)}`);
    expect(Object.keys(byNode).sort()).toEqual(Array.from({ length: NODES }, (_, index) => nodeName(index + 1)));
    for (const [node, counts] of Object.entries(byNode)) {
      for (const type of ['ElementActivating', 'JobActivated', 'JobCompleted', 'EventTriggered:timer', 'EventTriggered:message']) {
        expect(counts[type] ?? 0, `${type} on ${node}`).toBeGreaterThan(0);
      }
    }
  });

  it('should start the latest version by id on every process right after another process deployed or deleted one', async () => {
    // given: every process has started the current version (and remembers it as the latest)
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    expect((await clients[0]!.deploy({ 'several-engines.timer.bpmn': TIMER_MODEL })).status).toBe(200);
    const versionOf = async (http: HttpClient) =>
      (await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'several-engines-timer', variables: { wait: 'PT1H' } }))
        .body.processDefinitionVersion;
    const before = await Promise.all(clients.map(versionOf));
    expect(new Set(before).size).toBe(1);

    // when: the last process deploys a new version
    const changed = TIMER_MODEL.replace('<bpmn:endEvent id="end" />', '<bpmn:endEvent id="end" name="version 2" />');
    const deployed = await clients[NODES - 1]!.deploy<DeploymentResult>({ 'several-engines.timer.bpmn': changed });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);

    // then: the next start on each process runs the new version
    expect(await Promise.all(clients.map(versionOf))).toEqual(clients.map(() => (before[0] as number) + 1));

    // and when the first process deletes that version, the next start on each process runs the previous one again
    const newKey = deployed.body.deployments[0]?.processDefinition?.processDefinitionKey;
    expect((await clients[0]!.post(`/v2/resources/${newKey}/deletion`, { cancelRunningInstances: true })).status).toBe(200);
    expect(await Promise.all(clients.map(versionOf))).toEqual(before);
  });
});
