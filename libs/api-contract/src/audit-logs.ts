/** `POST /v2/audit-logs/search`, `POST /v2/user-tasks/{userTaskKey}/audit-logs/search`: who decided what, and when. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { SearchQueryResponse } from './search.js';

/** The entity types Baton records (Camunda has more: authorizations, users, groups, ...). */
export const AUDIT_LOG_ENTITY_TYPES = ['USER_TASK', 'PROCESS_INSTANCE', 'INCIDENT', 'JOB', 'RESOURCE'] as const;
export const AUDIT_LOG_OPERATION_TYPES = ['ASSIGN', 'UNASSIGN', 'COMPLETE', 'UPDATE', 'CANCEL', 'RESOLVE', 'MIGRATE', 'MODIFY', 'DELETE'] as const;
export const AUDIT_LOG_ACTOR_TYPES = ['USER', 'CLIENT', 'ANONYMOUS', 'UNKNOWN'] as const;
export const AUDIT_LOG_RESULTS = ['SUCCESS', 'FAIL'] as const;
export const AUDIT_LOG_CATEGORIES = ['ADMIN', 'DEPLOYED_RESOURCES', 'USER_TASKS'] as const;
export const AUDIT_LOG_SORT_FIELDS = [
  'auditLogKey',
  'timestamp',
  'actorId',
  'actorType',
  'entityKey',
  'entityType',
  'operationType',
  'result',
  'category',
  'tenantId',
  'processInstanceKey',
  'userTaskKey',
] as const;

export type AuditLogEntityTypeEnum = (typeof AUDIT_LOG_ENTITY_TYPES)[number];
export type AuditLogOperationTypeEnum = (typeof AUDIT_LOG_OPERATION_TYPES)[number];
export type AuditLogActorTypeEnum = (typeof AUDIT_LOG_ACTOR_TYPES)[number];
export type AuditLogResultEnum = (typeof AUDIT_LOG_RESULTS)[number];
export type AuditLogCategoryEnum = (typeof AUDIT_LOG_CATEGORIES)[number];
export type AuditLogResult = Static<typeof S.AuditLogResult>;
export type AuditLogSearchQuery = Static<typeof S.AuditLogSearchQuery>;
export type AuditLogSearchQueryResult = SearchQueryResponse<AuditLogResult>;

/** `GET /v2/authentication/me`. */
export type CamundaUserResult = Static<typeof S.CamundaUserResult>;
