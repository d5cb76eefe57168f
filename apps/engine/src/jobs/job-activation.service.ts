import { storeAnswerIn } from '../idempotency/answer-in-transaction.js';
import { Injectable, Logger } from '@nestjs/common';
import type { ActivatedJobResult, JobActivationRequest } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { JobActivationStore } from '../runtime/job-activation.store.js';
import { JobNotifications } from './job-notifications.js';
import type { PartitionHints } from '../runtime/job-activation.store.js';
import { type JobQueueState, JobQueueStates } from './job-queue-state.js';
import { HandedJobTenants } from '../auth/handed-job-tenants.js';
import { requireTenants } from '../auth/tenant-access.js';
import { EngineMetrics } from '../metrics/engine-metrics.js';
import type { CommandContext, IdempotentAnswer } from '../runtime/command-context.js';
import { JobPush, type ActivatedJob, type JobsWanted } from '../runtime/job-push.js';
import { userTaskPropertiesOf } from './user-task-properties.js';

/** Camunda's default long-polling time when `requestTimeout` is 0 or absent. */
const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
/** Poll at least this often while waiting: lock expiries and back-offs end without a notification. */
const POLL_INTERVAL_MS = 500;

/** The jobs a request wants (as activation, found or pushed, takes them), and how long it waits for them. */
interface ActivationRequest extends JobsWanted {
  requestTimeout: number;
  /** The request's idempotent answer, stored by the transaction that activates its jobs (so it takes no pushed or unclaimed job). */
  answer: IdempotentAnswer | undefined;
}

function parseRequest(body: JobActivationRequest, answer: IdempotentAnswer | undefined): ActivationRequest {
  const fetchVariable = body.fetchVariable;
  const requestTimeout = body.requestTimeout ?? 0;
  return {
    type: body.type,
    worker: body.worker ?? '',
    timeoutMs: body.timeout,
    maxJobs: Math.min(body.maxJobsToActivate, 1000),
    fetchVariable: fetchVariable && fetchVariable.length > 0 ? fetchVariable : undefined,
    requestTimeout: requestTimeout === 0 ? DEFAULT_REQUEST_TIMEOUT_MS : requestTimeout,
    tenantIds: body.tenantIds ?? [DEFAULT_TENANT],
    answer,
  };
}

@Injectable()
export class JobActivationService {
  private readonly logger = new Logger(JobActivationService.name);
  private readonly queues = new JobQueueStates();

  constructor(
    private readonly notifications: JobNotifications,
    private readonly store: JobActivationStore,
    private readonly executor: CommandExecutor,
    private readonly metrics: EngineMetrics,
    private readonly push: JobPush,
    private readonly handedTenants: HandedJobTenants,
    private readonly pg: PgPool,
  ) {}

  /**
   * Answers as soon as jobs were activated, or empty once `requestTimeout` passed (at once when negative). Once
   * `clientGone` fires nothing more is taken, and jobs taken for the departed client are handed back at once.
   */
  async activate(body: JobActivationRequest, clientGone: AbortSignal | undefined, context: CommandContext): Promise<ActivatedJobResult[]> {
    const request = parseRequest(body, context.answer);
    requireTenants('activate jobs', request.tenantIds);
    const giveUpAt = Date.now() + Math.max(request.requestTimeout, 0);
    const closePoll = this.metrics.longPollOpened();
    try {
      return await this.poll(request, giveUpAt, clientGone);
    } finally {
      closePoll();
    }
  }

  private async poll(request: ActivationRequest, giveUpAt: number, clientGone: AbortSignal | undefined): Promise<ActivatedJobResult[]> {
    const queue = this.queues.of(request.type, request.tenantIds);
    // A poll asks the database when its queue's state says there may be jobs for it (see JobQueueState), and in any
    // case when it answers at once and after each poll interval that passed without a notification or without any
    // poll of the queue asking: jobs whose back-off or lock ran out become activatable without one, and polls answered
    // by pushed jobs alone would pass them over for as long as new jobs keep coming. The jobs this process created while
    // no poll waited (activateUnclaimed) come before the database's, except when the poll must ask.
    let mustAsk = giveUpAt <= Date.now() || queue.askDue(Date.now(), POLL_INTERVAL_MS);
    for (;;) {
      if (clientGone?.aborted) return [];
      if (!mustAsk) {
        const unclaimed = await this.activateUnclaimed(request);
        if (unclaimed.length > 0) return this.handOver(unclaimed, clientGone);
      }
      const generation = this.notifications.generation(request.type);
      const turn = mustAsk ? ({ kind: 'ask' } as const) : queue.next(generation);
      if (turn.kind === 'after') {
        await turn.done;
        continue;
      }
      const reach = giveUpAt <= Date.now() ? 'every' : mustAsk ? 'interval' : 'notified';
      const jobs = turn.kind === 'ask' ? await this.ask(request, queue, generation, clientGone, reach) : [];
      if (jobs.length > 0) return this.handOver(jobs, clientGone);
      if (turn.kind === 'ask') {
        // the query passed over the jobs this process activates itself
        const unclaimed = await this.activateUnclaimed(request);
        if (unclaimed.length > 0) return this.handOver(unclaimed, clientGone);
      }
      const remaining = giveUpAt - Date.now();
      if (remaining <= 0 || this.notifications.closed) return [];
      mustAsk = false;
      if (this.notifications.generation(request.type) !== generation) continue;
      const { woken, pushed } = await this.waitForJobs(request, Math.min(remaining, POLL_INTERVAL_MS), clientGone);
      if (pushed.length > 0) return this.handOver(pushed, clientGone);
      mustAsk = woken === 'timeout';
    }
  }

  /** Jobs taken for a client that is gone go back at once; the others' tenants are remembered for their completions. */
  private async handOver(jobs: ActivatedJobResult[], clientGone: AbortSignal | undefined): Promise<ActivatedJobResult[]> {
    if (!clientGone?.aborted) {
      this.handedTenants.handed(jobs);
      return jobs;
    }
    await this.handBack(jobs);
    return [];
  }

  /**
   * Waits for a notification, the time, the client's departure, or a job that a command of this process created and
   * pushed to this poll (see JobPush). A request with an Idempotency-Key takes no pushed job: its answer is stored
   * with the activation's own transaction.
   */
  private async waitForJobs(
    request: ActivationRequest,
    ms: number,
    clientGone: AbortSignal | undefined,
  ): Promise<{ woken: 'notified' | 'timeout' | 'interrupted' | 'pushed'; pushed: ActivatedJobResult[] }> {
    if (request.answer) return { woken: await this.notifications.wait(request.type, ms, clientGone), pushed: [] };
    // A client that went while the poll asked: its abort fired before the listener below.
    if (clientGone?.aborted) return { woken: 'interrupted', pushed: [] };
    const poll = this.push.wait(request);
    const stopWaiting = new AbortController();
    // a reason of our own: without one, abort() builds a DOMException, a cost on every wait
    const stop = () => stopWaiting.abort('left');
    clientGone?.addEventListener('abort', stop, { once: true });
    const woken = await Promise.race([this.notifications.wait(request.type, ms, stopWaiting.signal), poll.arrival.then(() => 'pushed' as const)]);
    stop();
    clientGone?.removeEventListener('abort', stop);
    const pushed = (await this.push.leave(poll)).flatMap((job) => this.resultsOf([job], request, job.deadline));
    if (pushed.length > 0) this.metrics.jobsWereActivated(request.type, pushed.length, 'pushed');
    return { woken, pushed };
  }

  /**
   * Jobs this process created while no poll waited (see UnclaimedJobs), each activated by a command on its instance,
   * which this process most likely still keeps: written with the commands of the moment, without the candidate query.
   * A request with an Idempotency-Key takes none: its answer is stored once the query's jobs are activated.
   */
  private async activateUnclaimed(request: ActivationRequest): Promise<ActivatedJobResult[]> {
    if (request.answer) return [];
    const jobKeys = this.push.takeUnclaimed(request);
    if (jobKeys.length === 0) return [];
    const activated = await this.store.activateJobs(request, jobKeys).finally(() => this.push.unclaimedSettled(request.type, jobKeys));
    const results = activated.flatMap((job) => this.resultsOf([job], request, job.deadline));
    this.metrics.jobsWereActivated(request.type, results.length, 'unclaimed');
    this.push.unclaimedActivated(request.type, jobKeys.length, jobKeys.length - results.length);
    return results;
  }

  /** `reach`: which partitions a round asks on Citus: every one for a poll that answers at once (see PartitionHints). */
  private async ask(
    request: ActivationRequest,
    queue: JobQueueState,
    generation: number,
    clientGone: AbortSignal | undefined,
    reach: PartitionHints['reach'],
  ): Promise<ActivatedJobResult[]> {
    const finished = queue.asking(generation, Date.now());
    try {
      const jobs = await this.tryActivate(request, clientGone, reach);
      finished({ found: jobs.length, asked: request.maxJobs });
      return jobs;
    } catch (error) {
      finished();
      throw error;
    }
  }

  /** Jobs that never reached their worker become activatable again now, not when their lock runs out. */
  async handBack(jobs: ActivatedJobResult[]): Promise<void> {
    await Promise.all(
      jobs.map(async ({ jobKey, deadline }) => {
        try {
          await this.executor.executeWhile({ jobKey }, { type: 'YieldJob', jobKey, deadline }, (loaded) => {
            const job = loaded.state.jobs.get(jobKey);
            return job?.state === 'ACTIVATED' && job.deadline === deadline;
          });
        } catch (error) {
          this.logger.warn(`could not hand back job ${jobKey} of a departed worker; it is activatable again after its timeout: ${(error as Error).message}`);
        }
      }),
    );
  }

  private async tryActivate(request: ActivationRequest, clientGone: AbortSignal | undefined, reach: PartitionHints['reach']): Promise<ActivatedJobResult[]> {
    const activated = await this.store.activate(request, clientGone, this.notifications.hints(request.type, reach));
    const results = activated.flatMap((job) => this.resultsOf([job], request, job.deadline));
    // After the activations committed: a crash in between leaves the jobs to time out and be activated again.
    if (results.length > 0) await storeAnswerIn(this.pg, request.answer, { jobs: results });
    this.metrics.jobsWereActivated(request.type, results.length, 'found');
    return results;
  }

  /** The activated jobs as the worker gets them, with the variables it asked for (unchanged by the activation). */
  private resultsOf(activated: ActivatedJob[], request: ActivationRequest, deadline: number): ActivatedJobResult[] {
    return activated.map(({ row, variables, tags, businessId, rootProcessInstanceKey }) => ({
      type: row.type,
      processDefinitionId: row.bpmn_process_id,
      processDefinitionVersion: row.process_definition_version,
      elementId: row.element_id,
      customHeaders: row.custom_headers,
      worker: request.worker,
      retries: row.retries,
      deadline,
      variables,
      tenantId: row.tenant_id,
      jobKey: String(row.key),
      processInstanceKey: String(row.process_instance_key),
      processDefinitionKey: String(row.process_definition_key),
      elementInstanceKey: String(row.element_instance_key),
      kind: row.kind,
      listenerEventType: row.listener_event_type,
      userTask: userTaskPropertiesOf(row.kind, row.custom_headers),
      tags,
      businessId,
      rootProcessInstanceKey,
      priority: row.priority,
    }));
  }
}
