/**
 * OpenAPI 3.1 description of the Baton REST API: the Camunda 8 Orchestration Cluster REST API (v2)
 * subset Baton implements (tag `Camunda v2`) plus Baton's own endpoints (tag `Baton`).
 *
 * Component schemas mirror the zod schemas of `@camunda8/orchestration-cluster-api` field for field
 * (the spec cross-checks them).
 */
import {
  BUSINESS_ID_MAX_LENGTH,
  CURSOR_PATTERN,
  LONG_KEY_MAX_LENGTH,
  LONG_KEY_PATTERN,
  MAX_TAGS,
  PROCESS_DEFINITION_ID_PATTERN,
  TAG_PATTERN,
  TENANT_ID_MAX_LENGTH,
  TENANT_ID_PATTERN,
} from './common.js';
import { PARTITION_HEALTHS, PARTITION_ROLES } from './cluster.js';
import { CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS } from './correlated-message-subscriptions.js';
import { ELEMENT_INSTANCE_SORT_FIELDS, ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES } from './element-instances.js';
import { INCIDENT_ERROR_TYPES, INCIDENT_SORT_FIELDS, INCIDENT_STATES } from './incidents.js';
import { JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_SORT_FIELDS, JOB_STATES, TENANT_FILTERS } from './jobs.js';
import { MESSAGE_SUBSCRIPTION_SORT_FIELDS, MESSAGE_SUBSCRIPTION_STATES } from './messages.js';
import { DEFAULT_PROBLEM_TYPE, PROBLEM_JSON_CONTENT_TYPE } from './problem-detail.js';
import {
  PROCESS_DEFINITION_SORT_FIELDS,
  PROCESS_DEFINITION_STATES,
  PROCESS_DEFINITION_XML_CONTENT_TYPE,
} from './process-definitions.js';
import { PROCESS_INSTANCE_SORT_FIELDS, PROCESS_INSTANCE_STATES } from './process-instances.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SORT_ORDERS } from './search.js';
import { USER_TASK_SORT_FIELDS, USER_TASK_STATES } from './user-tasks.js';
import { VARIABLE_SORT_FIELDS } from './variables.js';

// ---------------------------------------------------------------------------
// Minimal OpenAPI 3.1 document model
// ---------------------------------------------------------------------------

export type JsonSchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface SchemaObject {
  $ref?: string;
  type?: JsonSchemaType | JsonSchemaType[];
  format?: string;
  description?: string;
  enum?: readonly (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  default?: string | number | boolean | null;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
}

export interface MediaTypeObject {
  schema: SchemaObject;
}

export interface HeaderObject {
  description?: string;
  schema: SchemaObject;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: SchemaObject;
}

/** A `$ref` to a reusable component (here: `#/components/parameters/<name>`). */
export interface ReferenceObject {
  $ref: string;
}

export interface RequestBodyObject {
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

export interface TagObject {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags: TagObject[];
  paths: Record<string, PathItemObject>;
  components: { schemas: Record<string, SchemaObject>; parameters: Record<string, ParameterObject> };
}

export const CAMUNDA_TAG = 'Camunda v2';
export const BATON_TAG = 'Baton';

// ---------------------------------------------------------------------------
// Schema helpers
// ---------------------------------------------------------------------------

const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: SchemaObject): SchemaObject => ({ oneOf: [schema, { type: 'null' }] });
const str = (description?: string): SchemaObject => (description ? { type: 'string', description } : { type: 'string' });
const int = (description?: string): SchemaObject => (description ? { type: 'integer', description } : { type: 'integer' });
const int64 = (description?: string): SchemaObject => ({ ...int(description), format: 'int64' });
const bool = (description?: string): SchemaObject =>
  description ? { type: 'boolean', description } : { type: 'boolean' };
const dateTime = (description?: string): SchemaObject => ({ ...str(description), format: 'date-time' });
const arr = (items: SchemaObject, extra: Partial<SchemaObject> = {}): SchemaObject => ({ type: 'array', items, ...extra });
const enumOf = (values: readonly string[], description?: string): SchemaObject => ({
  type: 'string',
  enum: [...values],
  ...(description ? { description } : {}),
});
const record = (values: SchemaObject = {}): SchemaObject => ({ type: 'object', additionalProperties: values });
const variablesObject: SchemaObject = record();
const withDefault = (schema: SchemaObject, value: string | number | boolean): SchemaObject => ({ ...schema, default: value });
/** User task priority, 0..100. */
const priority: SchemaObject = { type: 'integer', minimum: 0, maximum: 100 };

/** Object schema: first map = required properties, second = optional properties. */
function obj(
  required: Record<string, SchemaObject>,
  optional: Record<string, SchemaObject> = {},
  description?: string,
): SchemaObject {
  const requiredNames = Object.keys(required);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    ...(requiredNames.length > 0 ? { required: requiredNames } : {}),
    properties: { ...required, ...optional },
  };
}

/** Marks every property of a schema map as nullable. */
function allNullable(props: Record<string, SchemaObject>): Record<string, SchemaObject> {
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, nullable(v)]));
}

// ---------------------------------------------------------------------------
// Component schemas
// ---------------------------------------------------------------------------

const KEY_NAMES = [
  'DeploymentKey',
  'ProcessDefinitionKey',
  'ProcessInstanceKey',
  'ElementInstanceKey',
  'JobKey',
  'IncidentKey',
  'VariableKey',
  'UserTaskKey',
  'FormKey',
  'DecisionDefinitionKey',
  'DecisionRequirementsKey',
  'MessageKey',
  'MessageSubscriptionKey',
  'SignalKey',
] as const;

/** Keys that have `<Key>FilterProperty` / `Advanced<Key>Filter` components. */
const FILTERABLE_KEYS = [
  'ProcessDefinitionKey',
  'ProcessInstanceKey',
  'ElementInstanceKey',
  'JobKey',
  'VariableKey',
  'ScopeKey',
  'MessageSubscriptionKey',
] as const;

function primitiveSchemas(): Record<string, SchemaObject> {
  const keys: Record<string, SchemaObject> = Object.fromEntries(
    KEY_NAMES.map((name) => [name, { allOf: [ref('LongKey')], description: `${name} (Zeebe long key as string).` }]),
  );
  return {
    LongKey: {
      type: 'string',
      pattern: LONG_KEY_PATTERN.source,
      minLength: 1,
      maxLength: LONG_KEY_MAX_LENGTH,
      description: 'Zeebe engine resource key (Java long serialized as string).',
    },
    ...keys,
    ScopeKey: { anyOf: [ref('ProcessInstanceKey'), ref('ElementInstanceKey')] },
    ResourceKey: {
      anyOf: [ref('ProcessDefinitionKey'), ref('DecisionRequirementsKey'), ref('FormKey'), ref('DecisionDefinitionKey')],
    },
    TenantId: {
      type: 'string',
      pattern: TENANT_ID_PATTERN.source,
      minLength: 1,
      maxLength: TENANT_ID_MAX_LENGTH,
      description: 'The unique identifier of the tenant (`<default>` when multi-tenancy is disabled).',
    },
    ProcessDefinitionId: {
      type: 'string',
      pattern: PROCESS_DEFINITION_ID_PATTERN.source,
      minLength: 1,
      description: 'Id of a process definition, from the model.',
    },
    ElementId: str('The model-defined id of an element.'),
    Tag: { type: 'string', pattern: TAG_PATTERN.source, minLength: 1, maxLength: 100 },
    TagSet: arr(ref('Tag'), { maxItems: MAX_TAGS, description: 'List of tags (at most 10).' }),
    BusinessId: { type: 'string', minLength: 1, maxLength: BUSINESS_ID_MAX_LENGTH },
    OperationReference: { type: 'integer', format: 'int64', minimum: 1 },
    ProblemDetail: obj(
      {
        type: { type: 'string', format: 'uri', default: DEFAULT_PROBLEM_TYPE, description: 'Absolute URI of the problem type.' },
        title: str('A summary of the problem type.'),
        status: { type: 'integer', minimum: 400, maximum: 600 },
        detail: str('An explanation of the problem in more detail.'),
        instance: str('A URI path identifying the origin of the problem.'),
      },
      {},
      'RFC 9457 problem detail. Additional properties may be present.',
    ),
  };
}

function enumSchemas(): Record<string, SchemaObject> {
  return {
    SortOrderEnum: enumOf(SORT_ORDERS),
    ProcessDefinitionStateEnum: enumOf(PROCESS_DEFINITION_STATES),
    ProcessInstanceStateEnum: enumOf(PROCESS_INSTANCE_STATES),
    ElementInstanceStateEnum: enumOf(ELEMENT_INSTANCE_STATES),
    ElementInstanceTypeEnum: enumOf(ELEMENT_INSTANCE_TYPES),
    JobStateEnum: enumOf(JOB_STATES),
    JobKindEnum: enumOf(JOB_KINDS),
    JobListenerEventTypeEnum: enumOf(JOB_LISTENER_EVENT_TYPES),
    TenantFilterEnum: enumOf(TENANT_FILTERS),
    IncidentErrorTypeEnum: enumOf(INCIDENT_ERROR_TYPES),
    IncidentStateEnum: enumOf(INCIDENT_STATES),
    UserTaskStateEnum: enumOf(USER_TASK_STATES),
    MessageSubscriptionStateEnum: enumOf(MESSAGE_SUBSCRIPTION_STATES),
  };
}

function filterSchemas(): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  const exists = bool('Checks if the current property exists.');
  const like = str('Like match; `*` = any characters, `?` = one character, backslash escapes.');

  schemas.BasicStringFilter = obj({}, { $eq: str(), $neq: str(), $exists: exists, $in: arr(str()), $notIn: arr(str()) });
  schemas.AdvancedStringFilter = {
    allOf: [ref('BasicStringFilter'), obj({}, { $like: like })],
  };
  schemas.BasicStringFilterProperty = { anyOf: [str('Matches the value exactly.'), ref('BasicStringFilter')] };
  schemas.StringFilterProperty = { anyOf: [str('Matches the value exactly.'), ref('AdvancedStringFilter')] };

  const comparison = (value: SchemaObject): Record<string, SchemaObject> => ({
    $eq: value,
    $neq: value,
    $exists: exists,
    $gt: value,
    $gte: value,
    $lt: value,
    $lte: value,
    $in: arr(value),
  });
  schemas.AdvancedIntegerFilter = obj({}, comparison(int()));
  schemas.IntegerFilterProperty = { anyOf: [int(), ref('AdvancedIntegerFilter')] };
  schemas.AdvancedDateTimeFilter = obj({}, comparison(dateTime()));
  schemas.DateTimeFilterProperty = { anyOf: [dateTime(), ref('AdvancedDateTimeFilter')] };

  for (const key of FILTERABLE_KEYS) {
    schemas[`Advanced${key}Filter`] = obj(
      {},
      { $eq: ref(key), $neq: ref(key), $exists: exists, $in: arr(ref(key)), $notIn: arr(ref(key)) },
    );
    schemas[`${key}FilterProperty`] = { anyOf: [ref(key), ref(`Advanced${key}Filter`)] };
  }

  const enumFilters: [string, boolean][] = [
    ['ProcessInstanceState', false],
    ['ElementInstanceState', false],
    ['JobState', false],
    ['JobKind', false],
    ['JobListenerEventType', false],
    ['IncidentErrorType', true],
    ['IncidentState', true],
    ['UserTaskState', false],
    ['MessageSubscriptionState', false],
  ];
  for (const [name, withNotIn] of enumFilters) {
    const e = ref(`${name}Enum`);
    schemas[`Advanced${name}Filter`] = obj(
      {},
      { $eq: e, $neq: e, $exists: exists, $in: arr(e), ...(withNotIn ? { $notIn: arr(e) } : {}), $like: like },
    );
    schemas[`${name}FilterProperty`] = { anyOf: [e, ref(`Advanced${name}Filter`)] };
  }
  return schemas;
}

function paginationSchemas(): Record<string, SchemaObject> {
  const limit: SchemaObject = { type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT };
  const cursor: SchemaObject = { type: 'string', pattern: CURSOR_PATTERN.source };
  return {
    LimitPagination: obj({}, { limit }),
    OffsetPagination: obj({}, { from: { type: 'integer', minimum: 0 }, limit: { type: 'integer', minimum: 1, default: SEARCH_DEFAULT_LIMIT } }),
    CursorForwardPagination: obj({ after: cursor }, { limit }),
    CursorBackwardPagination: obj({ before: cursor }, { limit }),
    SearchQueryPageRequest: {
      anyOf: [ref('LimitPagination'), ref('OffsetPagination'), ref('CursorForwardPagination'), ref('CursorBackwardPagination')],
    },
    SearchQueryPageResponse: obj({
      totalItems: int64('Total items matching the criteria.'),
      hasMoreTotalItems: bool('Whether `totalItems` is capped (lower bound).'),
      startCursor: nullable(cursor),
      endCursor: nullable(cursor),
    }),
  };
}

/** `<Name>SearchQuerySortRequest`, `<Name>SearchQuery` and `<Name>SearchQueryResult`. */
function searchSchemas(
  name: string,
  sortFields: readonly string[],
  filterSchema: string,
  itemSchema: string,
): Record<string, SchemaObject> {
  return {
    [`${name}SearchQuerySortRequest`]: obj({ field: enumOf(sortFields, 'The field to sort by.') }, { order: ref('SortOrderEnum') }),
    [`${name}SearchQuery`]: obj(
      {},
      {
        page: ref('SearchQueryPageRequest'),
        sort: arr(ref(`${name}SearchQuerySortRequest`)),
        filter: ref(filterSchema),
      },
    ),
    [`${name}SearchQueryResult`]: obj({ items: arr(ref(itemSchema)), page: ref('SearchQueryPageResponse') }),
  };
}

function deploymentSchemas(): Record<string, SchemaObject> {
  return {
    CreateDeploymentRequest: obj(
      { resources: arr({ type: 'string', format: 'binary' }, { minItems: 1 }) },
      { tenantId: ref('TenantId') },
    ),
    DeploymentProcessResult: obj({
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionVersion: int(),
      resourceName: str(),
      tenantId: ref('TenantId'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
    }),
    DeploymentDecisionResult: obj({
      decisionDefinitionId: str(),
      version: int(),
      name: str(),
      tenantId: ref('TenantId'),
      decisionRequirementsId: str(),
      decisionDefinitionKey: ref('DecisionDefinitionKey'),
      decisionRequirementsKey: ref('DecisionRequirementsKey'),
    }),
    DeploymentDecisionRequirementsResult: obj({
      decisionRequirementsId: str(),
      decisionRequirementsName: str(),
      version: int(),
      resourceName: str(),
      tenantId: ref('TenantId'),
      decisionRequirementsKey: ref('DecisionRequirementsKey'),
    }),
    DeploymentFormResult: obj({
      formId: str(),
      version: int(),
      resourceName: str(),
      tenantId: ref('TenantId'),
      formKey: ref('FormKey'),
    }),
    DeploymentResourceResult: obj({
      resourceId: str(),
      resourceName: str(),
      version: int(),
      tenantId: ref('TenantId'),
      resourceKey: ref('ResourceKey'),
    }),
    DeploymentMetadataResult: obj(
      allNullable({
        processDefinition: ref('DeploymentProcessResult'),
        decisionDefinition: ref('DeploymentDecisionResult'),
        decisionRequirements: ref('DeploymentDecisionRequirementsResult'),
        form: ref('DeploymentFormResult'),
        resource: ref('DeploymentResourceResult'),
      }),
      {},
      'All five properties are present; exactly one is non-null.',
    ),
    DeploymentResult: obj({
      deploymentKey: ref('DeploymentKey'),
      tenantId: ref('TenantId'),
      deployments: arr(ref('DeploymentMetadataResult')),
    }),
  };
}

function processDefinitionSchemas(): Record<string, SchemaObject> {
  return {
    ProcessDefinitionResult: obj({
      name: nullable(str()),
      resourceName: str(),
      version: int(),
      versionTag: nullable(str()),
      processDefinitionId: ref('ProcessDefinitionId'),
      tenantId: ref('TenantId'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      hasStartForm: bool(),
      state: ref('ProcessDefinitionStateEnum'),
    }),
    ProcessDefinitionFilter: obj(
      {},
      {
        name: ref('StringFilterProperty'),
        isLatestVersion: bool(),
        resourceName: str(),
        version: int(),
        versionTag: str(),
        processDefinitionId: ref('StringFilterProperty'),
        tenantId: ref('TenantId'),
        processDefinitionKey: ref('ProcessDefinitionKey'),
        hasStartForm: bool(),
        state: ref('ProcessDefinitionStateEnum'),
      },
    ),
    ...searchSchemas('ProcessDefinition', PROCESS_DEFINITION_SORT_FIELDS, 'ProcessDefinitionFilter', 'ProcessDefinitionResult'),
  };
}

function processInstanceSchemas(): Record<string, SchemaObject> {
  const creationCommon: Record<string, SchemaObject> = {
    processDefinitionVersion: { type: 'integer', default: -1, description: '-1 (default) = latest version.' },
    variables: variablesObject,
    tenantId: ref('TenantId'),
    operationReference: ref('OperationReference'),
    startInstructions: arr(ref('ProcessInstanceCreationStartInstruction')),
    runtimeInstructions: arr(ref('ProcessInstanceCreationRuntimeInstruction')),
    awaitCompletion: { type: 'boolean', default: false },
    fetchVariables: arr(str()),
    requestTimeout: { type: 'integer', format: 'int64', default: 0 },
    tags: ref('TagSet'),
    businessId: ref('BusinessId'),
  };
  const baseFilterFields: Record<string, SchemaObject> = {
    startDate: ref('DateTimeFilterProperty'),
    endDate: ref('DateTimeFilterProperty'),
    state: ref('ProcessInstanceStateFilterProperty'),
    hasIncident: bool(),
    tenantId: ref('StringFilterProperty'),
    variables: arr(ref('VariableValueFilterProperty')),
    processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
    parentProcessInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
    parentElementInstanceKey: ref('ElementInstanceKeyFilterProperty'),
    batchOperationId: ref('StringFilterProperty'),
    batchOperationKey: ref('StringFilterProperty'),
    errorMessage: ref('StringFilterProperty'),
    hasRetriesLeft: bool(),
    elementInstanceState: ref('ElementInstanceStateFilterProperty'),
    elementId: ref('StringFilterProperty'),
    hasElementInstanceIncident: bool(),
    incidentErrorHashCode: ref('IntegerFilterProperty'),
    tags: ref('TagSet'),
    businessId: ref('StringFilterProperty'),
  };
  return {
    ProcessInstanceCreationStartInstruction: obj({ elementId: ref('ElementId') }),
    ProcessInstanceCreationTerminateInstruction: obj({ afterElementId: ref('ElementId') }, { type: str() }),
    ProcessInstanceCreationRuntimeInstruction: {
      allOf: [obj({ type: { type: 'string', const: 'TERMINATE_PROCESS_INSTANCE' } }), ref('ProcessInstanceCreationTerminateInstruction')],
    },
    ProcessInstanceCreationInstructionById: obj({ processDefinitionId: ref('ProcessDefinitionId') }, creationCommon),
    ProcessInstanceCreationInstructionByKey: obj({ processDefinitionKey: ref('ProcessDefinitionKey') }, creationCommon),
    ProcessInstanceCreationInstruction: {
      anyOf: [ref('ProcessInstanceCreationInstructionByKey'), ref('ProcessInstanceCreationInstructionById')],
    },
    CreateProcessInstanceResult: obj({
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionVersion: int(),
      tenantId: ref('TenantId'),
      variables: variablesObject,
      processDefinitionKey: ref('ProcessDefinitionKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      tags: ref('TagSet'),
      businessId: nullable(ref('BusinessId')),
    }),
    ProcessInstanceResult: obj({
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionName: nullable(str()),
      processDefinitionVersion: int(),
      processDefinitionVersionTag: nullable(str()),
      startDate: dateTime(),
      endDate: nullable(dateTime()),
      state: ref('ProcessInstanceStateEnum'),
      hasIncident: bool(),
      tenantId: ref('TenantId'),
      processInstanceKey: ref('ProcessInstanceKey'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      parentProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      parentElementInstanceKey: nullable(ref('ElementInstanceKey')),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      tags: ref('TagSet'),
      businessId: nullable(ref('BusinessId')),
    }),
    VariableValueFilterProperty: obj({ name: str(), value: ref('StringFilterProperty') }),
    BaseProcessInstanceFilterFields: obj({}, baseFilterFields),
    ProcessInstanceFilterFields: obj(
      {},
      {
        ...baseFilterFields,
        processDefinitionId: ref('StringFilterProperty'),
        processDefinitionName: ref('StringFilterProperty'),
        processDefinitionVersion: ref('IntegerFilterProperty'),
        processDefinitionVersionTag: ref('StringFilterProperty'),
        processDefinitionKey: ref('ProcessDefinitionKeyFilterProperty'),
      },
    ),
    ProcessInstanceFilter: {
      allOf: [ref('ProcessInstanceFilterFields'), obj({}, { $or: arr(ref('ProcessInstanceFilterFields')) })],
    },
    ...searchSchemas('ProcessInstance', PROCESS_INSTANCE_SORT_FIELDS, 'ProcessInstanceFilter', 'ProcessInstanceResult'),
    CancelProcessInstanceRequest: nullable(obj({}, { operationReference: ref('OperationReference') })),
  };
}

function jobSchemas(): Record<string, SchemaObject> {
  const userTaskResult = obj(
    {},
    {
      denied: nullable(bool()),
      deniedReason: nullable(str()),
      corrections: ref('JobResultCorrections'),
      type: str(),
    },
  );
  const adHocResult = obj(
    {},
    {
      activateElements: arr(ref('JobResultActivateElement')),
      isCompletionConditionFulfilled: { type: 'boolean', default: false },
      isCancelRemainingInstances: { type: 'boolean', default: false },
      type: str(),
    },
  );
  return {
    JobActivationRequest: obj(
      { type: str(), timeout: int64('Lock duration in ms.'), maxJobsToActivate: int() },
      {
        worker: str(),
        fetchVariable: arr(str()),
        requestTimeout: int64('Long-poll timeout in ms (0 = default, < 0 = no long polling).'),
        tenantIds: arr(ref('TenantId')),
        tenantFilter: ref('TenantFilterEnum'),
      },
    ),
    UserTaskProperties: obj({
      action: str(),
      assignee: nullable(str()),
      candidateGroups: arr(str()),
      candidateUsers: arr(str()),
      changedAttributes: arr(str()),
      dueDate: nullable(str()),
      followUpDate: nullable(str()),
      formKey: nullable(ref('FormKey')),
      priority: nullable(priority),
      userTaskKey: nullable(ref('UserTaskKey')),
    }),
    ActivatedJobResult: obj({
      type: str(),
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionVersion: int(),
      elementId: ref('ElementId'),
      customHeaders: record(),
      worker: str(),
      retries: int(),
      deadline: int64('UNIX epoch milliseconds.'),
      variables: variablesObject,
      tenantId: ref('TenantId'),
      jobKey: ref('JobKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      elementInstanceKey: ref('ElementInstanceKey'),
      kind: ref('JobKindEnum'),
      listenerEventType: ref('JobListenerEventTypeEnum'),
      userTask: nullable(ref('UserTaskProperties')),
      tags: ref('TagSet'),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
    }),
    JobActivationResult: obj({ jobs: arr(ref('ActivatedJobResult')) }),
    JobResultCorrections: nullable(obj(
      {},
      {
        assignee: nullable(str()),
        dueDate: nullable(dateTime()),
        followUpDate: nullable(dateTime()),
        candidateUsers: nullable(arr(str())),
        candidateGroups: nullable(arr(str())),
        priority: nullable(priority),
      },
    )),
    JobResultUserTask: nullable(userTaskResult),
    JobResultActivateElement: obj({}, { elementId: ref('ElementId'), variables: nullable(variablesObject) }),
    JobResultAdHocSubProcess: nullable(adHocResult),
    JobResult: {
      oneOf: [
        { allOf: [obj({ type: { type: 'string', const: 'userTask' } }), userTaskResult] },
        { allOf: [obj({ type: { type: 'string', const: 'adHocSubProcess' } }), adHocResult] },
      ],
    },
    JobCompletionRequest: obj({}, { variables: nullable(variablesObject), result: ref('JobResult') }),
    JobFailRequest: obj(
      {},
      {
        retries: { type: 'integer', default: 0 },
        errorMessage: str(),
        retryBackOff: { type: 'integer', format: 'int64', default: 0 },
        variables: variablesObject,
      },
    ),
    JobErrorRequest: obj(
      { errorCode: str() },
      { errorMessage: nullable(str()), variables: nullable(variablesObject) },
    ),
    JobChangeset: obj({}, { retries: nullable(int()), timeout: nullable(int64()) }),
    JobUpdateRequest: obj({ changeset: ref('JobChangeset') }, { operationReference: ref('OperationReference') }),
    JobSearchResult: obj({
      customHeaders: record(str()),
      deadline: nullable(dateTime()),
      deniedReason: nullable(str()),
      elementId: nullable(ref('ElementId')),
      elementInstanceKey: ref('ElementInstanceKey'),
      endTime: nullable(dateTime()),
      errorCode: nullable(str()),
      errorMessage: nullable(str()),
      hasFailedWithRetriesLeft: bool(),
      isDenied: nullable(bool()),
      jobKey: ref('JobKey'),
      kind: ref('JobKindEnum'),
      listenerEventType: ref('JobListenerEventTypeEnum'),
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      retries: int(),
      state: ref('JobStateEnum'),
      tenantId: ref('TenantId'),
      type: str(),
      worker: str(),
      creationTime: nullable(dateTime()),
      lastUpdateTime: nullable(dateTime()),
    }),
    JobFilter: obj(
      {},
      {
        deadline: nullable(ref('DateTimeFilterProperty')),
        deniedReason: ref('StringFilterProperty'),
        elementId: ref('StringFilterProperty'),
        elementInstanceKey: ref('ElementInstanceKeyFilterProperty'),
        endTime: ref('DateTimeFilterProperty'),
        errorCode: ref('StringFilterProperty'),
        errorMessage: ref('StringFilterProperty'),
        hasFailedWithRetriesLeft: bool(),
        isDenied: nullable(bool()),
        jobKey: ref('JobKeyFilterProperty'),
        kind: ref('JobKindFilterProperty'),
        listenerEventType: ref('JobListenerEventTypeFilterProperty'),
        processDefinitionId: ref('StringFilterProperty'),
        processDefinitionKey: ref('ProcessDefinitionKeyFilterProperty'),
        processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
        retries: ref('IntegerFilterProperty'),
        state: ref('JobStateFilterProperty'),
        tenantId: ref('StringFilterProperty'),
        type: ref('StringFilterProperty'),
        worker: ref('StringFilterProperty'),
        creationTime: ref('DateTimeFilterProperty'),
        lastUpdateTime: ref('DateTimeFilterProperty'),
      },
    ),
    ...searchSchemas('Job', JOB_SORT_FIELDS, 'JobFilter', 'JobSearchResult'),
  };
}

function elementInstanceSchemas(): Record<string, SchemaObject> {
  return {
    ElementInstanceResult: obj({
      processDefinitionId: ref('ProcessDefinitionId'),
      startDate: dateTime(),
      endDate: nullable(dateTime()),
      elementId: ref('ElementId'),
      elementName: str('Element name; falls back to the element id.'),
      type: ref('ElementInstanceTypeEnum'),
      state: ref('ElementInstanceStateEnum'),
      hasIncident: bool(),
      tenantId: ref('TenantId'),
      elementInstanceKey: ref('ElementInstanceKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      incidentKey: nullable(ref('IncidentKey')),
    }),
    ElementInstanceFilter: obj(
      {},
      {
        processDefinitionId: ref('ProcessDefinitionId'),
        state: ref('ElementInstanceStateFilterProperty'),
        type: ref('ElementInstanceTypeEnum'),
        elementId: ref('ElementId'),
        elementName: str(),
        hasIncident: bool(),
        tenantId: ref('TenantId'),
        elementInstanceKey: ref('ElementInstanceKey'),
        processInstanceKey: ref('ProcessInstanceKey'),
        processDefinitionKey: ref('ProcessDefinitionKey'),
        incidentKey: ref('IncidentKey'),
        startDate: ref('DateTimeFilterProperty'),
        endDate: ref('DateTimeFilterProperty'),
        elementInstanceScopeKey: { anyOf: [ref('ElementInstanceKey'), ref('ProcessInstanceKey')] },
      },
    ),
    ...searchSchemas('ElementInstance', ELEMENT_INSTANCE_SORT_FIELDS, 'ElementInstanceFilter', 'ElementInstanceResult'),
  };
}

function variableSchemas(): Record<string, SchemaObject> {
  const base: Record<string, SchemaObject> = {
    name: str(),
    tenantId: ref('TenantId'),
    variableKey: ref('VariableKey'),
    scopeKey: ref('ScopeKey'),
    processInstanceKey: ref('ProcessInstanceKey'),
    rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
  };
  return {
    VariableResult: obj({ ...base, value: str('Full JSON-serialized value.') }),
    VariableSearchResult: obj({
      ...base,
      value: str('JSON-serialized value, possibly truncated.'),
      isTruncated: bool(),
    }),
    VariableFilter: obj(
      {},
      {
        name: ref('StringFilterProperty'),
        value: ref('StringFilterProperty'),
        tenantId: ref('TenantId'),
        isTruncated: bool(),
        variableKey: ref('VariableKeyFilterProperty'),
        scopeKey: ref('ScopeKeyFilterProperty'),
        processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
      },
    ),
    ...searchSchemas('Variable', VARIABLE_SORT_FIELDS, 'VariableFilter', 'VariableSearchResult'),
  };
}

function incidentSchemas(): Record<string, SchemaObject> {
  return {
    IncidentResult: obj({
      processDefinitionId: ref('ProcessDefinitionId'),
      errorType: ref('IncidentErrorTypeEnum'),
      errorMessage: str(),
      elementId: ref('ElementId'),
      creationTime: dateTime(),
      state: ref('IncidentStateEnum'),
      tenantId: ref('TenantId'),
      incidentKey: ref('IncidentKey'),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      elementInstanceKey: ref('ElementInstanceKey'),
      jobKey: nullable(ref('JobKey')),
    }),
    IncidentFilter: obj(
      {},
      {
        processDefinitionId: ref('StringFilterProperty'),
        errorType: ref('IncidentErrorTypeFilterProperty'),
        errorMessage: ref('StringFilterProperty'),
        elementId: ref('StringFilterProperty'),
        creationTime: ref('DateTimeFilterProperty'),
        state: ref('IncidentStateFilterProperty'),
        tenantId: ref('StringFilterProperty'),
        incidentKey: ref('BasicStringFilterProperty'),
        processDefinitionKey: ref('ProcessDefinitionKeyFilterProperty'),
        processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
        elementInstanceKey: ref('ElementInstanceKeyFilterProperty'),
        jobKey: ref('JobKeyFilterProperty'),
      },
    ),
    ...searchSchemas('Incident', INCIDENT_SORT_FIELDS, 'IncidentFilter', 'IncidentResult'),
    IncidentResolutionRequest: obj({}, { operationReference: ref('OperationReference') }),
  };
}

function clusterSchemas(): Record<string, SchemaObject> {
  return {
    Partition: obj({ partitionId: int(), role: enumOf(PARTITION_ROLES), health: enumOf(PARTITION_HEALTHS) }),
    BrokerInfo: obj({ nodeId: int(), host: str(), port: int(), partitions: arr(ref('Partition')), version: str() }),
    TopologyResponse: obj({
      brokers: arr(ref('BrokerInfo')),
      clusterId: nullable(str()),
      clusterSize: int(),
      partitionsCount: int(),
      replicationFactor: int(),
      gatewayVersion: str(),
      lastCompletedChangeId: str(),
    }),
  };
}

function historySchemas(): Record<string, SchemaObject> {
  return {
    HistoryEventDto: obj({
      processInstanceKey: ref('ProcessInstanceKey'),
      sequence: int64(),
      type: str(),
      elementId: nullable(str()),
      elementInstanceKey: nullable(ref('ElementInstanceKey')),
      timestamp: dateTime(),
      payload: record(),
    }),
    ProcessInstanceHistoryResponse: obj({ items: arr(ref('HistoryEventDto')) }),
  };
}

function userTaskSchemas(): Record<string, SchemaObject> {
  const variableSort = arr(ref('UserTaskVariableSearchQuerySortRequest'));
  return {
    UserTaskResult: obj({
      name: nullable(str('The name of the user task\'s BPMN element.')),
      state: ref('UserTaskStateEnum'),
      assignee: nullable(str()),
      elementId: ref('ElementId'),
      candidateGroups: arr(str()),
      candidateUsers: arr(str()),
      processDefinitionId: ref('ProcessDefinitionId'),
      creationDate: dateTime(),
      completionDate: nullable(dateTime('When the task was completed or canceled.')),
      followUpDate: nullable(dateTime()),
      dueDate: nullable(dateTime()),
      tenantId: ref('TenantId'),
      externalFormReference: nullable(str()),
      processDefinitionVersion: int(),
      customHeaders: record(str()),
      priority: withDefault(priority, 50),
      userTaskKey: ref('UserTaskKey'),
      elementInstanceKey: ref('ElementInstanceKey'),
      processName: nullable(str()),
      processDefinitionKey: ref('ProcessDefinitionKey'),
      processInstanceKey: ref('ProcessInstanceKey'),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      formKey: nullable(ref('FormKey')),
      tags: ref('TagSet'),
    }),
    UserTaskFilter: obj(
      {},
      {
        state: ref('UserTaskStateFilterProperty'),
        assignee: ref('StringFilterProperty'),
        priority: ref('IntegerFilterProperty'),
        elementId: ref('ElementId'),
        name: ref('StringFilterProperty'),
        candidateGroup: ref('StringFilterProperty'),
        candidateUser: ref('StringFilterProperty'),
        tenantId: ref('StringFilterProperty'),
        processDefinitionId: ref('ProcessDefinitionId'),
        creationDate: ref('DateTimeFilterProperty'),
        completionDate: ref('DateTimeFilterProperty'),
        followUpDate: ref('DateTimeFilterProperty'),
        dueDate: ref('DateTimeFilterProperty'),
        processInstanceVariables: arr(ref('VariableValueFilterProperty'), { description: 'Variables of the process instance\'s root scope; all must match.' }),
        localVariables: arr(ref('VariableValueFilterProperty'), { description: 'Variables of the task\'s own element instance; all must match.' }),
        userTaskKey: ref('UserTaskKey'),
        processDefinitionKey: ref('ProcessDefinitionKey'),
        processInstanceKey: ref('ProcessInstanceKey'),
        elementInstanceKey: ref('ElementInstanceKey'),
        tags: ref('TagSet'),
      },
    ),
    ...searchSchemas('UserTask', USER_TASK_SORT_FIELDS, 'UserTaskFilter', 'UserTaskResult'),
    UserTaskCompletionRequest: obj({}, { variables: nullable(variablesObject), action: nullable(str()) }),
    UserTaskAssignmentRequest: obj(
      {},
      {
        assignee: str('The new assignee; must not be empty or null.'),
        allowOverride: nullable(bool('Default true; false refuses (409) to replace another assignee.')),
        action: nullable(str()),
      },
    ),
    Changeset: nullable(
      obj(
        {},
        {
          dueDate: nullable(dateTime()),
          followUpDate: nullable(dateTime()),
          candidateUsers: nullable(arr(str())),
          candidateGroups: nullable(arr(str())),
          priority: withDefault(nullable(priority), 50),
        },
        'The attributes to change. A null or absent attribute keeps its value (Baton does not apply the declared ' +
          '`priority` default); an empty list clears candidates, an empty string clears a date.',
      ),
    ),
    UserTaskUpdateRequest: obj({}, { changeset: ref('Changeset'), action: nullable(str()) }),
    UserTaskVariableFilter: obj({}, { name: ref('StringFilterProperty') }),
    UserTaskVariableSearchQuerySortRequest: obj(
      { field: enumOf(VARIABLE_SORT_FIELDS, 'The field to sort by.') },
      { order: ref('SortOrderEnum') },
    ),
    UserTaskVariableSearchQueryRequest: obj(
      {},
      { page: ref('SearchQueryPageRequest'), sort: variableSort, filter: ref('UserTaskVariableFilter') },
      'Every variable of the task\'s scope chain.',
    ),
    UserTaskEffectiveVariableSearchQueryRequest: obj(
      {},
      { page: ref('OffsetPagination'), sort: variableSort, filter: ref('UserTaskVariableFilter') },
      'One variable per name, from the innermost scope that sets it. Offset pagination only.',
    ),
    FormResult: obj({
      tenantId: ref('TenantId'),
      formId: str(),
      schema: str('The form\'s JSON document, serialized as a string.'),
      version: int(),
      formKey: ref('FormKey'),
    }),
  };
}

function messageSchemas(): Record<string, SchemaObject> {
  const correlationKey = withDefault(str('The correlation key of the message.'), '');
  return {
    MessagePublicationRequest: obj(
      { name: str() },
      {
        correlationKey,
        timeToLive: withDefault(int64('How long (ms) the message waits for a subscription.'), 0),
        messageId: str('While a message with this id is buffered, another with the same name, correlation key and id is refused.'),
        variables: variablesObject,
        tenantId: ref('TenantId'),
      },
    ),
    MessagePublicationResult: obj({ tenantId: ref('TenantId'), messageKey: ref('MessageKey') }),
    MessageCorrelationRequest: obj(
      { name: str() },
      { correlationKey, variables: variablesObject, tenantId: ref('TenantId') },
      'Correlates now or fails with 404; never buffered.',
    ),
    MessageCorrelationResult: obj(
      { tenantId: ref('TenantId'), messageKey: ref('MessageKey'), processInstanceKey: ref('ProcessInstanceKey') },
      {},
      'The message key and the first process instance the message reached.',
    ),
    MessageSubscriptionResult: obj({
      messageSubscriptionKey: ref('MessageSubscriptionKey'),
      processDefinitionId: ref('ProcessDefinitionId'),
      processDefinitionKey: nullable(ref('ProcessDefinitionKey')),
      processInstanceKey: nullable(ref('ProcessInstanceKey')),
      rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
      elementId: ref('ElementId'),
      elementInstanceKey: nullable(ref('ElementInstanceKey')),
      messageSubscriptionState: ref('MessageSubscriptionStateEnum'),
      lastUpdatedDate: dateTime(),
      messageName: str(),
      correlationKey: nullable(str()),
      tenantId: ref('TenantId'),
    }),
    MessageSubscriptionFilter: obj(
      {},
      {
        messageSubscriptionKey: ref('MessageSubscriptionKeyFilterProperty'),
        processDefinitionKey: ref('ProcessDefinitionKeyFilterProperty'),
        processDefinitionId: ref('StringFilterProperty'),
        processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
        elementId: ref('StringFilterProperty'),
        elementInstanceKey: ref('ElementInstanceKeyFilterProperty'),
        messageSubscriptionState: ref('MessageSubscriptionStateFilterProperty'),
        lastUpdatedDate: ref('DateTimeFilterProperty'),
        messageName: ref('StringFilterProperty'),
        correlationKey: ref('StringFilterProperty'),
        tenantId: ref('StringFilterProperty'),
      },
    ),
    ...searchSchemas('MessageSubscription', MESSAGE_SUBSCRIPTION_SORT_FIELDS, 'MessageSubscriptionFilter', 'MessageSubscriptionResult'),
    CorrelatedMessageSubscriptionResult: obj(
      {
        correlationKey: nullable(str()),
        correlationTime: dateTime(),
        elementId: ref('ElementId'),
        elementInstanceKey: nullable(ref('ElementInstanceKey')),
        messageKey: ref('MessageKey'),
        messageName: str(),
        partitionId: int(),
        processDefinitionId: ref('ProcessDefinitionId'),
        processDefinitionKey: ref('ProcessDefinitionKey'),
        processInstanceKey: ref('ProcessInstanceKey'),
        rootProcessInstanceKey: nullable(ref('ProcessInstanceKey')),
        subscriptionKey: ref('MessageSubscriptionKey'),
        tenantId: ref('TenantId'),
      },
      {},
      'A message that reached a process instance: at an element, or at a message start event (elementInstanceKey null).',
    ),
    CorrelatedMessageSubscriptionFilter: obj(
      {},
      {
        correlationKey: ref('StringFilterProperty'),
        correlationTime: ref('DateTimeFilterProperty'),
        elementId: ref('StringFilterProperty'),
        elementInstanceKey: ref('ElementInstanceKeyFilterProperty'),
        messageKey: ref('BasicStringFilterProperty'),
        messageName: ref('StringFilterProperty'),
        partitionId: ref('IntegerFilterProperty'),
        processDefinitionId: ref('StringFilterProperty'),
        processDefinitionKey: ref('ProcessDefinitionKeyFilterProperty'),
        processInstanceKey: ref('ProcessInstanceKeyFilterProperty'),
        subscriptionKey: ref('MessageSubscriptionKeyFilterProperty'),
        tenantId: ref('StringFilterProperty'),
      },
    ),
    ...searchSchemas(
      'CorrelatedMessageSubscription',
      CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS,
      'CorrelatedMessageSubscriptionFilter',
      'CorrelatedMessageSubscriptionResult',
    ),
  };
}

function signalAndClockSchemas(): Record<string, SchemaObject> {
  return {
    SignalBroadcastRequest: obj({ signalName: str() }, { variables: variablesObject, tenantId: ref('TenantId') }),
    SignalBroadcastResult: obj({ tenantId: ref('TenantId'), signalKey: ref('SignalKey') }),
    ClockPinRequest: obj({ timestamp: int64('The time (epoch milliseconds) to pin the engine clock to.') }),
  };
}

export function buildComponentSchemas(): Record<string, SchemaObject> {
  return {
    ...primitiveSchemas(),
    ...enumSchemas(),
    ...filterSchemas(),
    ...paginationSchemas(),
    ...deploymentSchemas(),
    ...processDefinitionSchemas(),
    ...processInstanceSchemas(),
    ...jobSchemas(),
    ...elementInstanceSchemas(),
    ...variableSchemas(),
    ...incidentSchemas(),
    ...clusterSchemas(),
    ...historySchemas(),
    ...userTaskSchemas(),
    ...messageSchemas(),
    ...signalAndClockSchemas(),
  };
}

// ---------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The provided data is not valid.',
  401: 'The request lacks valid authentication credentials.',
  403: 'Forbidden. The request is not allowed.',
  404: 'The resource was not found.',
  409: 'The resource is in a conflicting state.',
  412: 'The If-Match header does not name the current revision (ETag) of the resource.',
  422: 'The Idempotency-Key was already used for a different request.',
  500: 'An internal error occurred while processing the request.',
  503: 'The service is unavailable (e.g. backpressure).',
  504: 'The request timed out.',
};

/** Per-kind error status codes, as listed by the Camunda spec for these operations. */
const ERRORS = {
  get: [400, 401, 403, 404, 500],
  search: [400, 401, 403, 500],
  command: [400, 404, 409, 500, 503],
  /** User task commands: 412 when `If-Match` names a stale revision. */
  userTaskCommand: [400, 404, 409, 412, 500],
} as const;

// ---------------------------------------------------------------------------
// Reusable parameters (`#/components/parameters`)
// ---------------------------------------------------------------------------

export const IDEMPOTENCY_KEY_PARAMETER = 'IdempotencyKey';
export const IF_MATCH_PARAMETER = 'IfMatch';

export function buildComponentParameters(): Record<string, ParameterObject> {
  return {
    [IDEMPOTENCY_KEY_PARAMETER]: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes the request safe to retry. The first request with a key runs and its answer (success or 4xx problem) ' +
        'is remembered per caller and route (IDEMPOTENCY_TTL_HOURS, default 24 h); a repeat with the same key and ' +
        'body gets that answer without running again, the same key with another body gets 422, and a repeat while ' +
        'the first is still running gets 409.',
      schema: str(),
    },
    [IF_MATCH_PARAMETER]: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The ETag of `GET /v2/user-tasks/{userTaskKey}` (e.g. `"3"`): the command runs only if the task has not ' +
        'changed since, else 412. Absent or `*`: no check.',
      schema: str(),
    },
  };
}

const parameterRef = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/** Mirrors the engine's idempotency interceptor: every mutating request except searches takes a key. */
const acceptsIdempotencyKey = (spec: EndpointSpec): boolean => spec.method !== 'get' && !spec.path.endsWith('/search');

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  tag?: string;
  query?: ParameterObject[];
  body?: { schema: SchemaObject; required: boolean; contentType?: string };
  /** Success status and (optional) body schema; `contentType` defaults to application/json. */
  success: {
    status: 200 | 204;
    description: string;
    schema?: SchemaObject;
    contentType?: string;
    headers?: Record<string, HeaderObject>;
  };
  /** Additional non-error responses (e.g. 204 for XML). */
  extra?: Record<string, ResponseObject>;
  /** Error statuses; 422 is added to every operation that accepts an `Idempotency-Key`. */
  errors: readonly number[];
  /** Operation-specific descriptions of error statuses. */
  errorDescriptions?: Partial<Record<number, string>>;
  /** Takes an optional `If-Match` header (optimistic concurrency). */
  ifMatch?: boolean;
}

const PATH_PARAM_SCHEMAS: Record<string, string> = {
  processDefinitionKey: 'ProcessDefinitionKey',
  processInstanceKey: 'ProcessInstanceKey',
  elementInstanceKey: 'ElementInstanceKey',
  jobKey: 'JobKey',
  variableKey: 'VariableKey',
  incidentKey: 'IncidentKey',
  userTaskKey: 'UserTaskKey',
};

function pathParameters(path: string): ParameterObject[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => {
    const name = m[1] ?? '';
    const schemaName = PATH_PARAM_SCHEMAS[name];
    return { name, in: 'path', required: true, schema: schemaName ? ref(schemaName) : str() };
  });
}

function problemResponse(status: number, description?: string): ResponseObject {
  return {
    description: description ?? ERROR_DESCRIPTIONS[status] ?? `HTTP ${status}`,
    content: { [PROBLEM_JSON_CONTENT_TYPE]: { schema: ref('ProblemDetail') } },
  };
}

function operation(spec: EndpointSpec): OperationObject {
  const idempotent = acceptsIdempotencyKey(spec);
  const parameters = [
    ...pathParameters(spec.path),
    ...(spec.query ?? []),
    ...(spec.ifMatch ? [parameterRef(IF_MATCH_PARAMETER)] : []),
    ...(idempotent ? [parameterRef(IDEMPOTENCY_KEY_PARAMETER)] : []),
  ];
  const success: ResponseObject = { description: spec.success.description };
  if (spec.success.headers) success.headers = spec.success.headers;
  if (spec.success.schema) {
    success.content = { [spec.success.contentType ?? 'application/json']: { schema: spec.success.schema } };
  }
  const responses: Record<string, ResponseObject> = { [String(spec.success.status)]: success, ...(spec.extra ?? {}) };
  const errors = new Set([...spec.errors, ...(idempotent ? [422] : [])]);
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[String(status)] = problemResponse(status, spec.errorDescriptions?.[status]);
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    tags: [spec.tag ?? CAMUNDA_TAG],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: spec.body.required,
            content: { [spec.body.contentType ?? 'application/json']: { schema: spec.body.schema } },
          },
        }
      : {}),
    responses,
  };
}

const get = (path: string, operationId: string, summary: string, result: string): EndpointSpec => ({
  method: 'get',
  path,
  operationId,
  summary,
  success: { status: 200, description: 'OK', schema: ref(result) },
  errors: ERRORS.get,
});

/** A search whose request and result components are named freely. */
const searchAs = (
  path: string,
  operationId: string,
  summary: string,
  request: string,
  result: string,
  errors: readonly number[] = ERRORS.search,
): EndpointSpec => ({
  method: 'post',
  path,
  operationId,
  summary,
  body: { schema: ref(request), required: false },
  success: { status: 200, description: 'The search result.', schema: ref(result) },
  errors,
});

/** A search with `<name>SearchQuery` request and `<name>SearchQueryResult` result. */
const search = (path: string, operationId: string, summary: string, name: string): EndpointSpec =>
  searchAs(path, operationId, summary, `${name}SearchQuery`, `${name}SearchQueryResult`);

/** Adds the `truncateValues` query parameter of the variable searches. */
const withTruncateValues = (spec: EndpointSpec): EndpointSpec => ({
  ...spec,
  query: [
    {
      name: 'truncateValues',
      in: 'query',
      required: false,
      description: 'When true (default), long variable values are truncated.',
      schema: bool(),
    },
  ],
});

/** A POST with a required JSON body answered by 200 with a JSON result. */
const post = (
  path: string,
  operationId: string,
  summary: string,
  request: string,
  result: string,
  errors: readonly number[],
): EndpointSpec => ({
  method: 'post',
  path,
  operationId,
  summary,
  body: { schema: ref(request), required: true },
  success: { status: 200, description: 'OK', schema: ref(result) },
  errors,
});

const command = (
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  body: string | undefined,
  bodyRequired: boolean,
  errors: readonly number[] = ERRORS.command,
): EndpointSpec => ({
  method,
  path,
  operationId,
  summary,
  ...(body ? { body: { schema: ref(body), required: bodyRequired } } : {}),
  success: { status: 204, description: 'The command was accepted.' },
  errors,
});

/** A user task command: 204, optional `If-Match`, 412 on a stale revision. */
const userTaskCommand = (
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  body?: string,
  bodyRequired = false,
): EndpointSpec => ({
  ...command(method, `/v2/user-tasks/{userTaskKey}${path}`, operationId, summary, body, bodyRequired, ERRORS.userTaskCommand),
  ifMatch: true,
});

const ETAG_HEADER: HeaderObject = {
  description: 'The revision of the user task (e.g. `"3"`); send it as If-Match to change the task only if it has not changed since.',
  schema: str(),
};

const CLOCK_FORBIDDEN = { 403: 'Clock control is disabled: the engine runs without CLOCK_CONTROL=true.' };

export function buildEndpointSpecs(): EndpointSpec[] {
  return [
    {
      method: 'post',
      path: '/v2/deployments',
      operationId: 'createDeployment',
      summary: 'Deploy resources',
      body: { schema: ref('CreateDeploymentRequest'), required: true, contentType: 'multipart/form-data' },
      success: { status: 200, description: 'The resources are deployed.', schema: ref('DeploymentResult') },
      errors: [400, 503],
    },
    get('/v2/process-definitions/{processDefinitionKey}', 'getProcessDefinition', 'Get process definition', 'ProcessDefinitionResult'),
    {
      method: 'get',
      path: '/v2/process-definitions/{processDefinitionKey}/xml',
      operationId: 'getProcessDefinitionXml',
      summary: 'Get process definition XML',
      errors: ERRORS.get,
      success: {
        status: 200,
        description: 'The BPMN XML of the process definition.',
        schema: str(),
        contentType: PROCESS_DEFINITION_XML_CONTENT_TYPE,
      },
      extra: { '204': { description: 'The process definition was found but does not have XML.' } },
    },
    search('/v2/process-definitions/search', 'searchProcessDefinitions', 'Search process definitions', 'ProcessDefinition'),
    {
      method: 'post',
      path: '/v2/process-instances',
      operationId: 'createProcessInstance',
      summary: 'Create process instance',
      body: { schema: ref('ProcessInstanceCreationInstruction'), required: true },
      success: { status: 200, description: 'The process instance was created.', schema: ref('CreateProcessInstanceResult') },
      errors: [400, 409, 500, 503, 504],
    },
    get('/v2/process-instances/{processInstanceKey}', 'getProcessInstance', 'Get process instance', 'ProcessInstanceResult'),
    search('/v2/process-instances/search', 'searchProcessInstances', 'Search process instances', 'ProcessInstance'),
    command(
      'post',
      '/v2/process-instances/{processInstanceKey}/cancellation',
      'cancelProcessInstance',
      'Cancel process instance',
      'CancelProcessInstanceRequest',
      false,
      [400, 404, 500, 503, 504],
    ),
    {
      method: 'post',
      path: '/v2/jobs/activation',
      operationId: 'activateJobs',
      summary: 'Activate jobs',
      body: { schema: ref('JobActivationRequest'), required: true },
      success: { status: 200, description: 'The list of activated jobs.', schema: ref('JobActivationResult') },
      errors: [400, 401, 500, 503],
    },
    command('post', '/v2/jobs/{jobKey}/completion', 'completeJob', 'Complete job', 'JobCompletionRequest', false),
    command('post', '/v2/jobs/{jobKey}/failure', 'failJob', 'Fail job', 'JobFailRequest', false),
    command('post', '/v2/jobs/{jobKey}/error', 'throwJobError', 'Throw error for job', 'JobErrorRequest', true),
    command('patch', '/v2/jobs/{jobKey}', 'updateJob', 'Update job', 'JobUpdateRequest', true),
    search('/v2/jobs/search', 'searchJobs', 'Search jobs', 'Job'),
    search('/v2/element-instances/search', 'searchElementInstances', 'Search element instances', 'ElementInstance'),
    get('/v2/element-instances/{elementInstanceKey}', 'getElementInstance', 'Get element instance', 'ElementInstanceResult'),
    withTruncateValues(search('/v2/variables/search', 'searchVariables', 'Search variables', 'Variable')),
    get('/v2/variables/{variableKey}', 'getVariable', 'Get variable', 'VariableResult'),
    search('/v2/incidents/search', 'searchIncidents', 'Search incidents', 'Incident'),
    get('/v2/incidents/{incidentKey}', 'getIncident', 'Get incident', 'IncidentResult'),
    command(
      'post',
      '/v2/incidents/{incidentKey}/resolution',
      'resolveIncident',
      'Resolve incident',
      'IncidentResolutionRequest',
      false,
    ),
    {
      method: 'get',
      path: '/v2/topology',
      operationId: 'getTopology',
      summary: 'Get cluster topology',
      success: { status: 200, description: 'The cluster topology.', schema: ref('TopologyResponse') },
      errors: [401, 500],
    },
    {
      method: 'get',
      path: '/v2/status',
      operationId: 'getStatus',
      summary: 'Get cluster status',
      success: { status: 204, description: 'The cluster is UP and has at least one partition with a healthy leader.' },
      extra: { '503': { description: 'The cluster is DOWN and does not have any partition with a healthy leader.' } },
      errors: [],
    },
    search('/v2/user-tasks/search', 'searchUserTasks', 'Search user tasks', 'UserTask'),
    {
      ...get('/v2/user-tasks/{userTaskKey}', 'getUserTask', 'Get user task', 'UserTaskResult'),
      success: { status: 200, description: 'OK', schema: ref('UserTaskResult'), headers: { ETag: ETAG_HEADER } },
    },
    userTaskCommand('patch', '', 'updateUserTask', 'Update user task', 'UserTaskUpdateRequest'),
    userTaskCommand('post', '/assignment', 'assignUserTask', 'Assign user task', 'UserTaskAssignmentRequest', true),
    userTaskCommand('delete', '/assignee', 'unassignUserTask', 'Unassign user task'),
    userTaskCommand('post', '/completion', 'completeUserTask', 'Complete user task', 'UserTaskCompletionRequest'),
    {
      ...get('/v2/user-tasks/{userTaskKey}/form', 'getUserTaskForm', 'Get user task form', 'FormResult'),
      extra: { '204': { description: 'The user task links no Camunda form.' } },
    },
    withTruncateValues(
      searchAs(
        '/v2/user-tasks/{userTaskKey}/variables/search',
        'searchUserTaskVariables',
        'Search user task variables',
        'UserTaskVariableSearchQueryRequest',
        'VariableSearchQueryResult',
        [400, 500],
      ),
    ),
    withTruncateValues(
      searchAs(
        '/v2/user-tasks/{userTaskKey}/effective-variables/search',
        'searchUserTaskEffectiveVariables',
        'Search user task effective variables',
        'UserTaskEffectiveVariableSearchQueryRequest',
        'VariableSearchQueryResult',
        [400, 500],
      ),
    ),
    post('/v2/messages/publication', 'publishMessage', 'Publish message', 'MessagePublicationRequest', 'MessagePublicationResult', [
      400, 500, 503,
    ]),
    {
      ...post('/v2/messages/correlation', 'correlateMessage', 'Correlate message', 'MessageCorrelationRequest', 'MessageCorrelationResult', [
        400, 403, 404, 500, 503,
      ]),
      errorDescriptions: { 404: 'No subscription or message start event takes the message.' },
    },
    search('/v2/message-subscriptions/search', 'searchMessageSubscriptions', 'Search message subscriptions', 'MessageSubscription'),
    search(
      '/v2/correlated-message-subscriptions/search',
      'searchCorrelatedMessageSubscriptions',
      'Search correlated message subscriptions',
      'CorrelatedMessageSubscription',
    ),
    post('/v2/signals/broadcast', 'broadcastSignal', 'Broadcast signal', 'SignalBroadcastRequest', 'SignalBroadcastResult', [
      400, 404, 500, 503,
    ]),
    {
      ...command('put', '/v2/clock', 'pinClock', 'Pin the engine clock', 'ClockPinRequest', true, [400, 403, 500, 503]),
      errorDescriptions: CLOCK_FORBIDDEN,
    },
    {
      ...command('post', '/v2/clock/reset', 'resetClock', 'Reset the engine clock to the system time', undefined, false, [403, 500, 503]),
      errorDescriptions: CLOCK_FORBIDDEN,
    },
    {
      ...get(
        '/baton/v1/process-instances/{processInstanceKey}/history',
        'getProcessInstanceHistory',
        'Get the event history of a process instance',
        'ProcessInstanceHistoryResponse',
      ),
      tag: BATON_TAG,
      errors: [400, 404, 500],
    },
  ];
}

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, PathItemObject> = {};
  for (const spec of buildEndpointSpecs()) {
    const item = (paths[spec.path] ??= {});
    if (item[spec.method]) throw new Error(`Duplicate endpoint ${spec.method.toUpperCase()} ${spec.path}`);
    item[spec.method] = operation(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Baton REST API',
      version: '0.1.0',
      description:
        'Baton BPMN engine. Endpoints tagged "Camunda v2" follow the Camunda 8 Orchestration Cluster REST API (v2).',
    },
    servers: [{ url: '/', description: 'This Baton instance' }],
    tags: [
      { name: CAMUNDA_TAG, description: 'Camunda 8 Orchestration Cluster REST API (v2) compatible endpoints.' },
      { name: BATON_TAG, description: 'Baton-specific endpoints.' },
    ],
    paths,
    components: { schemas: buildComponentSchemas(), parameters: buildComponentParameters() },
  };
}
