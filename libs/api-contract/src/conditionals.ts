/** `POST /v2/conditionals/evaluation`. */
export type { ConditionalEvaluationInstruction, EvaluateConditionalResult } from './schema/conditional-evaluation.js';
