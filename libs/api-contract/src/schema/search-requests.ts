/**
 * Search request bodies of every served `POST …/search`: the filter properties each search serves, its sort fields
 * (Camunda's) and its pagination.
 */
import { Type } from 'typebox';
import { ELEMENT_INSTANCE_SORT_FIELDS, ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES } from '../values/element-instances.js';
import { INCIDENT_ERROR_TYPES, INCIDENT_SORT_FIELDS, INCIDENT_STATES } from '../values/incidents.js';
import { JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_SORT_FIELDS, JOB_STATES } from '../values/jobs.js';
import { CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS } from '../values/correlated-message-subscriptions.js';
import { MESSAGE_SUBSCRIPTION_SORT_FIELDS, MESSAGE_SUBSCRIPTION_STATES } from '../values/messages.js';
import { PROCESS_DEFINITION_SORT_FIELDS } from '../values/process-definitions.js';
import { PROCESS_INSTANCE_SORT_FIELDS, PROCESS_INSTANCE_STATES } from '../values/process-instances.js';
import { USER_TASK_SORT_FIELDS, USER_TASK_STATES } from '../values/user-tasks.js';
import { VARIABLE_SORT_FIELDS } from '../values/variables.js';
import { BATCH_OPERATION_STATES } from './migration-responses.js';
import { DateTimeFilter, EnumFilter, EnumFilterWithNotIn, IntegerFilter, KeyFilter, StringFilter, VariableValueFilter } from './filters.js';
import { TagSet } from './primitives.js';
import { FilterObject, OffsetPage, SearchQuery } from './search-request.js';

export const ProcessDefinitionSearchQuery = SearchQuery(
  FilterObject({
    processDefinitionKey: KeyFilter,
    processDefinitionId: StringFilter,
    name: StringFilter,
    version: IntegerFilter,
    versionTag: StringFilter,
    resourceName: StringFilter,
    tenantId: StringFilter,
    isLatestVersion: Type.Boolean(),
    hasStartForm: Type.Boolean(),
  }),
  PROCESS_DEFINITION_SORT_FIELDS,
);

/** The filters on instances that need no process definition (Camunda's BaseProcessInstanceFilterFields). */
const INSTANCE_FILTER_FIELDS = {
  processInstanceKey: KeyFilter,
  state: EnumFilter(PROCESS_INSTANCE_STATES),
  startDate: DateTimeFilter,
  endDate: DateTimeFilter,
  suspendedDate: DateTimeFilter,
  hasIncident: Type.Boolean(),
  tenantId: StringFilter,
  businessId: StringFilter,
  parentProcessInstanceKey: KeyFilter,
  parentElementInstanceKey: KeyFilter,
  variables: Type.Array(VariableValueFilter),
  tags: TagSet,
  elementId: StringFilter,
  elementInstanceState: EnumFilter(ELEMENT_INSTANCE_STATES),
  hasElementInstanceIncident: Type.Boolean(),
  errorMessage: StringFilter,
};

/** Which process instances a search (or a batch operation over instances) is about. */
export const ProcessInstanceFilter = FilterObject({
  ...INSTANCE_FILTER_FIELDS,
  processDefinitionKey: KeyFilter,
  processDefinitionId: StringFilter,
  processDefinitionName: StringFilter,
  processDefinitionVersion: IntegerFilter,
  processDefinitionVersionTag: StringFilter,
});

export const ProcessInstanceSearchQuery = SearchQuery(ProcessInstanceFilter, PROCESS_INSTANCE_SORT_FIELDS);

export const BatchOperationItemSearchQuery = SearchQuery(
  FilterObject({
    batchOperationKey: KeyFilter,
    itemKey: KeyFilter,
    processInstanceKey: KeyFilter,
    state: EnumFilter(['ACTIVE', 'COMPLETED', 'SKIPPED', 'CANCELED', 'FAILED'] as const),
    operationType: StringFilter,
  }),
  ['batchOperationKey', 'itemKey', 'processInstanceKey', 'processedDate', 'state'] as const,
);

/** `POST /v2/batch-operations/search`: Camunda's `BatchOperationSearchQuery`. */
export const BatchOperationSearchQuery = SearchQuery(
  FilterObject({
    batchOperationKey: KeyFilter,
    operationType: StringFilter,
    state: EnumFilter(BATCH_OPERATION_STATES),
    actorType: EnumFilter(['USER', 'CLIENT', 'ANONYMOUS'] as const),
    actorId: StringFilter,
  }),
  ['batchOperationKey', 'operationType', 'state', 'startDate', 'endDate', 'actorType', 'actorId'] as const,
);

/** `POST /v2/process-definitions/{key}/statistics/element-instances`: the definition's instances a filter selects. */
export const ProcessDefinitionElementStatisticsQuery = Type.Object(
  { filter: Type.Optional(FilterObject(INSTANCE_FILTER_FIELDS)) },
  { additionalProperties: false },
);

export const JobSearchQuery = SearchQuery(
  FilterObject({
    deadline: DateTimeFilter,
    elementId: StringFilter,
    elementInstanceKey: KeyFilter,
    endTime: DateTimeFilter,
    errorCode: StringFilter,
    errorMessage: StringFilter,
    hasFailedWithRetriesLeft: Type.Boolean(),
    jobKey: KeyFilter,
    kind: EnumFilter(JOB_KINDS),
    listenerEventType: EnumFilter(JOB_LISTENER_EVENT_TYPES),
    priority: IntegerFilter,
    processDefinitionId: StringFilter,
    processDefinitionKey: KeyFilter,
    processInstanceKey: KeyFilter,
    retries: IntegerFilter,
    state: EnumFilter(JOB_STATES),
    tenantId: StringFilter,
    type: StringFilter,
    worker: StringFilter,
    creationTime: DateTimeFilter,
    lastUpdateTime: DateTimeFilter,
  }),
  JOB_SORT_FIELDS,
);

export const ElementInstanceSearchQuery = SearchQuery(
  FilterObject({
    processDefinitionId: StringFilter,
    state: EnumFilter(ELEMENT_INSTANCE_STATES),
    type: EnumFilter(ELEMENT_INSTANCE_TYPES),
    elementId: StringFilter,
    elementName: StringFilter,
    hasIncident: Type.Boolean(),
    tenantId: StringFilter,
    elementInstanceKey: KeyFilter,
    processInstanceKey: KeyFilter,
    processDefinitionKey: KeyFilter,
    incidentKey: KeyFilter,
    startDate: DateTimeFilter,
    endDate: DateTimeFilter,
    elementInstanceScopeKey: KeyFilter,
  }),
  ELEMENT_INSTANCE_SORT_FIELDS,
);

export const VariableSearchQuery = SearchQuery(
  FilterObject({
    name: StringFilter,
    value: StringFilter,
    tenantId: StringFilter,
    isTruncated: Type.Boolean(),
    variableKey: KeyFilter,
    scopeKey: KeyFilter,
    processInstanceKey: KeyFilter,
  }),
  VARIABLE_SORT_FIELDS,
);

export const IncidentSearchQuery = SearchQuery(
  FilterObject({
    processDefinitionId: StringFilter,
    errorType: EnumFilterWithNotIn(INCIDENT_ERROR_TYPES),
    errorMessage: StringFilter,
    elementId: StringFilter,
    creationTime: DateTimeFilter,
    state: EnumFilterWithNotIn(INCIDENT_STATES),
    tenantId: StringFilter,
    incidentKey: KeyFilter,
    processDefinitionKey: KeyFilter,
    processInstanceKey: KeyFilter,
    elementInstanceKey: KeyFilter,
    jobKey: KeyFilter,
  }),
  INCIDENT_SORT_FIELDS,
);

export const UserTaskSearchQuery = SearchQuery(
  FilterObject({
    state: EnumFilter(USER_TASK_STATES),
    assignee: StringFilter,
    businessId: StringFilter,
    priority: IntegerFilter,
    elementId: StringFilter,
    name: StringFilter,
    candidateGroup: StringFilter,
    candidateUser: StringFilter,
    tenantId: StringFilter,
    processDefinitionId: StringFilter,
    creationDate: DateTimeFilter,
    completionDate: DateTimeFilter,
    followUpDate: DateTimeFilter,
    dueDate: DateTimeFilter,
    processInstanceVariables: Type.Array(VariableValueFilter),
    localVariables: Type.Array(VariableValueFilter),
    userTaskKey: KeyFilter,
    processDefinitionKey: KeyFilter,
    processInstanceKey: KeyFilter,
    elementInstanceKey: KeyFilter,
    tags: TagSet,
  }),
  USER_TASK_SORT_FIELDS,
);

export const UserTaskVariableSearchQuery = SearchQuery(FilterObject({ name: StringFilter }), VARIABLE_SORT_FIELDS);
export const UserTaskEffectiveVariableSearchQuery = SearchQuery(FilterObject({ name: StringFilter }), VARIABLE_SORT_FIELDS, OffsetPage);

export const MessageSubscriptionSearchQuery = SearchQuery(
  FilterObject({
    messageSubscriptionKey: KeyFilter,
    processDefinitionKey: KeyFilter,
    processDefinitionId: StringFilter,
    processInstanceKey: KeyFilter,
    elementId: StringFilter,
    elementInstanceKey: KeyFilter,
    messageSubscriptionState: EnumFilter(MESSAGE_SUBSCRIPTION_STATES),
    lastUpdatedDate: DateTimeFilter,
    messageName: StringFilter,
    correlationKey: StringFilter,
    tenantId: StringFilter,
  }),
  MESSAGE_SUBSCRIPTION_SORT_FIELDS,
);

export const CorrelatedMessageSubscriptionSearchQuery = SearchQuery(
  FilterObject({
    correlationKey: StringFilter,
    correlationTime: DateTimeFilter,
    elementId: StringFilter,
    elementInstanceKey: KeyFilter,
    messageKey: KeyFilter,
    messageName: StringFilter,
    partitionId: IntegerFilter,
    processDefinitionId: StringFilter,
    processDefinitionKey: KeyFilter,
    processInstanceKey: KeyFilter,
    subscriptionKey: KeyFilter,
    tenantId: StringFilter,
  }),
  CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS,
);

/** `?truncateValues=false` returns full variable values. */
export const TruncateValuesQuery = Type.Object({
  truncateValues: Type.Optional(Type.Boolean({ description: 'When true (default), long variable values are truncated.' })),
});
