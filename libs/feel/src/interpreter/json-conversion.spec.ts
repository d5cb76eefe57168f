import { describe, expect, it } from 'vitest';
import { evaluateFeel } from '../feel-expression.js';
import { feelToJson, jsonToFeel } from './json-conversion.js';
import { FeelNumber, feelFunction, feelRange, isFeelContext, isFeelNumber } from './values.js';

describe('JSON to FEEL', () => {
  it('should read numbers as decimals, a bigint with every digit', () => {
    const value = jsonToFeel({ a: 0.1, b: [9007199254740993n, -2], c: null, d: 'x', e: true });
    expect(isFeelContext(value)).toBe(true);
    const context = value as Record<string, unknown>;
    expect((context.a as FeelNumber).toString()).toBe('0.1');
    expect(((context.b as FeelNumber[])[0] as FeelNumber).toFixed()).toBe('9007199254740993');
    expect(isFeelNumber((context.b as unknown[])[1])).toBe(true);
    expect([context.c, context.d, context.e]).toEqual([null, 'x', true]);
  });
});

describe('FEEL to JSON', () => {
  it('should write an integer beyond 2^53 as a bigint and any other number as a number', () => {
    expect(feelToJson(new FeelNumber('9007199254740993'))).toEqual({ ok: true, value: 9007199254740993n });
    expect(feelToJson(new FeelNumber('-9007199254740993'))).toEqual({ ok: true, value: -9007199254740993n });
    expect(feelToJson(new FeelNumber('9007199254740991'))).toEqual({ ok: true, value: 9007199254740991 });
    expect(feelToJson(new FeelNumber('0.3'))).toEqual({ ok: true, value: 0.3 });
    expect(feelToJson(new FeelNumber('-0'))).toEqual({ ok: true, value: 0 });
  });

  it('should keep a bigint variable exact through arithmetic', () => {
    expect(evaluateFeel('x + 1', { x: 9007199254740993n }, null)).toEqual({ ok: true, value: 9007199254740994n, warnings: [] });
    expect(evaluateFeel('x * 1.5', { x: 4 }, null)).toEqual({ ok: true, value: 6, warnings: [] });
  });

  it('should write a function as null, as Zeebe stores it, and refuse a range, which has no JSON form', () => {
    expect(feelToJson(feelRange(new FeelNumber(1), new FeelNumber(2), true, true))).toEqual({ ok: false, message: 'a range is not a JSON value' });
    expect(feelToJson([feelFunction([], () => null)])).toEqual({ ok: true, value: [null] });
    expect(evaluateFeel('{ f: function(a) a, g: 1 }', {}, null)).toEqual({ ok: true, value: { f: null, g: 1 }, warnings: [] });
  });

  it('should keep text with whole pairs', () => {
    expect(feelToJson(jsonToFeel({ '💥': ['a💥b'] }))).toEqual({ ok: true, value: { '💥': ['a💥b'] } });
  });

  it('should refuse text holding half of a pair, in a value or a name, at any depth', () => {
    const message = (text: string) => `the text '${text}' holds a lone UTF-16 surrogate (half of a pair), which cannot be stored`;

    expect(feelToJson('a\ud800')).toEqual({ ok: false, message: message('a\ud800') });
    expect(feelToJson(jsonToFeel({ list: [{ '\udc00': 1 }] }))).toEqual({ ok: false, message: message('\udc00') });
  });

  it('should fail an expression whose result splits a pair, which would otherwise reach the database', () => {
    const result = evaluateFeel('substring before("💥", "\\uDCA5")', {}, Date.now());

    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain('holds a lone UTF-16 surrogate');
  });

  it('should write temporal values as the text Zeebe stores', () => {
    expect(evaluateFeel('@"2026-01-31"', {}, null)).toEqual({ ok: true, value: '2026-01-31', warnings: [] });
    expect(evaluateFeel('@"P1DT2H"', {}, null)).toEqual({ ok: true, value: 'P1DT2H', warnings: [] });
  });
});
