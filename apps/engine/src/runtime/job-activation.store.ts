import { Injectable } from '@nestjs/common';
import { isActivatable } from '@baton/runtime';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { activatableJobSql } from './activatable-job-sql.js';
import { CommandExecutor } from './command-executor.js';
import { EngineClock } from './engine-clock.js';
import { activatedJobOf, JobPush, type JobsWanted, type PushedJob } from './job-push.js';
import type { LoadedInstance } from './loaded-instance.js';
import { Partitions } from './partitions.js';

/**
 * Where a poll's jobs may be, on Citus (jobs/job-notifications.ts gives them): the job type's notification count now,
 * and for each partition the count at the last notification that named it. A round that does not reach `every`
 * partition passes over each partition found drained since its last notification: a poll woken because a job became
 * activatable asks that job's shard, not every shard. Jobs that become activatable without a notification (a back-off
 * or a lock that ran out) are found by full rounds: a poll that answers at once makes one (`every`: it has no later
 * chance, and a notification of this process's own write may still be on its way); a poll that must ask after its
 * interval (`interval`) makes one unless one of its queue went in the last 500 ms on this process.
 */
export interface PartitionHints {
  readonly reach: 'every' | 'interval' | 'notified';
  readonly generation: number;
  notifiedAt(partition: number): number;
}

/** How often, at most, a process's polls of one queue go round every partition on Citus: the polls' own interval. */
const FULL_ROUND_INTERVAL_MS = 500;

/**
 * Whether a round asks a partition notified at `notifiedAt` and found drained when the type's count was `drainedAt`
 * (undefined: not found drained); a `full` round asks every one.
 */
export function asksPartition(full: boolean, notifiedAt: number, drainedAt: number | undefined): boolean {
  return full || drainedAt === undefined || notifiedAt > drainedAt;
}

interface CandidateRow {
  job_key: string;
  process_instance_key: string;
}

/**
 * Jobs that look activatable, the highest priority first and then the oldest (the order of the job_activatable index,
 * which the query reads without sorting). SKIP LOCKED passes over the jobs and instances a write of another
 * command or engine process holds at the moment, so a poll does not line up behind it; the runtime has the last
 * word on each job, in the command that activates it. Passed over ($5): the jobs this process's polls are activating
 * (two polls would race for them, and the later one would have read its instances in vain), and those this process
 * activates otherwise (UnclaimedJobs). On Citus the query asks one partition ($6) at a time: a statement on one shard,
 * where it takes its row locks as on one PostgreSQL.
 */
const candidatesSql = (byPartition: boolean) => `
  select j.key::text as job_key, j.process_instance_key::text as process_instance_key
    from job j join process_instance p on p.key = j.process_instance_key and p.partition_id = j.partition_id
   where j.type = $1 and j.tenant_id = any($2::text[]) and p.state = 'ACTIVE' and j.key <> all($5::bigint[])
     and ${activatableJobSql('j', '$3::timestamptz')}${byPartition ? '\n     and j.partition_id = $6::smallint and p.partition_id = $6::smallint' : ''}
   order by j.priority desc, j.key
   limit $4
     for update of j, p skip locked`;

/**
 * A poll's activation of jobs already in the database: an ActivateJob command on each job's instance activates it,
 * written by the instance store with the other commands of the moment (group commit), so the instance's revision,
 * history and cache move on as with any command. The jobs come from the candidate query, or are those this process
 * created while no poll waited (UnclaimedJobs). A job another poll or engine process activated meanwhile is passed
 * over: the command checks it is still activatable on the instance it loaded, and the instance's revision check
 * decides between two writers.
 */
@Injectable()
export class JobActivationStore {
  /** Jobs this process's polls are activating (see candidatesSql). */
  private readonly activating = new Set<string>();
  /** Per job type, the candidate query in flight: the next one waits for its jobs to be passed over. */
  private readonly querying = new Map<string, Promise<unknown>>();
  private readonly candidates: { name: string; text: string };
  private readonly byPartition: boolean;
  /** Per job type, where this process's next round over the partitions starts (Citus): one further each poll, fair to every shard. */
  private readonly nextStart = new Map<string, number>();
  /** Per job type and tenants, each partition's notification count when a round last found it drained (Citus; see PartitionHints). */
  private readonly drained = new Map<string, Map<number, number>>();
  /** Per job type and tenants, when this process last went round every partition (Citus). */
  private readonly lastFullRound = new Map<string, number>();

  constructor(
    private readonly pg: PgPool,
    private readonly executor: CommandExecutor,
    private readonly clock: EngineClock,
    private readonly push: JobPush,
    private readonly partitions: Partitions,
    config: EngineConfig,
  ) {
    this.byPartition = config.databaseMode === 'citus';
    this.candidates = {
      name: this.byPartition ? 'activation-candidates-of-partition' : 'activation-candidates',
      text: candidatesSql(this.byPartition),
    };
  }

  /**
   * Up to `query.maxJobs` jobs the candidate query finds, activated for the worker, in the order they were found. On
   * Citus a round over the partitions stops asking once `clientGone` fired: it takes a while, and a job created meanwhile
   * would be taken for a worker that left (and handed back) instead of going to a live one.
   */
  async activate(query: JobsWanted, clientGone?: AbortSignal, hints?: PartitionHints): Promise<PushedJob[]> {
    const candidates = await this.claimCandidates(query, clientGone, hints);
    if (candidates.length === 0) return [];
    const jobKeys = candidates.map((candidate) => candidate.job_key);
    try {
      // One read for the instances the commands need (jobs this process created and keeps are passed over by the query).
      await this.executor.prepare([...new Set(candidates.map((candidate) => candidate.process_instance_key))]);
      const activated = await this.activateJobs(query, jobKeys);
      this.push.unclaimedSettled(
        query.type,
        activated.map((job) => String(job.row.key)),
      );
      return activated;
    } finally {
      for (const jobKey of jobKeys) this.activating.delete(jobKey);
    }
  }

  /** The jobs (of `query`'s type) activated for its worker, each by a command on its instance; those that were not are left out. */
  async activateJobs(query: JobsWanted, jobKeys: string[]): Promise<PushedJob[]> {
    const { worker, timeoutMs, fetchVariable } = query;
    const outcomes = await this.executor.executeMany(
      jobKeys.map((jobKey) => ({
        locator: { jobKey },
        command: { type: 'ActivateJob', jobKey, worker, timeoutMs } as const,
        wanted: (loaded: LoadedInstance) => {
          const job = loaded.state.jobs.get(jobKey);
          return job !== undefined && isActivatable(job, this.clock.now());
        },
      })),
    );
    return outcomes.flatMap((outcome, index) => {
      // Not activated (taken meanwhile, or refused): passed over.
      if (outcome.status !== 'fulfilled' || !outcome.value) return [];
      const { loaded } = outcome.value;
      const job = loaded.state.jobs.get(jobKeys[index] as string);
      if (job?.state !== 'ACTIVATED' || job.deadline === null) return [];
      return [{ ...activatedJobOf(loaded, job, fetchVariable), deadline: job.deadline }];
    });
  }

  /** Citus: the partitions asked in turn, from where the last poll of the type stopped, until `maxJobs` are found. */
  private async candidatesByPartition(
    query: JobsWanted,
    parameters: unknown[],
    clientGone: AbortSignal | undefined,
    hints: PartitionHints | undefined,
  ): Promise<CandidateRow[]> {
    const partitions = this.partitions.all();
    const start = (this.nextStart.get(query.type) ?? 0) % partitions.length;
    this.nextStart.set(query.type, start + 1);
    const queue = `${query.type}\n${query.tenantIds.join('\n')}`;
    let drained = this.drained.get(queue);
    if (!drained) this.drained.set(queue, (drained = new Map()));
    // Every poll that must ask after its interval would go round every partition; once per interval per queue is enough
    // to find the jobs that became activatable without a notification, the notified partitions are asked by every poll.
    const now = Date.now();
    const full = !hints || hints.reach === 'every' || (hints.reach === 'interval' && now - (this.lastFullRound.get(queue) ?? 0) >= FULL_ROUND_INTERVAL_MS);
    if (full) this.lastFullRound.set(queue, now);
    const rows: CandidateRow[] = [];
    for (let index = 0; index < partitions.length && rows.length < query.maxJobs && !clientGone?.aborted; index++) {
      const partition = partitions[(start + index) % partitions.length] as number;
      if (hints && !asksPartition(full, hints.notifiedAt(partition), drained.get(partition))) continue;
      const wanted = query.maxJobs - rows.length;
      const found = await this.pg.prepared<CandidateRow>(this.candidates.name, this.candidates.text, [
        ...parameters.slice(0, 3),
        wanted,
        parameters[4],
        partition,
      ]);
      rows.push(...found);
      // the count read before the query: a notification during it leaves the partition to be asked again
      if (hints && found.length < wanted) drained.set(partition, hints.generation);
      else drained.delete(partition);
    }
    return rows;
  }

  /** The candidates of one query, marked as being activated before the next query of the type reads. */
  private async claimCandidates(query: JobsWanted, clientGone: AbortSignal | undefined, hints: PartitionHints | undefined): Promise<CandidateRow[]> {
    const before = this.querying.get(query.type);
    const reading = (before ?? Promise.resolve()).then(async () => {
      const excluded = [...this.activating, ...this.push.unclaimedExcluded(query.type)];
      const parameters = [query.type, query.tenantIds, new Date(this.clock.now()).toISOString(), query.maxJobs, excluded];
      const rows = this.byPartition
        ? await this.candidatesByPartition(query, parameters, clientGone, hints)
        : await this.pg.prepared<CandidateRow>(this.candidates.name, this.candidates.text, parameters);
      for (const row of rows) this.activating.add(row.job_key);
      return rows;
    });
    const done = reading.catch(() => undefined);
    this.querying.set(query.type, done);
    try {
      return await reading;
    } finally {
      if (this.querying.get(query.type) === done) this.querying.delete(query.type);
    }
  }
}
