import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; commands take from a fraction of a millisecond (idle engine) to seconds (a saturated database). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a timer fired after its due time: the scheduler's poll interval is the usual floor. */
const TIMER_LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** How a command ended: written, refused by the runtime or not found (`rejected`), or failed otherwise. */
export type CommandOutcomeLabel = 'ok' | 'rejected' | 'error';

/**
 * The engine's Prometheus metrics, one registry per engine app (tests run several engines in one process, and each
 * must report only its own). Counters live in this process: with several engine processes on one database,
 * Prometheus sums them over the processes; the gauges read from the database (incidents, buffered messages) are
 * database-wide and the same on every process.
 */
@Injectable()
export class EngineMetrics {
  readonly registry = new Registry();

  private readonly commandDuration = new Histogram({
    name: 'baton_command_duration_seconds',
    help: 'Instance commands from load to commit (retries after a concurrent write included), by command kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly jobsActivated = new Counter({
    name: 'baton_jobs_activated_total',
    help: 'Jobs handed to workers by job activation, by job type and how: found by a poll, pushed to a waiting poll by the command that created it, or created unclaimed while no poll waited and activated by the next poll with a command',
    labelNames: ['type', 'how'] as const,
    registers: [this.registry],
  });

  private readonly jobsCompleted = new Counter({
    name: 'baton_jobs_completed_total',
    help: "Jobs completed (committed JobCompleted events), by Camunda's job kind: an element's work or an execution or task listener's",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly instanceLoads = new Counter({
    name: 'baton_instance_loads_total',
    help: 'Instances a command started from, by source: the instance cache of this process, or a read of the database',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  private readonly timerLag = new Histogram({
    name: 'baton_timer_lag_seconds',
    help: 'How long after its due time a timer fired, in engine time',
    buckets: TIMER_LAG_BUCKETS,
    registers: [this.registry],
  });

  private readonly longPolls = new Gauge({
    name: 'baton_job_long_polls_open',
    help: 'Job activation requests of this process in progress, long polls waiting for jobs included',
    registers: [this.registry],
  });

  private readonly grpcCalls = new Histogram({
    name: 'baton_grpc_call_duration_seconds',
    help: 'gRPC gateway calls from their arrival to their status (a job stream: for as long as it was open), by method and status code',
    labelNames: ['method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly poolWait = new Histogram({
    name: 'baton_db_pool_wait_seconds',
    help: 'Time a request for a pooled database connection waited until it got one',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** Counted on the hot path as a plain number (every statement passes there), handed to Prometheus on scrape. */
  private statementCount = 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const metrics = this;
    new Counter({
      name: 'baton_db_statements_total',
      help: 'SQL statements this process sent on pooled connections (BEGIN and COMMIT included)',
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(metrics.statementCount);
      },
    });
    // process_resident_memory_bytes is the RSS now; the peak is what sizing a machine needs.
    new Gauge({
      name: 'baton_process_max_resident_memory_bytes',
      help: 'Peak resident set size of this process since it started',
      registers: [this.registry],
      collect() {
        this.set(process.resourceUsage().maxRSS * 1024);
      },
    });
  }

  /** Times one command; call the returned function once it ended. */
  startCommand(kind: string): (outcome: CommandOutcomeLabel) => void {
    const end = this.commandDuration.startTimer({ kind });
    return (outcome) => end({ outcome });
  }

  /** Times one gRPC call of `method`; call the returned function with its status code's name (`OK`, `NOT_FOUND`…) once it ended. */
  startGrpcCall(method: string): (status: string) => void {
    const end = this.grpcCalls.startTimer({ method });
    return (status) => end({ status });
  }

  statementSent(): void {
    this.statementCount++;
  }

  jobsWereActivated(type: string, count: number, how: 'found' | 'pushed' | 'unclaimed'): void {
    if (count > 0) this.jobsActivated.inc({ type, how }, count);
  }

  jobWasCompleted(kind: string): void {
    this.jobsCompleted.inc({ kind });
  }

  instanceLoaded(source: 'cache' | 'database'): void {
    this.instanceLoads.inc({ source });
  }

  timerFired(dueAt: number, firedAt: number): void {
    this.timerLag.observe(Math.max(0, firedAt - dueAt) / 1000);
  }

  /** Counts one open long poll until the returned function is called. */
  longPollOpened(): () => void {
    this.longPolls.inc();
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.longPolls.dec();
    };
  }

  /** A gauge whose value is read when Prometheus scrapes (e.g. from the database or the pool). */
  gaugeOnScrape(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }
}
