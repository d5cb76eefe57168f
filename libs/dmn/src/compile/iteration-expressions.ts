import { type FeelValue, feelTypeName, isFeelContext } from '@baton/feel';
import { DmnFailure } from '../evaluation/dmn-run.js';
import type { Conditional, Expression, Filter, Iterator } from '../moddle/dmn-elements.js';
import { ANY } from '../types/dmn-type.js';
import { type CompileEnv, type Evaluate, extendScope, withNames } from './compile-env.js';

/** compileBoxed, passed in so that this module and boxed-expression.ts do not import each other. */
export type CompileBoxed = (expression: Expression | undefined, env: CompileEnv, what: string) => Evaluate;

function list(value: FeelValue, what: string): FeelValue[] {
  if (!Array.isArray(value)) throw new DmnFailure(`${what}: iterates over a list, not a ${feelTypeName(value)}`);
  return value;
}

function condition(value: FeelValue, what: string): boolean {
  if (typeof value !== 'boolean') throw new DmnFailure(`${what}: the condition is a ${feelTypeName(value)}, not a boolean`);
  return value;
}

/** DMN 1.5's boxed conditional: `then` when `if` is true, `else` when it is false; any other value is an error. */
export function compileConditional(conditional: Conditional, env: CompileEnv, what: string, compile: CompileBoxed): Evaluate {
  const test = compile(conditional.if?.value, env, `${what}, if`);
  const then = compile(conditional.then?.value, env, `${what}, then`);
  const otherwise = compile(conditional.else?.value, env, `${what}, else`);
  return (run, scope) => (condition(test(run, scope), what) ? then(run, scope) : otherwise(run, scope));
}

/** DMN 1.5's boxed filter: the items of `in` for which `match` is true, each named `item` (a context's entries too). */
export function compileFilter(filter: Filter, env: CompileEnv, what: string, compile: CompileBoxed): Evaluate {
  const items = compile(filter.in?.value, env, `${what}, in`);
  const match = compile(filter.match?.value, withNames(env, [['item', ANY]]), `${what}, match`);
  return (run, scope) =>
    list(items(run, scope), what).filter((item) => {
      const entries: [string, FeelValue][] = isFeelContext(item) ? Object.entries(item) : [];
      return condition(match(run, extendScope(scope, [...entries, ['item', item]])), what);
    });
}

/** DMN 1.5's boxed iterators: `for` returns a list, `some` and `every` whether the condition holds for some or all. */
export function compileIterator(iterator: Iterator, env: CompileEnv, what: string, compile: CompileBoxed): Evaluate {
  const variable = iterator.iteratorVariable ?? 'item';
  const items = compile(iterator.in?.value, env, `${what}, in`);
  const inner = withNames(env, [[variable, ANY]]);
  const body = compile((iterator.$type === 'dmn:For' ? iterator.return : iterator.satisfies)?.value, inner, what);
  const each = (run: Parameters<Evaluate>[0], scope: Parameters<Evaluate>[1], item: FeelValue) => body(run, extendScope(scope, [[variable, item]]));
  switch (iterator.$type) {
    case 'dmn:For':
      return (run, scope) => list(items(run, scope), what).map((item) => each(run, scope, item));
    case 'dmn:Some':
      return (run, scope) => list(items(run, scope), what).some((item) => condition(each(run, scope, item), what));
    case 'dmn:Every':
      return (run, scope) => list(items(run, scope), what).every((item) => condition(each(run, scope, item), what));
  }
}
