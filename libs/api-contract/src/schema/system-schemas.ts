/** `GET /v2/system/configuration` and `GET /v2/system/usage-metrics`, as the official client 9.1.5 knows them. */
import { type Static, Type } from 'typebox';
import { DateTime, TenantId } from './primitives.js';

export const SystemConfigurationResponse = Type.Object({
  jobMetrics: Type.Object({
    enabled: Type.Boolean({
      description: "Whether job metrics are served: Baton counts the job statistics from its job rows, so Operate's job dashboards show.",
    }),
    exportInterval: Type.String({ description: 'ISO 8601 duration between exports of the metrics.' }),
    maxWorkerNameLength: Type.Integer(),
    maxJobTypeLength: Type.Integer(),
    maxTenantIdLength: Type.Integer(),
    maxUniqueKeys: Type.Integer(),
  }),
});
export type SystemConfigurationResponse = Static<typeof SystemConfigurationResponse>;

export const UsageMetricsQuery = Type.Object(
  {
    startTime: DateTime,
    endTime: DateTime,
    tenantId: Type.Optional(TenantId),
    withTenants: Type.Optional(Type.Boolean({ description: 'Whether the answer breaks the figures down by tenant.' })),
  },
  { additionalProperties: false },
);
export type UsageMetricsQuery = Static<typeof UsageMetricsQuery>;

const Count = Type.Integer({ minimum: 0, format: 'int64' });
/** Root process instances started in the period, decisions evaluated in it, distinct assignees of user tasks open in it. */
const UsageMetricsItem = Type.Object({
  processInstances: Count,
  decisionInstances: Count,
  assignees: Count,
});
export type UsageMetricsItem = Static<typeof UsageMetricsItem>;

export const UsageMetricsResponse = Type.Object({
  processInstances: Count,
  decisionInstances: Count,
  assignees: Count,
  activeTenants: Count,
  tenants: Type.Record(Type.String(), UsageMetricsItem),
});
export type UsageMetricsResponse = Static<typeof UsageMetricsResponse>;
