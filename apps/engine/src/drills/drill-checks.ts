import type pg from 'pg';
import type { DrillOutcomes } from './drill-load.js';

/** What a drill found in the database once the load was worked off; `problems` must be empty. */
export interface DrillCounts {
  instances: number;
  completed: number;
  active: number;
  acknowledgedStarts: number;
  acknowledgedStartsCompleted: number;
  /** Start ids (drillStart) that more than one instance carries: a start taken twice. */
  startsTakenTwice: number;
  /** Instances whose history has a gap or a duplicate sequence number. */
  historyGaps: number;
  jobs: number;
  jobsCompleted: number;
  /** Jobs with more than one JobCompleted event. */
  jobsCompletedTwice: number;
  /** Job effects: distinct job keys applied, attempts beyond the first (absorbed by the job key), applied for no completed job. */
  effectsApplied: number;
  effectsDeduplicated: number;
  effectsWithoutCompletedJob: number;
  /** Orders whose payment confirmation was taken other than once. */
  ordersPaidOtherThanOnce: number;
  problems: string[];
}

/** Counts what the database holds after a drill and names every broken promise. */
export async function checkDrill(db: pg.Client, outcomes: DrillOutcomes, processIds: string[]): Promise<DrillCounts> {
  const problems: string[] = [...outcomes.unexpected.slice(0, 20)];
  if (outcomes.unexpected.length > 20) problems.push(`… and ${outcomes.unexpected.length - 20} more unexpected answers`);
  if (outcomes.startAnswersDiffering > 0) problems.push(`${outcomes.startAnswersDiffering} repeated starts answered another instance`);

  const instances = (
    await db.query<{ key: string; state: string; bpmn_process_id: string }>(
      `select key::text, state, bpmn_process_id from process_instance where bpmn_process_id = any($1)`,
      [processIds],
    )
  ).rows;
  const byKey = new Map(instances.map((row) => [row.key, row]));
  const completed = instances.filter((row) => row.state === 'COMPLETED').length;
  const active = instances.filter((row) => row.state === 'ACTIVE').length;
  if (active > 0) problems.push(`${active} instances still ACTIVE (stuck)`);

  let acknowledgedStartsCompleted = 0;
  for (const [id, key] of outcomes.acknowledgedStarts) {
    const instance = byKey.get(key);
    if (!instance) problems.push(`acknowledged start ${id} (${key}) is missing`);
    else if (instance.state === 'COMPLETED') acknowledgedStartsCompleted += 1;
    else problems.push(`acknowledged start ${id} (${key}) is ${instance.state}`);
  }

  const twice = (
    await db.query<{ start: string; count: string }>(
      `select v.value #>> '{}' as start, count(*)::text as count from variable v
         join process_instance p on p.key = v.process_instance_key and p.partition_id = v.partition_id and v.scope_key = p.key
        where v.name = 'drillStart' and p.bpmn_process_id = any($1)
        group by 1 having count(*) > 1`,
      [processIds],
    )
  ).rows;
  for (const row of twice.slice(0, 10)) problems.push(`start ${row.start} taken ${row.count} times`);

  const history = (
    await db.query<{ process_instance_key: string; count: string; distinct_count: string; min: string; max: string; next_sequence: string }>(
      `select h.process_instance_key::text, count(*)::text as count, count(distinct h.sequence)::text as distinct_count,
              min(h.sequence)::text as min, max(h.sequence)::text as max, p.next_sequence::text as next_sequence
         from history_event h join process_instance p on p.key = h.process_instance_key and p.partition_id = h.partition_id
        where p.bpmn_process_id = any($1)
        group by h.process_instance_key, p.next_sequence`,
      [processIds],
    )
  ).rows;
  let historyGaps = 0;
  for (const row of history) {
    const count = Number(row.count);
    if (row.min !== '1' || Number(row.max) !== count || Number(row.distinct_count) !== count || Number(row.next_sequence) !== count + 1) {
      historyGaps += 1;
      if (historyGaps <= 10) problems.push(`instance ${row.process_instance_key}: history ${row.min}..${row.max}, ${count} events, next ${row.next_sequence}`);
    }
  }
  if (history.length !== instances.length) problems.push(`${instances.length - history.length} instances without history`);

  const jobs = (
    await db.query<{ key: string; state: string; completions: string }>(
      `select j.key::text, j.state,
              (select count(*) from history_event h
                where h.process_instance_key = j.process_instance_key and h.partition_id = j.partition_id and h.type = 'JobCompleted' and h.payload->>'jobKey' = j.key::text)::text as completions
         from job j where j.bpmn_process_id = any($1)`,
      [processIds],
    )
  ).rows;
  const jobsCompleted = jobs.filter((job) => job.state === 'COMPLETED');
  const jobsCompletedTwice = jobs.filter((job) => Number(job.completions) > 1).length;
  if (jobsCompletedTwice > 0) problems.push(`${jobsCompletedTwice} jobs completed twice`);
  const completedKeys = new Set(jobsCompleted.map((job) => job.key));
  for (const key of outcomes.completedJobs) if (!completedKeys.has(key)) problems.push(`acknowledged completion of job ${key}, which is not COMPLETED`);
  const effectsWithoutCompletedJob = [...outcomes.effectAttempts.keys()].filter((key) => !completedKeys.has(key)).length;
  if (effectsWithoutCompletedJob > 0) problems.push(`${effectsWithoutCompletedJob} job effects applied for jobs that never completed`);
  const effectsMissing = jobsCompleted.filter((job) => !outcomes.effectAttempts.has(job.key)).length;
  if (effectsMissing > 0) problems.push(`${effectsMissing} completed jobs without their effect`);
  let effectsDeduplicated = 0;
  for (const attempts of outcomes.effectAttempts.values()) effectsDeduplicated += attempts - 1;

  const paid = (
    await db.query<{ key: string; payments: string }>(
      `select p.key::text,
              (select count(*) from history_event h where h.process_instance_key = p.key and h.partition_id = p.partition_id
                  and h.type = 'EventTriggered'
                  and h.payload->>'kind' = 'message')::text as payments
         from process_instance p where p.bpmn_process_id = 'drill-order' and p.state = 'COMPLETED'`,
    )
  ).rows;
  const ordersPaidOtherThanOnce = paid.filter((row) => row.payments !== '1').length;
  if (ordersPaidOtherThanOnce > 0) problems.push(`${ordersPaidOtherThanOnce} orders took their payment confirmation other than once`);

  return {
    instances: instances.length,
    completed,
    active,
    acknowledgedStarts: outcomes.acknowledgedStarts.size,
    acknowledgedStartsCompleted,
    startsTakenTwice: twice.length,
    historyGaps,
    jobs: jobs.length,
    jobsCompleted: jobsCompleted.length,
    jobsCompletedTwice,
    effectsApplied: outcomes.effectAttempts.size,
    effectsDeduplicated,
    effectsWithoutCompletedJob,
    ordersPaidOtherThanOnce,
    problems,
  };
}

/** One line per drill, for the log and the benchmark figures (bench/RESULTS.md). */
export function formatCounts(name: string, counts: DrillCounts, outcomes: DrillOutcomes, extra: string): string {
  return (
    `drill ${name}: ${extra}; starts sent ${outcomes.startsSent}, acknowledged ${counts.acknowledgedStarts}, completed ${counts.acknowledgedStartsCompleted}, ` +
    `taken twice ${counts.startsTakenTwice}; instances ${counts.instances} (completed ${counts.completed}, stuck ${counts.active}); ` +
    `history gaps/duplicates ${counts.historyGaps}; jobs ${counts.jobs}, completed ${counts.jobsCompleted}, completed twice ${counts.jobsCompletedTwice}; ` +
    `completions sent ${outcomes.completionsSent}, acknowledged ${outcomes.completionsAcknowledged}, late ${outcomes.lateCompletions}; ` +
    `job effects ${counts.effectsApplied}, repeats absorbed by the job key ${counts.effectsDeduplicated}, without a completed job ${counts.effectsWithoutCompletedJob}; ` +
    `publications sent ${outcomes.publicationsSent}, recorded ${outcomes.publicationsAcknowledged}, refused as duplicates ${outcomes.publicationsDeduplicated}, ` +
    `orders paid other than once ${counts.ordersPaidOtherThanOnce}; requests cut by the fault ${outcomes.failedRequests}`
  );
}
