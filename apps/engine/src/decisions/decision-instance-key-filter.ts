import type { CustomFilterContext } from '../query/search/search-spec.js';
import { badRequest } from '../http/problem-detail.js';

/** A decision instance's key read as its evaluation's key and its index in the evaluation; null when it has not that form. */
export function decisionInstanceKeyParts(key: string): { evaluationKey: string; index: number } | null {
  const match = /^(\d{1,19})-(\d{1,9})$/.exec(key);
  return match ? { evaluationKey: match[1] as string, index: Number(match[2]) } : null;
}

const OPERATORS = new Set(['$eq', '$neq', '$exists', '$in', '$notIn']);

/**
 * Camunda's decisionEvaluationInstanceKey filter (DecisionEvaluationInstanceKeyFilterProperty): a key, or `$eq`, `$neq`,
 * `$exists`, `$in`, `$notIn` of keys. A decision instance is its evaluation's key and its index, so each key is a pair.
 */
export function byInstanceKey(value: unknown, ctx: CustomFilterContext): string {
  if (typeof value === 'string') return isKey(value, ctx.path, ctx);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw expectedKey(ctx.path);
  const conditions = Object.entries(value).map(([operator, operand]) => {
    const path = `${ctx.path}.${operator}`;
    if (!OPERATORS.has(operator)) throw badRequest(`${path}: unknown operator; expected one of ${[...OPERATORS].join(', ')}`);
    if (operator === '$exists') {
      if (typeof operand !== 'boolean') throw badRequest(`${path}: expected a boolean`);
      // Every decision instance has a key.
      return operand ? 'true' : 'false';
    }
    if (operator === '$eq' || operator === '$neq') {
      const equal = isKey(operand, path, ctx);
      return operator === '$eq' ? equal : `not ${equal}`;
    }
    const among = isAmong(operand, path, ctx);
    return operator === '$in' ? among : `not ${among}`;
  });
  return conditions.length === 0 ? 'true' : `(${conditions.join(' and ')})`;
}

function isKey(value: unknown, path: string, ctx: CustomFilterContext): string {
  const parts = typeof value === 'string' ? decisionInstanceKeyParts(value) : null;
  if (!parts) throw expectedKey(path);
  return `(i.decision_evaluation_key = ${ctx.param(parts.evaluationKey, 'bigint')} and i.instance_index = ${ctx.param(parts.index, 'integer')})`;
}

function isAmong(value: unknown, path: string, ctx: CustomFilterContext): string {
  if (!Array.isArray(value)) throw badRequest(`${path}: expected an array of decision instance keys '<decisionEvaluationKey>-<index>'`);
  const keys = value.map((item: unknown, index) => {
    const parts = typeof item === 'string' ? decisionInstanceKeyParts(item) : null;
    if (!parts) throw expectedKey(`${path}[${index}]`);
    return parts;
  });
  const evaluations = ctx.param(
    keys.map((key) => key.evaluationKey),
    'bigint[]',
  );
  const indexes = ctx.param(
    keys.map((key) => key.index),
    'integer[]',
  );
  return `((i.decision_evaluation_key, i.instance_index) in (select * from unnest(${evaluations}, ${indexes})))`;
}

const expectedKey = (path: string) => badRequest(`${path}: expected a decision instance key '<decisionEvaluationKey>-<index>'`);
