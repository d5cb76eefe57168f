import { isLongKey } from '@baton/api-contract';
import { parseDateTime } from '@baton/time';
import { badRequest } from '../../http/problem-detail.js';
import { partitionSql } from '../../runtime/partition.js';
import { describeValue, isJsonObject, listNames, ownValue } from './json-values.js';
import { likePatternToSql } from './like-pattern.js';
import type { AddSqlParam, SearchField, SearchFieldType, SearchSpec } from './search-spec.js';

export const FILTER_OPERATORS = ['$eq', '$neq', '$exists', '$in', '$notIn', '$like', '$gt', '$gte', '$lt', '$lte'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators each field type accepts (as in Camunda's Advanced*Filter schemas). */
export const OPERATORS_BY_TYPE: Readonly<Record<SearchFieldType, readonly FilterOperator[]>> = {
  key: ['$eq', '$neq', '$exists', '$in', '$notIn'],
  string: ['$eq', '$neq', '$exists', '$in', '$notIn', '$like'],
  integer: ['$eq', '$neq', '$exists', '$gt', '$gte', '$lt', '$lte', '$in'],
  date: ['$eq', '$neq', '$exists', '$gt', '$gte', '$lt', '$lte', '$in'],
  enum: ['$eq', '$neq', '$exists', '$in', '$notIn', '$like'],
  boolean: ['$eq', '$neq', '$exists'],
};

/** Validation + SQL shape of one field type. */
interface TypeRules {
  /** What a single value must be, for error messages ("a key (string of digits)"). */
  readonly expected: string;
  /** Type of the bind parameter (cast on the placeholder). */
  readonly sqlType: string;
  /** Column expression used in comparisons (`$exists` uses the bare column). */
  columnExpr(column: string): string;
  /** The bind value for a valid single value, or undefined when invalid. */
  coerce(value: unknown): unknown;
}

const TYPE_RULES: Readonly<Record<SearchFieldType, TypeRules>> = {
  key: {
    expected: 'a key (string of digits)',
    sqlType: 'bigint',
    columnExpr: (column) => column,
    coerce: (value) => {
      const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
      return typeof text === 'string' && isLongKey(text) ? text : undefined;
    },
  },
  string: {
    expected: 'a string',
    sqlType: 'text',
    columnExpr: (column) => `(${column})::text`,
    coerce: (value) => (typeof value === 'string' ? value : undefined),
  },
  enum: {
    expected: 'a string',
    sqlType: 'text',
    columnExpr: (column) => `(${column})::text`,
    coerce: (value) => (typeof value === 'string' ? value : undefined),
  },
  integer: {
    expected: 'an integer',
    sqlType: 'bigint',
    columnExpr: (column) => column,
    coerce: (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined),
  },
  date: {
    expected: 'an ISO 8601 date-time string with offset (e.g. 2024-01-31T12:00:00.000Z)',
    sqlType: 'timestamptz',
    columnExpr: (column) => `(${column})::timestamptz`,
    coerce: instantOf,
  },
  boolean: {
    expected: 'a boolean',
    sqlType: 'boolean',
    columnExpr: (column) => column,
    coerce: (value) => (typeof value === 'boolean' ? value : undefined),
  },
};

/** The instant a date-time names, in the UTC form PostgreSQL reads whatever offset or zone it was written in. */
function instantOf(value: unknown): string | undefined {
  const dateTime = typeof value === 'string' ? parseDateTime(value) : null;
  // PostgreSQL has no year 0.
  return dateTime && dateTime.withTimeZone('UTC').year >= 1 ? dateTime.toInstant().toString() : undefined;
}

/** SQL conditions (to be AND-ed) for the request's `filter`, validated against the spec's whitelist. */
export function filterConditions(spec: SearchSpec, filter: unknown, resourceName: string, param: AddSqlParam): string[] {
  if (filter === undefined || filter === null) return [];
  if (!isJsonObject(filter)) throw badRequest(`filter: expected an object, got ${describeValue(filter)}`);
  const conditions: string[] = [];
  const groups = spec.groupedFilters ?? [];
  const grouped = groups.map((): string[] => []);
  for (const [name, value] of Object.entries(filter)) {
    const field = ownValue(spec.filters, name);
    const custom = spec.customFilters ? ownValue(spec.customFilters, name) : undefined;
    const group = groups.findIndex((candidate) => ownValue(candidate.fields, name) !== undefined);
    if (!field && !custom && group < 0) {
      const known = [...Object.keys(spec.filters), ...Object.keys(spec.customFilters ?? {}), ...groups.flatMap((candidate) => Object.keys(candidate.fields))];
      throw badRequest(`Unknown filter field '${name}' for ${resourceName} search; known fields: ${listNames(known)}`);
    }
    if (value === undefined || value === null) continue;
    const path = `filter.${name}`;
    if (group >= 0) {
      grouped[group]?.push(...fieldConditions(ownValue(groups[group]!.fields, name)!, value, path, param));
    } else if (field) {
      conditions.push(...fieldConditions(field, value, path, param));
    } else if (custom) {
      const condition = custom(value, { path, param });
      if (condition) conditions.push(condition);
    }
  }
  grouped.forEach((groupConditions, index) => {
    if (groupConditions.length > 0) conditions.push(groups[index]!.wrap(groupConditions));
  });
  return conditions;
}

function fieldConditions(field: SearchField, value: unknown, path: string, param: AddSqlParam): string[] {
  // A plain value means $eq.
  if (!isJsonObject(value)) return [operatorCondition(field, '$eq', value, path, param)];
  const allowed = OPERATORS_BY_TYPE[field.type];
  const conditions: string[] = [];
  for (const [operator, operand] of Object.entries(value)) {
    if (!isAllowedOperator(allowed, operator)) {
      throw badRequest(`${path}: unknown operator '${operator}'; supported for ${field.type} fields: ${listNames(allowed)}`);
    }
    if (operand === undefined || operand === null) continue;
    conditions.push(operatorCondition(field, operator, operand, `${path}.${operator}`, param));
  }
  return conditions;
}

function isAllowedOperator(allowed: readonly FilterOperator[], operator: string): operator is FilterOperator {
  return (allowed as readonly string[]).includes(operator);
}

function operatorCondition(field: SearchField, operator: FilterOperator, operand: unknown, path: string, param: AddSqlParam): string {
  const rules = TYPE_RULES[field.type];
  const column = rules.columnExpr(field.column);
  const scalar = () => param(singleValue(field, rules, operand, path), rules.sqlType);
  const list = () => param(listValue(field, rules, operand, path), `${rules.sqlType}[]`);
  switch (operator) {
    case '$eq': {
      const placeholder = scalar();
      // A key of the row's instance names the row's partition (its top bits).
      return field.partitionColumn ? `${column} = ${placeholder} and ${field.partitionColumn} = ${partitionSql(placeholder)}` : `${column} = ${placeholder}`;
    }
    case '$neq':
      // Rows without a value are "not equal" too (as Camunda's document-store backends do).
      return `${column} is distinct from ${scalar()}`;
    case '$exists':
      if (typeof operand !== 'boolean') throw badRequest(`${path}: expected a boolean, got ${describeValue(operand)}`);
      return operand ? `${field.column} is not null` : `${field.column} is null`;
    case '$in':
      return `${column} = any(${list()})`;
    case '$notIn': {
      const placeholder = list();
      return `(${field.column} is null or ${column} <> all(${placeholder}))`;
    }
    case '$like': {
      if (typeof operand !== 'string') {
        throw badRequest(`${path}: expected a like pattern string, got ${describeValue(operand)}`);
      }
      return `${column} like ${param(likePatternToSql(operand), 'text')} escape E'\\\\'`;
    }
    case '$gt':
      return `${column} > ${scalar()}`;
    case '$gte':
      return `${column} >= ${scalar()}`;
    case '$lt':
      return `${column} < ${scalar()}`;
    case '$lte':
      return `${column} <= ${scalar()}`;
  }
}

function singleValue(field: SearchField, rules: TypeRules, value: unknown, path: string): unknown {
  const coerced = rules.coerce(value);
  if (coerced === undefined) throw badRequest(`${path}: expected ${rules.expected}, got ${describeValue(value)}`);
  if (field.type === 'enum' && field.values && typeof coerced === 'string' && !field.values.includes(coerced)) {
    throw badRequest(`${path}: expected one of ${listNames(field.values)}, got ${describeValue(value)}`);
  }
  return coerced;
}

function listValue(field: SearchField, rules: TypeRules, value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) {
    throw badRequest(`${path}: expected an array, each item ${rules.expected}; got ${describeValue(value)}`);
  }
  return value.map((item: unknown, index) => singleValue(field, rules, item, `${path}[${index}]`));
}
