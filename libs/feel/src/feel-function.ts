/** A JavaScript function as feelin calls it from a context: with its parameter names given, not read from its source (which a bundler may rewrite). */
export type FeelFunctionValue = ((...args: unknown[]) => unknown) & { $args: string[] };

export function feelFunction(fn: (...args: unknown[]) => unknown, parameterNames: string[]): FeelFunctionValue {
  return Object.assign(fn, { $args: parameterNames });
}
