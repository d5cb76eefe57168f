import { describe, expect, it } from 'vitest';
import { checkJsonBody, MAX_REPORTED_PROBLEMS } from './json-body-check.js';

const limits = { maxDepth: 5, maxVariableBytes: 10 };

/** `depth` objects nested in one another, the innermost holding 1. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('checkJsonBody', () => {
  it('should accept a body within every limit', () => {
    expect(checkJsonBody({ name: 'n', variables: { small: 'short', list: [1, 2] }, deep: nested(4) }, limits)).toBeUndefined();
    expect(checkJsonBody('plain', limits)).toBeUndefined();
  });

  it('should name every string and name holding NUL, in body order', () => {
    const problem = checkJsonBody({ a: 'x\u0000', 'b c\u0000': 1, list: ['ok', { 'deep-er': '\u0000' }] }, { ...limits, maxDepth: 64 });

    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe('The request body must not contain the NUL character (\\u0000), found in a, ["b c\\u0000"] (its name), list[1]["deep-er"]');
  });

  it('should cap the list of problems and count the rest', () => {
    const body = Object.fromEntries(Array.from({ length: MAX_REPORTED_PROBLEMS + 3 }, (_, index) => [`k${index}`, '\u0000']));

    expect(checkJsonBody(body, limits)?.detail).toMatch(/found in k0, k1, .*k9 and 3 more$/);
  });

  it('should shorten long names and paths in the answer', () => {
    const problem = checkJsonBody({ [`${'n'.repeat(1000)}\u0000`]: 1, deep: nested(200) }, { ...limits, maxDepth: 150 });

    expect(problem?.detail.length).toBeLessThan(500);
    expect(problem?.detail).toContain('["nnn');
    expect(problem?.detail).toContain('deep.a.a');
  });

  it('should refuse nesting deeper than maxDepth, the body counting as the first level', () => {
    expect(checkJsonBody(nested(5), limits)).toBeUndefined();

    const problem = checkJsonBody({ ok: 1, x: nested(5) }, limits);
    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe('The request body is nested deeper than 5 levels (MAX_JSON_DEPTH) at x.a.a.a.a');
  });

  it('should walk a million levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`) as unknown;

    expect(checkJsonBody(deep, { maxDepth: 64, maxVariableBytes: 10 })?.detail).toMatch(/nested deeper than 64 levels/);
  });

  it('should refuse variables over maxVariableBytes wherever a variables object appears, with 413', () => {
    // given: sizes are of the JSON text, "12345678901" is 13 bytes; arrays named variables are search filters
    const body = {
      variables: { big: '12345678901', fine: 'x', nested: { variables: { big: '1234567890123' } } },
      instructions: [{ variables: { huge: { text: 'a long text' } } }],
      filter: { variables: [{ name: 'big', value: '"12345678901"' }] },
    };

    // when
    const problem = checkJsonBody(body, limits);

    // then
    expect(problem?.status).toBe(413);
    expect(problem?.detail).toBe(
      'Variables must not be larger than 10 bytes as JSON (MAX_VARIABLE_BYTES): variables.big (13 bytes), variables.nested (37 bytes), instructions[0].variables.huge (22 bytes)',
    );
  });

  it('should report NUL and depth before sizes', () => {
    expect(checkJsonBody({ variables: { big: '1234567890\u0000' } }, limits)?.status).toBe(400);
  });
});
