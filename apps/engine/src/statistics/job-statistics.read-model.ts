import { Injectable } from '@nestjs/common';
import type {
  GlobalJobStatisticsQuery,
  GlobalJobStatisticsResult,
  JobErrorStatisticsQuery,
  JobErrorStatisticsResult,
  JobTimeSeriesStatisticsQuery,
  JobTimeSeriesStatisticsResult,
  JobTypeStatisticsQuery,
  JobTypeStatisticsResult,
  JobWorkerStatisticsQuery,
  JobWorkerStatisticsResult,
  SearchQueryResponse,
  StatusMetric,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { badRequest } from '../http/problem-detail.js';
import { filteredRows, underSearchLimits } from '../query/search-query.js';
import type { SearchSpec } from '../query/search/search-spec.js';
import { cursorGroupPage } from './cursor-group-page.js';
import { bucketWidthMs } from './job-time-buckets.js';

/** The job rows a caller's tenants hold, with the filters the statistics take; the spec lends the search's rules. */
const JOBS: SearchSpec = {
  from: 'job j',
  filters: {
    tenantId: { column: 'j.tenant_id', type: 'string' },
    jobType: { column: 'j.type', type: 'string' },
    errorCode: { column: 'j.error_code', type: 'string' },
    errorMessage: { column: 'j.error_message', type: 'string' },
  },
  sortFields: {},
  tiebreaker: 'j.key',
  select: 'j.key',
};

const STATUSES = ['created', 'completed', 'failed'] as const;
type Status = (typeof STATUSES)[number];
/** The time a job got into each status: its creation, its completion and its latest failure (an error thrown is none). */
const STATUS_TIME: Readonly<Record<Status, string>> = {
  created: 'j.created_at',
  completed: `case when j.state = 'COMPLETED' then j.ended_at end`,
  failed: 'j.failed_at',
};

type MetricRow = Record<`${Status}_${'count' | 'at'}`, string | Date | null>;
type Metrics = Record<Status, StatusMetric>;

const metricsOf = (row: MetricRow | undefined): Metrics => {
  const metric = (status: Status): StatusMetric => {
    const at = row?.[`${status}_at`];
    return { count: Number(row?.[`${status}_count`] ?? 0), lastUpdatedAt: at instanceof Date ? at.toISOString() : null };
  };
  return { created: metric('created'), completed: metric('completed'), failed: metric('failed') };
};

interface Window {
  from: string;
  to: string;
}

/** The window's bounds as instants; 400 naming `path` when it ends before it starts. */
function windowOf(window: Window, path: string): { from: Date; to: Date } {
  const from = new Date(window.from);
  const to = new Date(window.to);
  if (from > to) throw badRequest(`${path}from: expected a time not after ${path}to '${window.to}', got '${window.from}'`);
  return { from, to };
}

/** The job rows the filter selects among the caller's tenants' (their conditions), and a way to add parameters. */
function jobRows(filter: Record<string, unknown>) {
  const present = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  const { conditions, params } = filteredRows(JOBS, present, 'job statistics');
  const param = (value: unknown, sqlType: string) => {
    params.push(value);
    return `$${params.length}::${sqlType}`;
  };
  return { conditions, params, param };
}

const allOf = (conditions: readonly string[]) => conditions.map((condition) => `(${condition})`).join(' and ');

/**
 * The jobs the filter selects that got into a status inside the window (any time without one): per status the
 * condition that a job did, and the aggregates of those jobs (`<status>_count`, `<status>_at`). The conditions are
 * on the row's own columns, so one scan of the rows counts every status.
 */
function statusCounts(filter: Record<string, unknown>, window: { from: Date; to: Date } | null, extra: readonly string[] = []) {
  const { conditions, params, param } = jobRows(filter);
  const bounds = window && { from: param(window.from, 'timestamptz'), to: param(window.to, 'timestamptz') };
  const within = (status: Status) => {
    const time = STATUS_TIME[status];
    return bounds ? `${time} >= ${bounds.from} and ${time} <= ${bounds.to}` : `${time} is not null`;
  };
  const inWindow: Record<Status, string> = { created: within('created'), completed: within('completed'), failed: within('failed') };
  const metrics = STATUSES.map(
    (status) =>
      `count(*) filter (where ${inWindow[status]}) as ${status}_count, max(${STATUS_TIME[status]}) filter (where ${inWindow[status]}) as ${status}_at`,
  ).join(', ');
  const anyStatus = STATUSES.map((status) => `(${inWindow[status]})`).join(' or ');
  return { where: allOf([...conditions, anyStatus, ...extra]), params, param, inWindow, metrics };
}

interface TypeRow extends MetricRow {
  job_type: string;
  workers: string;
}

interface WorkerRow extends MetricRow {
  worker: string;
}

interface BucketRow extends MetricRow {
  bucket: string;
}

interface ErrorRow {
  error_code: string;
  error_message: string;
  message_hash: string;
  workers: string;
}

/**
 * Camunda's job statistics, counted from the job rows: a job is created, completed and failed at the times its row
 * keeps (Camunda counts the same transitions from metrics its exporter keeps per period). A job whose instance's
 * history was deleted is no longer counted, so `isIncomplete` stays false: the figures are of the jobs still kept.
 * Each statement scans the job rows under the search limits (an administrator's dashboard, not a worker's path).
 */
@Injectable()
export class JobStatisticsReadModel {
  constructor(private readonly pg: PgPool) {}

  async global(query: GlobalJobStatisticsQuery): Promise<GlobalJobStatisticsResult> {
    const { where, params, metrics } = statusCounts({ jobType: query.jobType }, windowOf(query, ''));
    const [row] = await underSearchLimits(this.pg, (statements) => statements.query<MetricRow>(`select ${metrics} from job j where ${where}`, params));
    return { ...metricsOf(row), isIncomplete: false };
  }

  /** Per job type; its workers are counted from its rows per worker, a hashed grouping rather than a sort of the rows. */
  byTypes(request: JobTypeStatisticsQuery | undefined): Promise<SearchQueryResponse<JobTypeStatisticsResult>> {
    const filter = request?.filter;
    const { where, params, metrics } = statusCounts({ jobType: filter?.jobType }, filter ? windowOf(filter, 'filter.') : null);
    const sums = STATUSES.map((status) => `sum(${status}_count) as ${status}_count, max(${status}_at) as ${status}_at`).join(', ');
    return cursorGroupPage<TypeRow, JobTypeStatisticsResult>(
      this.pg,
      `select job_type, ${sums}, count(worker) as workers
         from (select j.type as job_type, j.worker, ${metrics} from job j where ${where} group by j.type, j.worker) w group by job_type`,
      params,
      { columns: ['job_type'], fingerprint: 'jobStatistics:jobType' },
      request?.page,
      (row) => ({ jobType: row.job_type, ...metricsOf(row), workers: Number(row.workers) }),
    );
  }

  /**
   * Per worker: the jobs of the type it took (a job is created before any worker has it, so its creation counts for
   * the worker that took it), completed and failed. Jobs no worker took are in no worker's row.
   */
  byWorkers(request: JobWorkerStatisticsQuery): Promise<SearchQueryResponse<JobWorkerStatisticsResult>> {
    const { where, params, metrics } = statusCounts({ jobType: request.filter.jobType }, windowOf(request.filter, 'filter.'), ['j.worker is not null']);
    return cursorGroupPage<WorkerRow, JobWorkerStatisticsResult>(
      this.pg,
      `select j.worker, ${metrics} from job j where ${where} group by j.worker`,
      params,
      { columns: ['worker'], fingerprint: 'jobStatistics:worker' },
      request.page,
      (row) => ({ worker: row.worker, ...metricsOf(row) }),
    );
  }

  /**
   * Per bucket of the resolution's width, the buckets counted from `from`; only buckets with something in them. Each
   * job that got into a status in the window becomes a row per status, bucketed by that status's time.
   */
  timeSeries(request: JobTimeSeriesStatisticsQuery): Promise<SearchQueryResponse<JobTimeSeriesStatisticsResult>> {
    const window = windowOf(request.filter, 'filter.');
    const width = bucketWidthMs(request.filter.resolution, window.to.getTime() - window.from.getTime(), 'filter.resolution');
    const { where, params, param, inWindow } = statusCounts({ jobType: request.filter.jobType }, window);
    const bucket = `date_bin(${param(width, 'bigint')} * interval '1 millisecond', e.at, ${param(window.from, 'timestamptz')})`;
    const events = STATUSES.map((status) => `('${status}', ${STATUS_TIME[status]}, ${inWindow[status]})`).join(', ');
    const metrics = STATUSES.map(
      (status) => `count(*) filter (where e.status = '${status}') as ${status}_count, max(e.at) filter (where e.status = '${status}') as ${status}_at`,
    ).join(', ');
    return cursorGroupPage<BucketRow, JobTimeSeriesStatisticsResult>(
      this.pg,
      // The bucket's ISO text in UTC, whose byte order is the times' order.
      `select to_char(${bucket} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as bucket, ${metrics}
         from job j cross join lateral (values ${events}) e(status, at, counted) where ${where} and e.counted group by 1`,
      params,
      { columns: ['bucket'], fingerprint: 'jobStatistics:time' },
      request.page,
      (row) => ({ time: row.bucket, ...metricsOf(row) }),
    );
  }

  /**
   * The errors of the type's jobs created in the window, as Camunda selects them (by the job's creation): each error
   * code and message, with the distinct workers that reported it. A failure has a message and no code.
   */
  errors(request: JobErrorStatisticsQuery): Promise<SearchQueryResponse<JobErrorStatisticsResult>> {
    const { from, to } = windowOf(request.filter, 'filter.');
    const { jobType, errorCode, errorMessage } = request.filter;
    const { conditions, params, param } = jobRows({ jobType, errorCode, errorMessage });
    const where = allOf([
      ...conditions,
      `j.created_at >= ${param(from, 'timestamptz')} and j.created_at <= ${param(to, 'timestamptz')}`,
      'j.error_code is not null or j.error_message is not null',
    ]);
    return cursorGroupPage<ErrorRow, JobErrorStatisticsResult>(
      this.pg,
      `select coalesce(j.error_code, '') as error_code, coalesce(j.error_message, '') as error_message,
           md5(coalesce(j.error_message, '')) as message_hash, count(distinct j.worker) as workers
         from job j where ${where} group by 1, 2`,
      params,
      // A message may be long: its hash, not its text, goes into the cursor.
      { columns: ['error_code', 'message_hash'], fingerprint: 'jobStatistics:error' },
      request.page,
      (row) => ({ errorCode: row.error_code, errorMessage: row.error_message, workers: Number(row.workers) }),
    );
  }
}
