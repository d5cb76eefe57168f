/** Baton's evaluation of a DMN decision service (`POST /baton/v1/decision-services/evaluation`): Camunda's evaluates decisions only. */
import { Type, type Static } from 'typebox';
import { EvaluatedDecisionResult } from './decision-schemas.js';
import { LongKey, Nullable, TenantId, VariablesObject } from './primitives.js';

/** The graph by key, or the latest version of an id in the tenant (as the decision evaluation names a decision). */
export const DecisionServiceEvaluationRequest = Type.Object(
  {
    decisionRequirementsKey: Type.Optional(LongKey),
    decisionRequirementsId: Type.Optional(Type.String({ minLength: 1 })),
    decisionServiceId: Type.String({ minLength: 1, description: 'The id of the decision service in the model.' }),
    variables: Type.Optional(VariablesObject),
    tenantId: Type.Optional(TenantId),
  },
  { additionalProperties: false },
);
export type DecisionServiceEvaluationRequest = Static<typeof DecisionServiceEvaluationRequest>;

export const DecisionServiceEvaluationResult = Type.Object({
  decisionServiceId: Type.String(),
  decisionServiceName: Type.String(),
  outputDecisionIds: Type.Array(Type.String(), { description: "The service's output decisions, in the model's order." }),
  decisionRequirementsId: Type.String(),
  decisionRequirementsKey: LongKey,
  decisionRequirementsVersion: Type.Integer(),
  decisionEvaluationKey: LongKey,
  evaluatedDecisions: Type.Array(EvaluatedDecisionResult, { description: 'Every decision evaluated, required ones first: the decision instances.' }),
  failedDecisionDefinitionId: Nullable(Type.String()),
  failureMessage: Nullable(Type.String()),
  output: Type.String({
    description: 'The service\'s result as JSON: its output decision\'s value, or an object of its output decisions by name ("null" when it failed).',
  }),
  tenantId: TenantId,
});
export type DecisionServiceEvaluationResult = Static<typeof DecisionServiceEvaluationResult>;
