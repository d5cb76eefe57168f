import { describe, expect, it } from 'vitest';
import { jsonEquals } from './json-equals.js';

describe('jsonEquals', () => {
  it.each([
    [1, 1],
    ['a', 'a'],
    [null, null],
    [
      [1, { a: [true] }],
      [1, { a: [true] }],
    ],
    [
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ],
  ])('should find %j equal to %j', (left, right) => {
    expect(jsonEquals(left, right)).toBe(true);
  });

  it.each([
    [1, '1'],
    [null, 0],
    [
      [1, 2],
      [1, 2, 3],
    ],
    [[1, 2], { 0: 1, 1: 2 }],
    [{ a: 1 }, { a: 1, b: null }],
    [
      { a: 1, b: undefined as unknown as null },
      { a: 1, c: 2 },
    ],
    [{ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }],
    [{}, []],
  ])('should find %j different from %j', (left, right) => {
    expect(jsonEquals(left, right)).toBe(false);
  });
});
