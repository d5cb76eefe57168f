export * from './common.js';
export * from './search.js';
export * from './problem-detail.js';
export * from './cluster.js';
export * from './deployments.js';
export * from './process-definitions.js';
export * from './decisions.js';
export * from './process-instances.js';
export * from './jobs.js';
export * from './element-instances.js';
export * from './variables.js';
export * from './incidents.js';
export * from './history.js';
export * from './user-tasks.js';
export * from './messages.js';
export * from './signals.js';
export * from './conditionals.js';
export * from './expressions.js';
export * from './correlated-message-subscriptions.js';
export * from './audit-logs.js';
export * from './conversions.js';
export * as Schemas from './schema/index.js';
export {
  GLOBAL_TASK_LISTENER_EVENT_TYPES,
  type CreateGlobalTaskListenerRequest,
  type GlobalTaskListenerResult,
  type GlobalTaskListenerSearchQuery,
  type UpdateGlobalTaskListenerRequest,
} from './schema/global-task-listener-schemas.js';
export * from './routes/api-route.js';
export * from './routes/route-table.js';
export * from './routes/route-request.js';
export * from './routes/route-access.js';
export * from './routes/openapi-document.js';
export * from './routes/request-validator.js';
export type { ClockPinRequest } from './schema/message-requests.js';
export type {
  AdHocSubProcessActivateActivitiesInstruction,
  OperationReferenceRequest,
  ProcessInstanceCreationRequest,
  ProcessInstanceFilterBatchRequest,
  ProcessInstanceMigrationBatchRequest,
  ProcessInstanceMigrationRequest,
  ProcessInstanceModificationBatchRequest,
  ProcessInstanceModificationRequest,
  SetVariableRequest,
} from './schema/process-instance-requests.js';
export type {
  BatchOperationCreatedResult,
  BatchOperationItemResult,
  BatchOperationResult,
  MigrationPlanReport,
  MigrationViolationResult,
} from './schema/migration-responses.js';
export { BATCH_OPERATION_STATES } from './schema/migration-responses.js';
export type { DeleteResourceRequest, DeleteResourceResult, ResourceResult } from './schema/resource-deletion.js';
export { isLongKey } from './schema/primitives.js';
export type {
  DeploymentValidationProblem,
  DeploymentValidationRequest,
  DeploymentValidationResult,
  ModelCreationRequest,
  ModelForm,
  ModelList,
  ModelListQuery,
  ModelRevisionQuery,
  ModelRevisionRequest,
  ModelRevisionResult,
  ModelSummary,
} from './schema/model-library.js';
export type { DecisionServiceEvaluationRequest, DecisionServiceEvaluationResult } from './schema/decision-services.js';
export type { SavedTaskFilterList, SavedTaskFilterRequest, SavedTaskFilterResult } from './schema/saved-task-filters.js';
export type {
  ProcessDefinitionInstanceStatisticsQuery,
  ProcessDefinitionInstanceStatisticsResult,
  ProcessDefinitionInstanceVersionStatisticsQuery,
  ProcessDefinitionInstanceVersionStatisticsResult,
  IncidentStatisticsByErrorQuery,
  IncidentStatisticsByErrorResult,
  IncidentStatisticsByDefinitionQuery,
  IncidentStatisticsByDefinitionResult,
  MessageSubscriptionStatisticsQuery,
  MessageSubscriptionStatisticsResult,
} from './schema/statistics-schemas.js';
export type {
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
  StatusMetric,
} from './schema/job-statistics-schemas.js';
export type { SystemConfigurationResponse, UsageMetricsItem, UsageMetricsQuery, UsageMetricsResponse } from './schema/system-schemas.js';
export type {
  ClusterVariableResult,
  ClusterVariableSearchResult,
  CreateClusterVariableRequest,
  UpdateClusterVariableRequest,
} from './schema/cluster-variable-schemas.js';
export { CLUSTER_VARIABLE_SCOPES } from './schema/cluster-variable-schemas.js';
export type {
  DocumentCreationBatchResponse,
  DocumentCreationFailureDetail,
  DocumentLink,
  DocumentLinkRequest,
  DocumentMetadata,
  DocumentReference,
} from './schema/document-schemas.js';
export {
  DEFAULT_DOCUMENT_LINK_TTL_MS,
  DOCUMENT_REFERENCE_TYPE,
  DOCUMENT_STORE_ID,
  DocumentMetadata as DocumentMetadataSchema,
  UPLOAD_FOR_USER_TASK_HEADER,
} from './schema/document-schemas.js';
