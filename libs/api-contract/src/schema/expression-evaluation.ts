/** `POST /v2/expression/evaluation` (Camunda 8.9): one expression evaluated with the variables of the request. */
import { Type, type Static } from 'typebox';
import { TenantId, VariablesObject } from './primitives.js';

export const ExpressionEvaluationRequest = Type.Object(
  {
    expression: Type.String({ description: 'The expression to evaluate: FEEL after a leading `=` (e.g. "=x + y"), otherwise a static text.' }),
    tenantId: Type.Optional(TenantId),
    variables: Type.Optional(
      Type.Union([VariablesObject, Type.Null()], { description: 'Variables the expression reads, for this evaluation only (nothing is stored).' }),
    ),
  },
  { additionalProperties: false },
);
export type ExpressionEvaluationRequest = Static<typeof ExpressionEvaluationRequest>;

export const ExpressionEvaluationWarningItem = Type.Object({ message: Type.String() });

export const ExpressionEvaluationResult = Type.Object({
  expression: Type.String({ description: 'The evaluated expression, as it was sent.' }),
  result: Type.Unknown({ description: 'The value of the expression (any JSON value).' }),
  warnings: Type.Array(ExpressionEvaluationWarningItem, {
    description: 'The failures the evaluation suppressed (a missing variable, a comparison of mismatched types), one each, as Camunda reports them.',
  }),
});
