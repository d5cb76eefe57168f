/** Search filter properties as Camunda defines them: a plain value, or an object of `$` operators. */
import { Type, type TSchema } from 'typebox';
import { IgnoreCaseEnum, LongKey } from './primitives.js';

function advanced<T extends TSchema>(value: T, operators: readonly ('$like' | '$notIn' | 'range')[]) {
  return Type.Object(
    {
      $eq: Type.Optional(value),
      $neq: Type.Optional(value),
      $exists: Type.Optional(Type.Boolean()),
      $in: Type.Optional(Type.Array(value)),
      ...(operators.includes('$notIn') ? { $notIn: Type.Optional(Type.Array(value)) } : {}),
      ...(operators.includes('$like') ? { $like: Type.Optional(Type.String()) } : {}),
      ...(operators.includes('range') ? { $gt: Type.Optional(value), $gte: Type.Optional(value), $lt: Type.Optional(value), $lte: Type.Optional(value) } : {}),
    },
    { additionalProperties: false },
  );
}

export const StringFilter = Type.Union([Type.String(), advanced(Type.String(), ['$like', '$notIn'])]);
export const BasicStringFilter = Type.Union([Type.String(), advanced(Type.String(), ['$notIn'])]);
export const KeyFilter = Type.Union([LongKey, advanced(LongKey, ['$notIn'])]);
export const IntegerFilter = Type.Union([Type.Integer(), advanced(Type.Integer(), ['range'])]);
/** Dates are checked as RFC 3339 date-times with an offset by the search itself. */
export const DateTimeFilter = Type.Union([Type.String(), advanced(Type.String(), ['range'])]);

export function EnumFilter<const V extends readonly string[]>(values: V, withNotIn = false) {
  const value = IgnoreCaseEnum(values);
  return Type.Union([value, advanced(value, withNotIn ? ['$like', '$notIn'] : ['$like'])]);
}

export const VariableValueFilter = Type.Object({ name: Type.String(), value: StringFilter }, { additionalProperties: false });
