import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';

/**
 * Crash safety under load: the engine is SIGKILLed while starts, activations and completions are in flight.
 * Whatever the client saw acknowledged must survive the restart, nothing may be half-written, history must stay
 * gap-free, and every instance must still run to its end. Needs the built engine (apps/engine/dist/main.js).
 */
const CRASH_PROCESS = readFileSync(new URL('./crash-process.bpmn', import.meta.url), 'utf8');
const PROCESS_ID = 'crash-process';
const JOB_TYPE = 'crash-job';
const STARTS = 200;
const STARTS_IN_FLIGHT = 20;
const WORKERS = 4;
const JOBS_PER_ACTIVATION = 10;
/** SIGKILL once this many starts were acknowledged. */
const KILL_AFTER_ACKNOWLEDGED_STARTS = 100;
/** Lock of the jobs activated before the crash: the ones never completed come back after it. */
const LOAD_LOCK_MS = 3000;

interface Outcomes {
  /** processInstanceKey of every start answered 200, in answer order. */
  acknowledgedStarts: string[];
  /** Starts sent (answered or not). */
  startsSent: number;
  /** jobKey of every completion answered 204. */
  acknowledgedCompletions: Set<string>;
  /** jobKey of every job handed out before the crash. */
  activatedBeforeCrash: Set<string>;
  /** Requests that failed without an answer (connection reset/refused by the crash). */
  unanswered: { starts: number; activations: number; completions: number };
  /** Answers other than the expected ones: each is a failure unless it came from the crash. */
  unexpected: string[];
}

describe('crash safety under load', () => {
  let databaseUrl: string | undefined;
  const engines: EngineProcess[] = [];
  let db: pg.Client | undefined;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    engines.push(await startEngineProcess(databaseUrl));
  });

  afterAll(async () => {
    const stopped = await Promise.allSettled(engines.map((engine) => engine.kill('SIGKILL')));
    await db?.end().catch(() => undefined);
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    for (const result of stopped) if (result.status === 'rejected') throw result.reason;
  });

  /** Runs starts and workers against the first engine and kills it in the middle; returns what the client saw. */
  async function loadAndCrash(engine: EngineProcess): Promise<{ outcomes: Outcomes; killedAfterMs: number }> {
    const http = new HttpClient(engine.baseUrl);
    const outcomes: Outcomes = {
      acknowledgedStarts: [],
      startsSent: 0,
      acknowledgedCompletions: new Set(),
      activatedBeforeCrash: new Set(),
      unanswered: { starts: 0, activations: 0, completions: 0 },
      unexpected: [],
    };
    const loadStartedAt = Date.now();
    let killedAfterMs = -1;
    let crashed = false;
    let killing: Promise<void> | undefined;
    const crash = () => {
      if (killing) return;
      crashed = true;
      killedAfterMs = Date.now() - loadStartedAt;
      killing = engine.kill('SIGKILL');
    };
    // The kill strikes in the middle of both kinds of work: enough starts acknowledged and at least one completion
    // (starts answer faster than activation and completion, so the starts alone may reach the threshold first).
    const crashOnceUnderWay = () => {
      if (outcomes.acknowledgedStarts.length >= KILL_AFTER_ACKNOWLEDGED_STARTS && outcomes.acknowledgedCompletions.size > 0) crash();
    };
    /** After the kill every request fails; before it, a request without an answer is a failure of the engine. */
    const unanswered = (what: keyof Outcomes['unanswered'], error: unknown) => {
      outcomes.unanswered[what] += 1;
      if (!crashed) outcomes.unexpected.push(`${what}: no answer before the crash: ${String(error)}`);
    };

    let nextStart = 0;
    const starter = async () => {
      while (!crashed && nextStart < STARTS) {
        const index = nextStart++;
        outcomes.startsSent += 1;
        try {
          const response = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: PROCESS_ID, variables: { index } });
          if (response.status === 200 && /^[0-9]+$/.test(response.body.processInstanceKey)) {
            outcomes.acknowledgedStarts.push(response.body.processInstanceKey);
            crashOnceUnderWay();
          } else {
            outcomes.unexpected.push(`start ${index}: ${response.status} ${JSON.stringify(response.body)}`);
          }
        } catch (error) {
          unanswered('starts', error);
        }
      }
    };

    const complete = async (job: ActivatedJobResult) => {
      try {
        const response = await http.post(`/v2/jobs/${job.jobKey}/completion`, { variables: { done: true } });
        if (response.status === 204) {
          outcomes.acknowledgedCompletions.add(job.jobKey);
          crashOnceUnderWay();
        } else outcomes.unexpected.push(`completion of ${job.jobKey}: ${response.status} ${JSON.stringify(response.body)}`);
      } catch (error) {
        unanswered('completions', error);
      }
    };
    const worker = async (name: string) => {
      while (!crashed) {
        let jobs: ActivatedJobResult[];
        try {
          const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
            type: JOB_TYPE,
            worker: name,
            timeout: LOAD_LOCK_MS,
            maxJobsToActivate: JOBS_PER_ACTIVATION,
            requestTimeout: 200,
          });
          if (response.status !== 200) {
            outcomes.unexpected.push(`activation: ${response.status} ${JSON.stringify(response.body)}`);
            continue;
          }
          jobs = response.body.jobs;
        } catch (error) {
          unanswered('activations', error);
          continue;
        }
        for (const job of jobs) {
          if (outcomes.activatedBeforeCrash.has(job.jobKey)) outcomes.unexpected.push(`job ${job.jobKey} handed out twice while locked`);
          outcomes.activatedBeforeCrash.add(job.jobKey);
        }
        await Promise.all(jobs.map(complete));
      }
    };

    const loops = [...Array.from({ length: STARTS_IN_FLIGHT }, starter), ...Array.from({ length: WORKERS }, (_, index) => worker(`load-worker-${index}`))];
    // The starts end by themselves; if the kill threshold was never reached, kill at the end so the workers stop.
    await Promise.all(loops.slice(0, STARTS_IN_FLIGHT));
    crash();
    await Promise.all(loops);
    await killing;
    return { outcomes, killedAfterMs };
  }

  it('should keep every acknowledged start and completion across a SIGKILL under load, and finish every instance', async () => {
    // given
    const first = engines[0]!;
    const deployed = await new HttpClient(first.baseUrl).deploy<DeploymentResult>({ 'crash-process.bpmn': CRASH_PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);

    // when: load, and a SIGKILL in the middle of it
    const testStartedAt = Date.now();
    const { outcomes, killedAfterMs } = await loadAndCrash(first);
    expect(first.process.signalCode).toBe('SIGKILL');
    const second = await startEngineProcess(databaseUrl!);
    engines.push(second);
    const http = new HttpClient(second.baseUrl);
    console.log(
      `crash under load: killed after ${killedAfterMs} ms; starts sent ${outcomes.startsSent}, acknowledged ${outcomes.acknowledgedStarts.length}; ` +
        `jobs activated ${outcomes.activatedBeforeCrash.size}, completions acknowledged ${outcomes.acknowledgedCompletions.size}; ` +
        `unanswered ${JSON.stringify(outcomes.unanswered)}`,
    );

    // then: the load did what it should before the crash, and the crash hit it in the middle
    expect(outcomes.unexpected).toEqual([]);
    expect(outcomes.acknowledgedStarts.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED_STARTS);
    expect(outcomes.acknowledgedStarts.length).toBeLessThan(STARTS);
    expect(outcomes.acknowledgedCompletions.size).toBeGreaterThan(0);
    expect(new Set(outcomes.acknowledgedStarts).size).toBe(outcomes.acknowledgedStarts.length);

    // and: the database holds every acknowledged start and completion, and nothing half-written
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await expectConsistentDatabase(db, outcomes, 'after the crash');

    // when: the restarted engine takes new starts and the remaining jobs are worked off through the API
    const lateStarts: string[] = [];
    for (let index = 0; index < 5; index++) {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: PROCESS_ID, variables: { late: index } });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      lateStarts.push(started.body.processInstanceKey);
    }
    expect(lateStarts.filter((key) => outcomes.acknowledgedStarts.includes(key))).toEqual([]);
    for (const jobKey of outcomes.acknowledgedCompletions) {
      const again = await http.post(`/v2/jobs/${jobKey}/completion`, {});
      expect(again.status, `completing the acknowledged job ${jobKey} again`).toBe(404);
    }
    const activatedAfterRestart = new Set<string>();
    const finishBy = Date.now() + LOAD_LOCK_MS + 20_000;
    while (Date.now() < finishBy && (await countInstances(http, 'ACTIVE')) > 0) {
      const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
        type: JOB_TYPE,
        worker: 'finisher',
        timeout: 30_000,
        maxJobsToActivate: 50,
        requestTimeout: 1000,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      for (const job of response.body.jobs) {
        expect(outcomes.acknowledgedCompletions.has(job.jobKey), `job ${job.jobKey} was completed before the crash but handed out again`).toBe(false);
        expect(activatedAfterRestart.has(job.jobKey), `job ${job.jobKey} handed out twice while locked`).toBe(false);
        activatedAfterRestart.add(job.jobKey);
      }
      const completions = await Promise.all(response.body.jobs.map((job) => http.post(`/v2/jobs/${job.jobKey}/completion`, {})));
      expect(completions.map((completion) => completion.status)).toEqual(completions.map(() => 204));
    }

    // then: every instance ran to its end
    const [{ total }] = (await db.query<{ total: string }>(`select count(*)::text as total from process_instance`)).rows as [{ total: string }];
    expect(await countInstances(http, 'ACTIVE')).toBe(0);
    expect(await countInstances(http, 'COMPLETED')).toBe(Number(total));
    for (const key of [...outcomes.acknowledgedStarts.slice(0, 10), ...outcomes.acknowledgedStarts.slice(-10), ...lateStarts]) {
      expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body).toMatchObject({ state: 'COMPLETED', processInstanceKey: key });
    }
    await expectConsistentDatabase(db, outcomes, 'at the end');
    const { rows: unfinished } = await db.query(`select key::text from process_instance where state <> 'COMPLETED' or end_date is null`);
    expect(unfinished).toEqual([]);
    console.log(
      `crash under load: ${total} instances completed, ${activatedAfterRestart.size} jobs worked off after the restart; ${Date.now() - testStartedAt} ms`,
    );
  });
});

async function countInstances(http: HttpClient, state: ProcessInstanceResult['state']): Promise<number> {
  const response = await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', {
    filter: { processDefinitionId: PROCESS_ID, state },
    page: { limit: 1 },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.page.totalItems;
}

/** What must hold in the database at any moment the engine is not writing, crash or not. */
async function expectConsistentDatabase(db: pg.Client, outcomes: Outcomes, when: string): Promise<void> {
  const instances = new Map(
    (await db.query<{ key: string; state: string; next_sequence: string }>(`select key::text, state, next_sequence::text from process_instance`)).rows.map(
      (row) => [row.key, row],
    ),
  );
  const problems: string[] = [];

  // every acknowledged start exists (once: key is the primary key); nothing beyond what was sent
  for (const key of outcomes.acknowledgedStarts) if (!instances.has(key)) problems.push(`acknowledged start ${key} is missing`);
  if (when === 'after the crash' && instances.size > outcomes.startsSent) problems.push(`${instances.size} instances for ${outcomes.startsSent} starts sent`);

  // every acknowledged completion is COMPLETED, with its instance
  const jobs = (await db.query<{ key: string; state: string; process_instance_key: string }>(`select key::text, state, process_instance_key::text from job`))
    .rows;
  const jobsByInstance = new Map<string, typeof jobs>();
  for (const job of jobs) jobsByInstance.set(job.process_instance_key, [...(jobsByInstance.get(job.process_instance_key) ?? []), job]);
  const jobStates = new Map(jobs.map((job) => [job.key, job.state]));
  for (const jobKey of outcomes.acknowledgedCompletions) {
    if (jobStates.get(jobKey) !== 'COMPLETED') problems.push(`acknowledged completion of job ${jobKey}: job state ${jobStates.get(jobKey)}`);
  }

  // no instance half-written: its element instances, its one job and a history that starts at 1 without gaps
  const elements = (await db.query<{ process_instance_key: string; element_id: string }>(`select process_instance_key::text, element_id from element_instance`))
    .rows;
  const elementIds = new Map<string, Set<string>>();
  for (const row of elements) elementIds.set(row.process_instance_key, (elementIds.get(row.process_instance_key) ?? new Set()).add(row.element_id));
  const history = new Map(
    (
      await db.query<{
        process_instance_key: string;
        count: string;
        distinct_count: string;
        min: string;
        max: string;
        created: string;
        activated: string;
        completed: string;
      }>(
        `select process_instance_key::text, count(*)::text as count, count(distinct sequence)::text as distinct_count,
                min(sequence)::text as min, max(sequence)::text as max,
                count(*) filter (where type = 'JobCreated')::text as created,
                count(*) filter (where type = 'JobActivated')::text as activated,
                count(*) filter (where type = 'JobCompleted')::text as completed
           from history_event group by process_instance_key`,
      )
    ).rows.map((row) => [row.process_instance_key, row]),
  );
  for (const [key, instance] of instances) {
    const ids = elementIds.get(key) ?? new Set();
    for (const id of [PROCESS_ID, 'start', 'work']) if (!ids.has(id)) problems.push(`instance ${key}: no element instance of '${id}'`);
    const instanceJobs = jobsByInstance.get(key) ?? [];
    if (instanceJobs.length !== 1) problems.push(`instance ${key}: ${instanceJobs.length} jobs`);
    const events = history.get(key);
    if (!events) {
      problems.push(`instance ${key}: no history`);
      continue;
    }
    const count = Number(events.count);
    if (events.min !== '1' || Number(events.max) !== count || Number(events.distinct_count) !== count) {
      problems.push(`instance ${key}: history sequences ${events.min}..${events.max}, ${count} events (${events.distinct_count} distinct)`);
    }
    if (Number(instance.next_sequence) !== count + 1) problems.push(`instance ${key}: next_sequence ${instance.next_sequence} after ${count} events`);
    if (events.created !== '1') problems.push(`instance ${key}: ${events.created} JobCreated events`);
    const jobCompleted = instanceJobs[0]?.state === 'COMPLETED';
    if ((instance.state === 'COMPLETED') !== jobCompleted) problems.push(`instance ${key} is ${instance.state} but its job is ${instanceJobs[0]?.state}`);
    if (Number(events.completed) !== (jobCompleted ? 1 : 0))
      problems.push(`instance ${key}: ${events.completed} JobCompleted events, job ${instanceJobs[0]?.state}`);
    if (jobCompleted && Number(events.activated) < 1) problems.push(`instance ${key}: job completed without a JobActivated event`);
  }

  // nothing that belongs to no instance
  for (const key of new Set([...history.keys(), ...jobsByInstance.keys(), ...elementIds.keys()])) {
    if (!instances.has(key)) problems.push(`rows of instance ${key}, which does not exist`);
  }
  expect(problems, `database ${when}`).toEqual([]);
}
