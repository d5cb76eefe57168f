import { describe, expect, it } from 'vitest';
import {
  compileFeelExpression,
  compileFeelUnaryTests,
  type FeelExpression,
  FeelFailure,
  FeelNumber,
  FeelSession,
  type FeelUnaryTests,
  type FeelValue,
  feelContext,
  feelFunction,
  feelToJson,
  jsonToFeel,
} from './feel-values.js';

function expression(source: string, names = {}): FeelExpression {
  const compiled = compileFeelExpression(source, names);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.program;
}

function tests(source: string): FeelUnaryTests {
  const compiled = compileFeelUnaryTests(source, {});
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.program;
}

function context(entries: Record<string, FeelValue>) {
  return Object.assign(feelContext(), entries);
}

const NOW = Date.UTC(2026, 0, 1);

/** A DMN model's expression evaluated: its value as JSON, or the failure. */
function dmn(source: string) {
  const compiled = compileFeelExpression(source, {}, 'dmn');
  if (!compiled.ok) throw new Error(compiled.message);
  const outcome = new FeelSession(NOW).evaluate(compiled.program, feelContext());
  return outcome.ok ? feelToJson(outcome.value) : outcome;
}

describe('the FEEL value-level API', () => {
  it('should evaluate a compiled expression against a context of FEEL values', () => {
    const session = new FeelSession(NOW);
    const outcome = session.evaluate(expression('Monthly Salary * 12', { 'Monthly Salary': null }), context({ 'Monthly Salary': new FeelNumber('1000.5') }));
    expect(outcome.ok && feelToJson(outcome.value)).toEqual({ ok: true, value: 12006 });
  });

  it('should keep temporal values as they are, not as their text', () => {
    const session = new FeelSession(NOW);
    const date = session.evaluate(expression('@"2026-03-01"'), feelContext());
    if (!date.ok) throw new Error(date.message);
    const outcome = session.evaluate(expression('d + duration("P1D")'), context({ d: date.value }));
    expect(outcome.ok && feelToJson(outcome.value)).toEqual({ ok: true, value: '2026-03-02' });
  });

  it('should call a function value that runs a JavaScript closure, by position and by name', () => {
    const double = feelFunction(['x'], ([x]) => (x instanceof FeelNumber ? x.times(2) : new FeelFailure('not a number')));
    const session = new FeelSession(NOW);
    expect(feelToJson((session.evaluate(expression('double(21) + double(x: 1)'), context({ double })) as { value: FeelValue }).value)).toEqual({
      ok: true,
      value: 44,
    });
    const failed = session.evaluate(expression('double("a")'), context({ double }));
    expect(failed).toEqual({ ok: false, message: 'failed to evaluate expression \'double("a")\': not a number' });
  });

  it('should test a FEEL value against unary tests', () => {
    const session = new FeelSession(NOW);
    const scope = context({ limit: new FeelNumber(10) });
    expect(session.test(tests('< limit'), new FeelNumber(3), scope)).toMatchObject({ ok: true, value: true });
    expect(session.test(tests('"a", "b"'), 'c', scope)).toMatchObject({ ok: true, value: false });
    expect(session.test(tests('< 3'), 'c', scope)).toMatchObject({ ok: true, value: null });
    expect(session.test(tests('-'), null, scope)).toMatchObject({ ok: true, value: true });
  });

  it('should refuse an expression that does not compile, naming it', () => {
    const compiled = compileFeelExpression('1 +', {});
    expect(compiled.ok).toBe(false);
    expect(compiled.ok ? '' : compiled.message).toContain("'1 +'");
    expect(compileFeelExpression(' ', {})).toEqual({ ok: false, message: 'the expression is empty' });
  });

  it("should read DMN's dialect where asked: range literals as values, ranges compared, a single value filtered as a list, typed parameters", () => {
    expect(dmn('[1..10] = [1..10]')).toEqual({ ok: true, value: true });
    expect(dmn('[1..10] = (1..10]')).toEqual({ ok: true, value: false });
    expect(dmn('1 in [[2..4], [1..3]]')).toEqual({ ok: true, value: true });
    expect(dmn('5 in [[2..4], [1..3]]')).toEqual({ ok: true, value: false });
    expect(dmn('"b" in ["a".."c"]')).toEqual({ ok: true, value: true });
    expect(dmn('[1..10].start included')).toEqual({ ok: true, value: true });
    expect(dmn('(< 10) = (< 10)')).toEqual({ ok: true, value: true });
    expect(dmn('(>= 10).start included')).toEqual({ ok: true, value: true });
    expect(dmn('(< 10).end')).toEqual({ ok: true, value: 10 });
    expect(dmn('true[1] = true')).toEqual({ ok: true, value: true });
    expect(dmn('5[item > 2]')).toEqual({ ok: true, value: [5] });
    expect(dmn('(function(n: number) n + 1)(2)')).toEqual({ ok: true, value: 3 });
    expect(dmn('(function(n: number) n)("two")')).toMatchObject({ ok: false, message: expect.stringContaining('not of the type number') });
    // Camunda's dialect, the default, still refuses and answers as FEEL-Scala does.
    expect(compileFeelExpression('[1..10] = [1..10]', {}).ok).toBe(false);
    const camunda = compileFeelExpression('true[1]', {});
    expect(camunda.ok && new FeelSession(NOW).evaluate(camunda.program, feelContext())).toMatchObject({ ok: true, value: null });
    const untyped = compileFeelExpression('(function(n: number) n)("two")', {});
    expect(untyped.ok && new FeelSession(NOW).evaluate(untyped.program, feelContext())).toMatchObject({ ok: true, value: 'two' });
  });

  it("should read DMN 1.5's `!= e` as a value and the range type `range<T>` in DMN's dialect only", () => {
    expect(dmn('(!=10) = (!=10)')).toEqual({ ok: true, value: true });
    expect(dmn('(!=10) = (!=11)')).toEqual({ ok: true, value: false });
    expect(dmn('(!=10) = (=10)')).toEqual({ ok: true, value: null });
    expect(dmn('(!=10)(11)')).toEqual({ ok: true, value: true });
    expect(dmn('(!=10)(10)')).toEqual({ ok: true, value: false });
    expect(dmn('[1..3] instance of range<number>')).toEqual({ ok: true, value: true });
    expect(dmn('["a".."c"] instance of range<number>')).toEqual({ ok: true, value: false });
    expect(dmn('(> @"2026-01-01") instance of range<date>')).toEqual({ ok: true, value: true });
    expect(dmn('[1, 2] instance of range<number>')).toEqual({ ok: true, value: false });
    expect(dmn('{range: 1}.range + 1')).toEqual({ ok: true, value: 2 });
    // FEEL-Scala's parser reads neither: Camunda's dialect refuses both, naming where.
    expect(compileFeelExpression('(!=10) = (!=10)', {})).toMatchObject({ ok: false, message: expect.stringContaining('syntax error') });
    expect(compileFeelExpression('x instance of range<number>', {})).toMatchObject({ ok: false, message: expect.stringContaining('a range type') });
  });

  it("should subtract a date and a date and time in DMN's dialect only, the date at midnight UTC (DMN 1.5)", () => {
    expect(dmn('@"2021-01-02" - @"2021-01-01T10:10:10+11:00"')).toEqual({ ok: true, value: 'P1DT49M50S' });
    expect(dmn('@"2021-01-02" - @"2021-01-02T00:00:00Z"')).toEqual({ ok: true, value: 'P0D' });
    expect(dmn('@"2021-01-02T10:10:10@Europe/Paris" - @"2021-01-01"')).toEqual({ ok: true, value: 'P1DT9H10M10S' });
    // A date and time without a zone has no instant to compare with the date's.
    expect(dmn('@"2021-01-01T00:00:00" - @"2021-01-02"')).toEqual({ ok: true, value: null });
    // FEEL-Scala has no such case: Camunda's dialect answers null.
    const camunda = compileFeelExpression('@"2021-01-02" - @"2021-01-01T10:10:10+11:00"', {});
    expect(camunda.ok && new FeelSession(NOW).evaluate(camunda.program, feelContext())).toMatchObject({ ok: true, value: null });
  });

  it("should read a date and time at `T24:00:00` as the next day's midnight in DMN's dialect only", () => {
    expect(dmn('@"2021-01-01T24:00:00" + @"PT1S"')).toEqual({ ok: true, value: '2021-01-02T00:00:01' });
    expect(dmn('@"2021-01-01T24:00:00" - @"PT1S"')).toEqual({ ok: true, value: '2021-01-01T23:59:59' });
    expect(dmn('@"2021-12-31T24:00:00Z" = @"2022-01-01T00:00:00Z"')).toEqual({ ok: true, value: true });
    // Only the day's end: a later time at hour 24 is no date and time.
    expect(dmn('@"2021-01-01T24:00:01"')).toEqual({ ok: true, value: null });
    // FEEL-Scala's strict parser takes hours 0 to 23: in Camunda's dialect the literal is null.
    const camunda = compileFeelExpression('@"2021-01-01T24:00:00"', {});
    expect(camunda.ok && new FeelSession(NOW).evaluate(camunda.program, feelContext())).toMatchObject({ ok: true, value: null });
  });

  it('should convert JSON to FEEL values and back', () => {
    const value = jsonToFeel({ a: [1, 'x', null, true] });
    expect(feelToJson(value)).toEqual({ ok: true, value: { a: [1, 'x', null, true] } });
  });
});
