export const DECISION_DEFINITION_SORT_FIELDS = [
  'decisionDefinitionKey',
  'decisionDefinitionId',
  'name',
  'version',
  'decisionRequirementsId',
  'decisionRequirementsKey',
  'decisionRequirementsName',
  'decisionRequirementsVersion',
  'tenantId',
] as const;

export const DECISION_REQUIREMENTS_SORT_FIELDS = [
  'decisionRequirementsKey',
  'decisionRequirementsName',
  'version',
  'decisionRequirementsId',
  'tenantId',
] as const;

/** `GET /v2/decision-requirements/{key}/xml` answers the DMN XML as deployed. */
export const DECISION_REQUIREMENTS_XML_CONTENT_TYPE = 'text/xml';
