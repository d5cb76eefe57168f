export const VARIABLE_SORT_FIELDS = ['value', 'name', 'tenantId', 'variableKey', 'scopeKey', 'processInstanceKey'] as const;
