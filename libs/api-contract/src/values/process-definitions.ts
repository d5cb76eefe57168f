export const PROCESS_DEFINITION_STATES = ['ACTIVE', 'DRAINING', 'DELETED'] as const;

export const PROCESS_DEFINITION_SORT_FIELDS = [
  'processDefinitionKey',
  'name',
  'resourceName',
  'version',
  'versionTag',
  'processDefinitionId',
  'tenantId',
] as const;
