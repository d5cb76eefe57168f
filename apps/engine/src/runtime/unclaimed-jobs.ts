import { KEEP_MS } from './instance-cache.js';

/** At most this many jobs of one type are remembered; older ones are left to the polls' query. */
const MAX_PER_TYPE = 10_000;
/** At most this many of a type's jobs are kept from a poll's query (a filter the query applies to each job it reads). */
const MAX_EXCLUDED = 256;
/**
 * Remembering a type's jobs stops for PAUSE_MS once more than this share of those handed out within KEEP_MS (at least
 * MIN_HANDED_OUT of them) had been taken by others first: other engine processes' polls query for the same jobs, and
 * each race costs the losing command a write and a read.
 */
const MAX_MISSED_SHARE = 0.1;
const MIN_HANDED_OUT = 50;
const PAUSE_MS = 60_000;

interface Unclaimed {
  tenantId: string;
  /** `writing`: its creation's write has not settled; `waiting`: committed, for the next poll; `activating`: taken by one. */
  stage: 'writing' | 'waiting' | 'activating';
  at: number;
}

/**
 * Jobs that commands of this engine process create while no poll of their type waits (a worker is between two polls).
 * Once their write committed, the next poll activates them with commands on their instances, which this process most
 * likely still keeps (InstanceCache), written with the other commands of the moment: one statement, where the poll's
 * query takes four round trips (begin, candidates, write, commit). The query passes over these jobs while their write
 * is out and while their activation runs: it would race that activation, and one of the two would have read the
 * instance in vain. Only a hint: the command checks the job is still activatable, so one that another engine
 * process took meanwhile is passed over, not taken twice; when that happens often (the polls of other processes
 * query for the same jobs), the type's jobs are left to the query for a while. Remembered for as long as the cache
 * keeps instances; after that, or beyond MAX_PER_TYPE, the polls' query finds them.
 */
export class UnclaimedJobs {
  private readonly byType = new Map<string, Map<string, Unclaimed>>();
  /** Per type, the jobs handed out and those of them already taken by others, since the count last started. */
  private readonly outcomes = new Map<string, { handedOut: number; missed: number; since: number }>();
  /** Types whose jobs are not remembered until then (epoch ms). */
  private readonly pausedUntil = new Map<string, number>();
  /**
   * Types with jobs of a priority other than 0: their jobs are left to the polls' query, which hands out the highest
   * priority first; handed out here in creation order, a low priority job would overtake a high one in the database.
   */
  private readonly prioritised = new Set<string>();
  private readonly sweeper = setInterval(() => this.sweep(Date.now()), KEEP_MS);

  constructor() {
    this.sweeper.unref();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.byType.clear();
    this.outcomes.clear();
    this.pausedUntil.clear();
    this.prioritised.clear();
  }

  /**
   * A job whose creation's write is being sent (not remembered while its type is paused, see MAX_MISSED_SHARE, nor
   * once its type has jobs of a priority, see `prioritised`).
   */
  writing(type: string, jobKey: string, tenantId: string, priority: number): void {
    if (priority !== 0) this.prioritise(type);
    if (this.prioritised.has(type) || (this.pausedUntil.get(type) ?? 0) > Date.now()) return;
    let jobs = this.byType.get(type);
    if (!jobs) this.byType.set(type, (jobs = new Map()));
    jobs.set(jobKey, { tenantId, stage: 'writing', at: Date.now() });
    if (jobs.size > MAX_PER_TYPE) jobs.delete(jobs.keys().next().value as string);
  }

  /** The job's write committed: it waits for the next poll. */
  committed(type: string, jobKey: string): void {
    const job = this.byType.get(type)?.get(jobKey);
    if (job?.stage === 'writing') Object.assign(job, { stage: 'waiting', at: Date.now() });
  }

  /** The write failed (the jobs do not exist), or their activation settled: nothing more to do with them. */
  settled(type: string, jobKeys: readonly string[]): void {
    const jobs = this.byType.get(type);
    if (!jobs) return;
    for (const jobKey of jobKeys) jobs.delete(jobKey);
    if (jobs.size === 0) this.byType.delete(type);
  }

  /** Of `handedOut` jobs of the type a poll took, `missed` were activated by others first. */
  activated(type: string, handedOut: number, missed: number): void {
    const now = Date.now();
    let outcome = this.outcomes.get(type);
    if (!outcome || outcome.since < now - KEEP_MS) this.outcomes.set(type, (outcome = { handedOut: 0, missed: 0, since: now }));
    outcome.handedOut += handedOut;
    outcome.missed += missed;
    if (outcome.handedOut >= MIN_HANDED_OUT && outcome.missed > outcome.handedOut * MAX_MISSED_SHARE) {
      this.pausedUntil.set(type, now + PAUSE_MS);
      this.outcomes.delete(type);
    }
  }

  /** Up to `max` waiting jobs of the type in the tenants, oldest first; each is handed out once. */
  take(type: string, tenantIds: readonly string[], max: number): string[] {
    if (this.prioritised.has(type)) return [];
    const jobs = this.byType.get(type);
    if (!jobs) return [];
    const oldest = Date.now() - KEEP_MS;
    const taken: string[] = [];
    for (const [jobKey, job] of jobs) {
      if (taken.length >= max) break;
      if (job.stage !== 'waiting') continue;
      if (job.at < oldest) jobs.delete(jobKey);
      else if (tenantIds.includes(job.tenantId)) {
        job.stage = 'activating';
        taken.push(jobKey);
      }
    }
    if (jobs.size === 0) this.byType.delete(type);
    return taken;
  }

  /**
   * Jobs of the type a poll's query passes over: those whose creation's write is out (committed, it may be visible to
   * the query before this process knows) and those being activated. A waiting job the query may take: a poll that
   * asks the database anyway saves its command that way (the query's poll then settles it).
   */
  excluded(type: string): string[] {
    const excluded: string[] = [];
    for (const [jobKey, job] of this.byType.get(type) ?? []) {
      if (excluded.length >= MAX_EXCLUDED) break;
      if (job.stage !== 'waiting') excluded.push(jobKey);
    }
    return excluded;
  }

  /** From now on the type's jobs are left to the query; those remembered so far are no longer kept from it once they are written. */
  private prioritise(type: string): void {
    if (this.prioritised.has(type)) return;
    this.prioritised.add(type);
    const jobs = this.byType.get(type);
    for (const [jobKey, job] of jobs ?? []) if (job.stage === 'waiting') jobs?.delete(jobKey);
  }

  private sweep(now: number): void {
    const oldest = now - KEEP_MS;
    for (const [type, jobs] of this.byType) {
      for (const [jobKey, job] of jobs) if (job.stage === 'waiting' && job.at < oldest) jobs.delete(jobKey);
      if (jobs.size === 0) this.byType.delete(type);
    }
  }
}
