/**
 * Every route the engine serves, in one place: the engine validates requests from it and the OpenAPI document is
 * generated from it. A route the engine serves but this table lacks (or the reverse) fails the route coverage spec.
 */
import { Type, type TSchema } from 'typebox';
import { PROCESS_DEFINITION_XML_CONTENT_TYPE } from '../process-definitions.js';
import {
  DecisionDefinitionResult,
  DecisionDefinitionSearchQuery,
  DecisionEvaluationRequest,
  DecisionInstanceDeletionBatchOperationRequest,
  DecisionInstanceGetQueryResult,
  DecisionInstanceResult,
  DecisionInstanceSearchQuery,
  DecisionRequirementsResult,
  DecisionRequirementsSearchQuery,
  EvaluateDecisionResult,
} from '../schema/decision-schemas.js';
import { DecisionServiceEvaluationRequest, DecisionServiceEvaluationResult } from '../schema/decision-services.js';
import { DECISION_REQUIREMENTS_XML_CONTENT_TYPE } from '../values/decisions.js';
import { JobActivationRequest, JobCompletionRequest, JobErrorRequest, JobFailRequest, JobUpdateRequest } from '../schema/job-requests.js';
import {
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
} from '../schema/job-statistics-schemas.js';
import { ClockPinRequest, MessageCorrelationRequest, MessagePublicationRequest, SignalBroadcastRequest } from '../schema/message-requests.js';
import {
  AdHocSubProcessActivateActivitiesInstruction,
  OperationReferenceRequest,
  ProcessInstanceCreationRequest,
  ProcessInstanceFilterBatchRequest,
  ProcessInstanceMigrationBatchRequest,
  ProcessInstanceMigrationRequest,
  ProcessInstanceModificationBatchRequest,
  ProcessInstanceModificationRequest,
  SetVariableRequest,
} from '../schema/process-instance-requests.js';
import { BatchOperationCreatedResult, BatchOperationItemResult, BatchOperationResult } from '../schema/migration-responses.js';
import { DeleteResourceRequest, DeleteResourceResult, ResourceResult } from '../schema/resource-deletion.js';
import { ElementDurationQueryResult } from '../schema/element-durations.js';
import {
  CreateDeploymentRequestSchema,
  CreateProcessInstanceResult,
  DeploymentResult,
  ElementInstanceResult,
  IncidentResult,
  ProcessDefinitionResult,
  ProcessInstanceCallHierarchyEntry,
  ProcessInstanceHistoryResponse,
  ProcessInstanceResult,
  ProcessElementStatisticsQueryResult,
  ProcessInstanceSequenceFlowsQueryResult,
  VariableResult,
  VariableSearchResult,
} from '../schema/resource-responses.js';
import {
  BatchOperationItemSearchQuery,
  BatchOperationSearchQuery,
  CorrelatedMessageSubscriptionSearchQuery,
  ElementInstanceSearchQuery,
  IncidentSearchQuery,
  JobSearchQuery,
  MessageSubscriptionSearchQuery,
  ProcessDefinitionElementStatisticsQuery,
  ProcessDefinitionSearchQuery,
  ProcessInstanceSearchQuery,
  TruncateValuesQuery,
  UserTaskEffectiveVariableSearchQuery,
  UserTaskSearchQuery,
  UserTaskVariableSearchQuery,
  VariableSearchQuery,
} from '../schema/search-requests.js';
import { SearchQueryResult } from '../schema/search-response.js';
import {
  ClusterVariableResult,
  ClusterVariableSearchQuery,
  ClusterVariableSearchResult,
  CreateClusterVariableRequest,
  UpdateClusterVariableRequest,
} from '../schema/cluster-variable-schemas.js';
import {
  DocumentBatchCreationForm,
  DocumentContentQuery,
  DocumentCreationBatchResponse,
  DocumentCreationForm,
  DocumentCreationQuery,
  DocumentLink,
  DocumentLinkRequest,
  DocumentReference,
  DocumentStoreQuery,
} from '../schema/document-schemas.js';
import { SystemConfigurationResponse, UsageMetricsQuery, UsageMetricsResponse } from '../schema/system-schemas.js';
import {
  IncidentStatisticsByDefinitionQuery,
  IncidentStatisticsByDefinitionResult,
  IncidentStatisticsByErrorQuery,
  IncidentStatisticsByErrorResult,
  MessageSubscriptionStatisticsQuery,
  MessageSubscriptionStatisticsResult,
  ProcessDefinitionInstanceStatisticsQuery,
  ProcessDefinitionInstanceStatisticsResult,
  ProcessDefinitionInstanceVersionStatisticsQuery,
  ProcessDefinitionInstanceVersionStatisticsResult,
} from '../schema/statistics-schemas.js';
import {
  DeploymentValidationRequest,
  DeploymentValidationResult,
  ModelCreationRequest,
  ModelList,
  ModelListQuery,
  ModelRevisionQuery,
  ModelRevisionRequest,
  ModelRevisionResult,
} from '../schema/model-library.js';
import { ConversionRequest, ConversionResult } from '../schema/conversion-schemas.js';
import { SavedTaskFilterList, SavedTaskFilterRequest, SavedTaskFilterResult } from '../schema/saved-task-filters.js';
import { ExpressionEvaluationRequest, ExpressionEvaluationResult } from '../schema/expression-evaluation.js';
import { ConditionalEvaluationInstruction, EvaluateConditionalResult } from '../schema/conditional-evaluation.js';
import { AuditLogResult, AuditLogSearchQuery, CamundaUserResult, UserTaskAuditLogSearchQuery } from '../schema/identity-schemas.js';
import {
  AuthorizationCreateResult,
  AuthorizationRequest,
  AuthorizationResult,
  AuthorizationSearchQuery,
  ClientResult,
  ClientSearchQuery,
  EntityUpdateRequest,
  GroupCreateRequest,
  GroupIdResult,
  GroupIdSearchQuery,
  GroupResult,
  GroupSearchQuery,
  MappingRuleCreateRequest,
  MappingRuleResult,
  MappingRuleSearchQuery,
  MappingRuleUpdateRequest,
  MemberUserResult,
  MemberUserSearchQuery,
  RoleCreateRequest,
  RoleResult,
  RoleSearchQuery,
  TenantCreateRequest,
  TenantResult,
  TenantSearchQuery,
  UserRequest,
  UserResult,
  UserSearchQuery,
  UserUpdateRequest,
} from '../schema/realm-identity-schemas.js';
import { OperationsOverview } from '../schema/operations-overview.js';
import {
  CreateGlobalTaskListenerRequest,
  GlobalTaskListenerResult,
  GlobalTaskListenerSearchQuery,
  GlobalTaskListenerTenantQuery,
  UpdateGlobalTaskListenerRequest,
} from '../schema/global-task-listener-schemas.js';
import { UserTaskAssignmentRequest, UserTaskCompletionRequest, UserTaskUpdateRequest } from '../schema/user-task-requests.js';
import {
  CorrelatedMessageSubscriptionResult,
  FormResult,
  JobActivationResult,
  JobSearchResult,
  LicenseResponse,
  MessageCorrelationResult,
  MessagePublicationResult,
  MessageSubscriptionResult,
  SignalBroadcastResult,
  TopologyResponse,
  UserTaskResult,
} from '../schema/work-responses.js';
import { BATON_TAG, CAMUNDA_TAG, type ApiRoute, type HttpMethod } from './api-route.js';

/** Per-kind problem statuses, as the Camunda spec lists them for these operations. */
const ERRORS = {
  get: [400, 401, 403, 404, 500],
  search: [400, 401, 403, 500],
  command: [400, 404, 409, 500, 503],
  /** User task commands: 412 when `If-Match` names a stale revision. */
  userTaskCommand: [400, 404, 409, 412, 500],
} as const;

// The helpers keep each entry's path, operationId and schemas as literal types: handlers type their requests from them
// (route-request.ts), the web client its requests and answers.
const get = <P extends string, O extends string, R extends TSchema>(path: P, operationId: O, summary: string, result: R) =>
  ({
    method: 'get',
    path,
    operationId,
    summary,
    tag: CAMUNDA_TAG,
    success: { status: 200, description: 'OK', schema: result },
    errors: ERRORS.get,
  }) as const;

const search = <P extends string, O extends string, Q extends TSchema, I extends TSchema>(path: P, operationId: O, summary: string, request: Q, item: I) =>
  ({
    method: 'post',
    path,
    operationId,
    summary,
    tag: CAMUNDA_TAG,
    body: { schema: request, required: false },
    success: { status: 200, description: 'The search result.', schema: SearchQueryResult(item) },
    errors: ERRORS.search,
  }) as const;

/** An aggregate over what a search would select: a search's shape, its body required when it carries a required filter. */
const statistics = <P extends string, O extends string, Q extends TSchema, I extends TSchema, R extends boolean>(
  path: P,
  operationId: O,
  summary: string,
  request: Q,
  item: I,
  bodyRequired: R,
) => ({ ...search(path, operationId, summary, request, item), body: { schema: request, required: bodyRequired } }) as const;

const withTruncateValues = <R extends ApiRoute>(route: R) => ({ ...route, query: TruncateValuesQuery }) as const;

const post = <P extends string, O extends string, B extends TSchema, S extends TSchema>(
  path: P,
  operationId: O,
  summary: string,
  request: B,
  result: S,
  errors: readonly number[],
) =>
  ({
    method: 'post',
    path,
    operationId,
    summary,
    tag: CAMUNDA_TAG,
    body: { schema: request, required: true },
    success: { status: 200, description: 'OK', schema: result },
    errors,
  }) as const;

/** A command's body: none, or its schema and whether it is required. */
type CommandBody<B extends TSchema | undefined, R extends boolean> = B extends TSchema
  ? { readonly body: { readonly schema: B; readonly required: R } }
  : object;

const command = <M extends HttpMethod, P extends string, O extends string, B extends TSchema | undefined, R extends boolean>(
  method: M,
  path: P,
  operationId: O,
  summary: string,
  body: B,
  bodyRequired: R,
  errors: readonly number[] = ERRORS.command,
) =>
  ({
    method,
    path,
    operationId,
    summary,
    tag: CAMUNDA_TAG,
    ...((body ? { body: { schema: body, required: bodyRequired } } : {}) as CommandBody<B, R>),
    success: { status: 204, description: 'The command was accepted.' },
    errors,
  }) as const;

const userTaskCommand = <M extends HttpMethod, P extends string, O extends string, B extends TSchema | undefined = undefined, R extends boolean = false>(
  method: M,
  path: P,
  operationId: O,
  summary: string,
  body?: B,
  bodyRequired?: R,
) =>
  ({
    ...command(method, `/v2/user-tasks/{userTaskKey}${path}` as const, operationId, summary, body as B, (bodyRequired ?? false) as R, ERRORS.userTaskCommand),
    ifMatch: true,
  }) as const;

/** Identity writes: 201 with the created entity, 200 with the updated one, 204 for a deletion or (un)assignment. */
const IDENTITY_ERRORS = [400, 401, 403, 404, 409, 500, 501, 503] as const;
const created = <P extends string, O extends string, B extends TSchema, S extends TSchema>(path: P, operationId: O, summary: string, request: B, result: S) =>
  ({ ...post(path, operationId, summary, request, result, IDENTITY_ERRORS), success: { status: 201, description: 'Created.', schema: result } }) as const;
const updated = <P extends string, O extends string, B extends TSchema, S extends TSchema>(path: P, operationId: O, summary: string, request: B, result: S) =>
  ({ ...post(path, operationId, summary, request, result, IDENTITY_ERRORS), method: 'put' }) as const;
const identityCommand = <M extends HttpMethod, P extends string, O extends string>(method: M, path: P, operationId: O, summary: string) =>
  command(method, path, operationId, summary, undefined, false, IDENTITY_ERRORS);

const CLOCK_FORBIDDEN = { 403: 'Clock control is disabled: the engine runs without CLOCK_CONTROL=true.' };

const ROUTE_TABLE = [
  {
    method: 'post',
    path: '/v2/deployments',
    operationId: 'createDeployment',
    summary: 'Deploy resources',
    tag: CAMUNDA_TAG,
    body: { schema: CreateDeploymentRequestSchema, required: true, contentType: 'multipart/form-data' },
    success: { status: 200, description: 'The resources are deployed.', schema: DeploymentResult },
    errors: [400, 503],
  },
  get('/v2/process-definitions/{processDefinitionKey}', 'getProcessDefinition', 'Get process definition', ProcessDefinitionResult),
  {
    ...get('/v2/process-definitions/{processDefinitionKey}/xml', 'getProcessDefinitionXml', 'Get process definition XML', Type.String()),
    success: { status: 200, description: 'The BPMN XML of the process definition.', schema: Type.String(), contentType: PROCESS_DEFINITION_XML_CONTENT_TYPE },
    extra: { '204': 'The process definition was found but does not have XML.' },
  },
  {
    ...get('/v2/process-definitions/{processDefinitionKey}/form', 'getStartProcessForm', 'Get process start form', FormResult),
    extra: { '204': 'The process definition was found, but its none start event links no Camunda form.' },
  },
  search('/v2/process-definitions/search', 'searchProcessDefinitions', 'Search process definitions', ProcessDefinitionSearchQuery, ProcessDefinitionResult),
  post(
    '/v2/decision-definitions/evaluation',
    'evaluateDecision',
    'Evaluate decision',
    DecisionEvaluationRequest,
    EvaluateDecisionResult,
    // 404: no such decision definition (of the caller's tenants).
    [400, 404, 500, 503],
  ),
  get('/v2/decision-definitions/{decisionDefinitionKey}', 'getDecisionDefinition', 'Get decision definition', DecisionDefinitionResult),
  {
    ...get('/v2/decision-definitions/{decisionDefinitionKey}/xml', 'getDecisionDefinitionXml', 'Get decision definition XML', Type.String()),
    success: {
      status: 200,
      description: 'The DMN XML of the decision requirements the decision definition is part of.',
      schema: Type.String(),
      contentType: DECISION_REQUIREMENTS_XML_CONTENT_TYPE,
    },
  },
  search(
    '/v2/decision-definitions/search',
    'searchDecisionDefinitions',
    'Search decision definitions',
    DecisionDefinitionSearchQuery,
    DecisionDefinitionResult,
  ),
  get('/v2/decision-requirements/{decisionRequirementsKey}', 'getDecisionRequirements', 'Get decision requirements', DecisionRequirementsResult),
  {
    ...get('/v2/decision-requirements/{decisionRequirementsKey}/xml', 'getDecisionRequirementsXml', 'Get decision requirements XML', Type.String()),
    success: {
      status: 200,
      description: 'The DMN XML of the decision requirements.',
      schema: Type.String(),
      contentType: DECISION_REQUIREMENTS_XML_CONTENT_TYPE,
    },
  },
  search(
    '/v2/decision-requirements/search',
    'searchDecisionRequirements',
    'Search decision requirements',
    DecisionRequirementsSearchQuery,
    DecisionRequirementsResult,
  ),
  search('/v2/decision-instances/search', 'searchDecisionInstances', 'Search decision instances', DecisionInstanceSearchQuery, DecisionInstanceResult),
  get('/v2/decision-instances/{decisionEvaluationInstanceKey}', 'getDecisionInstance', 'Get decision instance', DecisionInstanceGetQueryResult),
  command(
    'post',
    '/v2/decision-instances/{decisionEvaluationKey}/deletion',
    'deleteDecisionInstance',
    'Delete the decision instances of an evaluation',
    OperationReferenceRequest,
    false,
    [400, 401, 403, 404, 500, 503],
  ),
  post(
    '/v2/decision-instances/deletion',
    'deleteDecisionInstancesBatchOperation',
    'Delete decision instances (batch)',
    DecisionInstanceDeletionBatchOperationRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  {
    ...post(
      '/v2/process-instances',
      'createProcessInstance',
      'Create process instance',
      ProcessInstanceCreationRequest,
      CreateProcessInstanceResult,
      [400, 404, 409, 500, 503, 504],
    ),
    success: { status: 200, description: 'The process instance was created.', schema: CreateProcessInstanceResult },
  },
  get('/v2/process-instances/{processInstanceKey}', 'getProcessInstance', 'Get process instance', ProcessInstanceResult),
  {
    ...get(
      '/v2/process-instances/{processInstanceKey}/sequence-flows',
      'getProcessInstanceSequenceFlows',
      'Get sequence flows',
      ProcessInstanceSequenceFlowsQueryResult,
    ),
    // As in Camunda: an unknown instance has no taken flows, not a 404.
    errors: ERRORS.search,
  },
  search('/v2/process-instances/search', 'searchProcessInstances', 'Search process instances', ProcessInstanceSearchQuery, ProcessInstanceResult),
  get(
    '/v2/process-instances/{processInstanceKey}/statistics/element-instances',
    'getProcessInstanceStatistics',
    'Count the element instances of a process instance by element and state',
    ProcessElementStatisticsQueryResult,
  ),
  {
    ...post(
      '/v2/process-definitions/{processDefinitionKey}/statistics/element-instances',
      'getProcessDefinitionStatistics',
      "Count the element instances of a definition's instances by element and state",
      ProcessDefinitionElementStatisticsQuery,
      ProcessElementStatisticsQueryResult,
      [400, 404, 500],
    ),
    body: { schema: ProcessDefinitionElementStatisticsQuery, required: false },
  },
  statistics(
    '/v2/process-definitions/statistics/process-instances',
    'getProcessDefinitionInstanceStatistics',
    'Count the running instances of each process, with and without incidents',
    ProcessDefinitionInstanceStatisticsQuery,
    ProcessDefinitionInstanceStatisticsResult,
    false,
  ),
  statistics(
    '/v2/process-definitions/statistics/process-instances-by-version',
    'getProcessDefinitionInstanceVersionStatistics',
    'Count the running instances of each version of a process, with and without incidents',
    ProcessDefinitionInstanceVersionStatisticsQuery,
    ProcessDefinitionInstanceVersionStatisticsResult,
    true,
  ),
  statistics(
    '/v2/process-definitions/statistics/message-subscriptions',
    'getProcessDefinitionMessageSubscriptionStatistics',
    'Count the open message subscriptions of each process version',
    MessageSubscriptionStatisticsQuery,
    MessageSubscriptionStatisticsResult,
    false,
  ),
  statistics(
    '/v2/incidents/statistics/process-instances-by-error',
    'getProcessInstanceStatisticsByError',
    'Count the running instances with an open incident, by error message',
    IncidentStatisticsByErrorQuery,
    IncidentStatisticsByErrorResult,
    false,
  ),
  statistics(
    '/v2/incidents/statistics/process-instances-by-definition',
    'getProcessInstanceStatisticsByDefinition',
    'Count the running instances with an open incident of one error, by process version',
    IncidentStatisticsByDefinitionQuery,
    IncidentStatisticsByDefinitionResult,
    true,
  ),
  {
    ...get(
      '/baton/v1/process-definitions/{processDefinitionKey}/statistics/element-durations',
      'getProcessDefinitionElementDurations',
      "Time spent per element by a process version's ended element instances (a heat map's data)",
      ElementDurationQueryResult,
    ),
    tag: BATON_TAG,
    errors: [400, 404, 500],
  },
  get(
    '/v2/process-instances/{processInstanceKey}/call-hierarchy',
    'getProcessInstanceCallHierarchy',
    'Get call hierarchy',
    Type.Array(ProcessInstanceCallHierarchyEntry),
  ),
  command(
    'post',
    '/v2/process-instances/{processInstanceKey}/cancellation',
    'cancelProcessInstance',
    'Cancel process instance',
    OperationReferenceRequest,
    false,
    // 409: an instance a call activity created is cancelled with its root only.
    [400, 404, 409, 500, 503, 504],
  ),
  command(
    'post',
    '/v2/process-instances/{processInstanceKey}/suspension',
    'suspendProcessInstance',
    'Suspend process instance',
    OperationReferenceRequest,
    false,
    // 409: the instance is already suspended (Camunda 8.10); 404 also for an ended one.
    [400, 404, 409, 500, 503, 504],
  ),
  command(
    'post',
    '/v2/process-instances/{processInstanceKey}/resumption',
    'resumeProcessInstance',
    'Resume process instance',
    OperationReferenceRequest,
    false,
    // 409: the instance is not suspended.
    [400, 404, 409, 500, 503, 504],
  ),
  {
    ...command(
      'post',
      '/v2/process-instances/{processInstanceKey}/migration',
      'migrateProcessInstance',
      'Migrate process instance',
      ProcessInstanceMigrationRequest,
      true,
      // 400: the plan breaks a rule (every broken rule listed); 404: no such active instance or target definition.
      [400, 404, 409, 500, 503, 504],
    ),
    extra: { '200': `With Baton's "dryRun": true, the plan's validation report (MigrationPlanReport); nothing changes.` },
  },
  command(
    'post',
    '/v2/process-instances/{processInstanceKey}/modification',
    'modifyProcessInstance',
    'Modify process instance',
    ProcessInstanceModificationRequest,
    true,
    [400, 404, 409, 500, 503, 504],
  ),
  command(
    'put',
    '/v2/element-instances/{elementInstanceKey}/variables',
    'createElementInstanceVariables',
    'Update element instance variables',
    SetVariableRequest,
    true,
    [400, 404, 409, 500, 503, 504],
  ),
  command(
    'post',
    '/v2/element-instances/ad-hoc-activities/{adHocSubProcessInstanceKey}/activation',
    'activateAdHocSubProcessActivities',
    'Activate activities within an ad-hoc sub-process',
    AdHocSubProcessActivateActivitiesInstruction,
    true,
    [400, 404, 409, 500, 503, 504],
  ),
  post(
    '/v2/process-instances/suspension',
    'suspendProcessInstancesBatchOperation',
    'Suspend process instances (batch)',
    ProcessInstanceFilterBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  post(
    '/v2/process-instances/resumption',
    'resumeProcessInstancesBatchOperation',
    'Resume process instances (batch)',
    ProcessInstanceFilterBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  post(
    '/v2/process-instances/migration',
    'migrateProcessInstancesBatchOperation',
    'Migrate process instances (batch)',
    ProcessInstanceMigrationBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  get('/v2/resources/{resourceKey}', 'getResource', 'Get a deployed resource', ResourceResult),
  {
    ...get('/v2/resources/{resourceKey}/content', 'getResourceContent', 'Get the content of a deployed resource, as deployed', Type.String()),
    success: { status: 200, description: 'The resource as it was deployed.', schema: Type.String(), contentType: 'text/plain' },
  },
  {
    ...post(
      '/v2/resources/{resourceKey}/deletion',
      'deleteResource',
      'Delete resource',
      DeleteResourceRequest,
      DeleteResourceResult,
      // 409: running instances still use the process definition (Baton's "cancelRunningInstances": true cancels them).
      [400, 401, 403, 404, 409, 500, 503],
    ),
    body: { schema: DeleteResourceRequest, required: false },
  },
  post(
    '/v2/process-instances/modification',
    'modifyProcessInstancesBatchOperation',
    'Modify process instances (batch)',
    ProcessInstanceModificationBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  post(
    '/v2/process-instances/cancellation',
    'cancelProcessInstancesBatchOperation',
    'Cancel process instances (batch)',
    ProcessInstanceFilterBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  {
    ...post(
      '/v2/process-instances/incident-resolution',
      'resolveIncidentsBatchOperation',
      'Resolve incidents of process instances (batch)',
      ProcessInstanceFilterBatchRequest,
      BatchOperationCreatedResult,
      [400, 401, 403, 500],
    ),
    body: { schema: ProcessInstanceFilterBatchRequest, required: false },
  },
  {
    // Camunda answers with a batch operation over this one instance, and takes no body.
    ...get(
      '/v2/process-instances/{processInstanceKey}/incident-resolution',
      'resolveProcessInstanceIncidents',
      'Resolve the incidents of a process instance',
      BatchOperationCreatedResult,
    ),
    method: 'post',
    errors: [400, 401, 404, 500, 503],
  },
  post(
    '/v2/process-instances/deletion',
    'deleteProcessInstancesBatchOperation',
    'Delete finished process instances and their history (batch)',
    ProcessInstanceFilterBatchRequest,
    BatchOperationCreatedResult,
    [400, 401, 403, 500],
  ),
  command(
    'post',
    '/v2/process-instances/{processInstanceKey}/deletion',
    'deleteProcessInstance',
    'Delete a finished process instance and its history',
    OperationReferenceRequest,
    false,
    // 409: the instance (or one it called) still runs.
    [400, 401, 403, 404, 409, 500, 503],
  ),
  get('/v2/batch-operations/{batchOperationKey}', 'getBatchOperation', 'Get batch operation', BatchOperationResult),
  search('/v2/batch-operations/search', 'searchBatchOperations', 'Search batch operations', BatchOperationSearchQuery, BatchOperationResult),
  search(
    '/v2/batch-operation-items/search',
    'searchBatchOperationItems',
    'Search batch operation items',
    BatchOperationItemSearchQuery,
    BatchOperationItemResult,
  ),
  command('post', '/v2/batch-operations/{batchOperationKey}/suspension', 'suspendBatchOperation', 'Suspend batch operation', undefined, false),
  command('post', '/v2/batch-operations/{batchOperationKey}/resumption', 'resumeBatchOperation', 'Resume batch operation', undefined, false),
  command('post', '/v2/batch-operations/{batchOperationKey}/cancellation', 'cancelBatchOperation', 'Cancel batch operation', undefined, false),
  post('/v2/jobs/activation', 'activateJobs', 'Activate jobs', JobActivationRequest, JobActivationResult, [400, 401, 500, 503]),
  command('post', '/v2/jobs/{jobKey}/completion', 'completeJob', 'Complete job', JobCompletionRequest, false),
  command('post', '/v2/jobs/{jobKey}/failure', 'failJob', 'Fail job', JobFailRequest, false),
  command('post', '/v2/jobs/{jobKey}/error', 'throwJobError', 'Throw error for job', JobErrorRequest, true),
  command('patch', '/v2/jobs/{jobKey}', 'updateJob', 'Update job', JobUpdateRequest, true),
  search('/v2/jobs/search', 'searchJobs', 'Search jobs', JobSearchQuery, JobSearchResult),
  {
    ...get(
      '/v2/jobs/statistics/global',
      'getGlobalJobStatistics',
      'Count the jobs created, completed and failed in a window of time',
      GlobalJobStatisticsResult,
    ),
    query: GlobalJobStatisticsQuery,
    errors: ERRORS.search,
  },
  statistics(
    '/v2/jobs/statistics/by-types',
    'getJobTypeStatistics',
    'Count the jobs created, completed and failed in a window of time, per job type',
    JobTypeStatisticsQuery,
    JobTypeStatisticsResult,
    false,
  ),
  statistics(
    '/v2/jobs/statistics/by-workers',
    'getJobWorkerStatistics',
    "Count a job type's jobs created, completed and failed in a window of time, per worker",
    JobWorkerStatisticsQuery,
    JobWorkerStatisticsResult,
    true,
  ),
  statistics(
    '/v2/jobs/statistics/time-series',
    'getJobTimeSeriesStatistics',
    "Count a job type's jobs created, completed and failed in a window of time, per time bucket",
    JobTimeSeriesStatisticsQuery,
    JobTimeSeriesStatisticsResult,
    true,
  ),
  statistics(
    '/v2/jobs/statistics/errors',
    'getJobErrorStatistics',
    "The errors of a job type's jobs created in a window of time, each with the workers that reported it",
    JobErrorStatisticsQuery,
    JobErrorStatisticsResult,
    true,
  ),
  search('/v2/element-instances/search', 'searchElementInstances', 'Search element instances', ElementInstanceSearchQuery, ElementInstanceResult),
  get('/v2/element-instances/{elementInstanceKey}', 'getElementInstance', 'Get element instance', ElementInstanceResult),
  withTruncateValues(search('/v2/variables/search', 'searchVariables', 'Search variables', VariableSearchQuery, VariableSearchResult)),
  get('/v2/variables/{variableKey}', 'getVariable', 'Get variable', VariableResult),
  search('/v2/incidents/search', 'searchIncidents', 'Search incidents', IncidentSearchQuery, IncidentResult),
  {
    ...search(
      '/v2/process-instances/{processInstanceKey}/incidents/search',
      'searchProcessInstanceIncidents',
      'Search the incidents of a process instance and of the instances it called',
      IncidentSearchQuery,
      IncidentResult,
    ),
    errors: [400, 404, 500],
  },
  {
    ...search(
      '/v2/element-instances/{elementInstanceKey}/incidents/search',
      'searchElementInstanceIncidents',
      'Search the incidents of an element instance, of the elements inside it and of the instances they called',
      IncidentSearchQuery,
      IncidentResult,
    ),
    errors: [400, 404, 500],
  },
  get('/v2/incidents/{incidentKey}', 'getIncident', 'Get incident', IncidentResult),
  command('post', '/v2/incidents/{incidentKey}/resolution', 'resolveIncident', 'Resolve incident', OperationReferenceRequest, false),
  {
    method: 'get',
    path: '/v2/topology',
    operationId: 'getTopology',
    summary: 'Get cluster topology',
    tag: CAMUNDA_TAG,
    success: { status: 200, description: 'The cluster topology.', schema: TopologyResponse },
    errors: [401, 500],
  },
  {
    method: 'get',
    path: '/v2/status',
    operationId: 'getStatus',
    summary: 'Get cluster status',
    tag: CAMUNDA_TAG,
    success: { status: 204, description: 'The cluster is UP and has at least one partition with a healthy leader.' },
    extra: { '503': 'The cluster is DOWN and does not have any partition with a healthy leader.' },
    errors: [],
  },
  {
    method: 'get',
    path: '/v2/license',
    operationId: 'getLicense',
    summary: 'Get license status',
    tag: CAMUNDA_TAG,
    success: { status: 200, description: 'What Baton is and under which licence (Baton holds no Camunda licence).', schema: LicenseResponse },
    errors: [500],
  },
  get('/v2/authentication/me', 'getAuthentication', 'Get the authenticated caller', CamundaUserResult),
  search('/v2/users/search', 'searchUsers', 'Search users', UserSearchQuery, UserResult),
  get('/v2/users/{username}', 'getUser', 'Get user', UserResult),
  search('/v2/groups/search', 'searchGroups', 'Search groups', GroupSearchQuery, GroupResult),
  get('/v2/groups/{groupId}', 'getGroup', 'Get group', GroupResult),
  search('/v2/groups/{groupId}/users/search', 'searchUsersForGroup', 'Search group users', MemberUserSearchQuery, MemberUserResult),
  search('/v2/roles/search', 'searchRoles', 'Search roles', RoleSearchQuery, RoleResult),
  get('/v2/roles/{roleId}', 'getRole', 'Get role', RoleResult),
  search('/v2/roles/{roleId}/users/search', 'searchUsersForRole', 'Search role users', MemberUserSearchQuery, MemberUserResult),
  search('/v2/tenants/search', 'searchTenants', 'Search tenants', TenantSearchQuery, TenantResult),
  get('/v2/tenants/{tenantId}', 'getTenant', 'Get tenant', TenantResult),
  search('/v2/tenants/{tenantId}/users/search', 'searchUsersForTenant', 'Search users for tenant', MemberUserSearchQuery, MemberUserResult),
  created('/v2/users', 'createUser', 'Create user', UserRequest, UserResult),
  updated('/v2/users/{username}', 'updateUser', 'Update user', UserUpdateRequest, UserResult),
  identityCommand('delete', '/v2/users/{username}', 'deleteUser', 'Delete user'),
  created('/v2/setup/user', 'createAdminUser', 'Create the first administrator (only while no user holds the admin role)', UserRequest, UserResult),
  created('/v2/groups', 'createGroup', 'Create group', GroupCreateRequest, GroupResult),
  updated('/v2/groups/{groupId}', 'updateGroup', 'Update group', EntityUpdateRequest, GroupResult),
  identityCommand('delete', '/v2/groups/{groupId}', 'deleteGroup', 'Delete group'),
  identityCommand('put', '/v2/groups/{groupId}/users/{username}', 'assignUserToGroup', 'Assign a user to a group'),
  identityCommand('delete', '/v2/groups/{groupId}/users/{username}', 'unassignUserFromGroup', 'Unassign a user from a group'),
  identityCommand('put', '/v2/groups/{groupId}/clients/{clientId}', 'assignClientToGroup', 'Assign a client to a group'),
  identityCommand('delete', '/v2/groups/{groupId}/clients/{clientId}', 'unassignClientFromGroup', 'Unassign a client from a group'),
  search('/v2/groups/{groupId}/clients/search', 'searchClientsForGroup', 'Search group clients', ClientSearchQuery, ClientResult),
  identityCommand('put', '/v2/groups/{groupId}/mapping-rules/{mappingRuleId}', 'assignMappingRuleToGroup', 'Assign a mapping rule to a group'),
  identityCommand('delete', '/v2/groups/{groupId}/mapping-rules/{mappingRuleId}', 'unassignMappingRuleFromGroup', 'Unassign a mapping rule from a group'),
  search('/v2/groups/{groupId}/mapping-rules/search', 'searchMappingRulesForGroup', 'Search group mapping rules', MappingRuleSearchQuery, MappingRuleResult),
  search('/v2/groups/{groupId}/roles/search', 'searchRolesForGroup', 'Search group roles', RoleSearchQuery, RoleResult),
  created('/v2/roles', 'createRole', 'Create role', RoleCreateRequest, RoleResult),
  updated('/v2/roles/{roleId}', 'updateRole', 'Update role', EntityUpdateRequest, RoleResult),
  identityCommand('delete', '/v2/roles/{roleId}', 'deleteRole', 'Delete role'),
  identityCommand('put', '/v2/roles/{roleId}/users/{username}', 'assignRoleToUser', 'Assign a role to a user'),
  identityCommand('delete', '/v2/roles/{roleId}/users/{username}', 'unassignRoleFromUser', 'Unassign a role from a user'),
  identityCommand('put', '/v2/roles/{roleId}/clients/{clientId}', 'assignRoleToClient', 'Assign a role to a client'),
  identityCommand('delete', '/v2/roles/{roleId}/clients/{clientId}', 'unassignRoleFromClient', 'Unassign a role from a client'),
  search('/v2/roles/{roleId}/clients/search', 'searchClientsForRole', 'Search role clients', ClientSearchQuery, ClientResult),
  identityCommand('put', '/v2/roles/{roleId}/groups/{groupId}', 'assignRoleToGroup', 'Assign a role to a group'),
  identityCommand('delete', '/v2/roles/{roleId}/groups/{groupId}', 'unassignRoleFromGroup', 'Unassign a role from a group'),
  search('/v2/roles/{roleId}/groups/search', 'searchGroupsForRole', 'Search role groups', GroupIdSearchQuery, GroupIdResult),
  identityCommand('put', '/v2/roles/{roleId}/mapping-rules/{mappingRuleId}', 'assignRoleToMappingRule', 'Assign a role to a mapping rule'),
  identityCommand('delete', '/v2/roles/{roleId}/mapping-rules/{mappingRuleId}', 'unassignRoleFromMappingRule', 'Unassign a role from a mapping rule'),
  search('/v2/roles/{roleId}/mapping-rules/search', 'searchMappingRulesForRole', 'Search role mapping rules', MappingRuleSearchQuery, MappingRuleResult),
  created('/v2/tenants', 'createTenant', 'Create tenant', TenantCreateRequest, TenantResult),
  updated('/v2/tenants/{tenantId}', 'updateTenant', 'Update tenant', EntityUpdateRequest, TenantResult),
  identityCommand('delete', '/v2/tenants/{tenantId}', 'deleteTenant', 'Delete tenant'),
  identityCommand('put', '/v2/tenants/{tenantId}/users/{username}', 'assignUserToTenant', 'Assign a user to a tenant'),
  identityCommand('delete', '/v2/tenants/{tenantId}/users/{username}', 'unassignUserFromTenant', 'Unassign a user from a tenant'),
  identityCommand('put', '/v2/tenants/{tenantId}/clients/{clientId}', 'assignClientToTenant', 'Assign a client to a tenant'),
  identityCommand('delete', '/v2/tenants/{tenantId}/clients/{clientId}', 'unassignClientFromTenant', 'Unassign a client from a tenant'),
  search('/v2/tenants/{tenantId}/clients/search', 'searchClientsForTenant', 'Search tenant clients', ClientSearchQuery, ClientResult),
  identityCommand('put', '/v2/tenants/{tenantId}/groups/{groupId}', 'assignGroupToTenant', 'Assign a group to a tenant'),
  identityCommand('delete', '/v2/tenants/{tenantId}/groups/{groupId}', 'unassignGroupFromTenant', 'Unassign a group from a tenant'),
  search('/v2/tenants/{tenantId}/groups/search', 'searchGroupIdsForTenant', 'Search tenant groups', GroupIdSearchQuery, GroupIdResult),
  identityCommand('put', '/v2/tenants/{tenantId}/roles/{roleId}', 'assignRoleToTenant', 'Assign a role to a tenant'),
  identityCommand('delete', '/v2/tenants/{tenantId}/roles/{roleId}', 'unassignRoleFromTenant', 'Unassign a role from a tenant'),
  search('/v2/tenants/{tenantId}/roles/search', 'searchRolesForTenant', 'Search tenant roles', RoleSearchQuery, RoleResult),
  identityCommand('put', '/v2/tenants/{tenantId}/mapping-rules/{mappingRuleId}', 'assignMappingRuleToTenant', 'Assign a mapping rule to a tenant'),
  identityCommand('delete', '/v2/tenants/{tenantId}/mapping-rules/{mappingRuleId}', 'unassignMappingRuleFromTenant', 'Unassign a mapping rule from a tenant'),
  search(
    '/v2/tenants/{tenantId}/mapping-rules/search',
    'searchMappingRulesForTenant',
    'Search tenant mapping rules',
    MappingRuleSearchQuery,
    MappingRuleResult,
  ),
  created('/v2/mapping-rules', 'createMappingRule', 'Create mapping rule', MappingRuleCreateRequest, MappingRuleResult),
  updated('/v2/mapping-rules/{mappingRuleId}', 'updateMappingRule', 'Update mapping rule', MappingRuleUpdateRequest, MappingRuleResult),
  identityCommand('delete', '/v2/mapping-rules/{mappingRuleId}', 'deleteMappingRule', 'Delete mapping rule'),
  get('/v2/mapping-rules/{mappingRuleId}', 'getMappingRule', 'Get mapping rule', MappingRuleResult),
  search('/v2/mapping-rules/search', 'searchMappingRule', 'Search mapping rules', MappingRuleSearchQuery, MappingRuleResult),
  created('/v2/authorizations', 'createAuthorization', 'Create authorization', AuthorizationRequest, AuthorizationCreateResult),
  command('put', '/v2/authorizations/{authorizationKey}', 'updateAuthorization', 'Update authorization', AuthorizationRequest, true, IDENTITY_ERRORS),
  identityCommand('delete', '/v2/authorizations/{authorizationKey}', 'deleteAuthorization', 'Delete authorization'),
  get('/v2/authorizations/{authorizationKey}', 'getAuthorization', 'Get authorization', AuthorizationResult),
  {
    ...created(
      '/v2/global-task-listeners',
      'createGlobalTaskListener',
      'Create a global task listener',
      CreateGlobalTaskListenerRequest,
      GlobalTaskListenerResult,
    ),
    query: GlobalTaskListenerTenantQuery,
  },
  {
    ...search(
      '/v2/global-task-listeners/search',
      'searchGlobalTaskListeners',
      'Search global task listeners',
      GlobalTaskListenerSearchQuery,
      GlobalTaskListenerResult,
    ),
    query: GlobalTaskListenerTenantQuery,
  },
  {
    ...get('/v2/global-task-listeners/{id}', 'getGlobalTaskListener', 'Get a global task listener', GlobalTaskListenerResult),
    query: GlobalTaskListenerTenantQuery,
  },
  {
    ...updated(
      '/v2/global-task-listeners/{id}',
      'updateGlobalTaskListener',
      'Update a global task listener',
      UpdateGlobalTaskListenerRequest,
      GlobalTaskListenerResult,
    ),
    query: GlobalTaskListenerTenantQuery,
  },
  {
    ...identityCommand('delete', '/v2/global-task-listeners/{id}', 'deleteGlobalTaskListener', 'Delete a global task listener'),
    query: GlobalTaskListenerTenantQuery,
  },
  post(
    '/v2/cluster-variables/global',
    'createGlobalClusterVariable',
    'Create a global cluster variable',
    CreateClusterVariableRequest,
    ClusterVariableResult,
    IDENTITY_ERRORS,
  ),
  get('/v2/cluster-variables/global/{name}', 'getGlobalClusterVariable', 'Get a global cluster variable', ClusterVariableResult),
  updated(
    '/v2/cluster-variables/global/{name}',
    'updateGlobalClusterVariable',
    'Update a global cluster variable',
    UpdateClusterVariableRequest,
    ClusterVariableResult,
  ),
  identityCommand('delete', '/v2/cluster-variables/global/{name}', 'deleteGlobalClusterVariable', 'Delete a global cluster variable'),
  post(
    '/v2/cluster-variables/tenants/{tenantId}',
    'createTenantClusterVariable',
    "Create a tenant's cluster variable",
    CreateClusterVariableRequest,
    ClusterVariableResult,
    IDENTITY_ERRORS,
  ),
  get('/v2/cluster-variables/tenants/{tenantId}/{name}', 'getTenantClusterVariable', "Get a tenant's cluster variable", ClusterVariableResult),
  updated(
    '/v2/cluster-variables/tenants/{tenantId}/{name}',
    'updateTenantClusterVariable',
    "Update a tenant's cluster variable",
    UpdateClusterVariableRequest,
    ClusterVariableResult,
  ),
  identityCommand('delete', '/v2/cluster-variables/tenants/{tenantId}/{name}', 'deleteTenantClusterVariable', "Delete a tenant's cluster variable"),
  withTruncateValues(
    search('/v2/cluster-variables/search', 'searchClusterVariables', 'Search cluster variables', ClusterVariableSearchQuery, ClusterVariableSearchResult),
  ),
  {
    method: 'post',
    path: '/v2/documents',
    operationId: 'createDocument',
    summary: 'Upload a document',
    tag: CAMUNDA_TAG,
    query: DocumentCreationQuery,
    body: { schema: DocumentCreationForm, required: true, contentType: 'multipart/form-data' },
    success: { status: 201, description: 'The document was stored; its reference.', schema: DocumentReference },
    errors: [400, 401, 403, 409, 413, 415, 500],
    errorDescriptions: { 409: 'A document with the given documentId exists.', 413: 'The file is larger than DOCUMENT_MAX_BYTES.' },
  },
  {
    method: 'post',
    path: '/v2/documents/batch',
    operationId: 'createDocuments',
    summary: 'Upload several documents',
    tag: CAMUNDA_TAG,
    query: DocumentStoreQuery,
    body: { schema: DocumentBatchCreationForm, required: true, contentType: 'multipart/form-data' },
    success: { status: 201, description: 'Every document was stored.', schema: DocumentCreationBatchResponse },
    extra: { '207': 'Some documents were stored, others not (each failure in failedDocuments).' },
    errors: [400, 401, 403, 413, 415, 500],
    errorDescriptions: { 413: 'The files together are larger than DOCUMENT_MAX_BYTES.' },
  },
  {
    ...get('/v2/documents/{documentId}', 'getDocument', 'Download a document', Type.String({ format: 'binary' })),
    query: DocumentContentQuery,
    success: {
      status: 200,
      description: 'The content, with the content type it was uploaded with, as an attachment.',
      schema: Type.String({ format: 'binary' }),
      contentType: 'application/octet-stream',
    },
    errorDescriptions: { 404: 'No document has that id (or it expired), or its content has another hash than contentHash.' },
  },
  {
    ...command('delete', '/v2/documents/{documentId}', 'deleteDocument', 'Delete a document', undefined, false, [400, 401, 403, 404, 500]),
    query: DocumentStoreQuery,
  },
  {
    ...created('/v2/documents/{documentId}/links', 'createDocumentLink', 'Create a time-limited link to a document', DocumentLinkRequest, DocumentLink),
    query: DocumentContentQuery,
    body: { schema: DocumentLinkRequest, required: false },
    errors: [400, 401, 403, 404, 500],
    success: {
      status: 201,
      description: "A link under the engine's own origin that downloads the document without a token until it expires.",
      schema: DocumentLink,
    },
  },
  {
    ...get(
      '/baton/v1/document-links/{documentLinkToken}',
      'getDocumentLinkContent',
      "Download a document through a link's token",
      Type.String({ format: 'binary' }),
    ),
    tag: BATON_TAG,
    success: {
      status: 200,
      description: 'The content of the linked document, as an attachment.',
      schema: Type.String({ format: 'binary' }),
      contentType: 'application/octet-stream',
    },
    errors: [400, 404, 500],
    errorDescriptions: { 404: 'No link has that token, or the link or its document expired, or the document was deleted.' },
  },
  search('/v2/authorizations/search', 'searchAuthorizations', 'Search authorizations', AuthorizationSearchQuery, AuthorizationResult),
  search('/v2/audit-logs/search', 'searchAuditLogs', 'Search audit logs', AuditLogSearchQuery, AuditLogResult),
  get('/v2/audit-logs/{auditLogKey}', 'getAuditLog', 'Get audit log', AuditLogResult),
  get('/v2/system/configuration', 'getSystemConfiguration', "The engine's configuration as Camunda's tools read it (job metrics)", SystemConfigurationResponse),
  {
    ...get('/v2/system/usage-metrics', 'getUsageMetrics', 'Root process instances, decision instances and assignees of a period', UsageMetricsResponse),
    query: UsageMetricsQuery,
    errors: ERRORS.search,
  },
  search(
    '/v2/user-tasks/{userTaskKey}/audit-logs/search',
    'searchUserTaskAuditLogs',
    'Search the audit log of a user task',
    UserTaskAuditLogSearchQuery,
    AuditLogResult,
  ),
  search('/v2/user-tasks/search', 'searchUserTasks', 'Search user tasks', UserTaskSearchQuery, UserTaskResult),
  {
    ...get('/v2/user-tasks/{userTaskKey}', 'getUserTask', 'Get user task', UserTaskResult),
    success: { status: 200, description: 'OK', schema: UserTaskResult, etag: true },
  },
  userTaskCommand('patch', '', 'updateUserTask', 'Update user task', UserTaskUpdateRequest),
  userTaskCommand('post', '/assignment', 'assignUserTask', 'Assign user task', UserTaskAssignmentRequest, true),
  userTaskCommand('delete', '/assignee', 'unassignUserTask', 'Unassign user task'),
  userTaskCommand('post', '/completion', 'completeUserTask', 'Complete user task', UserTaskCompletionRequest),
  {
    ...get('/v2/user-tasks/{userTaskKey}/form', 'getUserTaskForm', 'Get user task form', FormResult),
    extra: { '204': 'The user task links no Camunda form.' },
  },
  {
    ...withTruncateValues(
      search(
        '/v2/user-tasks/{userTaskKey}/variables/search',
        'searchUserTaskVariables',
        'Search user task variables',
        UserTaskVariableSearchQuery,
        VariableSearchResult,
      ),
    ),
    errors: [400, 500],
  },
  {
    ...withTruncateValues(
      search(
        '/v2/user-tasks/{userTaskKey}/effective-variables/search',
        'searchUserTaskEffectiveVariables',
        'Search user task effective variables',
        UserTaskEffectiveVariableSearchQuery,
        VariableSearchResult,
      ),
    ),
    errors: [400, 500],
  },
  post('/v2/messages/publication', 'publishMessage', 'Publish message', MessagePublicationRequest, MessagePublicationResult, [400, 409, 500, 503]),
  {
    ...post(
      '/v2/messages/correlation',
      'correlateMessage',
      'Correlate message',
      MessageCorrelationRequest,
      MessageCorrelationResult,
      [400, 403, 404, 500, 503],
    ),
    errorDescriptions: { 404: 'No subscription or message start event takes the message.' },
  },
  search(
    '/v2/message-subscriptions/search',
    'searchMessageSubscriptions',
    'Search message subscriptions',
    MessageSubscriptionSearchQuery,
    MessageSubscriptionResult,
  ),
  search(
    '/v2/correlated-message-subscriptions/search',
    'searchCorrelatedMessageSubscriptions',
    'Search correlated message subscriptions',
    CorrelatedMessageSubscriptionSearchQuery,
    CorrelatedMessageSubscriptionResult,
  ),
  post('/v2/signals/broadcast', 'broadcastSignal', 'Broadcast signal', SignalBroadcastRequest, SignalBroadcastResult, [400, 404, 500, 503]),
  post(
    '/v2/conditionals/evaluation',
    'evaluateConditionals',
    'Evaluate root level conditional start events',
    ConditionalEvaluationInstruction,
    EvaluateConditionalResult,
    [400, 403, 404, 500, 503],
  ),
  post('/v2/expression/evaluation', 'evaluateExpression', 'Evaluate an expression', ExpressionEvaluationRequest, ExpressionEvaluationResult, [400, 500]),
  { ...command('put', '/v2/clock', 'pinClock', 'Pin the engine clock', ClockPinRequest, true, [400, 403, 500, 503]), errorDescriptions: CLOCK_FORBIDDEN },
  {
    ...command('post', '/v2/clock/reset', 'resetClock', 'Reset the engine clock to the system time', undefined, false, [403, 500, 503]),
    errorDescriptions: CLOCK_FORBIDDEN,
  },
  {
    ...get(
      '/baton/v1/process-instances/{processInstanceKey}/history',
      'getProcessInstanceHistory',
      'Get the event history of a process instance',
      ProcessInstanceHistoryResponse,
    ),
    tag: BATON_TAG,
    errors: [400, 404, 500],
  },
  {
    ...get(
      '/baton/v1/operations/overview',
      'getOperationsOverview',
      'The numbers an operator opens with: instances, incidents, stuck work, timers',
      OperationsOverview,
    ),
    tag: BATON_TAG,
    errors: [500],
  },
  {
    ...post(
      '/baton/v1/deployments/validation',
      'validateDeployment',
      'Check resources as a deployment would, without deploying them',
      DeploymentValidationRequest,
      DeploymentValidationResult,
      [400, 500],
    ),
    tag: BATON_TAG,
    success: {
      status: 200,
      description: 'What the deployment would refuse, per element (an empty list: it would deploy).',
      schema: DeploymentValidationResult,
    },
  },
  {
    ...post(
      '/baton/v1/decision-services/evaluation',
      'evaluateDecisionService',
      'Evaluate a decision service of a deployed decision requirements graph',
      DecisionServiceEvaluationRequest,
      DecisionServiceEvaluationResult,
      // 404: no such graph (of the caller's tenants), or no such service in it.
      [400, 404, 500, 503],
    ),
    tag: BATON_TAG,
  },
  { ...get('/baton/v1/models', 'listModels', 'List the models of the library, each at its latest revision', ModelList), tag: BATON_TAG, query: ModelListQuery },
  { ...post('/baton/v1/models', 'createModel', 'Save a new model in the library', ModelCreationRequest, ModelRevisionResult, [400, 403, 500]), tag: BATON_TAG },
  {
    ...get('/baton/v1/models/{modelKey}', 'getModel', 'Get a revision of a model, by default the latest', ModelRevisionResult),
    tag: BATON_TAG,
    query: ModelRevisionQuery,
  },
  { ...get('/baton/v1/models/{modelKey}/revisions', 'listModelRevisions', 'List every saved revision of a model, newest first', ModelList), tag: BATON_TAG },
  {
    ...post(
      '/baton/v1/models/{modelKey}/revisions',
      'saveModelRevision',
      'Save a new revision of a model',
      ModelRevisionRequest,
      ModelRevisionResult,
      [400, 404, 409, 500],
    ),
    tag: BATON_TAG,
    errorDescriptions: { 409: 'Another revision was saved since `basedOnRevision`.' },
  },
  // The tasklist's saved filters: each user reads, saves and deletes their own only.
  {
    ...get('/baton/v1/task-filters', 'listSavedTaskFilters', "List the caller's saved task filters, by name", SavedTaskFilterList),
    tag: BATON_TAG,
    errors: [401, 403, 500],
  },
  {
    ...post(
      '/baton/v1/task-filters',
      'saveTaskFilter',
      'Save a task filter under a name (replacing the one of that name)',
      SavedTaskFilterRequest,
      SavedTaskFilterResult,
      [400, 401, 403, 500],
    ),
    tag: BATON_TAG,
  },
  {
    ...command(
      'delete',
      '/baton/v1/task-filters/{savedTaskFilterKey}',
      'deleteSavedTaskFilter',
      "Delete one of the caller's saved task filters",
      undefined,
      false,
      [400, 401, 403, 404, 500],
    ),
    tag: BATON_TAG,
    errorDescriptions: { 404: "No saved filter of the caller's has that key (another user's filter is not found either)." },
  },
  {
    ...post('/baton/v1/conversions', 'createConversion', 'Convert a Camunda 7 model to the Zeebe dialect', ConversionRequest, ConversionResult, [400, 500]),
    tag: BATON_TAG,
    success: {
      status: 200,
      description:
        'The converted model and a note per element on what was changed and what needs a person; a model that is not Camunda 7 comes back unchanged.',
      schema: ConversionResult,
    },
    errorDescriptions: { 400: 'The request has no xml, or the XML is not a readable BPMN 2.0 model (the detail names the problem).' },
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'getMetrics',
    summary: "The engine process's metrics in Prometheus' text format",
    tag: BATON_TAG,
    success: {
      status: 200,
      description: 'Commands by kind with their latency, jobs, timer lag, buffered messages, open incidents, the database pool, long polls, the process.',
      schema: Type.String(),
      contentType: 'text/plain; version=0.0.4; charset=utf-8',
    },
    errors: [500],
  },
  {
    method: 'get',
    path: '/baton/v1/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI document',
    tag: BATON_TAG,
    success: { status: 200, description: 'The OpenAPI 3.1 document of this API.', schema: Type.Object({}, { additionalProperties: true }) },
    errors: [500],
  },
] as const satisfies readonly ApiRoute[];

/** Each entry's literal types, from which handlers type their requests (route-request.ts). */
export type RouteTable = typeof ROUTE_TABLE;

export const API_ROUTES: readonly ApiRoute[] = ROUTE_TABLE;
