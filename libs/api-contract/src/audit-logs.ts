/** `POST /v2/audit-logs/search`, `POST /v2/user-tasks/{userTaskKey}/audit-logs/search`: who decided what, and when. */
import type { Static } from 'typebox';
import type * as IdentitySchemas from './schema/identity-schemas.js';
import type { SearchQueryResponse } from './search.js';
import type { AUDIT_LOG_ACTOR_TYPES, AUDIT_LOG_CATEGORIES, AUDIT_LOG_ENTITY_TYPES, AUDIT_LOG_OPERATION_TYPES, AUDIT_LOG_RESULTS } from './values/audit-logs.js';
export * from './values/audit-logs.js';

export type AuditLogEntityTypeEnum = (typeof AUDIT_LOG_ENTITY_TYPES)[number];
export type AuditLogOperationTypeEnum = (typeof AUDIT_LOG_OPERATION_TYPES)[number];
export type AuditLogActorTypeEnum = (typeof AUDIT_LOG_ACTOR_TYPES)[number];
export type AuditLogResultEnum = (typeof AUDIT_LOG_RESULTS)[number];
export type AuditLogCategoryEnum = (typeof AUDIT_LOG_CATEGORIES)[number];
export type AuditLogResult = Static<typeof IdentitySchemas.AuditLogResult>;
export type AuditLogSearchQuery = Static<typeof IdentitySchemas.AuditLogSearchQuery>;
export type AuditLogSearchQueryResult = SearchQueryResponse<AuditLogResult>;

/** `GET /v2/authentication/me`. */
export type CamundaUserResult = Static<typeof IdentitySchemas.CamundaUserResult>;
