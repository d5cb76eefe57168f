export const AUDIT_LOG_ACTOR_TYPES = ['USER', 'CLIENT', 'ANONYMOUS', 'UNKNOWN'] as const;

export const AUDIT_LOG_CATEGORIES = ['ADMIN', 'DEPLOYED_RESOURCES', 'USER_TASKS'] as const;

/** The entity types Baton records (Camunda has more: variables, decisions, batches, ...). */
export const AUDIT_LOG_ENTITY_TYPES = [
  'USER_TASK',
  'PROCESS_INSTANCE',
  'INCIDENT',
  'JOB',
  'RESOURCE',
  'USER',
  'GROUP',
  'ROLE',
  'TENANT',
  'MAPPING_RULE',
  'AUTHORIZATION',
] as const;

export const AUDIT_LOG_OPERATION_TYPES = ['CREATE', 'ASSIGN', 'UNASSIGN', 'COMPLETE', 'UPDATE', 'CANCEL', 'RESOLVE', 'MIGRATE', 'MODIFY', 'DELETE'] as const;

export const AUDIT_LOG_RESULTS = ['SUCCESS', 'FAIL'] as const;

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
