import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, DeploymentResult, JobSearchResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { SeededRandom } from '../testing/seeded-random.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess, startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * Job priority (`zeebe:jobPriorityDefinition`, here the process's default `=urgency` for its task): activation hands
 * out the jobs of a type with the highest priority first, then the oldest, in one engine process and in several.
 */
const MODEL = readFileSync(new URL('./job-priority.bpmn', import.meta.url), 'utf8');
const JOB_TYPE = 'prioritised-job';
const JOBS = 1_000;
/** Not a divisor of JOBS, so batches straddle priorities. */
const BATCH = 37;

/** The urgency of each instance: mixed, negative ones included, reproducible. */
function urgencies(seed: number): number[] {
  const random = new SeededRandom(seed);
  return Array.from({ length: JOBS }, () => random.int(21) - 10);
}

async function startAll(clients: HttpClient[], values: number[]): Promise<void> {
  let next = 0;
  const lane = async (http: HttpClient) => {
    while (next < values.length) {
      const urgency = values[next++];
      const started = await http.post('/v2/process-instances', { processDefinitionId: 'job-priority', variables: { urgency } });
      if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, index) => lane(clients[index % clients.length] as HttpClient)));
}

async function activate(http: HttpClient, worker: string, maxJobsToActivate: number): Promise<ActivatedJobResult[]> {
  const answer = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
    type: JOB_TYPE,
    worker,
    timeout: 600_000,
    maxJobsToActivate,
    requestTimeout: -1,
  });
  if (answer.status !== 200) throw new Error(`activation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.jobs;
}

/** Priority descending, then key ascending: the order activation promises. */
function inPromisedOrder(a: ActivatedJobResult, b: ActivatedJobResult): number {
  return b.priority - a.priority || (BigInt(a.jobKey) < BigInt(b.jobKey) ? -1 : 1);
}

describe('job priority in one engine process', () => {
  let engine: TestEngine;
  let http: HttpClient;
  const values = urgencies(42);

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy<DeploymentResult>({ 'job-priority.bpmn': MODEL })).status).toBe(200);
    await startAll([http], values);
  }, 300_000);
  afterAll(async () => {
    await engine?.close();
  });

  it(`should hand out ${JOBS} jobs of mixed priority highest first, the oldest first within a priority`, async () => {
    const handedOut: ActivatedJobResult[] = [];
    for (;;) {
      const jobs = await activate(http, 'in-order', BATCH);
      if (jobs.length === 0) break;
      handedOut.push(...jobs);
    }
    expect(handedOut).toHaveLength(JOBS);
    expect(new Set(handedOut.map((job) => job.jobKey)).size).toBe(JOBS);
    // each job carries the priority its instance's urgency gave it
    expect(handedOut.map((job) => job.priority).sort((a, b) => a - b)).toEqual([...values].sort((a, b) => a - b));
    expect(handedOut.map((job) => job.jobKey)).toEqual([...handedOut].sort(inPromisedOrder).map((job) => job.jobKey));
    expect(new Set(handedOut.map((job) => job.priority)).size).toBeGreaterThan(10);
  }, 300_000);

  it('should answer, filter and sort job searches by priority', async () => {
    const top = Math.max(...values);
    const found = await http.post<{ items: JobSearchResult[]; page: { totalItems: number } }>('/v2/jobs/search', {
      filter: { type: JOB_TYPE, priority: { $gte: top - 1 } },
      sort: [{ field: 'priority', order: 'ASC' }],
      page: { limit: 1000 },
    });
    expect(found.status).toBe(200);
    const expected = values.filter((value) => value >= top - 1).sort((a, b) => a - b);
    expect(found.body.items.map((item) => item.priority)).toEqual(expected);
  });
});

describe('job priority across two engine processes on one database', () => {
  let databaseUrl: string | undefined;
  const engines: EngineProcess[] = [];
  const values = urgencies(7);

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    for (let node = 0; node < 2; node++) engines.push(await startEngineProcess(databaseUrl));
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    expect((await (clients[0] as HttpClient).deploy<DeploymentResult>({ 'job-priority.bpmn': MODEL })).status).toBe(200);
    await startAll(clients, values).catch((error) => {
      throw new Error(`${error}\n${engines.map((engine) => engine.output().slice(-3000)).join('\n----\n')}`);
    });
  }, 300_000);
  afterAll(async () => {
    await Promise.allSettled(engines.map((engine) => engine.stop()));
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('should hand out, in each round where both activate at once, no job of a lower priority than one still left', async () => {
    const clients = engines.map((engine) => new HttpClient(engine.baseUrl));
    const left = new Map<string, number>();
    const handedOut: ActivatedJobResult[] = [];
    let rounds = 0;
    for (;;) {
      const answers = await Promise.all(clients.map((http, index) => activate(http, `engine-${index}`, BATCH)));
      const round = answers.flat();
      if (round.length === 0) break;
      rounds++;
      handedOut.push(...round);
      for (const jobs of answers) expect(jobs.map((job) => job.jobKey)).toEqual([...jobs].sort(inPromisedOrder).map((job) => job.jobKey));
      // what is left: the priorities of the instances whose jobs were not handed out yet
      left.clear();
      const taken = new Map<number, number>();
      for (const job of handedOut) taken.set(job.priority, (taken.get(job.priority) ?? 0) + 1);
      for (const value of values) {
        const count = taken.get(value) ?? 0;
        if (count > 0) taken.set(value, count - 1);
        else left.set(`${value}:${left.size}`, value);
      }
      const lowestHanded = Math.min(...round.map((job) => job.priority));
      const highestLeft = Math.max(-Infinity, ...left.values());
      expect(lowestHanded).toBeGreaterThanOrEqual(highestLeft);
    }
    expect(handedOut).toHaveLength(JOBS);
    expect(new Set(handedOut.map((job) => job.jobKey)).size).toBe(JOBS);
    expect(rounds).toBeGreaterThan(JOBS / (2 * BATCH) - 1);
  }, 300_000);
});
