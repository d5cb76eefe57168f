import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, onTestFinished } from 'vitest';
import { findRepoRoot } from '../database/migration-runner.js';
import { type EngineProcess, startEngineProcess } from '../testing/test-engine.js';
import { checkDrill, formatCounts } from './drill-checks.js';
import { BENCH_PROCESS, DrillLoad, type DrillLoadOptions, ORDER_PROCESS } from './drill-load.js';

/**
 * How a fault drill runs (fault-drills.spec.ts; on Citus, scale-out/citus-worker-drill.spec.ts): an engine process
 * under load (workload B of bench/ and a D-like order with a job, a message and another job) meets a fault;
 * afterwards every acknowledged start has completed exactly once, no history has a gap or a duplicate, no job was
 * completed twice and no job effect doubled (the workers use the job key as idempotency key), every order took its
 * payment once although every completion and publication was sent twice, and no instance is stuck. The counts are
 * printed. DRILLS=long: 1,000 starts per drill instead of 120. Needs the built engine (apps/engine/dist/main.js).
 */
export const LONG = process.env.DRILLS === 'long';
export const LOAD: DrillLoadOptions = {
  starts: LONG ? 1000 : 120,
  startLanes: LONG ? 16 : 8,
  workersPerType: 2,
  lateEvery: 7,
  lateLockMs: 300,
  lateDelayMs: 600,
  lockMs: 3000,
};
/** The fault strikes once this share of the starts was acknowledged. */
const FAULT_AT = 1 / 3;
/** Time for the load to be worked off after the fault. */
const SETTLE_MS = LONG ? 240_000 : 60_000;
export const TEST_TIMEOUT_MS = LONG ? 900_000 : 240_000;
/**
 * A drill gives up this long after it began, with a message that says where it was, and leaves the rest of the test
 * timeout to its cleanup. At the test timeout itself the test body is abandoned mid-way.
 */
const DRILL_MS = TEST_TIMEOUT_MS - 30_000;
const MODELS = {
  'bench-process.bpmn': readFileSync(join(findRepoRoot(), 'bench', 'bench-process.bpmn'), 'utf8'),
  'drill-order.bpmn': readFileSync(new URL('./drill-order.bpmn', import.meta.url), 'utf8'),
};
const PROCESS_IDS = [BENCH_PROCESS, ORDER_PROCESS];
/**
 * A drill in which no start was acknowledged for this long has failed (the engine does not recover from the fault).
 * Generous: the machine the drills run on may be busy with other work.
 */
const STALL_MS = LONG ? 120_000 : 45_000;

/** Where a drill is, on stderr (a drill that hangs says where). */
export const progress = (what: string) => process.stderr.write(`drill: ${what}\n`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The engine under drill, replaced when a fault restarts it. */
export interface Drilled {
  engine: EngineProcess;
  readonly databaseUrl: string;
  readonly load: DrillLoad;
}

/** A connection of the drill's own; the server may be full for a moment (it is shared, and the engine reconnects). */
export async function connected(url: string): Promise<pg.Client> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    // An idle connection's error (its server stopped by a drill, its database dropped with force after the test) would
    // be an uncaught exception; a query on it still fails with the error.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= 60) throw error;
      await sleep(500);
    }
  }
}

async function deploy(engine: EngineProcess): Promise<void> {
  const form = new FormData();
  for (const [name, content] of Object.entries(MODELS)) form.append('resources', new Blob([content]), name);
  const response = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Waits until `count` starts were acknowledged; fails with the engine's output when it died, nothing moved for a while,
 * or the drill's time is up.
 */
async function untilAcknowledged(drilled: Drilled, count: number, deadline: number): Promise<void> {
  let last = -1;
  let movedAt = Date.now();
  while (drilled.load.outcomes.acknowledgedStarts.size < count) {
    const { engine } = drilled;
    if (engine.process.exitCode !== null || engine.process.signalCode !== null) {
      throw new Error(`the engine exited (${engine.process.exitCode ?? engine.process.signalCode}):\n${engine.output().slice(-4000)}`);
    }
    const now = drilled.load.outcomes.acknowledgedStarts.size;
    if (now !== last) [last, movedAt] = [now, Date.now()];
    if (Date.now() - movedAt > STALL_MS) throw new Error(`no start acknowledged for ${STALL_MS} ms (${now} of ${count}):\n${engine.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`the drill ran out of time with ${now} of ${count} starts acknowledged:\n${engine.output().slice(-4000)}`);
    await sleep(20);
  }
}

/** What `work` resolves to, or a failure naming it once the drill's time is up. */
async function beforeDeadline<T>(what: string, deadline: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the drill ran out of time during ${what}`)), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function activeInstances(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    `select count(*)::text as count from process_instance where state = 'ACTIVE' and bpmn_process_id = any($1)`,
    [PROCESS_IDS],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * Runs the load on a fresh engine over `databaseUrl`, lets `fault` strike once a third of the starts was
 * acknowledged, waits until everything acknowledged was worked off, then checks and prints the counts. The engine
 * is killed when the test ends, however it ends (a `finally` of the body does not run when the test times out).
 */
export async function drill(
  name: string,
  databaseUrl: string,
  fault: (drilled: Drilled) => Promise<string>,
  /**
   * How long the engine process may take to start, the load to be worked off after every start was acknowledged, and
   * the whole drill (a Citus cluster on a busy machine needs longer than one PostgreSQL).
   */
  { readyWithinMs, settleMs = SETTLE_MS, drillMs = DRILL_MS }: { readyWithinMs?: number; settleMs?: number; drillMs?: number } = {},
): Promise<void> {
  const startedAt = Date.now();
  const deadline = startedAt + drillMs;
  const engineProcess = await startEngineProcess(databaseUrl, {}, { readyWithinMs });
  const drilled: Drilled = { engine: engineProcess, databaseUrl, load: new DrillLoad(() => drilled.engine.baseUrl, LOAD) };
  let db: pg.Client | undefined;
  onTestFinished(async () => {
    drilled.load.stop();
    await db?.end().catch(() => undefined);
    await drilled.engine.kill('SIGKILL');
  });
  await deploy(engineProcess);
  progress(`${name}: load`);
  const running = drilled.load.run();
  await untilAcknowledged(drilled, Math.ceil(LOAD.starts * FAULT_AT), deadline);
  const faultAt = Date.now() - startedAt;
  const what = await beforeDeadline('the fault', deadline, fault(drilled));
  await untilAcknowledged(drilled, LOAD.starts, deadline);
  const acknowledgedAt = Date.now() - startedAt;
  progress(`${name}: every start acknowledged, working off`);
  db = await connected(databaseUrl);
  const settleBy = Math.min(Date.now() + settleMs, deadline);
  while (Date.now() < settleBy && (await activeInstances(db)) > 0) await sleep(250);
  drilled.load.stop();
  await running;
  const counts = await checkDrill(db, drilled.load.outcomes, PROCESS_IDS);
  const timing = `fault at ${faultAt} ms, every start acknowledged at ${acknowledgedAt} ms, all done at ${Date.now() - startedAt} ms`;
  console.log(formatCounts(name, counts, drilled.load.outcomes, `${what}; ${timing}`));
  expect(counts.problems).toEqual([]);
  expect(counts.acknowledgedStartsCompleted).toBe(LOAD.starts);
}
