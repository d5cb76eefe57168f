import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { deployHotPathModels } from './hot-path-workload.js';
import { StatementCapture } from './statement-capture.js';
import { APPLICATION_NAME_PREFIX } from '../database/engine-process-id.js';
import { PgPool } from '../database/pg-pool.js';
import { JobPush } from '../runtime/job-push.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { JobQueueState } from '../jobs/job-queue-state.js';
import { TimerScheduler } from '../timers/timer-scheduler.js';
import { ProcessInstanceService } from '../process-instances/process-instance.service.js';
import { JobCommandsService } from '../jobs/job-commands.service.js';
import { UserTaskCommandsService } from '../user-tasks/user-task-commands.service.js';
import { auditAndEntityTransactions } from '../testing/audit-transactions.js';
import { Partitions } from '../runtime/partitions.js';

/**
 * Round trips to PostgreSQL per request of workload B, counted: the engine is bounded by commits and round trips,
 * so a change that adds one to the hot path fails here and has to say why. Statements that the engine's
 * background loops send meanwhile (timer claims, leases, sweeps, key blocks) are not the request's and are left out.
 */
const BACKGROUND = [
  /^with claimed as \(/, // timer claims
  /^with claimed_starts as \(/, // on Citus, the start events' timer claims apart from the instances'
  /^update \w+ set lease_until/, // leases of batches and outboxes
  /^select 1 from instance_command_outbox/,
  /^update message_correlation c /, // message maintenance: claims handed to the sweep
  /^with stale as \(/, // and stale claims settled
  /^with expired as \(/,
  /^with held as materialized \(/, // held business-id messages whose holder ended (BUSINESS_ID_UNIQUENESS)
  /message_start_lock l/,
  /^select nextval\('key_seq'\)/,
  /from (message|live) m join event_subscription s/, // buffered message hand-overs (on Citus, the live messages read first)
  /from message m join message_subscription s/, // the same on Citus, from the subscriptions' copies
  /^select .* from message_subscription_outbox where created_at </, // on Citus, copies whose hand-over was missed
  /^update message m set fan_out_by/, // publications whose fan-out was cut, taken over
  /^delete from idempotency_key where expires_at/,
];

/** A statement named by how it begins (the expectations below give as much of it as reads well). */
const named = (statement: string): string => statement.slice(0, 40);

const CANDIDATES = named('select j.key::text as job_key, j.process_instance_key::text');

/**
 * On Citus (DATABASE_MODE=citus) a poll asks the partitions in turn, a statement each on one shard, and only those
 * notified since it found them drained (runtime/job-activation.store.ts): at most one read per partition, counted here
 * as the one read it is on one PostgreSQL.
 */
function candidatesCountedOnce(counts: Record<string, number>, partitions: number): Record<string, number> {
  if (process.env.DATABASE_MODE !== 'citus') return counts;
  expect(counts[CANDIDATES] ?? 0).toBeLessThanOrEqual(partitions);
  return { ...counts, [CANDIDATES]: 1 };
}

/** The request path's statements sent while `work` runs, each with how often. */
async function statementsOf(capture: StatementCapture, work: () => Promise<unknown>): Promise<Record<string, number>> {
  capture.takeCounts();
  capture.start();
  await work();
  capture.stop();
  const counts = [...capture.takeCounts()].filter(([statement]) => !BACKGROUND.some((pattern) => pattern.test(statement)));
  return Object.fromEntries(counts.map(([statement, count]) => [named(statement), count]));
}

describe('round trips of the hot path', () => {
  let engine: TestEngine;
  let http: HttpClient;
  const capture = new StatementCapture(APPLICATION_NAME_PREFIX);

  beforeAll(async () => {
    capture.install();
    // the instance cache's check reads every instance it serves: here only the engine's own statements count
    engine = await startTestEngine({ env: { INSTANCE_CACHE_CHECK: 'false' } });
    http = new HttpClient(engine.baseUrl);
    await deployHotPathModels(http);
  });
  afterAll(async () => {
    capture.uninstall();
    await engine?.close();
  });

  const partitions = () => engine.app.get(Partitions).all().length;

  const start = async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'several-engines-job' });
    expect(started.status).toBe(200);
    return started.body.processInstanceKey;
  };

  const activateWaitingJobs = async () =>
    (
      await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
        type: 'several-engines-job',
        worker: 'round-trips',
        timeout: 60_000,
        maxJobsToActivate: 10,
      })
    ).body.jobs;

  it('should start an instance in one statement, activate jobs in five and complete a job in one', async () => {
    // given: the engine has started this process before (its latest version is known)
    await start();

    // when / then: a start is its one write
    expect(await statementsOf(capture, start)).toEqual({ [named('with p as ( insert into process_instance')]: 1 });
    for (let index = 0; index < 4; index++) await start();

    // an activation of every waiting job: the candidates' read, the read of their instances, and one group write of
    // the ActivateJob commands on them (no transaction of its own: each command's write checks its instance's revision)
    let jobs: ActivatedJobResult[] = [];
    const activation = await statementsOf(capture, async () => {
      jobs = await activateWaitingJobs();
    });
    expect(jobs).toHaveLength(6);
    expect(candidatesCountedOnce(activation, partitions())).toEqual({
      [CANDIDATES]: 1,
      [named('select p.key::text as key, p.process_definition_key::text')]: 1,
      [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1,
    });

    // a completion: the instance's write; this process wrote the instance last (its start, then the activation), so
    // the instance cache spares the load
    const completion = await statementsOf(capture, async () => expect((await http.post(`/v2/jobs/${jobs[0]?.jobKey}/completion`, {})).status).toBe(204));
    expect(completion).toEqual({ [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1 });
  });

  it('should ask the database for the jobs of a queue found drained in one statement, not a transaction', async () => {
    // given: the queue's last query found fewer jobs than it asked for
    const drain = { type: 'several-engines-job', worker: 'drain', timeout: 60_000, maxJobsToActivate: 100, requestTimeout: -1 };
    while ((await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', drain)).body.jobs.length > 0);

    // when: a poll that answers at once asks again, and no job is there
    let jobs: ActivatedJobResult[] = [];
    const activation = await statementsOf(capture, async () => {
      jobs = (await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', drain)).body.jobs;
    });

    // then: the candidates' read alone, outside a transaction
    expect(jobs).toEqual([]);
    expect(candidatesCountedOnce(activation, partitions())).toEqual({ [CANDIDATES]: 1 });
  });

  it('should activate jobs created while no worker waited with commands on their instances, in one statement', async () => {
    // given: no job of the type is left, then three instances start while no poll waits
    const drain = { type: 'several-engines-job', worker: 'drain', timeout: 60_000, maxJobsToActivate: 100, requestTimeout: -1 };
    while ((await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', drain)).body.jobs.length > 0);
    const keys = [await start(), await start(), await start()];
    // a poll also asks the database when the type's queue was not asked for a while: not this one
    const askDue = vi.spyOn(JobQueueState.prototype, 'askDue').mockReturnValue(false);

    // when
    let jobs: ActivatedJobResult[] = [];
    const activation = await statementsOf(capture, async () => {
      jobs = await activateWaitingJobs();
    });
    askDue.mockRestore();

    // then: the three activations went out as one write of the three instances, with no query for candidates
    expect(jobs.map((job) => [job.processInstanceKey, job.worker])).toEqual(keys.map((key) => [key, 'round-trips']));
    expect(activation).toEqual({ [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1 });
    const [row] = await engine.app.get(PgPool).query<{ state: string; worker: string }>(`select state, worker from job where key = $1`, [jobs[0]?.jobKey]);
    expect(row).toEqual({ state: 'ACTIVATED', worker: 'round-trips' });

    // and the instances are kept as written: a completion is its write alone
    const completion = await statementsOf(capture, async () => expect((await http.post(`/v2/jobs/${jobs[0]?.jobKey}/completion`, {})).status).toBe(204));
    expect(completion).toEqual({ [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1 });
  });

  it('should hand a job created while a worker waits to that worker with its creation, in the one statement of the start', async () => {
    // given: no job of the type is left, and a worker's long poll waits for one
    const drain = { type: 'several-engines-job', worker: 'drain', timeout: 60_000, maxJobsToActivate: 100, requestTimeout: -1 };
    while ((await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', drain)).body.jobs.length > 0);
    const push = engine.app.get(JobPush);
    const poll = http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      worker: 'pushed-to',
      timeout: 60_000,
      maxJobsToActivate: 10,
      requestTimeout: 20_000,
      fetchVariable: ['order'],
    });
    await vi.waitFor(() => expect(push.waitingFor('several-engines-job')).toBe(1));

    // when: an instance starts and creates the job
    let processInstanceKey = '';
    let jobs: ActivatedJobResult[] = [];
    const statements = await statementsOf(capture, async () => {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'several-engines-job',
        variables: { order: 'A-17', other: 1 },
      });
      processInstanceKey = started.body.processInstanceKey;
      jobs = (await poll).body.jobs;
    });

    // then: the start's write activated the job, no activation statement ran, and the worker got it with the
    // variables it asked for
    expect(statements).toEqual({ [named('with p as ( insert into process_instance')]: 1 });
    expect(jobs.map((job) => [job.processInstanceKey, job.worker, job.variables])).toEqual([[processInstanceKey, 'pushed-to', { order: 'A-17' }]]);
    expect(push.waitingFor('several-engines-job')).toBe(0);
    const [job] = await engine.app
      .get(PgPool)
      .query<{ state: string; worker: string; deadline: string }>(
        `select state, worker, (extract(epoch from deadline) * 1000)::bigint::text as deadline from job where key = $1`,
        [jobs[0]?.jobKey],
      );
    expect(job).toEqual({ state: 'ACTIVATED', worker: 'pushed-to', deadline: String(jobs[0]?.deadline) });
    const batches = await engine.app
      .get(PgPool)
      .query<{ types: string[] }>(
        `select array(select e->>'type' from json_array_elements(events) e) as types from history_batch where process_instance_key = $1`,
        [processInstanceKey],
      );
    expect(batches).toHaveLength(1);
    expect(batches[0]?.types.slice(-3)).toEqual(['JobCreated', 'ElementActivated', 'JobActivated']);
  });

  it('should complete a user task in two statements, its audit entry written with the decision', async () => {
    // given a user task waiting for a person
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'hot-path-user-task' });
    const found = await http.post<{ items: { userTaskKey: string }[] }>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    const userTaskKey = found.body.items[0]?.userTaskKey;

    // when
    const completion = await statementsOf(capture, async () => expect((await http.post(`/v2/user-tasks/${userTaskKey}/completion`, {})).status).toBe(204));

    // then: the instance (not kept while it waits for a person; the access check reads the task's participants in it),
    // and the write, which records the audit entry too: no insert of its own after the commit
    expect(completion).toEqual({
      [named('select p.key::text as key, p.process_definition_key::text')]: 1,
      [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1,
    });
  });

  it('should read an instance another engine process wrote last in the activation, so that the completion writes at once', async () => {
    // given: an instance written by another process after this one kept it (the revision kept here is overtaken)
    const processInstanceKey = await start();
    await engine.app.get(PgPool).query('update process_instance set revision = revision + 1 where key = $1', [processInstanceKey]);
    // and its job activated by the poll's query, whose ActivateJob command reads the instance again (no failed write)
    const unclaimed = vi.spyOn(engine.app.get(JobPush), 'takeUnclaimed').mockReturnValue([]);
    let job: ActivatedJobResult | undefined;
    const activation = await statementsOf(capture, async () => {
      job = (await activateWaitingJobs()).find((candidate) => candidate.processInstanceKey === processInstanceKey);
    });
    unclaimed.mockRestore();
    expect(candidatesCountedOnce(activation, partitions())).toEqual({
      [CANDIDATES]: 1,
      [named('select p.key::text as key, p.process_definition_key::text')]: 1,
      [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1,
    });

    // when
    const completion = await statementsOf(capture, async () => expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204));

    // then: the activation kept what it read and wrote, so the completion is its write alone
    expect(completion).toEqual({ [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1 });
  });

  it('should write starts that arrive together in one statement, and completions that arrive together in another', async () => {
    // given: the latest version known, and keys in hand
    await start();
    const instances = engine.app.get(ProcessInstanceService);
    const jobCommands = engine.app.get(JobCommandsService);

    // when: five starts handed over at once (as the requests of five clients read in one turn of the event loop)
    let keys: string[] = [];
    const starts = await statementsOf(capture, async () => {
      keys = (await Promise.all([1, 2, 3, 4, 5].map(() => instances.create({ processDefinitionId: 'several-engines-job' }, NO_COMMAND_CONTEXT)))).map(
        (created) => created.processInstanceKey,
      );
    });

    // then: one write for the five (the batch's statement begins as the single one does)
    expect(starts).toEqual({ [named('with p as ( insert into process_instance')]: 1 });
    expect(new Set(keys).size).toBe(5);
    const jobs = (await activateWaitingJobs()).filter((job) => keys.includes(job.processInstanceKey));
    expect(jobs).toHaveLength(5);

    // when: their five completions at once
    const completions = await statementsOf(capture, () => Promise.all(jobs.map((job) => jobCommands.complete(job.jobKey, {}, NO_COMMAND_CONTEXT))));

    // then: one write for the five, and each instance completed
    expect(completions).toEqual({ [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1 });
    const completed = await engine.app
      .get(PgPool)
      .query<{ n: number }>(`select count(*)::int as n from process_instance where key = any($1::bigint[]) and state = 'COMPLETED'`, [keys]);
    expect(completed[0]?.n).toBe(5);
  });

  it('should write user task completions that arrive together in one statement, each with its audit entry', async () => {
    const userTasks = engine.app.get(UserTaskCommandsService);
    const fiveTasks = async () => {
      const started = await Promise.all(
        [1, 2, 3, 4, 5].map(() => http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'hot-path-user-task' })),
      );
      const tasks = await engine.app
        .get(PgPool)
        .query<{ key: string }>(`select key::text from user_task where process_instance_key = any($1::bigint[])`, [
          started.map((one) => one.body.processInstanceKey),
        ]);
      expect(tasks).toHaveLength(5);
      return tasks.map((task) => task.key);
    };

    // when five completions arrive at once: each reads its instance first, so whether the reads come back in one turn
    // of the event loop (and the writes go out together) is up to the database; a few rounds make sure they did once
    let together = 0;
    for (let round = 0; round < 10 && together === 0; round++) {
      const tasks = await fiveTasks();
      const completions = await statementsOf(capture, () => Promise.all(tasks.map((task) => userTasks.complete(task, {}, undefined, NO_COMMAND_CONTEXT))));
      together += completions[named('with p as ( update process_instance i set revision = i.revision + 1')] ?? 0;

      // then, together or not, each task's entry was committed with its completion
      for (const task of tasks) {
        const written = await auditAndEntityTransactions(engine.app.get(PgPool), 'USER_TASK', task);
        expect(written.audit).not.toBeNull();
        expect(written.audit).toBe(written.entity);
      }
    }
    expect(together).toBeGreaterThan(0);
  });
});

describe('round trips of timers due together', () => {
  let engine: TestEngine;
  let http: HttpClient;
  const capture = new StatementCapture(APPLICATION_NAME_PREFIX);
  const t0 = Date.parse('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    capture.install();
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true', INSTANCE_CACHE_CHECK: 'false' } });
    http = new HttpClient(engine.baseUrl);
    await deployHotPathModels(http);
    expect((await http.request('PUT', '/v2/clock', { timestamp: t0 })).status).toBe(204);
  });
  afterAll(async () => {
    capture.uninstall();
    await engine?.close();
  });

  it('should read the instances of a batch of due timers in one statement, and write their fires in one', async () => {
    // given
    const keys: string[] = [];
    for (let index = 0; index < 5; index++) {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'several-engines-timer',
        variables: { wait: 'PT1H' },
      });
      expect(started.status).toBe(200);
      keys.push(started.body.processInstanceKey);
    }

    // when: every timer becomes due at once, and the scheduler has fired them all
    const fired = await statementsOf(capture, async () => {
      expect((await http.request('PUT', '/v2/clock', { timestamp: t0 + 2 * 3_600_000 })).status).toBe(204);
      await engine.app.get(TimerScheduler).asleep();
    });

    // then: one read for the batch, and the fires written together in one statement (group commit)
    expect(fired).toEqual({
      [named('select p.key::text as key, p.process_definition_key::text')]: 1,
      [named('with p as ( update process_instance i set revision = i.revision + 1')]: 1,
    });
    const pg = engine.app.get(PgPool);
    const completed = await pg.query<{ n: number }>(`select count(*)::int as n from process_instance where key = any($1::bigint[]) and state = 'COMPLETED'`, [
      keys,
    ]);
    expect(completed[0]?.n).toBe(5);
  });
});

describe('round trips of a start with a business id', () => {
  const capture = new StatementCapture(APPLICATION_NAME_PREFIX);
  const engines: TestEngine[] = [];

  beforeAll(() => capture.install());
  afterAll(async () => {
    capture.uninstall();
    await Promise.all(engines.map((engine) => engine.close()));
  });

  const engineWith = async (uniqueness: boolean) => {
    const engine = await startTestEngine({ env: { INSTANCE_CACHE_CHECK: 'false', BUSINESS_ID_UNIQUENESS: String(uniqueness) } });
    engines.push(engine);
    const http = new HttpClient(engine.baseUrl);
    await deployHotPathModels(http);
    return async (businessId?: string) => {
      const started = await http.post('/v2/process-instances', { processDefinitionId: 'several-engines-job', ...(businessId ? { businessId } : {}) });
      expect(started.status).toBe(200);
    };
  };
  const ONE_WRITE = { [named('with p as ( insert into process_instance')]: 1 };

  it('should cost no statement more than its write while uniqueness is off, or on and no business id is given', async () => {
    const startWithout = await engineWith(false);
    await startWithout('order-1'); // the latest version is known from here on
    expect(await statementsOf(capture, () => startWithout('order-1'))).toEqual(ONE_WRITE);

    const startWith = await engineWith(true);
    await startWith();
    expect(await statementsOf(capture, () => startWith())).toEqual(ONE_WRITE);
  });

  it('should look for the running holder under the business id lock, in the transaction of the write, when uniqueness is on', async () => {
    const start = await engineWith(true);
    await start();
    expect(await statementsOf(capture, () => start('order-2'))).toEqual({
      [named('start transaction')]: 1,
      [named('select pg_advisory_xact_lock(hashtextextended($1, 0))')]: 1,
      [named('select key::text as key from process_instance where bpmn_process_id = $1')]: 1,
      ...ONE_WRITE,
      [named('commit')]: 1,
    });
  });
});
