/** Search filter properties as Camunda defines them: a plain value, or an object of `$` operators. */
import { Type, type TSchema } from 'typebox';
import { IgnoreCaseEnum, LongKey } from './primitives.js';

/** `$eq`, `$neq`, `$exists` and `$in`: the operators every advanced filter has. */
function basicOperators<T extends TSchema>(value: T) {
  return { $eq: Type.Optional(value), $neq: Type.Optional(value), $exists: Type.Optional(Type.Boolean()), $in: Type.Optional(Type.Array(value)) };
}

function notInOperator<T extends TSchema>(value: T) {
  return { $notIn: Type.Optional(Type.Array(value)) };
}

/** `$like` value; wildcards `*` (any run) and `?` (one char), escapable with backslash. */
const likeOperator = { $like: Type.Optional(Type.String()) };

function rangeOperators<T extends TSchema>(value: T) {
  return { $gt: Type.Optional(value), $gte: Type.Optional(value), $lt: Type.Optional(value), $lte: Type.Optional(value) };
}

const closed = { additionalProperties: false } as const;

export const StringFilter = Type.Union([
  Type.String(),
  Type.Object({ ...basicOperators(Type.String()), ...notInOperator(Type.String()), ...likeOperator }, closed),
]);
export const BasicStringFilter = Type.Union([Type.String(), Type.Object({ ...basicOperators(Type.String()), ...notInOperator(Type.String()) }, closed)]);
/** A key, or `$eq`, `$neq`, `$exists`, `$in` and `$notIn` of keys (Camunda's key filter properties). */
export function KeyOf<T extends TSchema>(key: T) {
  return Type.Union([key, Type.Object({ ...basicOperators(key), ...notInOperator(key) }, closed)]);
}
export const KeyFilter = KeyOf(LongKey);
export const IntegerFilter = Type.Union([Type.Integer(), Type.Object({ ...basicOperators(Type.Integer()), ...rangeOperators(Type.Integer()) }, closed)]);
/** Dates are checked by the search itself: ISO 8601 date-times with an offset or a zone. */
export const DateTimeFilter = Type.Union([Type.String(), Type.Object({ ...basicOperators(Type.String()), ...rangeOperators(Type.String()) }, closed)]);

export function EnumFilter<const V extends readonly string[]>(values: V) {
  const value = IgnoreCaseEnum(values);
  return Type.Union([value, Type.Object({ ...basicOperators(value), ...likeOperator }, closed)]);
}

/** Enum filter that also takes `$notIn` (Camunda's incident error type and incident state filters). */
export function EnumFilterWithNotIn<const V extends readonly string[]>(values: V) {
  const value = IgnoreCaseEnum(values);
  return Type.Union([value, Type.Object({ ...basicOperators(value), ...notInOperator(value), ...likeOperator }, closed)]);
}

export const VariableValueFilter = Type.Object({ name: Type.String(), value: StringFilter }, closed);
