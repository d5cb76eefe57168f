import { describe, expect, it } from 'vitest';
import { call, callNamed, ctx, n, plain, result } from './builtin.test-helper.js';

describe('context functions: the documented examples', () => {
  it.each([
    ['get value', [ctx({ foo: n(123) }), 'foo'], 123],
    ['get value', [ctx({ a: n(1) }), 'b'], null],
    ['get value', [ctx({ x: n(1), y: ctx({ z: n(0) }) }), ['y', 'z']], 0],
    ['get value', [ctx({ x: ctx({ y: ctx({ z: n(0) }) }) }), ['x', 'y']], { z: 0 }],
    ['get value', [ctx({ a: ctx({ b: n(3) }) }), ['b']], null],
    ['get value', [ctx({ a: n(1) }), []], null],
    ['get value', [ctx({ a: n(1) }), ['a', 'b']], null],
    ['get entries', [ctx({ foo: n(123) })], [{ key: 'foo', value: 123 }]],
    ['get entries', [ctx({})], []],
    ['context put', [ctx({ x: n(1) }), 'y', n(2)], { x: 1, y: 2 }],
    ['context put', [ctx({ x: n(1) }), 'x', n(2)], { x: 2 }],
    ['context put', [ctx({ x: n(1) }), ['y'], n(2)], { x: 1, y: 2 }],
    ['context put', [ctx({ x: n(1), y: ctx({ z: n(0) }) }), ['y', 'z'], n(2)], { x: 1, y: { z: 2 } }],
    ['context put', [ctx({ x: n(1) }), ['y', 'z'], n(2)], { x: 1, y: { z: 2 } }],
    ['context put', [ctx({ x: n(1) }), ['x', 'z'], n(2)], { x: { z: 2 } }],
    ['put', [ctx({ x: n(1) }), 'y', n(2)], { x: 1, y: 2 }],
    ['context merge', [[ctx({ x: n(1) }), ctx({ y: n(2) })]], { x: 1, y: 2 }],
    ['context merge', [[ctx({ x: n(1), y: n(0) }), ctx({ y: n(2) })]], { x: 1, y: 2 }],
    ['context merge', [ctx({ x: n(1) }), ctx({ y: n(2) })], { x: 1, y: 2 }],
    ['put all', [[ctx({ x: n(1) }), ctx({ y: n(2) })]], { x: 1, y: 2 }],
    ['context', [[ctx({ key: 'a', value: n(1) }), ctx({ key: 'b', value: null })]], { a: 1, b: null }],
    ['context', [[]], {}],
  ])('%s%j is %j', (name, args, expected) => {
    expect(result(name, ...args)).toEqual(expected);
  });

  it('binds the parameter names Camunda gives each signature', () => {
    expect(plain(callNamed('get value', { m: ctx({ a: n(1) }), key: 'a' }))).toBe(1);
    expect(plain(callNamed('get value', { context: ctx({ a: ctx({ b: n(2) }) }), keys: ['a', 'b'] }))).toBe(2);
    expect(plain(callNamed('get entries', { m: ctx({ a: n(1) }) }))).toEqual([{ key: 'a', value: 1 }]);
    expect(plain(callNamed('context put', { context: ctx({}), keys: ['a'], value: n(1) }))).toEqual({ a: 1 });
  });

  it('leaves the given context unchanged', () => {
    const original = ctx({ x: n(1) });
    call('context put', original, 'y', n(2));
    expect(plain(original)).toEqual({ x: 1 });
  });
});

describe('context functions: null', () => {
  it.each([
    ['get value', [[1], 'a']],
    ['get value', [ctx({ a: n(1) }), n(1)]],
    ['get value', [ctx({ a: n(1) }), ['a', n(1)]]],
    ['get entries', [[1]]],
    ['context put', [ctx({}), [], n(1)]],
    ['context put', [ctx({}), n(1), n(1)]],
    ['context put', [null, 'a', n(1)]],
    ['context merge', [[ctx({}), n(1)]]],
    ['context', [[ctx({ key: n(1), value: n(1) })]]],
    ['context', [[ctx({ key: 'a' })]]],
    ['context', [ctx({ key: 'a', value: n(1) })]],
  ])('%s%j is null', (name, args) => {
    expect(result(name, ...args)).toBeNull();
  });
});
