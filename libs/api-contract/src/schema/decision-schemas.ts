/** Decision definitions and decision requirements (DMN): their results, searches, and the evaluation endpoint. */
import { Type } from 'typebox';
import {
  DECISION_DEFINITION_SORT_FIELDS,
  DECISION_DEFINITION_TYPES,
  DECISION_INSTANCE_SORT_FIELDS,
  DECISION_INSTANCE_STATES,
  DECISION_REQUIREMENTS_SORT_FIELDS,
} from '../values/decisions.js';
import { DateTimeFilter, EnumFilterWithNotIn, KeyFilter, KeyOf } from './filters.js';
import { IgnoreCaseEnum, LongKey, Nullable, OperationReference, TenantId, VariablesObject } from './primitives.js';
import { FilterObject, SearchQuery } from './search-request.js';

/** Id of a decision definition, from the model. */
const DecisionDefinitionId = Type.String({ minLength: 1 });

export const DecisionDefinitionResult = Type.Object({
  decisionDefinitionId: DecisionDefinitionId,
  decisionDefinitionKey: LongKey,
  decisionRequirementsId: Type.String(),
  decisionRequirementsKey: LongKey,
  decisionRequirementsName: Type.String(),
  decisionRequirementsVersion: Type.Integer(),
  name: Type.String(),
  tenantId: TenantId,
  version: Type.Integer(),
});

export const DecisionRequirementsResult = Type.Object({
  decisionRequirementsId: Type.String(),
  decisionRequirementsKey: LongKey,
  decisionRequirementsName: Type.String(),
  resourceName: Type.String(),
  tenantId: TenantId,
  version: Type.Integer(),
});

// Camunda's decision filters take plain values only (no operator objects).
export const DecisionDefinitionSearchQuery = SearchQuery(
  FilterObject({
    decisionDefinitionId: DecisionDefinitionId,
    name: Type.String(),
    isLatestVersion: Type.Boolean(),
    version: Type.Integer(),
    decisionRequirementsId: Type.String(),
    tenantId: TenantId,
    decisionDefinitionKey: LongKey,
    decisionRequirementsKey: LongKey,
    decisionRequirementsName: Type.String(),
    decisionRequirementsVersion: Type.Integer(),
  }),
  DECISION_DEFINITION_SORT_FIELDS,
);

export const DecisionRequirementsSearchQuery = SearchQuery(
  FilterObject({
    decisionRequirementsName: Type.String(),
    decisionRequirementsId: Type.String(),
    decisionRequirementsKey: LongKey,
    version: Type.Integer(),
    tenantId: TenantId,
    resourceName: Type.String(),
  }),
  DECISION_REQUIREMENTS_SORT_FIELDS,
);

/** Camunda's DecisionEvaluationInstruction: by key or by id (the latest version), one of the two. */
export const DecisionEvaluationRequest = Type.Object(
  {
    decisionDefinitionKey: Type.Optional(LongKey),
    decisionDefinitionId: Type.Optional(DecisionDefinitionId),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
  },
  { additionalProperties: false },
);

const JsonText = (description: string) => Type.String({ description });

export const EvaluatedDecisionInputItem = Type.Object({
  inputId: Type.String(),
  inputName: Type.String(),
  inputValue: JsonText('The value of the decision input, as JSON.'),
});

export const EvaluatedDecisionOutputItem = Type.Object({
  outputId: Type.String(),
  outputName: Type.String(),
  outputValue: JsonText('The value of the output, as JSON.'),
  ruleId: Nullable(Type.String()),
  ruleIndex: Nullable(Type.Integer()),
});

export const MatchedDecisionRuleItem = Type.Object({
  ruleId: Type.String(),
  ruleIndex: Type.Integer(),
  evaluatedOutputs: Type.Array(EvaluatedDecisionOutputItem),
});

export const EvaluatedDecisionResult = Type.Object({
  decisionDefinitionId: DecisionDefinitionId,
  decisionDefinitionName: Type.String(),
  decisionDefinitionVersion: Type.Integer(),
  decisionDefinitionType: Type.String(),
  output: JsonText('The result of the decision, as JSON.'),
  tenantId: TenantId,
  matchedRules: Type.Array(MatchedDecisionRuleItem),
  evaluatedInputs: Type.Array(EvaluatedDecisionInputItem),
  decisionDefinitionKey: LongKey,
  decisionEvaluationInstanceKey: Type.String({ pattern: '^[0-9]+-[0-9]+$', description: '`<decisionEvaluationKey>-<index>`, 1-based.' }),
});

export const EvaluateDecisionResult = Type.Object({
  decisionDefinitionId: DecisionDefinitionId,
  decisionDefinitionKey: LongKey,
  decisionDefinitionName: Type.String(),
  decisionDefinitionVersion: Type.Integer(),
  decisionEvaluationKey: LongKey,
  decisionInstanceKey: LongKey,
  decisionRequirementsId: Type.String(),
  decisionRequirementsKey: LongKey,
  evaluatedDecisions: Type.Array(EvaluatedDecisionResult),
  failedDecisionDefinitionId: Nullable(DecisionDefinitionId),
  failureMessage: Nullable(Type.String()),
  output: JsonText('The result of the decision, as JSON ("null" when the evaluation failed).'),
  tenantId: TenantId,
});

/** `<decisionEvaluationKey>-<index>`, 1-based: one decision of an evaluation, Camunda's decision instance. */
export const DecisionEvaluationInstanceKey = Type.String({
  pattern: '^[0-9]{1,19}-[0-9]{1,9}$',
  description: '`<decisionEvaluationKey>-<index>`: the decision instance, the index-th decision the evaluation evaluated (1-based).',
});

export const DecisionInstanceResult = Type.Object({
  decisionEvaluationInstanceKey: DecisionEvaluationInstanceKey,
  decisionEvaluationKey: LongKey,
  state: Type.Union(DECISION_INSTANCE_STATES.map((state) => Type.Literal(state))),
  evaluationDate: Type.String({ format: 'date-time' }),
  evaluationFailure: Nullable(Type.String()),
  decisionDefinitionId: DecisionDefinitionId,
  decisionDefinitionKey: LongKey,
  decisionDefinitionName: Type.String(),
  decisionDefinitionVersion: Type.Integer(),
  decisionDefinitionType: Type.Union(DECISION_DEFINITION_TYPES.map((type) => Type.Literal(type))),
  rootDecisionDefinitionKey: LongKey,
  processDefinitionKey: Nullable(LongKey),
  processInstanceKey: Nullable(LongKey),
  rootProcessInstanceKey: Nullable(LongKey),
  elementInstanceKey: Nullable(LongKey),
  tenantId: TenantId,
  result: JsonText('The output of the decision, as JSON ("null" when it failed).'),
});

export const DecisionInstanceGetQueryResult = Type.Object({
  ...DecisionInstanceResult.properties,
  evaluatedInputs: Type.Array(EvaluatedDecisionInputItem),
  matchedRules: Type.Array(MatchedDecisionRuleItem),
});

/** Camunda's DecisionInstanceFilter: what a search selects, and the decision instances a deletion batch deletes. */
const DecisionInstanceFilter = FilterObject({
  decisionEvaluationInstanceKey: KeyOf(DecisionEvaluationInstanceKey),
  state: EnumFilterWithNotIn(DECISION_INSTANCE_STATES),
  evaluationFailure: Type.String(),
  evaluationDate: DateTimeFilter,
  decisionDefinitionId: DecisionDefinitionId,
  decisionDefinitionName: Type.String(),
  decisionDefinitionVersion: Type.Integer(),
  decisionDefinitionType: IgnoreCaseEnum(DECISION_DEFINITION_TYPES),
  tenantId: TenantId,
  decisionEvaluationKey: LongKey,
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  decisionDefinitionKey: KeyFilter,
  elementInstanceKey: KeyFilter,
  rootDecisionDefinitionKey: KeyFilter,
  decisionRequirementsKey: KeyFilter,
});

export const DecisionInstanceSearchQuery = SearchQuery(DecisionInstanceFilter, DECISION_INSTANCE_SORT_FIELDS);

/** `POST /v2/decision-instances/deletion`: Camunda's DecisionInstanceDeletionBatchOperationRequest. */
export const DecisionInstanceDeletionBatchOperationRequest = Type.Object(
  { filter: DecisionInstanceFilter, operationReference: Type.Optional(OperationReference) },
  { additionalProperties: false },
);
