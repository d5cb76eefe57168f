/**
 * Who may call each route, in one place beside the route table: the engine's access guard enforces it and the
 * generated 401/403 specs read it. Roles are Baton's (a token's realm roles); `admin` may call every route.
 */
export const ROLES = ['analyst', 'developer', 'reviewer', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** `public`: no token needed; `authenticated`: any valid token; a role list: a token with one of them (or admin). */
export type RouteAllow = 'public' | 'authenticated' | readonly Role[];

export interface RouteAccess {
  allow: RouteAllow;
  /**
   * The body field naming the tenant(s) a create or activate request acts in (absent → `<default>`): each must be
   * one of the caller's tenants, else 403.
   */
  bodyTenant?: 'tenantId' | 'tenantIds';
}

const DEPLOYERS: readonly Role[] = ['analyst', 'developer'];
const DEVELOPER: readonly Role[] = ['developer'];
/** The model library and the dry-run deploy: the people who draw and deploy models. */
const MODELERS: readonly Role[] = ['analyst', 'developer'];
const OPERATOR: readonly Role[] = ['operator'];
const REVIEWER: readonly Role[] = ['reviewer'];
/** Instances, their elements, variables, jobs and incidents: what developers debug and operators run. */
const RUNTIME_READERS: readonly Role[] = ['developer', 'operator'];
/** Definitions are read by everyone who works with them (a reviewer's tasklist shows the diagram). */
const DEFINITION_READERS: readonly Role[] = ['analyst', 'developer', 'reviewer', 'operator'];
/** Documents: the tasklist's reviewers, the workers' developers and operators. */
const DOCUMENT_USERS: readonly Role[] = ['developer', 'reviewer', 'operator'];
/** No role but admin (which may call every route). */
const ADMIN_ONLY: readonly Role[] = [];

/** operationId → access. A route missing here fails at start-up ({@link routeAccess}) and in the route-access spec. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  createDeployment: { allow: DEPLOYERS, bodyTenant: 'tenantId' },
  getProcessDefinition: { allow: DEFINITION_READERS },
  getProcessDefinitionXml: { allow: DEFINITION_READERS },
  searchProcessDefinitions: { allow: DEFINITION_READERS },
  getStartProcessForm: { allow: DEFINITION_READERS },
  getDecisionDefinition: { allow: DEFINITION_READERS },
  getDecisionDefinitionXml: { allow: DEFINITION_READERS },
  searchDecisionDefinitions: { allow: DEFINITION_READERS },
  getDecisionRequirements: { allow: DEFINITION_READERS },
  getDecisionRequirementsXml: { allow: DEFINITION_READERS },
  searchDecisionRequirements: { allow: DEFINITION_READERS },
  // Camunda's DECISION_DEFINITION:CREATE_DECISION_INSTANCE: who writes decisions tries them (the modeler's test panel),
  // as developers run them from their code.
  evaluateDecision: { allow: DEPLOYERS, bodyTenant: 'tenantId' },
  // Baton's: a decision service evaluated as the decisions are, by the same people.
  evaluateDecisionService: { allow: DEPLOYERS, bodyTenant: 'tenantId' },
  // Decision instances are runtime data, read as process instances are.
  searchDecisionInstances: { allow: RUNTIME_READERS },
  getDecisionInstance: { allow: RUNTIME_READERS },
  // Deleting their history is an operator's action, as the deletion of finished process instances is.
  deleteDecisionInstance: { allow: OPERATOR },
  deleteDecisionInstancesBatchOperation: { allow: OPERATOR },
  // A reviewer starts only processes with a start form (checked by the engine): what the tasklist offers them.
  createProcessInstance: { allow: ['developer', 'reviewer'], bodyTenant: 'tenantId' },
  getProcessInstance: { allow: RUNTIME_READERS },
  getProcessInstanceCallHierarchy: { allow: RUNTIME_READERS },
  getProcessInstanceSequenceFlows: { allow: RUNTIME_READERS },
  searchProcessInstances: { allow: RUNTIME_READERS },
  // Operate's dashboard: counts over runtime data, read as the instances and incidents they count are.
  getProcessDefinitionInstanceStatistics: { allow: RUNTIME_READERS },
  getProcessDefinitionInstanceVersionStatistics: { allow: RUNTIME_READERS },
  getProcessDefinitionMessageSubscriptionStatistics: { allow: RUNTIME_READERS },
  getProcessInstanceStatisticsByError: { allow: RUNTIME_READERS },
  getProcessInstanceStatisticsByDefinition: { allow: RUNTIME_READERS },
  // Operate's job dashboards: counts over the jobs, read as the job search reads them.
  getGlobalJobStatistics: { allow: RUNTIME_READERS },
  getJobTypeStatistics: { allow: RUNTIME_READERS },
  getJobWorkerStatistics: { allow: RUNTIME_READERS },
  getJobTimeSeriesStatistics: { allow: RUNTIME_READERS },
  getJobErrorStatistics: { allow: RUNTIME_READERS },
  cancelProcessInstance: { allow: OPERATOR },
  suspendProcessInstance: { allow: OPERATOR },
  resumeProcessInstance: { allow: OPERATOR },
  migrateProcessInstance: { allow: OPERATOR },
  migrateProcessInstancesBatchOperation: { allow: OPERATOR },
  modifyProcessInstancesBatchOperation: { allow: OPERATOR },
  cancelProcessInstancesBatchOperation: { allow: OPERATOR },
  suspendProcessInstancesBatchOperation: { allow: OPERATOR },
  resumeProcessInstancesBatchOperation: { allow: OPERATOR },
  resolveIncidentsBatchOperation: { allow: OPERATOR },
  resolveProcessInstanceIncidents: { allow: OPERATOR },
  deleteProcessInstancesBatchOperation: { allow: OPERATOR },
  deleteProcessInstance: { allow: OPERATOR },
  modifyProcessInstance: { allow: OPERATOR },
  createElementInstanceVariables: { allow: OPERATOR },
  // Camunda asks for UPDATE_PROCESS_INSTANCE; operators do, and so do the workers (developers) that drive ad-hoc sub-processes.
  activateAdHocSubProcessActivities: { allow: RUNTIME_READERS },
  // Developers delete what they deployed; operators clean up versions nobody runs any more.
  deleteResource: { allow: ['developer', 'operator'] },
  // A deployed resource is read as the definitions are.
  getResource: { allow: DEFINITION_READERS },
  getResourceContent: { allow: DEFINITION_READERS },
  getBatchOperation: { allow: OPERATOR },
  searchBatchOperations: { allow: OPERATOR },
  searchBatchOperationItems: { allow: OPERATOR },
  suspendBatchOperation: { allow: OPERATOR },
  resumeBatchOperation: { allow: OPERATOR },
  cancelBatchOperation: { allow: OPERATOR },
  activateJobs: { allow: DEVELOPER, bodyTenant: 'tenantIds' },
  completeJob: { allow: DEVELOPER },
  failJob: { allow: DEVELOPER },
  throwJobError: { allow: DEVELOPER },
  updateJob: { allow: RUNTIME_READERS },
  searchJobs: { allow: RUNTIME_READERS },
  searchElementInstances: { allow: RUNTIME_READERS },
  getElementInstance: { allow: RUNTIME_READERS },
  searchVariables: { allow: RUNTIME_READERS },
  getVariable: { allow: RUNTIME_READERS },
  searchIncidents: { allow: RUNTIME_READERS },
  searchProcessInstanceIncidents: { allow: RUNTIME_READERS },
  searchElementInstanceIncidents: { allow: RUNTIME_READERS },
  getProcessInstanceStatistics: { allow: RUNTIME_READERS },
  getProcessDefinitionStatistics: { allow: RUNTIME_READERS },
  getProcessDefinitionElementDurations: { allow: RUNTIME_READERS },
  getIncident: { allow: RUNTIME_READERS },
  resolveIncident: { allow: OPERATOR },
  getTopology: { allow: 'authenticated' },
  getStatus: { allow: 'public' },
  getLicense: { allow: 'public' },
  getAuthentication: { allow: 'authenticated' },
  // The realm's users, groups, roles and tenants: who may do what is for administrators, as Camunda's authorizations keep it.
  searchUsers: { allow: ADMIN_ONLY },
  getUser: { allow: ADMIN_ONLY },
  searchGroups: { allow: ADMIN_ONLY },
  getGroup: { allow: ADMIN_ONLY },
  searchUsersForGroup: { allow: ADMIN_ONLY },
  searchRoles: { allow: ADMIN_ONLY },
  getRole: { allow: ADMIN_ONLY },
  searchUsersForRole: { allow: ADMIN_ONLY },
  searchTenants: { allow: ADMIN_ONLY },
  getTenant: { allow: ADMIN_ONLY },
  searchUsersForTenant: { allow: ADMIN_ONLY },
  createUser: { allow: ADMIN_ONLY },
  updateUser: { allow: ADMIN_ONLY },
  deleteUser: { allow: ADMIN_ONLY },
  createGroup: { allow: ADMIN_ONLY },
  updateGroup: { allow: ADMIN_ONLY },
  deleteGroup: { allow: ADMIN_ONLY },
  assignUserToGroup: { allow: ADMIN_ONLY },
  unassignUserFromGroup: { allow: ADMIN_ONLY },
  assignClientToGroup: { allow: ADMIN_ONLY },
  unassignClientFromGroup: { allow: ADMIN_ONLY },
  searchClientsForGroup: { allow: ADMIN_ONLY },
  assignMappingRuleToGroup: { allow: ADMIN_ONLY },
  unassignMappingRuleFromGroup: { allow: ADMIN_ONLY },
  searchMappingRulesForGroup: { allow: ADMIN_ONLY },
  searchRolesForGroup: { allow: ADMIN_ONLY },
  createRole: { allow: ADMIN_ONLY },
  updateRole: { allow: ADMIN_ONLY },
  deleteRole: { allow: ADMIN_ONLY },
  assignRoleToUser: { allow: ADMIN_ONLY },
  unassignRoleFromUser: { allow: ADMIN_ONLY },
  assignRoleToClient: { allow: ADMIN_ONLY },
  unassignRoleFromClient: { allow: ADMIN_ONLY },
  searchClientsForRole: { allow: ADMIN_ONLY },
  assignRoleToGroup: { allow: ADMIN_ONLY },
  unassignRoleFromGroup: { allow: ADMIN_ONLY },
  searchGroupsForRole: { allow: ADMIN_ONLY },
  assignRoleToMappingRule: { allow: ADMIN_ONLY },
  unassignRoleFromMappingRule: { allow: ADMIN_ONLY },
  searchMappingRulesForRole: { allow: ADMIN_ONLY },
  createTenant: { allow: ADMIN_ONLY },
  createGlobalTaskListener: { allow: ADMIN_ONLY },
  searchGlobalTaskListeners: { allow: ADMIN_ONLY },
  getGlobalTaskListener: { allow: ADMIN_ONLY },
  updateGlobalTaskListener: { allow: ADMIN_ONLY },
  deleteGlobalTaskListener: { allow: ADMIN_ONLY },
  updateTenant: { allow: ADMIN_ONLY },
  deleteTenant: { allow: ADMIN_ONLY },
  assignUserToTenant: { allow: ADMIN_ONLY },
  unassignUserFromTenant: { allow: ADMIN_ONLY },
  assignClientToTenant: { allow: ADMIN_ONLY },
  unassignClientFromTenant: { allow: ADMIN_ONLY },
  searchClientsForTenant: { allow: ADMIN_ONLY },
  assignGroupToTenant: { allow: ADMIN_ONLY },
  unassignGroupFromTenant: { allow: ADMIN_ONLY },
  searchGroupIdsForTenant: { allow: ADMIN_ONLY },
  assignRoleToTenant: { allow: ADMIN_ONLY },
  unassignRoleFromTenant: { allow: ADMIN_ONLY },
  searchRolesForTenant: { allow: ADMIN_ONLY },
  assignMappingRuleToTenant: { allow: ADMIN_ONLY },
  unassignMappingRuleFromTenant: { allow: ADMIN_ONLY },
  searchMappingRulesForTenant: { allow: ADMIN_ONLY },
  createMappingRule: { allow: ADMIN_ONLY },
  updateMappingRule: { allow: ADMIN_ONLY },
  deleteMappingRule: { allow: ADMIN_ONLY },
  getMappingRule: { allow: ADMIN_ONLY },
  searchMappingRule: { allow: ADMIN_ONLY },
  createAuthorization: { allow: ADMIN_ONLY },
  updateAuthorization: { allow: ADMIN_ONLY },
  deleteAuthorization: { allow: ADMIN_ONLY },
  getAuthorization: { allow: ADMIN_ONLY },
  searchAuthorizations: { allow: ADMIN_ONLY },
  // Camunda's first-run setup: without a token, and refused (409) once a user holds the admin role.
  createAdminUser: { allow: 'public' },
  searchUserTasks: { allow: ['reviewer', 'operator'] },
  getUserTask: { allow: ['reviewer', 'operator'] },
  updateUserTask: { allow: REVIEWER },
  assignUserTask: { allow: REVIEWER },
  unassignUserTask: { allow: REVIEWER },
  completeUserTask: { allow: REVIEWER },
  getUserTaskForm: { allow: ['reviewer', 'operator'] },
  searchUserTaskVariables: { allow: ['reviewer', 'operator'] },
  searchUserTaskEffectiveVariables: { allow: ['reviewer', 'operator'] },
  searchUserTaskAuditLogs: { allow: OPERATOR },
  searchAuditLogs: { allow: OPERATOR },
  getAuditLog: { allow: OPERATOR },
  // Cluster variables configure processes: developers and operators read them, the administrator sets them (Camunda's
  // CLUSTER_VARIABLE permissions, which Baton's roles have no counterpart for).
  createGlobalClusterVariable: { allow: ADMIN_ONLY },
  getGlobalClusterVariable: { allow: RUNTIME_READERS },
  updateGlobalClusterVariable: { allow: ADMIN_ONLY },
  deleteGlobalClusterVariable: { allow: ADMIN_ONLY },
  createTenantClusterVariable: { allow: ADMIN_ONLY },
  getTenantClusterVariable: { allow: RUNTIME_READERS },
  updateTenantClusterVariable: { allow: ADMIN_ONLY },
  deleteTenantClusterVariable: { allow: ADMIN_ONLY },
  searchClusterVariables: { allow: RUNTIME_READERS },
  // Documents are what forms upload and workers read and write (Camunda's DOCUMENT permissions): reviewers upload and
  // download through the tasklist's file picker, developers' workers and operators handle them; a deletion is not a
  // reviewer's. Camunda's document API names no tenant, and neither do the documents here.
  createDocument: { allow: DOCUMENT_USERS },
  createDocuments: { allow: DOCUMENT_USERS },
  getDocument: { allow: DOCUMENT_USERS },
  createDocumentLink: { allow: DOCUMENT_USERS },
  deleteDocument: { allow: RUNTIME_READERS },
  // The link's random token is the credential: whoever was handed the link downloads, until it expires.
  getDocumentLinkContent: { allow: 'public' },
  // What the engine is set up to collect: Camunda's web apps read it to decide what to show.
  getSystemConfiguration: { allow: 'authenticated' },
  // Licence usage figures: an administrator's.
  getUsageMetrics: { allow: ADMIN_ONLY },
  publishMessage: { allow: DEVELOPER, bodyTenant: 'tenantId' },
  correlateMessage: { allow: DEVELOPER, bodyTenant: 'tenantId' },
  searchMessageSubscriptions: { allow: RUNTIME_READERS },
  searchCorrelatedMessageSubscriptions: { allow: RUNTIME_READERS },
  broadcastSignal: { allow: DEVELOPER, bodyTenant: 'tenantId' },
  // Starts instances, as createProcessInstance does.
  evaluateConditionals: { allow: ['developer', 'reviewer'], bodyTenant: 'tenantId' },
  // Camunda's EXPRESSION:EVALUATE: the people who write expressions try them (the modeler's check); nothing stored is read.
  evaluateExpression: { allow: MODELERS, bodyTenant: 'tenantId' },
  pinClock: { allow: DEVELOPER },
  resetClock: { allow: DEVELOPER },
  getProcessInstanceHistory: { allow: RUNTIME_READERS },
  createConversion: { allow: DEPLOYERS },
  getOperationsOverview: { allow: OPERATOR },
  getOpenApiDocument: { allow: 'public' },
  // Counts and timings only (no key, variable or tenant): scraped like /v2/status, without a token (README "Metrics").
  getMetrics: { allow: 'public' },
  validateDeployment: { allow: MODELERS },
  // Saved task filters belong to the caller (the engine reads and writes the caller's own only): the tasklist's users.
  listSavedTaskFilters: { allow: REVIEWER },
  saveTaskFilter: { allow: REVIEWER },
  deleteSavedTaskFilter: { allow: REVIEWER },
  listModels: { allow: MODELERS },
  createModel: { allow: MODELERS, bodyTenant: 'tenantId' },
  getModel: { allow: MODELERS },
  listModelRevisions: { allow: MODELERS },
  saveModelRevision: { allow: MODELERS },
};

/** The access of a route; throws for a route the table does not list (a bug, caught at start-up). */
export function routeAccess(operationId: string): RouteAccess {
  const access = ROUTE_ACCESS[operationId];
  if (!access) throw new Error(`Route ${operationId} declares no access in ROUTE_ACCESS`);
  return access;
}

/** Whether a caller with `roles` may call a route allowing `allow` (admin may call every route). */
export function rolesAllow(allow: RouteAllow, roles: readonly string[]): boolean {
  if (allow === 'public' || allow === 'authenticated') return true;
  return roles.includes('admin') || allow.some((role) => roles.includes(role));
}
