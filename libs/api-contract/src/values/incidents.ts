export const INCIDENT_ERROR_TYPES = [
  'AD_HOC_SUB_PROCESS_NO_RETRIES',
  'CALLED_DECISION_ERROR',
  'CALLED_ELEMENT_ERROR',
  'CONDITION_ERROR',
  'DECISION_EVALUATION_ERROR',
  'EXECUTION_LISTENER_NO_RETRIES',
  'EXTRACT_VALUE_ERROR',
  'FORM_NOT_FOUND',
  'IO_MAPPING_ERROR',
  'JOB_NO_RETRIES',
  'MESSAGE_SIZE_EXCEEDED',
  'RESOURCE_NOT_FOUND',
  'TASK_LISTENER_NO_RETRIES',
  'UNHANDLED_ERROR_EVENT',
  'UNKNOWN',
  'UNSPECIFIED',
] as const;

export const INCIDENT_STATES = ['ACTIVE', 'MIGRATED', 'PENDING', 'RESOLVED', 'UNKNOWN'] as const;

export const INCIDENT_SORT_FIELDS = [
  'incidentKey',
  'processDefinitionKey',
  'processDefinitionId',
  'processInstanceKey',
  'errorType',
  'elementId',
  'elementInstanceKey',
  'creationTime',
  'state',
  'jobKey',
  'tenantId',
] as const;
