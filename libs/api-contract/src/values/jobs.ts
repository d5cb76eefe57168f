export const TENANT_FILTERS = ['PROVIDED', 'ASSIGNED'] as const;

export const JOB_KINDS = ['BPMN_ELEMENT', 'EXECUTION_LISTENER', 'TASK_LISTENER', 'AD_HOC_SUB_PROCESS'] as const;

export const JOB_LISTENER_EVENT_TYPES = ['ASSIGNING', 'CANCELING', 'COMPLETING', 'CREATING', 'END', 'START', 'UNSPECIFIED', 'UPDATING'] as const;

export const JOB_SORT_FIELDS = [
  'deadline',
  'deniedReason',
  'elementId',
  'elementInstanceKey',
  'endTime',
  'errorCode',
  'errorMessage',
  'hasFailedWithRetriesLeft',
  'isDenied',
  'jobKey',
  'kind',
  'listenerEventType',
  'priority',
  'processDefinitionId',
  'processDefinitionKey',
  'processInstanceKey',
  'retries',
  'state',
  'tenantId',
  'type',
  'worker',
] as const;

export const JOB_STATES = ['CANCELED', 'COMPLETED', 'CREATED', 'ERROR_THROWN', 'FAILED', 'MIGRATED', 'RETRIES_UPDATED', 'TIMED_OUT'] as const;
