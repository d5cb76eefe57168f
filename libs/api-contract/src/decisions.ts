/** Decision definitions and requirements: get, XML, search; `POST /v2/decision-definitions/evaluation`. */
import type { Static } from 'typebox';
import type * as DecisionSchemas from './schema/decision-schemas.js';
import type { SearchQueryResponse } from './search.js';
export * from './values/decisions.js';

export type DecisionDefinitionResult = Static<typeof DecisionSchemas.DecisionDefinitionResult>;
export type DecisionRequirementsResult = Static<typeof DecisionSchemas.DecisionRequirementsResult>;
export type DecisionDefinitionSearchQuery = Static<typeof DecisionSchemas.DecisionDefinitionSearchQuery>;
export type DecisionDefinitionFilter = NonNullable<DecisionDefinitionSearchQuery['filter']>;
export type DecisionDefinitionSearchQueryResult = SearchQueryResponse<DecisionDefinitionResult>;
export type DecisionRequirementsSearchQuery = Static<typeof DecisionSchemas.DecisionRequirementsSearchQuery>;
export type DecisionRequirementsFilter = NonNullable<DecisionRequirementsSearchQuery['filter']>;
export type DecisionRequirementsSearchQueryResult = SearchQueryResponse<DecisionRequirementsResult>;

/** The request body of an evaluation: the route validates it as one object; the engine wants exactly one of the two. */
export type DecisionEvaluationRequest = Static<typeof DecisionSchemas.DecisionEvaluationRequest>;
type EvaluationCommon = Omit<DecisionEvaluationRequest, 'decisionDefinitionKey' | 'decisionDefinitionId'>;
export type DecisionEvaluationById = EvaluationCommon & { decisionDefinitionId: string };
export type DecisionEvaluationByKey = EvaluationCommon & { decisionDefinitionKey: string };
export type DecisionEvaluationInstruction = DecisionEvaluationById | DecisionEvaluationByKey;

export type EvaluateDecisionResult = Static<typeof DecisionSchemas.EvaluateDecisionResult>;
export type EvaluatedDecisionResult = Static<typeof DecisionSchemas.EvaluatedDecisionResult>;
export type MatchedDecisionRuleItem = Static<typeof DecisionSchemas.MatchedDecisionRuleItem>;
export type EvaluatedDecisionInputItem = Static<typeof DecisionSchemas.EvaluatedDecisionInputItem>;
export type EvaluatedDecisionOutputItem = Static<typeof DecisionSchemas.EvaluatedDecisionOutputItem>;

export type DecisionInstanceResult = Static<typeof DecisionSchemas.DecisionInstanceResult>;
export type DecisionInstanceGetQueryResult = Static<typeof DecisionSchemas.DecisionInstanceGetQueryResult>;
export type DecisionInstanceSearchQuery = Static<typeof DecisionSchemas.DecisionInstanceSearchQuery>;
export type DecisionInstanceFilter = NonNullable<DecisionInstanceSearchQuery['filter']>;
export type DecisionInstanceDeletionBatchOperationRequest = Static<typeof DecisionSchemas.DecisionInstanceDeletionBatchOperationRequest>;
