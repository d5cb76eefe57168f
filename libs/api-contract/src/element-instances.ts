/** `POST /v2/element-instances/search`, `GET /v2/element-instances/{elementInstanceKey}`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { SearchQueryResponse } from './search.js';

export const ELEMENT_INSTANCE_STATES = ['ACTIVE', 'COMPLETED', 'TERMINATED'] as const;
export type ElementInstanceStateEnum = (typeof ELEMENT_INSTANCE_STATES)[number];

/** Element types as Camunda defines them (inline enum in the Camunda schema). */
export const ELEMENT_INSTANCE_TYPES = [
  'UNSPECIFIED',
  'PROCESS',
  'SUB_PROCESS',
  'EVENT_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS_INNER_INSTANCE',
  'START_EVENT',
  'INTERMEDIATE_CATCH_EVENT',
  'INTERMEDIATE_THROW_EVENT',
  'BOUNDARY_EVENT',
  'END_EVENT',
  'SERVICE_TASK',
  'RECEIVE_TASK',
  'USER_TASK',
  'MANUAL_TASK',
  'TASK',
  'EXCLUSIVE_GATEWAY',
  'INCLUSIVE_GATEWAY',
  'PARALLEL_GATEWAY',
  'EVENT_BASED_GATEWAY',
  'SEQUENCE_FLOW',
  'MULTI_INSTANCE_BODY',
  'CALL_ACTIVITY',
  'BUSINESS_RULE_TASK',
  'SCRIPT_TASK',
  'SEND_TASK',
  'UNKNOWN',
] as const;
export type ElementInstanceTypeEnum = (typeof ELEMENT_INSTANCE_TYPES)[number];

/** Response of `GET /v2/element-instances/{key}` and search item. */
export type ElementInstanceResult = Static<typeof S.ElementInstanceResult>;

/** Element instance search filter (the filters Baton serves). */
export type ElementInstanceFilter = NonNullable<ElementInstanceSearchQuery['filter']>;
export type ElementInstanceStateFilterProperty = NonNullable<ElementInstanceFilter['state']>;
export type AdvancedElementInstanceStateFilter = Exclude<ElementInstanceStateFilterProperty, string>;

export const ELEMENT_INSTANCE_SORT_FIELDS = [
  'elementInstanceKey',
  'processInstanceKey',
  'processDefinitionKey',
  'processDefinitionId',
  'startDate',
  'endDate',
  'elementId',
  'elementName',
  'type',
  'state',
  'incidentKey',
  'tenantId',
] as const;
export type ElementInstanceSortField = (typeof ELEMENT_INSTANCE_SORT_FIELDS)[number];

export type ElementInstanceSearchQuery = Static<typeof S.ElementInstanceSearchQuery>;
export type ElementInstanceSearchQueryResult = SearchQueryResponse<ElementInstanceResult>;
