export const PROCESS_INSTANCE_STATES = ['ACTIVE', 'COMPLETED', 'TERMINATED'] as const;

export const PROCESS_INSTANCE_SORT_FIELDS = [
  'processInstanceKey',
  'processDefinitionId',
  'processDefinitionName',
  'processDefinitionVersion',
  'processDefinitionVersionTag',
  'processDefinitionKey',
  'parentProcessInstanceKey',
  'parentElementInstanceKey',
  'startDate',
  'endDate',
  'state',
  'hasIncident',
  'tenantId',
  'businessId',
] as const;
