/** `POST /v2/expression/evaluation`. */
import type { Static } from 'typebox';
import type * as ExpressionEvaluation from './schema/expression-evaluation.js';

/** Response (200) of `POST /v2/expression/evaluation`. */
export type ExpressionEvaluationResult = Static<typeof ExpressionEvaluation.ExpressionEvaluationResult>;
export type ExpressionEvaluationWarningItem = Static<typeof ExpressionEvaluation.ExpressionEvaluationWarningItem>;

export type { ExpressionEvaluationRequest } from './schema/expression-evaluation.js';
