/** Camunda's cluster variables (`/v2/cluster-variables`), as the official client 9.1.5 knows them. */
import { type Static, Type } from 'typebox';
import { EnumFilter, StringFilter } from './filters.js';
import { FilterObject, SearchQuery } from './search-request.js';

export const CLUSTER_VARIABLE_SCOPES = ['GLOBAL', 'TENANT'] as const;
export const CLUSTER_VARIABLE_SORT_FIELDS = ['name', 'value', 'tenantId', 'scope'] as const;

/** A name FEEL can reach as `camunda.vars.cluster.<name>` without backticks. */
export const ClusterVariableName = Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' });

export const CreateClusterVariableRequest = Type.Object(
  { name: ClusterVariableName, value: Type.Unknown({ description: 'Any JSON value; answered serialized as a JSON string.' }) },
  { additionalProperties: false },
);
export type CreateClusterVariableRequest = Static<typeof CreateClusterVariableRequest>;

export const UpdateClusterVariableRequest = Type.Object({ value: Type.Unknown() }, { additionalProperties: false });
export type UpdateClusterVariableRequest = Static<typeof UpdateClusterVariableRequest>;

export const ClusterVariableResult = Type.Object({
  name: Type.String(),
  scope: Type.Union([Type.Literal('GLOBAL'), Type.Literal('TENANT')]),
  tenantId: Type.Union([Type.String(), Type.Null()]),
  value: Type.String({ description: 'The value as JSON text.' }),
});
export type ClusterVariableResult = Static<typeof ClusterVariableResult>;

export const ClusterVariableSearchResult = Type.Object({
  ...ClusterVariableResult.properties,
  isTruncated: Type.Boolean(),
});
export type ClusterVariableSearchResult = Static<typeof ClusterVariableSearchResult>;

export const ClusterVariableSearchQuery = SearchQuery(
  FilterObject({
    name: StringFilter,
    value: StringFilter,
    scope: EnumFilter(CLUSTER_VARIABLE_SCOPES),
    tenantId: StringFilter,
    isTruncated: Type.Boolean(),
  }),
  CLUSTER_VARIABLE_SORT_FIELDS,
);
