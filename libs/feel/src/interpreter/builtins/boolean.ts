import { FeelFailure, type FeelValue } from '../values.js';
import { type BuiltinSignature, builtin } from './builtin.js';
import { formatValue } from './format-value.js';

/** feel-scala's message for arguments no case of a function takes, which `assert` raises as its failure. */
function illegalArguments(args: readonly (FeelValue | undefined)[]): FeelFailure {
  const quoted = args.map((arg) => `'${typeof arg === 'string' ? `"${arg}"` : formatValue(arg ?? null)}'`);
  return new FeelFailure(`Illegal arguments: ${quoted.join(', ')}`);
}

/** `is defined` is not here: it asks whether a variable or path exists, which only the interpreter knows. */
export const BOOLEAN_BUILTINS: readonly BuiltinSignature[] = [
  builtin('not', ['negand'], ([negand]) => (typeof negand === 'boolean' ? !negand : null)),
  builtin('get or else', ['value', 'default'], ([value, fallback]) => value ?? fallback ?? null),
  builtin('assert', ['value', 'condition'], ([value, condition]) => (condition === true ? (value ?? null) : new FeelFailure('The condition is not fulfilled'))),
  builtin('assert', ['value', 'condition', 'cause'], (args) => {
    const [value, condition, cause] = args;
    if (condition === true) return value ?? null;
    return typeof cause === 'string' ? new FeelFailure(cause) : illegalArguments(args);
  }),
];
