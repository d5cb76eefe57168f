export const CORRELATED_MESSAGE_SUBSCRIPTION_SORT_FIELDS = [
  'correlationKey',
  'correlationTime',
  'elementId',
  'elementInstanceKey',
  'messageKey',
  'messageName',
  'partitionId',
  'processDefinitionId',
  'processDefinitionKey',
  'processInstanceKey',
  'subscriptionKey',
  'tenantId',
] as const;
