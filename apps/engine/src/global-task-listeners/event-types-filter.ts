import { badRequest } from '../http/problem-detail.js';
import type { CustomFilter, CustomFilterContext } from '../query/search-query.js';

/**
 * The `eventTypes` filter of a global task listener search: a list of conditions that must all hold, each an event
 * type the listener listens to (`$eq` or a plain value), does not (`$neq`), or one of several (`$in`).
 */
export function eventTypesFilter(column: string): CustomFilter {
  return (value: unknown, ctx: CustomFilterContext): string | null => {
    if (!Array.isArray(value)) throw badRequest(`${ctx.path}: expected a list of event type conditions`);
    const conditions = value.map((condition, index) => {
      const operators: Record<string, unknown> = typeof condition === 'string' ? { $eq: condition } : (condition as Record<string, unknown>);
      const parts: string[] = [];
      for (const [operator, operand] of Object.entries(operators)) {
        if (operand === undefined || operand === null) continue;
        if (operator === '$eq') parts.push(`${ctx.param(String(operand), 'text')} = any(${column})`);
        else if (operator === '$neq') parts.push(`not (${ctx.param(String(operand), 'text')} = any(${column}))`);
        else if (operator === '$in') parts.push(`${column} && ${ctx.param((operand as unknown[]).map(String), 'text[]')}`);
        else throw badRequest(`${ctx.path}[${index}]: ${operator} is not a filter of event types`);
      }
      return parts.length === 0 ? 'true' : parts.join(' and ');
    });
    return conditions.length === 0 ? null : conditions.map((condition) => `(${condition})`).join(' and ');
  };
}
