/** `POST /v2/expression/evaluation`. */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';

/** Response (200) of `POST /v2/expression/evaluation`. */
export type ExpressionEvaluationResult = Static<typeof S.ExpressionEvaluationResult>;
export type ExpressionEvaluationWarningItem = Static<typeof S.ExpressionEvaluationWarningItem>;

export type { ExpressionEvaluationRequest } from './schema/expression-evaluation.js';
