import { evaluateFeel, type FeelEvaluation } from '../feel-expression.js';
import type { JsonObject } from '../json-value.js';

/** The prefix of a failure where evaluateFeel threw, which it promises never to do. */
export const THREW = 'threw: ';

/** evaluateFeel, with a throw recorded as that case's failure: one broken case must not stop a conformance run. */
export function evaluateForConformance(source: string, variables: JsonObject, now: number): FeelEvaluation {
  try {
    return evaluateFeel(source, variables, now);
  } catch (error) {
    return { ok: false, message: `${THREW}${String(error)}` };
  }
}
