import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { JsonObject } from '@baton/feel';
import {
  isActivatable,
  visibleVariables,
  type ActivateJobs,
  type Job,
  type JobWaiter,
  type JobWaiters,
  type ProcessInstanceState,
  type TimedRuntimeEvent,
} from '@baton/runtime';
import type { InstanceIdentity } from './tables/instance-identity.js';
import { jobToRow, type JobRow } from './tables/job.table.js';
import { UnclaimedJobs } from './unclaimed-jobs.js';

/** What a worker's activation wants: jobs of one type in the tenants it named, and the variables it wants with them. */
export interface JobsWanted extends ActivateJobs {
  type: string;
  tenantIds: string[];
  /** The variables the worker wants with each job; all visible ones when undefined. */
  fetchVariable: string[] | undefined;
}

/** A job handed to a worker: its row as written, its variables, and the tags, business id and call-hierarchy root of its instance. */
export interface ActivatedJob {
  row: JobRow;
  variables: JsonObject;
  tags: string[];
  businessId: string | null;
  rootProcessInstanceKey: string;
}

/** A job handed to a waiting poll by the command that created it. */
export interface PushedJob extends ActivatedJob {
  /** When the worker's lock runs out (epoch ms). */
  deadline: number;
}

/** The instance a write is about, as far as a job pushed with it needs. */
export interface PushSource {
  identity: InstanceIdentity;
  state: ProcessInstanceState;
  tags: string[];
  businessId: string | null;
}

/**
 * A long poll that found no job and waits: commands of this engine process that create a job it matches activate
 * the job for it in their own write (see JobPush). It takes claims until it leaves; a claim is settled when the
 * claiming write committed (the job is the poll's) or failed (it is not).
 */
export class WaitingPoll {
  private readonly jobs: PushedJob[] = [];
  private claims = 0;
  private open = true;
  private whenSettled: (() => void) | null = null;
  private firstArrival!: () => void;
  /** Resolves when the first pushed job's write committed. */
  readonly arrival = new Promise<void>((resolve) => {
    this.firstArrival = resolve;
  });

  constructor(readonly request: JobsWanted) {}

  /** Whether a job of this instance's tenant can still be pushed to this poll. */
  takes(tenantId: string): boolean {
    return this.open && this.jobs.length + this.claims < this.request.maxJobs && this.request.tenantIds.includes(tenantId);
  }

  claim(): void {
    this.claims++;
  }

  settle(job: PushedJob | null): void {
    this.claims--;
    if (job) {
      this.jobs.push(job);
      this.firstArrival();
    }
    if (this.claims === 0) this.whenSettled?.();
  }

  /** Takes no more claims; resolves to the jobs pushed once every claim made so far is settled. */
  async leave(): Promise<PushedJob[]> {
    this.open = false;
    if (this.claims > 0) await new Promise<void>((resolve) => (this.whenSettled = resolve));
    return this.jobs;
  }
}

/** The jobs one write pushes, settled by the store once it knows whether the write committed. */
export interface PushOffer {
  committed(): void;
  failed(): void;
}

/** A claim a command's runtime took for a waiting poll: the job goes to that poll once the command's write committed. */
interface Claim {
  poll: WaitingPoll;
  /** The command's JobWaiters, which forgets the claim once it is settled. */
  waiters: CommandJobWaiters;
}

/**
 * The polls one command may hand its created jobs to (the runtime's JobWaiters port, for the tenant of the instance
 * the command runs on). The claims it takes are settled by the command's write (JobPush.offer); `release` settles
 * those of a command that is not written (refused, or out of keys), so their polls do not wait for them.
 */
export class CommandJobWaiters implements JobWaiters {
  readonly claimed = new Set<string>();

  constructor(
    private readonly push: JobPush,
    private readonly tenantId: string,
  ) {}

  claim(jobType: string, jobKey: string): JobWaiter | null {
    const poll = this.push.claim(jobType, this.tenantId, jobKey, this);
    if (!poll) return null;
    this.claimed.add(jobKey);
    return { worker: poll.request.worker, timeoutMs: poll.request.timeoutMs };
  }

  release(): void {
    for (const jobKey of this.claimed) this.push.settleClaim(jobKey, null);
  }
}

/**
 * Job push (Zeebe's job streaming, for long polls): a job created while a poll of its type waits in this engine
 * process is activated by the runtime in the command that creates it (the JobWaiters port), so the command's write
 * records the activation with the creation, and the job is handed to the poll once that write committed. The worker
 * gets it without the notification, the activation query and its write in between. Only a poll that found no job
 * waits here, so an older job of the type in the database is not passed over (one a poll of another process or a
 * back-off holds is not its to take anyway). A poll that leaves before the write committed still gets the job; one
 * whose client is gone hands it back (JobActivationService).
 */
@Injectable()
export class JobPush implements OnModuleDestroy {
  private readonly waiting = new Map<string, Set<WaitingPoll>>();
  private readonly claims = new Map<string, Claim>();
  private readonly unclaimed = new UnclaimedJobs();

  onModuleDestroy(): void {
    this.unclaimed.close();
  }

  wait(request: JobsWanted): WaitingPoll {
    const poll = new WaitingPoll(request);
    let polls = this.waiting.get(request.type);
    if (!polls) this.waiting.set(request.type, (polls = new Set()));
    polls.add(poll);
    return poll;
  }

  /** How many polls wait for jobs of the type. */
  waitingFor(type: string): number {
    return this.waiting.get(type)?.size ?? 0;
  }

  async leave(poll: WaitingPoll): Promise<PushedJob[]> {
    const polls = this.waiting.get(poll.request.type);
    polls?.delete(poll);
    if (polls?.size === 0) this.waiting.delete(poll.request.type);
    return poll.leave();
  }

  /** The runtime's port for one command on an instance of the tenant (see CommandJobWaiters). */
  waitersFor(tenantId: string): CommandJobWaiters {
    return new CommandJobWaiters(this, tenantId);
  }

  /** The poll that waited longest among those that take a job of the type and tenant, claimed for the job. */
  claim(type: string, tenantId: string, jobKey: string, waiters: CommandJobWaiters): WaitingPoll | null {
    for (const poll of this.waiting.get(type) ?? []) {
      if (!poll.takes(tenantId)) continue;
      poll.claim();
      this.claims.set(jobKey, { poll, waiters });
      return poll;
    }
    return null;
  }

  /** The claim's poll gets the job (or, with null, learns it does not). */
  settleClaim(jobKey: string, job: PushedJob | null): void {
    const claim = this.claims.get(jobKey);
    if (!claim) return;
    this.claims.delete(jobKey);
    claim.waiters.claimed.delete(jobKey);
    claim.poll.settle(job);
  }

  /**
   * What a command's write (its `events`) means for the polls: the jobs its runtime activated for waiting polls go
   * to them once the write committed, as the worker gets them (taken now: the state is the command's until its write
   * settles). A job it created that no poll took is remembered for the next poll once the write committed (see
   * UnclaimedJobs). Null when the command created no activatable job and activated none for a poll.
   */
  offer(source: PushSource, events: TimedRuntimeEvent[], now: number): PushOffer | null {
    const pushed: { jobKey: string; job: PushedJob | null }[] = [];
    const left: Job[] = [];
    const count = events.length;
    for (let index = 0; index < count; index++) {
      const event = events[index] as TimedRuntimeEvent;
      if (event.type !== 'JobCreated' && event.type !== 'JobActivated') continue;
      const job = source.state.jobs.get(event.jobKey);
      const claim = this.claims.get(event.jobKey);
      if (event.type === 'JobCreated') {
        if (!claim && job && isActivatable(job, now)) {
          left.push(job);
          this.unclaimed.writing(job.type, job.key, source.identity.tenantId, job.priority);
        }
      } else if (claim) {
        // The runtime activated it for the claim's poll as the command's last step, so the state holds it so.
        const deadline = job?.deadline ?? null;
        pushed.push({
          jobKey: event.jobKey,
          job: job && deadline !== null ? { ...activatedJobOf(source, job, claim.poll.request.fetchVariable), deadline } : null,
        });
      }
    }
    if (pushed.length === 0 && left.length === 0) return null;
    return {
      committed: () => {
        for (const { jobKey, job } of pushed) this.settleClaim(jobKey, job);
        for (const job of left) this.unclaimed.committed(job.type, job.key);
      },
      failed: () => {
        for (const { jobKey } of pushed) this.settleClaim(jobKey, null);
        for (const job of left) this.unclaimed.settled(job.type, [job.key]);
      },
    };
  }

  /**
   * Up to `request.maxJobs` jobs of its type and tenants that commands of this process created while no poll waited,
   * handed out once (see UnclaimedJobs). A poll activates them with a command on their instances.
   */
  takeUnclaimed(request: JobsWanted): string[] {
    return this.unclaimed.take(request.type, request.tenantIds, request.maxJobs);
  }

  /** Jobs of the type a poll's query passes over: this process activates them itself (see UnclaimedJobs). */
  unclaimedExcluded(type: string): string[] {
    return this.unclaimed.excluded(type);
  }

  /** Of the jobs takeUnclaimed handed out, `missed` had been activated by others first. */
  unclaimedActivated(type: string, handedOut: number, missed: number): void {
    this.unclaimed.activated(type, handedOut, missed);
  }

  /** The jobs' activation settled, by a command on their instances or by a poll's query: they are no longer to be handed out. */
  unclaimedSettled(type: string, jobKeys: string[]): void {
    this.unclaimed.settled(type, jobKeys);
  }
}

/** A job as its worker gets it: the row as written, the variables it asked for, the instance's tags, business id and call-hierarchy root. */
export function activatedJobOf(source: PushSource, job: Job, fetchVariable: string[] | undefined): ActivatedJob {
  return {
    row: jobToRow(job, source.identity),
    variables: onlyWanted(visibleVariables(source, job.elementInstanceKey), fetchVariable),
    tags: source.tags,
    businessId: source.businessId,
    rootProcessInstanceKey: source.state.parent?.rootProcessInstanceKey ?? source.identity.processInstanceKey,
  };
}

function onlyWanted(variables: JsonObject, names: string[] | undefined): JsonObject {
  if (!names) return variables;
  const wanted: JsonObject = {};
  for (const name of names) if (name in variables) wanted[name] = variables[name] as JsonObject[string];
  return wanted;
}
