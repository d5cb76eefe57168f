import type { FeelArguments, FeelFailure, FeelValue } from '../values.js';
import type { BuiltinCallContext, BuiltinSignature } from './builtin.js';

export interface BoundCall {
  readonly signature: BuiltinSignature;
  readonly args: readonly (FeelValue | undefined)[];
}

/**
 * The first signature the arguments fit, as feel-scala picks it: by count for positional arguments (a variadic
 * signature takes any more), by names for named ones (the signature's names include all given; the others are null).
 * Null when none fits (Camunda: "no function found").
 */
export function bindArguments(signatures: readonly BuiltinSignature[], args: FeelArguments): BoundCall | null {
  if ('named' in args) {
    const signature = signatures.find((candidate) => [...args.named.keys()].every((name) => candidate.parameters.includes(name)));
    if (!signature) return null;
    return { signature, args: signature.parameters.map((name) => args.named.get(name) ?? null) };
  }
  const count = args.positional.length;
  const signature = signatures.find((candidate) => fitsCount(candidate, count));
  if (!signature) return null;
  return { signature, args: signature.variadic ? collectRest(signature, args.positional) : args.positional };
}

function fitsCount(signature: BuiltinSignature, count: number): boolean {
  const size = signature.parameters.length;
  if (count === size) return true;
  if (count > size) return signature.variadic === true;
  return count >= size - (signature.optional ?? 0);
}

/**
 * The positional arguments past the fixed ones become one list; a variadic-only signature given a single list takes
 * that list itself, so `min([1, 2])` and `min(1, 2)` both see `[1, 2]`.
 */
function collectRest(signature: BuiltinSignature, positional: readonly FeelValue[]): FeelValue[] {
  const fixed = signature.parameters.length - 1;
  const rest = positional.slice(fixed);
  const only = rest[0];
  const list = fixed === 0 && rest.length === 1 && Array.isArray(only) ? only : rest;
  return [...positional.slice(0, fixed), list];
}

/** Calls a built-in by its name; undefined when no signature of that name takes these arguments. */
export function invokeBuiltin(
  builtins: ReadonlyMap<string, readonly BuiltinSignature[]>,
  name: string,
  args: FeelArguments,
  context: BuiltinCallContext,
): FeelValue | FeelFailure | undefined {
  const bound = bindArguments(builtins.get(name) ?? [], args);
  return bound ? bound.signature.call(bound.args, context) : undefined;
}
