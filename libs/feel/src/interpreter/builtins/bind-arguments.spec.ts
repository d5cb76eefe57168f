import { describe, expect, it } from 'vitest';
import type { FeelValue } from '../values.js';
import { bindArguments } from './bind-arguments.js';
import { type BuiltinSignature, builtin } from './builtin.js';

const echo: BuiltinSignature['call'] = () => null;
const one = builtin('f', ['a'], echo);
const two = builtin('f', ['a', 'b'], echo);
const rest = builtin('g', ['items'], echo, { variadic: true });
const fixedAndRest = builtin('h', ['list', 'items'], echo, { variadic: true });
const optional = builtin('o', ['a', 'b'], echo, { optional: 1 });

const positional = (...values: FeelValue[]) => ({ positional: values });
const named = (entries: Record<string, FeelValue>) => ({ named: new Map(Object.entries(entries)) });

describe('bindArguments', () => {
  it('picks the signature by the number of positional arguments', () => {
    expect(bindArguments([one, two], positional('x'))?.signature).toBe(one);
    expect(bindArguments([one, two], positional('x', 'y'))?.signature).toBe(two);
    expect(bindArguments([one, two], positional())).toBeNull();
    expect(bindArguments([one, two], positional('x', 'y', 'z'))).toBeNull();
  });

  it('picks the first signature whose names include all named arguments, the others null', () => {
    expect(bindArguments([one, two], named({ a: 'x' }))).toEqual({ signature: one, args: ['x'] });
    expect(bindArguments([one, two], named({ b: 'y' }))).toEqual({ signature: two, args: [null, 'y'] });
    expect(bindArguments([one, two], named({ c: 'z' }))).toBeNull();
  });

  it('collects the rest of the positional arguments into one list; a single list is the list itself', () => {
    expect(bindArguments([rest], positional('x', 'y'))?.args).toEqual([['x', 'y']]);
    expect(bindArguments([rest], positional('x'))?.args).toEqual([['x']]);
    expect(bindArguments([rest], positional(['x', 'y']))?.args).toEqual([['x', 'y']]);
    expect(bindArguments([rest], positional(['x'], ['y']))?.args).toEqual([[['x'], ['y']]]);
    expect(bindArguments([rest], positional())).toBeNull();
  });

  it('wraps even a single list after fixed parameters (append([1], [2]) appends the list)', () => {
    expect(bindArguments([fixedAndRest], positional(['a'], ['b']))?.args).toEqual([['a'], [['b']]]);
    expect(bindArguments([fixedAndRest], positional(['a'], 'b', 'c'))?.args).toEqual([['a'], ['b', 'c']]);
  });

  it('leaves optional trailing parameters undefined', () => {
    const bound = bindArguments([optional], positional('x'));
    expect(bound?.signature).toBe(optional);
    expect(bound?.args).toHaveLength(1);
    expect(bound?.args[1]).toBeUndefined();
  });
});
