import { AUDIT_LOG_ROUTES } from './audit/audit-log.routes.js';
import { AUTHENTICATION_ROUTES } from './auth/authentication.routes.js';
import { REALM_IDENTITY_ROUTES, REALM_IDENTITY_WRITE_ROUTES } from './identity/realm-identity.routes.js';
import { BATCH_OPERATION_ROUTES } from './batch-operations/batch-operation.routes.js';
import { CLOCK_ROUTES } from './clock/clock.routes.js';
import { CLUSTER_ROUTES } from './cluster/cluster.routes.js';
import { LICENSE_ROUTES } from './cluster/license.routes.js';
import { CONVERSION_ROUTES } from './conversions/conversion.routes.js';
import { DECISION_DEFINITION_ROUTES, DECISION_INSTANCE_ROUTES, DECISION_REQUIREMENTS_ROUTES, DECISION_SERVICE_ROUTES } from './decisions/decision.routes.js';
import { DEPLOYMENT_VALIDATION_ROUTES } from './deployment/deployment-validation.routes.js';
import { DEPLOYMENT_ROUTES } from './deployment/deployment.routes.js';
import { DOCUMENT_ROUTES } from './documents/documents.routes.js';
import { PROCESS_DEFINITION_ROUTES } from './deployment/process-definition.routes.js';
import { EXPRESSION_EVALUATION_ROUTES } from './expressions/expression-evaluation.routes.js';
import { HISTORY_ROUTES, SEQUENCE_FLOW_ROUTES } from './history/history.routes.js';
import type { RouteHandlers } from './http/contract-routes.js';
import { INCIDENT_ROUTES, PROCESS_INSTANCE_INCIDENT_ROUTES } from './incidents/incident.routes.js';
import { JOB_ROUTES } from './jobs/job.routes.js';
import { MESSAGE_SUBSCRIPTION_ROUTES, CORRELATED_MESSAGE_SUBSCRIPTION_ROUTES } from './messages/message-subscription.routes.js';
import { MESSAGE_ROUTES } from './messages/message.routes.js';
import { METRICS_ROUTES } from './metrics/metrics.routes.js';
import { MIGRATION_ROUTES, MODIFICATION_ROUTES } from './migration/migration.routes.js';
import { MODEL_LIBRARY_ROUTES } from './models/model-library.routes.js';
import { OPENAPI_ROUTES } from './openapi/openapi.routes.js';
import { OPERATIONS_OVERVIEW_ROUTES } from './operations/operations-overview.routes.js';
import { ELEMENT_STATISTICS_ROUTES } from './process-instances/element-statistics.routes.js';
import { PROCESS_INSTANCE_BATCH_ROUTES } from './process-instances/process-instance-batches.routes.js';
import { PROCESS_INSTANCE_ROUTES } from './process-instances/process-instance.routes.js';
import { ELEMENT_INSTANCE_ROUTES, VARIABLE_ROUTES } from './query/query.routes.js';
import { RESOURCE_DELETION_ROUTES } from './resources/resource-deletion.routes.js';
import { RESOURCE_ROUTES } from './resources/resource.routes.js';
import { SIGNAL_ROUTES } from './signals/signal.routes.js';
import { SYSTEM_ROUTES } from './system/system.routes.js';
import { CLUSTER_VARIABLE_ROUTES } from './cluster-variables/cluster-variables.routes.js';
import {
  INCIDENT_STATISTICS_ROUTES,
  INSTANCE_STATISTICS_ROUTES,
  JOB_STATISTICS_ROUTES,
  MESSAGE_SUBSCRIPTION_STATISTICS_ROUTES,
} from './statistics/statistics.routes.js';
import { SAVED_TASK_FILTER_ROUTES } from './task-filters/saved-task-filter.routes.js';
import { CONDITIONAL_ROUTES } from './conditionals/conditional.routes.js';
import { USER_TASK_ROUTES } from './user-tasks/user-task.routes.js';
import { GLOBAL_TASK_LISTENER_ROUTES } from './global-task-listeners/global-task-listener.routes.js';

/** The handlers of the route table's operations, by controller; the engine registers them (http/contract-routes.ts). */
export const API_ROUTE_HANDLERS: readonly RouteHandlers[] = [
  AUDIT_LOG_ROUTES,
  AUTHENTICATION_ROUTES,
  REALM_IDENTITY_ROUTES,
  REALM_IDENTITY_WRITE_ROUTES,
  BATCH_OPERATION_ROUTES,
  CLOCK_ROUTES,
  CLUSTER_ROUTES,
  LICENSE_ROUTES,
  CONVERSION_ROUTES,
  DEPLOYMENT_VALIDATION_ROUTES,
  DEPLOYMENT_ROUTES,
  PROCESS_DEFINITION_ROUTES,
  DECISION_DEFINITION_ROUTES,
  DECISION_REQUIREMENTS_ROUTES,
  DECISION_INSTANCE_ROUTES,
  DECISION_SERVICE_ROUTES,
  EXPRESSION_EVALUATION_ROUTES,
  HISTORY_ROUTES,
  SEQUENCE_FLOW_ROUTES,
  INCIDENT_ROUTES,
  INCIDENT_STATISTICS_ROUTES,
  INSTANCE_STATISTICS_ROUTES,
  MESSAGE_SUBSCRIPTION_STATISTICS_ROUTES,
  JOB_STATISTICS_ROUTES,
  SYSTEM_ROUTES,
  CLUSTER_VARIABLE_ROUTES,
  PROCESS_INSTANCE_INCIDENT_ROUTES,
  JOB_ROUTES,
  MESSAGE_SUBSCRIPTION_ROUTES,
  CORRELATED_MESSAGE_SUBSCRIPTION_ROUTES,
  MESSAGE_ROUTES,
  METRICS_ROUTES,
  MIGRATION_ROUTES,
  MODIFICATION_ROUTES,
  MODEL_LIBRARY_ROUTES,
  SAVED_TASK_FILTER_ROUTES,
  OPENAPI_ROUTES,
  OPERATIONS_OVERVIEW_ROUTES,
  ELEMENT_STATISTICS_ROUTES,
  PROCESS_INSTANCE_ROUTES,
  PROCESS_INSTANCE_BATCH_ROUTES,
  ELEMENT_INSTANCE_ROUTES,
  VARIABLE_ROUTES,
  RESOURCE_DELETION_ROUTES,
  RESOURCE_ROUTES,
  SIGNAL_ROUTES,
  CONDITIONAL_ROUTES,
  USER_TASK_ROUTES,
  GLOBAL_TASK_LISTENER_ROUTES,
  DOCUMENT_ROUTES,
];
