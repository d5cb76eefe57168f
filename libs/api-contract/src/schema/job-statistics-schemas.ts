/**
 * Camunda's job statistics (`/v2/jobs/statistics/*`): jobs created, completed and failed in a window of time, overall,
 * per job type, per worker of a type and per time bucket, and the errors of a type's jobs, as the official client
 * 9.1.5 knows them.
 */
import { type Static, Type } from 'typebox';
import { StringFilter } from './filters.js';
import { DateTime } from './primitives.js';
import { CursorForwardPage } from './statistics-schemas.js';

const Count = Type.Integer({ minimum: 0, format: 'int64' });
const closed = { additionalProperties: false } as const;
const JobType = Type.String({ minLength: 1, description: 'The job type, as the BPMN task definition names it.' });

/** The window every job statistic counts in: `from` ≤ t ≤ `to`. */
const Window = {
  from: DateTime,
  to: DateTime,
};

export const StatusMetric = Type.Object({
  count: Count,
  lastUpdatedAt: Type.Union([DateTime, Type.Null()], { description: 'When the latest of the counted jobs got into this status; null when none did.' }),
});

const StatusMetrics = {
  created: StatusMetric,
  completed: StatusMetric,
  failed: StatusMetric,
};

export const GlobalJobStatisticsQuery = Type.Object({ ...Window, jobType: Type.Optional(JobType) }, closed);

export const GlobalJobStatisticsResult = Type.Object({
  ...StatusMetrics,
  isIncomplete: Type.Boolean({ description: 'Always false: Baton counts its job rows, not sampled metrics.' }),
});

export const JobTypeStatisticsQuery = Type.Object(
  { filter: Type.Optional(Type.Object({ ...Window, jobType: Type.Optional(StringFilter) }, closed)), page: Type.Optional(CursorForwardPage) },
  closed,
);

export const JobTypeStatisticsResult = Type.Object({
  jobType: Type.String(),
  ...StatusMetrics,
  workers: Type.Integer({ minimum: 0, description: 'The distinct workers that took jobs of this type counted here.' }),
});

export const JobWorkerStatisticsQuery = Type.Object(
  { filter: Type.Object({ ...Window, jobType: JobType }, closed), page: Type.Optional(CursorForwardPage) },
  closed,
);

export const JobWorkerStatisticsResult = Type.Object({ worker: Type.String(), ...StatusMetrics });

export const JobTimeSeriesStatisticsQuery = Type.Object(
  {
    filter: Type.Object(
      {
        ...Window,
        jobType: JobType,
        resolution: Type.Optional(
          Type.String({
            description: 'The bucket width, an ISO 8601 duration of days, hours, minutes and seconds (PT1M); by default one that gives at most 120 buckets.',
          }),
        ),
      },
      closed,
    ),
    page: Type.Optional(CursorForwardPage),
  },
  closed,
);

export const JobTimeSeriesStatisticsResult = Type.Object({ time: DateTime, ...StatusMetrics });

export const JobErrorStatisticsQuery = Type.Object(
  {
    filter: Type.Object({ ...Window, jobType: JobType, errorCode: Type.Optional(StringFilter), errorMessage: Type.Optional(StringFilter) }, closed),
    page: Type.Optional(CursorForwardPage),
  },
  closed,
);

export const JobErrorStatisticsResult = Type.Object({
  errorCode: Type.String({ description: "The BPMN error's code; empty for a failure, which has none." }),
  errorMessage: Type.String(),
  workers: Type.Integer({ minimum: 0, description: 'The distinct workers that reported this error.' }),
});

export type StatusMetric = Static<typeof StatusMetric>;
export type GlobalJobStatisticsQuery = Static<typeof GlobalJobStatisticsQuery>;
export type GlobalJobStatisticsResult = Static<typeof GlobalJobStatisticsResult>;
export type JobTypeStatisticsQuery = Static<typeof JobTypeStatisticsQuery>;
export type JobTypeStatisticsResult = Static<typeof JobTypeStatisticsResult>;
export type JobWorkerStatisticsQuery = Static<typeof JobWorkerStatisticsQuery>;
export type JobWorkerStatisticsResult = Static<typeof JobWorkerStatisticsResult>;
export type JobTimeSeriesStatisticsQuery = Static<typeof JobTimeSeriesStatisticsQuery>;
export type JobTimeSeriesStatisticsResult = Static<typeof JobTimeSeriesStatisticsResult>;
export type JobErrorStatisticsQuery = Static<typeof JobErrorStatisticsQuery>;
export type JobErrorStatisticsResult = Static<typeof JobErrorStatisticsResult>;
