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

export const DECISION_INSTANCE_STATES = ['EVALUATED', 'FAILED'] as const;

export const DECISION_DEFINITION_TYPES = ['DECISION_TABLE', 'LITERAL_EXPRESSION'] as const;

export const DECISION_INSTANCE_SORT_FIELDS = [
  'decisionDefinitionId',
  'decisionDefinitionKey',
  'decisionDefinitionName',
  'decisionDefinitionType',
  'decisionDefinitionVersion',
  'decisionEvaluationInstanceKey',
  'decisionEvaluationKey',
  'elementInstanceKey',
  'evaluationDate',
  'evaluationFailure',
  'processDefinitionKey',
  'processInstanceKey',
  'rootDecisionDefinitionKey',
  'state',
  'tenantId',
] as const;

/** `GET /v2/decision-requirements/{key}/xml` answers the DMN XML as deployed. */
export const DECISION_REQUIREMENTS_XML_CONTENT_TYPE = 'text/xml';
