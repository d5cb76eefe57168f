import type { ActivatedJobResult, CreateProcessInstanceResult } from '@baton/api-contract';

/** The processes a drill runs: workload B of bench/ (one job) and a D-like order (job, message, job). */
export const BENCH_PROCESS = 'bench-process';
export const ORDER_PROCESS = 'drill-order';
const JOB_TYPES = ['bench-task', 'drill-charge', 'drill-ship'] as const;
const PAYMENT_MESSAGE = 'drill-payment-confirmed';

export interface DrillLoadOptions {
  /** Instances to start (half of each process). */
  starts: number;
  /** Starts in flight at once. */
  startLanes: number;
  /** Worker loops per job type. */
  workersPerType: number;
  /** Every this-many-th activation is a late worker: a lock of `lateLockMs`, completed after `lateDelayMs`. */
  lateEvery: number;
  lateLockMs: number;
  lateDelayMs: number;
  /** Lock of the other activations. */
  lockMs: number;
}

/** What the client side saw: what it was told, what it tried, what its job effects did. */
export interface DrillOutcomes {
  startsSent: number;
  /** drillStart id → processInstanceKey, for every start answered 200. */
  acknowledgedStarts: Map<string, string>;
  /** Start answers that named another instance than an earlier answer for the same key (must stay 0). */
  startAnswersDiffering: number;
  completionsSent: number;
  completionsAcknowledged: number;
  /** Job keys whose completion was answered 204 at least once. */
  completedJobs: Set<string>;
  /** The job effects, keyed by job key (the workers' idempotency key): how often a worker tried to apply each. */
  effectAttempts: Map<string, number>;
  publicationsSent: number;
  publicationsAcknowledged: number;
  /** Publications refused as already published (the duplicates): fine. */
  publicationsDeduplicated: number;
  lateCompletions: number;
  /** Requests that got no answer or a 5xx (the fault in action); each was retried or left to the engine's recovery. */
  failedRequests: number;
  /** Answers a correct engine never gives (4xx other than the expected ones): each is a drill failure. */
  unexpected: string[];
}

export function emptyOutcomes(): DrillOutcomes {
  return {
    startsSent: 0,
    acknowledgedStarts: new Map(),
    startAnswersDiffering: 0,
    completionsSent: 0,
    completionsAcknowledged: 0,
    completedJobs: new Set(),
    effectAttempts: new Map(),
    publicationsSent: 0,
    publicationsAcknowledged: 0,
    publicationsDeduplicated: 0,
    lateCompletions: 0,
    failedRequests: 0,
    unexpected: [],
  };
}

interface Answer<T> {
  status: number;
  body: T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drives an engine the way careful clients do while faults hit it: every start carries an Idempotency-Key and is
 * retried with it until answered; every job completion is sent twice, with the job key as Idempotency-Key, and its
 * effect is applied under the job key; every payment confirmation is published twice with one messageId; some
 * workers hold their lock too briefly and complete late. `baseUrl()` is asked before each request, so the engine
 * may be replaced (restarted) under the load.
 */
export class DrillLoad {
  readonly outcomes = emptyOutcomes();
  private stopped = false;
  private nextStart = 0;
  private activations = 0;

  constructor(
    private readonly baseUrl: () => string,
    private readonly options: DrillLoadOptions,
  ) {}

  /** Runs the starts to their end and the workers until `stop()`. */
  async run(): Promise<void> {
    const lanes = Array.from({ length: this.options.startLanes }, () => this.startLane());
    const workers = JOB_TYPES.flatMap((type) => Array.from({ length: this.options.workersPerType }, (_, index) => this.worker(type, `${type}-${index}`)));
    await Promise.all(lanes);
    await Promise.all(workers);
  }

  stop(): void {
    this.stopped = true;
  }

  private async send<T>(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T> | null> {
    try {
      const response = await fetch(`${this.baseUrl()}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const parsed = text === '' ? (null as T) : (JSON.parse(text) as T);
      if (response.status >= 500) {
        this.outcomes.failedRequests += 1;
        return null;
      }
      return { status: response.status, body: parsed };
    } catch {
      this.outcomes.failedRequests += 1;
      return null;
    }
  }

  private async startLane(): Promise<void> {
    while (!this.stopped && this.nextStart < this.options.starts) {
      const index = this.nextStart++;
      const id = `start-${index}`;
      const processDefinitionId = index % 2 === 0 ? BENCH_PROCESS : ORDER_PROCESS;
      const body = { processDefinitionId, variables: { drillStart: id, orderId: `order-${index}` } };
      this.outcomes.startsSent += 1;
      // Retried with the same key until answered: a start that committed before a crash answers its first instance.
      for (let attempt = 0; !this.stopped; attempt++) {
        const answer = await this.send<CreateProcessInstanceResult>('POST', '/v2/process-instances', body, { 'idempotency-key': id });
        if (answer?.status === 200) {
          const earlier = this.outcomes.acknowledgedStarts.get(id);
          if (earlier !== undefined && earlier !== answer.body.processInstanceKey) this.outcomes.startAnswersDiffering += 1;
          this.outcomes.acknowledgedStarts.set(id, answer.body.processInstanceKey);
          break;
        }
        if (answer && answer.status !== 409) {
          this.outcomes.unexpected.push(`start ${id}: ${answer.status} ${JSON.stringify(answer.body)}`);
          break;
        }
        await sleep(Math.min(50 * 2 ** attempt, 1000)); // 409: the first attempt is still running; else the engine is down
      }
    }
  }

  private async worker(type: string, name: string): Promise<void> {
    while (!this.stopped) {
      const late = this.options.lateEvery > 0 && ++this.activations % this.options.lateEvery === 0;
      const answer = await this.send<{ jobs: ActivatedJobResult[] }>('POST', '/v2/jobs/activation', {
        type,
        worker: name,
        timeout: late ? this.options.lateLockMs : this.options.lockMs,
        maxJobsToActivate: 8,
        requestTimeout: 500,
      });
      if (!answer) {
        await sleep(100);
        continue;
      }
      if (answer.status !== 200) {
        this.outcomes.unexpected.push(`activation: ${answer.status} ${JSON.stringify(answer.body)}`);
        continue;
      }
      if (late && answer.body.jobs.length > 0) await sleep(this.options.lateDelayMs);
      await Promise.all(answer.body.jobs.map((job) => this.work(job, late)));
    }
  }

  /** Applies the job's effect under its key (the drill counts attempts per key), then completes it twice (a client retrying, a duplicate in the network). */
  private async work(job: ActivatedJobResult, late: boolean): Promise<void> {
    this.outcomes.effectAttempts.set(job.jobKey, (this.outcomes.effectAttempts.get(job.jobKey) ?? 0) + 1);
    // The charge confirms the payment before its job completes (buffered until the order waits): a completion whose
    // answer a crash swallowed then leaves no order waiting for a confirmation nobody sends.
    if (job.type === 'drill-charge') await this.confirmPayment(String(job.variables.orderId));
    const complete = () => {
      this.outcomes.completionsSent += 1;
      return this.send('POST', `/v2/jobs/${job.jobKey}/completion`, { variables: {} }, { 'idempotency-key': `complete-${job.jobKey}` });
    };
    const answers = await Promise.all([complete(), complete()]);
    let acknowledged = false;
    for (const answer of answers) {
      if (answer?.status === 204) {
        this.outcomes.completionsAcknowledged += 1;
        acknowledged = true;
      } else if (answer && answer.status !== 404 && answer.status !== 409) {
        // 404: completed already (by the twin or a worker that had it after this lock ran out); 409: the twin is running.
        this.outcomes.unexpected.push(`completion of ${job.jobKey}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    if (!acknowledged) return; // the job comes back after its lock (or was done by another worker)
    this.outcomes.completedJobs.add(job.jobKey);
    if (late) this.outcomes.lateCompletions += 1;
  }

  /** Publishes the confirmation twice with one messageId, retried until one was recorded. */
  private async confirmPayment(orderId: string): Promise<void> {
    const body = { name: PAYMENT_MESSAGE, correlationKey: orderId, messageId: `paid-${orderId}`, timeToLive: 600_000 };
    for (let attempt = 0; !this.stopped; attempt++) {
      const publish = () => {
        this.outcomes.publicationsSent += 1;
        return this.send('POST', '/v2/messages/publication', body);
      };
      const answers = await Promise.all([publish(), publish()]);
      let recorded = false;
      for (const answer of answers) {
        if (answer?.status === 200) {
          this.outcomes.publicationsAcknowledged += 1;
          recorded = true;
        } else if (answer?.status === 409) {
          this.outcomes.publicationsDeduplicated += 1;
          recorded = true;
        } else if (answer) {
          this.outcomes.unexpected.push(`publication for ${orderId}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      if (recorded) return;
      await sleep(Math.min(50 * 2 ** attempt, 1000));
    }
  }
}
