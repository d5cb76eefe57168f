/**
 * Camunda's aggregate statistics over running instances, their incidents and their message subscriptions
 * (`/v2/process-definitions/statistics/*`, `/v2/incidents/statistics/*`), as the official client 9.1.5 knows them.
 */
import { type Static, Type } from 'typebox';
import { MessageSubscriptionSearchQuery } from './search-requests.js';
import { LongKey, ProcessDefinitionId, TenantId } from './primitives.js';
import { OffsetPage, SortCriterion } from './search-request.js';
import { SearchQueryPageResponse } from './search-response.js';

const Count = Type.Integer({ minimum: 0, format: 'int64' });
const Cursor = SearchQueryPageResponse.properties.endCursor;
/** Camunda's forward cursor page of an aggregate: the groups after a page's end cursor. */
export const CursorForwardPage = Type.Object({ after: Type.Optional(Cursor), limit: OffsetPage.properties.limit }, { additionalProperties: false });

export const PROCESS_DEFINITION_INSTANCE_STATISTICS_SORT_FIELDS = [
  'processDefinitionId',
  'activeInstancesWithIncidentCount',
  'activeInstancesWithoutIncidentCount',
] as const;
export const PROCESS_DEFINITION_INSTANCE_VERSION_STATISTICS_SORT_FIELDS = [
  'processDefinitionId',
  'processDefinitionKey',
  'processDefinitionName',
  'processDefinitionVersion',
  'activeInstancesWithIncidentCount',
  'activeInstancesWithoutIncidentCount',
] as const;
export const INCIDENT_STATISTICS_BY_ERROR_SORT_FIELDS = ['errorMessage', 'activeInstancesWithErrorCount'] as const;
export const INCIDENT_STATISTICS_BY_DEFINITION_SORT_FIELDS = ['activeInstancesWithErrorCount', 'processDefinitionKey', 'tenantId'] as const;

export const ProcessDefinitionInstanceStatisticsQuery = Type.Object(
  {
    page: Type.Optional(OffsetPage),
    sort: Type.Optional(Type.Array(SortCriterion(PROCESS_DEFINITION_INSTANCE_STATISTICS_SORT_FIELDS))),
  },
  { additionalProperties: false },
);

export const ProcessDefinitionInstanceStatisticsResult = Type.Object({
  processDefinitionId: Type.String(),
  tenantId: Type.String(),
  latestProcessDefinitionName: Type.Union([Type.String(), Type.Null()]),
  hasMultipleVersions: Type.Boolean(),
  activeInstancesWithoutIncidentCount: Count,
  activeInstancesWithIncidentCount: Count,
});

export const ProcessDefinitionInstanceVersionStatisticsQuery = Type.Object(
  {
    page: Type.Optional(OffsetPage),
    sort: Type.Optional(Type.Array(SortCriterion(PROCESS_DEFINITION_INSTANCE_VERSION_STATISTICS_SORT_FIELDS))),
    filter: Type.Object({ processDefinitionId: ProcessDefinitionId, tenantId: Type.Optional(TenantId) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const ProcessDefinitionInstanceVersionStatisticsResult = Type.Object({
  processDefinitionId: Type.String(),
  processDefinitionKey: LongKey,
  processDefinitionName: Type.Union([Type.String(), Type.Null()]),
  tenantId: Type.String(),
  processDefinitionVersion: Type.Integer(),
  activeInstancesWithIncidentCount: Count,
  activeInstancesWithoutIncidentCount: Count,
});

export const IncidentStatisticsByErrorQuery = Type.Object(
  {
    page: Type.Optional(OffsetPage),
    sort: Type.Optional(Type.Array(SortCriterion(INCIDENT_STATISTICS_BY_ERROR_SORT_FIELDS))),
  },
  { additionalProperties: false },
);

export const IncidentStatisticsByErrorResult = Type.Object({
  errorHashCode: Type.Integer({ format: 'int32', description: "Java's String.hashCode of the error message, as Camunda computes it." }),
  errorMessage: Type.String(),
  activeInstancesWithErrorCount: Count,
});

export const IncidentStatisticsByDefinitionQuery = Type.Object(
  {
    filter: Type.Object({ errorHashCode: Type.Integer({ format: 'int32' }) }, { additionalProperties: false }),
    page: Type.Optional(OffsetPage),
    sort: Type.Optional(Type.Array(SortCriterion(INCIDENT_STATISTICS_BY_DEFINITION_SORT_FIELDS))),
  },
  { additionalProperties: false },
);

export const IncidentStatisticsByDefinitionResult = Type.Object({
  processDefinitionId: Type.String(),
  processDefinitionKey: LongKey,
  processDefinitionName: Type.String(),
  processDefinitionVersion: Type.Integer(),
  tenantId: Type.String(),
  activeInstancesWithErrorCount: Count,
});

export const MessageSubscriptionStatisticsQuery = Type.Object(
  {
    page: Type.Optional(CursorForwardPage),
    // The subscription search's filter.
    filter: MessageSubscriptionSearchQuery.properties.filter,
  },
  { additionalProperties: false },
);

export const MessageSubscriptionStatisticsResult = Type.Object({
  processDefinitionId: Type.String(),
  tenantId: Type.String(),
  processDefinitionKey: LongKey,
  processInstancesWithActiveSubscriptions: Count,
  activeSubscriptions: Count,
});

export type ProcessDefinitionInstanceStatisticsQuery = Static<typeof ProcessDefinitionInstanceStatisticsQuery>;
export type ProcessDefinitionInstanceStatisticsResult = Static<typeof ProcessDefinitionInstanceStatisticsResult>;
export type ProcessDefinitionInstanceVersionStatisticsQuery = Static<typeof ProcessDefinitionInstanceVersionStatisticsQuery>;
export type ProcessDefinitionInstanceVersionStatisticsResult = Static<typeof ProcessDefinitionInstanceVersionStatisticsResult>;
export type IncidentStatisticsByErrorQuery = Static<typeof IncidentStatisticsByErrorQuery>;
export type IncidentStatisticsByErrorResult = Static<typeof IncidentStatisticsByErrorResult>;
export type IncidentStatisticsByDefinitionQuery = Static<typeof IncidentStatisticsByDefinitionQuery>;
export type IncidentStatisticsByDefinitionResult = Static<typeof IncidentStatisticsByDefinitionResult>;
export type MessageSubscriptionStatisticsQuery = Static<typeof MessageSubscriptionStatisticsQuery>;
export type MessageSubscriptionStatisticsResult = Static<typeof MessageSubscriptionStatisticsResult>;
