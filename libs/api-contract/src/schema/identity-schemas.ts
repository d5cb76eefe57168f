/** Bodies of the audit log searches and of `GET /v2/authentication/me`, in Camunda's shapes. */
import { Type } from 'typebox';
import {
  AUDIT_LOG_ACTOR_TYPES,
  AUDIT_LOG_CATEGORIES,
  AUDIT_LOG_ENTITY_TYPES,
  AUDIT_LOG_OPERATION_TYPES,
  AUDIT_LOG_RESULTS,
  AUDIT_LOG_SORT_FIELDS,
} from '../values/audit-logs.js';
import { DateTimeFilter, EnumFilter, KeyFilter, StringFilter } from './filters.js';
import { DateTime, LongKey, Nullable, ProcessDefinitionId, StringEnum, TenantId } from './primitives.js';
import { FilterObject, SearchQuery } from './search-request.js';

const AuditLogFilterProperties = {
  auditLogKey: KeyFilter,
  processDefinitionKey: KeyFilter,
  processInstanceKey: KeyFilter,
  elementInstanceKey: KeyFilter,
  operationType: EnumFilter(AUDIT_LOG_OPERATION_TYPES),
  result: EnumFilter(AUDIT_LOG_RESULTS),
  timestamp: DateTimeFilter,
  actorId: StringFilter,
  actorType: EnumFilter(AUDIT_LOG_ACTOR_TYPES),
  entityType: EnumFilter(AUDIT_LOG_ENTITY_TYPES),
  entityKey: KeyFilter,
  tenantId: StringFilter,
  category: EnumFilter(AUDIT_LOG_CATEGORIES),
  processDefinitionId: StringFilter,
  jobKey: KeyFilter,
  userTaskKey: KeyFilter,
};

export const AuditLogSearchQuery = SearchQuery(FilterObject(AuditLogFilterProperties), AUDIT_LOG_SORT_FIELDS);

const { userTaskKey: _userTaskKey, ...userTaskAuditLogFilter } = AuditLogFilterProperties;
/** The audit log of one user task: its key is in the path. */
export const UserTaskAuditLogSearchQuery = SearchQuery(FilterObject(userTaskAuditLogFilter), AUDIT_LOG_SORT_FIELDS);

export const AuditLogResult = Type.Object({
  auditLogKey: LongKey,
  entityKey: LongKey,
  entityType: StringEnum(AUDIT_LOG_ENTITY_TYPES),
  operationType: StringEnum(AUDIT_LOG_OPERATION_TYPES),
  batchOperationKey: Nullable(LongKey),
  batchOperationType: Nullable(Type.String()),
  timestamp: DateTime,
  actorId: Nullable(Type.String()),
  actorType: Nullable(StringEnum(AUDIT_LOG_ACTOR_TYPES)),
  agentElementId: Nullable(Type.String()),
  tenantId: Nullable(TenantId),
  result: StringEnum(AUDIT_LOG_RESULTS),
  category: StringEnum(AUDIT_LOG_CATEGORIES),
  processDefinitionId: Nullable(ProcessDefinitionId),
  processDefinitionKey: Nullable(LongKey),
  processInstanceKey: Nullable(LongKey),
  rootProcessInstanceKey: Nullable(LongKey),
  elementInstanceKey: Nullable(LongKey),
  jobKey: Nullable(LongKey),
  userTaskKey: Nullable(LongKey),
  decisionRequirementsId: Nullable(Type.String()),
  decisionRequirementsKey: Nullable(LongKey),
  decisionDefinitionId: Nullable(Type.String()),
  decisionDefinitionKey: Nullable(LongKey),
  decisionEvaluationKey: Nullable(LongKey),
  deploymentKey: Nullable(LongKey),
  formKey: Nullable(LongKey),
  resourceKey: Nullable(LongKey),
  relatedEntityKey: Nullable(LongKey),
  relatedEntityType: Nullable(StringEnum(AUDIT_LOG_ENTITY_TYPES)),
  entityDescription: Nullable(Type.String()),
  // Baton's additions (extra fields are allowed by Camunda's clients).
  userTaskRevision: Nullable(Type.Integer({ description: 'The revision of the user task the decision was made on.' })),
  annotation: Nullable(Type.String({ description: 'The reason the actor gave, if any.' })),
});

export const CamundaUserResult = Type.Object({
  username: Type.String(),
  displayName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  authorizedComponents: Type.Array(Type.String()),
  tenants: Type.Array(Type.Object({ tenantId: TenantId, name: Type.String(), description: Nullable(Type.String()) })),
  groups: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  salesPlanType: Nullable(Type.String()),
  c8Links: Type.Record(Type.String(), Type.String()),
  canLogout: Type.Boolean(),
});
