export const MESSAGE_SUBSCRIPTION_SORT_FIELDS = [
  'messageSubscriptionKey',
  'processDefinitionId',
  'processInstanceKey',
  'elementId',
  'elementInstanceKey',
  'messageSubscriptionState',
  'lastUpdatedDate',
  'messageName',
  'correlationKey',
  'tenantId',
] as const;

export const MESSAGE_SUBSCRIPTION_STATES = ['CORRELATED', 'CREATED', 'DELETED', 'MIGRATED'] as const;
