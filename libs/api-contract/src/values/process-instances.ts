/** SUSPENDED: Camunda 8.10 (an instance suspended until resumed); clients of 8.9 and before know only the others. */
export const PROCESS_INSTANCE_STATES = ['ACTIVE', 'SUSPENDED', 'COMPLETED', 'TERMINATED'] as const;

export const PROCESS_INSTANCE_SORT_FIELDS = [
  'processInstanceKey',
  'suspendedDate',
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
