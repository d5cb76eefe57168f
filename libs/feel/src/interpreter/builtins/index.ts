import { BOOLEAN_BUILTINS } from './boolean.js';
import { CAMUNDA_EXTENSION_BUILTINS } from './camunda-extensions.js';
import type { BuiltinSignature } from './builtin.js';
import { CONTEXT_BUILTINS } from './context.js';
import { CONVERSION_BUILTINS } from './conversion.js';
import { LIST_BUILTINS } from './list.js';
import { LIST_AGGREGATE_BUILTINS } from './list-aggregate.js';
import { NUMERIC_BUILTINS } from './numeric.js';
import { RANGE_BUILTINS } from './range.js';
import { STRING_BUILTINS } from './string.js';
import { STRING_REGEX_BUILTINS } from './string-regex.js';
import { TEMPORAL_BUILTINS } from './temporal.js';

/** Every built-in's signatures by name (feel-scala's and Zeebe's), in the order they are tried. */
export const BUILTINS: ReadonlyMap<string, readonly BuiltinSignature[]> = groupByName([
  ...CONVERSION_BUILTINS,
  ...BOOLEAN_BUILTINS,
  ...STRING_BUILTINS,
  ...STRING_REGEX_BUILTINS,
  ...NUMERIC_BUILTINS,
  ...LIST_BUILTINS,
  ...LIST_AGGREGATE_BUILTINS,
  ...CONTEXT_BUILTINS,
  ...RANGE_BUILTINS,
  ...TEMPORAL_BUILTINS,
  ...CAMUNDA_EXTENSION_BUILTINS,
]);

function groupByName(signatures: readonly BuiltinSignature[]): Map<string, BuiltinSignature[]> {
  const byName = new Map<string, BuiltinSignature[]>();
  for (const signature of signatures) {
    const named = byName.get(signature.name);
    if (named) named.push(signature);
    else byName.set(signature.name, [signature]);
  }
  return byName;
}
