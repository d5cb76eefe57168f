import { checkFeelSyntax, evaluateFeel, isFeelExpression, type JsonObject, stripFeelMarker } from '@baton/feel';
import type { ExpressionEvaluationResult } from '@baton/api-contract';
import { ApiProblem } from '../http/problem-detail.js';

/** Camunda's REST answer to a rejected command: the rejection's type as the title, its reason in the detail. */
const rejected = (status: number, type: string, reason: string) => new ApiProblem(status, `Command 'EVALUATE' rejected with code '${type}': ${reason}`, type);

/**
 * Evaluates an expression as Camunda's expression endpoint does: blank is refused; FEEL after a leading `=` is
 * parsed (a syntax error: 400 INVALID_ARGUMENT) and evaluated (a failure: 500 PROCESSING_ERROR); any other text is a
 * static value, its own result. Every result carries the evaluation's warnings (a variable not found, values that
 * cannot be compared), as Camunda answers FEEL-Scala's suppressed failures, whether or not the result is null.
 */
export function evaluateExpression(expression: string, variables: JsonObject, now: number): ExpressionEvaluationResult {
  if (expression.trim() === '') throw rejected(400, 'INVALID_ARGUMENT', 'The expression must not be blank or empty');
  if (!isFeelExpression(expression)) return { expression, result: expression, warnings: [] };
  const source = stripFeelMarker(expression);
  const syntax = checkFeelSyntax(source);
  if (!syntax.ok) throw rejected(400, 'INVALID_ARGUMENT', `Failed to parse expression: ${syntax.message}`);
  const evaluated = evaluateFeel(source, variables, now);
  if (!evaluated.ok) throw rejected(500, 'PROCESSING_ERROR', `Failed to evaluate expression: ${evaluated.message}`);
  return { expression, result: evaluated.value, warnings: evaluated.warnings.map((message) => ({ message })) };
}
