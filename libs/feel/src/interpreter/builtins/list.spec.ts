import { beforeEach, describe, expect, it } from 'vitest';
import { FeelFailure, type FeelNumber, type FeelValue, feelFunction } from '../values.js';
import { call, callNamed, charged, ctx, n, plain, result } from './builtin.test-helper.js';

const lessThan = feelFunction(['x', 'y'], ([x, y]) => (x as FeelNumber).lt(y as FeelNumber));

describe('list functions: the documented examples', () => {
  it.each([
    ['list contains', [[1, 2, 3], 2], true],
    ['list contains', [[1, null], null], true],
    ['list contains', [[[1]], [1]], true],
    ['list contains', [[1, 2], '1'], false],
    ['count', [[1, 2, 3]], 3],
    ['min', [[1, 2, 3]], 1],
    ['min', [1, 2, 3], 1],
    ['min', [3], 3],
    ['min', [['b', 'a']], 'a'],
    ['max', [[1, 2, 3]], 3],
    ['max', [1, 2, 3], 3],
    ['sum', [[1, 2, 3]], 6],
    ['sum', [1, 2, 3], 6],
    ['product', [[2, 3, 4]], 24],
    ['product', [2, 3, 4], 24],
    ['mean', [[1, 2, 3]], 2],
    ['mean', [1, 2, 3], 2],
    ['median', [8, 2, 5, 3, 4], 4],
    ['median', [[6, 1, 2, 3]], 2.5],
    ['stddev', [2, 4, 7, 5], 2.0816659994661326],
    ['stddev', [[2, 4, 7, 5]], 2.0816659994661326],
    ['mode', [6, 3, 9, 6, 6], [6]],
    ['mode', [[6, 1, 9, 6, 1]], [1, 6]],
    ['mode', [[]], []],
    ['all', [[true, false]], false],
    ['all', [false, null, true], false],
    ['all', [[]], true],
    ['all', [[true, null]], null],
    ['all', [true], true],
    ['and', [[true, true]], true],
    ['any', [[false, true]], true],
    ['any', [false, null, true], true],
    ['any', [[]], false],
    ['any', [[false, 'x']], null],
    ['or', [[false, false]], false],
    ['sublist', [[1, 2, 3], 2], [2, 3]],
    ['sublist', [[1, 2, 3], 1, 2], [1, 2]],
    ['sublist', [[1, 2, 3], -2], [2, 3]],
    ['sublist', [[1, 2, 3], 2, 10], [2, 3]],
    ['append', [[1], 2, 3], [1, 2, 3]],
    ['append', [[1], [2]], [1, [2]]],
    ['concatenate', [[1, 2], [3]], [1, 2, 3]],
    ['concatenate', [[1], [2], [3]], [1, 2, 3]],
    ['concatenate', [[1, 2]], [1, 2]],
    ['insert before', [[1, 3], 1, 2], [2, 1, 3]],
    ['insert before', [[1, 3], -1, 2], [1, 2, 3]],
    ['remove', [[1, 2, 3], 2], [1, 3]],
    ['remove', [[1, 2, 3], -1], [1, 2]],
    ['reverse', [[1, 2, 3]], [3, 2, 1]],
    ['index of', [[1, 2, 3, 2], 2], [2, 4]],
    ['index of', [[1, 2], 5], []],
    [
      'union',
      [
        [1, 2],
        [2, 3],
      ],
      [1, 2, 3],
    ],
    ['distinct values', [[1, 2, 3, 2, 1]], [1, 2, 3]],
    ['distinct values', [[[1], [1], [2]]], [[1], [2]]],
    ['duplicate values', [[1, 2, 3, 2, 1]], [1, 2]],
    ['duplicate values', [[1, 2, 3]], []],
    ['duplicate values', [[1, null, 2, null, 2]], [null, 2]],
    ['duplicate values', [[1, 2, 3, 4, 3, 1, 2]], [1, 2, 3]],
    [
      'union',
      [
        [1, null],
        [2, null],
      ],
      [1, null, 2],
    ],
    [
      'union',
      [
        [[1], [2]],
        [[3], [2]],
      ],
      [[1], [2], [3]],
    ],
    ['all', [true, null, true], null],
    ['all', [0], null],
    ['any', [false, null, false], null],
    ['flatten', [[[1, 2], [[3]], 4]], [1, 2, 3, 4]],
    ['string join', [['a', 'b', 'c']], 'abc'],
    ['string join', [['a', null, 'c']], 'ac'],
    ['string join', [[]], ''],
    ['string join', [['a'], 'X'], 'a'],
    ['string join', [['a', 'b', 'c'], ', '], 'a, b, c'],
    ['string join', [['a', 'b'], null], 'ab'],
    ['string join', [['a', 'b', 'c'], ', ', '[', ']'], '[a, b, c]'],
    ['string join', [['a', 'b'], null, '[', ']'], '[ab]'],
    ['is empty', [[]], true],
    ['is empty', [[1, 2, 3]], false],
    ['partition', [[1, 2, 3, 4, 5], 2], [[1, 2], [3, 4], [5]]],
    ['partition', [[], 2], []],
  ])('%s%j is %j', (name, args, expected) => {
    expect(result(name, ...args)).toEqual(expected);
  });

  it('compares numbers by value for distinct values, union and index of', () => {
    expect(result('distinct values', [n('1.0'), n(1), n('2.50'), n('2.5')])).toEqual([1, 2.5]);
    expect(result('index of', [n('1.0'), n(2)], n(1))).toEqual([1]);
    expect(result('union', [ctx({ a: n(1) })], [ctx({ a: n('1.0') })])).toEqual([{ a: 1 }]);
  });

  it('binds the variadic parameter by name as one list', () => {
    expect(
      plain(
        callNamed('union', {
          lists: [
            [1, 2],
            [2, 3],
          ],
        }),
      ),
    ).toEqual([1, 2, 3]);
    expect(plain(callNamed('partition', { list: [1, 2, 3], size: 2 }))).toEqual([[1, 2], [3]]);
  });

  it('sorts with a precedes function, positionally or by name', () => {
    expect(result('sort', [3, 1, 4, 5, 2], lessThan)).toEqual([1, 2, 3, 4, 5]);
    expect(plain(callNamed('sort', { list: [3, 1, 4, 5, 2], precedes: lessThan }))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('list functions: null and failures', () => {
  it.each([
    ['min', [[]]],
    ['min', [[1, 'a']]],
    ['min', [[true, false]]],
    ['min', [[1, null]]],
    ['max', [[[1], [2]]]],
    ['sum', [[]]],
    ['sum', [[1, '2']]],
    ['product', [[]]],
    ['mean', [[]]],
    ['median', [[]]],
    ['stddev', [[]]],
    ['mode', [['a']]],
    ['sublist', [[1, 2, 3], 0]],
    ['insert before', [[1], 0, 2]],
    ['remove', [[1], 0]],
    ['count', ['abc']],
    ['list contains', [null, 1]],
    ['string join', [[1, 'a']]],
    ['string join', [['a'], 1]],
    ['string join', [['a'], ',', '[', null]],
    ['partition', [[1, 2], 0]],
    ['partition', [[1, 2], -1]],
    ['sort', [[1, 2], null]],
    ['sort', [[1, 2], feelFunction(['x'], () => true)]],
    ['sort', [[1, 2], feelFunction(['x', 'y'], () => 'yes')]],
    ['sort', [[1, 2], feelFunction(['x', 'y'], () => new FeelFailure('no'))]],
  ])('%s%j is null', (name, args) => {
    expect(result(name, ...(args as FeelValue[]))).toBeNull();
  });

  it('fails a standard deviation of one item, as Camunda divides zero by zero', () => {
    expect(call('stddev', [n(1)])).toBeInstanceOf(FeelFailure);
  });

  it('has no sort without a precedes function, nor an append without items', () => {
    expect(call('sort', [n(1)])).toBeUndefined();
    expect(call('append', [n(1)])).toBeUndefined();
  });
});

describe('list functions: charges', () => {
  beforeEach(() => {
    charged.items = 0;
    charged.text = 0;
  });

  it('charges the items of a list they build and the text of a string they join', () => {
    call('concatenate', [n(1), n(2)], [n(3)]);
    expect(charged.items).toBe(3);
    call('string join', ['ab', 'cd'], '-');
    expect(charged.text).toBe(5);
  });

  it('charges pairwise comparisons of lists in distinct values', () => {
    const lists = Array.from({ length: 4 }, (_, index) => [n(index)]);
    call('distinct values', lists);
    expect(charged.items).toBe(0 + 1 + 2 + 3 + 4);
  });
});
