import { NAME_MAX_LENGTH } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { checkJsonBody, MAX_REPORTED_PROBLEMS, MAX_STRUCTURE_MEMBERS } from './json-body-check.js';

const limits = { maxDepth: 5, maxVariableBytes: 10, maxVariables: 3 };

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

    expect(checkJsonBody(deep, { ...limits, maxDepth: 64 })?.detail).toMatch(/nested deeper than 64 levels/);
  });

  it('should refuse variables over maxVariableBytes wherever a variables object appears, with 413', () => {
    // given: sizes are of the JSON text, "12345678901" is 13 bytes; arrays named variables are search filters
    const body = {
      variables: { big: '12345678901', fine: 'x', nested: { variables: { big: '1234567890123' } } },
      instructions: [{ variables: { huge: { text: 'a long text' } } }],
      filter: { variables: [{ name: 'big', value: '"12345678901"' }] },
    };

    // when
    const problem = checkJsonBody(body, { ...limits, maxVariables: 10 });

    // then
    expect(problem?.status).toBe(413);
    expect(problem?.detail).toBe(
      'Variables must not be larger than 10 bytes as JSON (MAX_VARIABLE_BYTES): variables.big (13 bytes), variables.nested (37 bytes), instructions[0].variables.huge (22 bytes)',
    );
  });

  it('should name every string and name holding a lone surrogate, and accept a pair', () => {
    // given: JSON.parse keeps "\ud800" as a lone half, which PostgreSQL refuses in jsonb
    const body = JSON.parse('{"ok":"\\ud83d\\udca5","a":"x\\ud800","variables":{"\\udc00":1,"list":["\\ud83d"]}}') as unknown;

    // when
    const problem = checkJsonBody(body, limits);

    // then
    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe(
      'The request body must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff not part of a pair), found in a, variables["\\udc00"] (its name), variables.list[0]',
    );
  });

  it('should refuse a variable name longer than NAME_MAX_LENGTH, naming it shortened', () => {
    const long = 'n'.repeat(NAME_MAX_LENGTH + 1);

    expect(checkJsonBody({ variables: { ['n'.repeat(NAME_MAX_LENGTH)]: 1 } }, limits)).toBeUndefined();
    const problem = checkJsonBody({ variables: { ok: 1, [long]: 2 }, other: { [long]: 3 } }, limits);
    expect(problem?.status).toBe(400);
    expect(problem?.detail).toBe(`Variable names must not be longer than ${NAME_MAX_LENGTH} characters: variables.${'n'.repeat(32)}…${'n'.repeat(32)}`);
  });

  it('should refuse more than MAX_STRUCTURE_MEMBERS fields and items outside variables with 413, at once', () => {
    // 4 members besides the items: filter, variables, key, $in
    const within = { filter: { key: { $in: Array(MAX_STRUCTURE_MEMBERS - 4).fill('1') } }, variables: { list: Array(100_000).fill(1) } };
    expect(checkJsonBody(within, { ...limits, maxVariableBytes: 1_000_000 })).toBeUndefined();

    const problem = checkJsonBody({ a: 1, filter: { key: { $in: Array(1_000_000).fill('\u0000') } } }, limits);
    expect(problem?.status).toBe(413);
    expect(problem?.detail).toBe(
      `The request body must not have more than ${MAX_STRUCTURE_MEMBERS} fields and array items outside its variables; the bound was passed at filter.key.$in`,
    );
  });

  it('should refuse a body carrying more than maxVariables variables in all with 413, wherever they appear', () => {
    expect(checkJsonBody({ variables: { a: 1, b: 2, c: 3 } }, limits)).toBeUndefined();
    expect(
      checkJsonBody({ instructions: [{ variables: { a: 1 } }, { variables: { b: 2, c: 3 } }], filter: { variables: [1, 2, 3, 4] } }, limits),
    ).toBeUndefined();

    const problem = checkJsonBody({ variables: { a: 1, b: 2 }, instructions: [{ variables: { c: 3, d: 4 } }] }, limits);
    expect(problem?.status).toBe(413);
    expect(problem?.detail).toBe(
      'A request body must not carry more than 3 variables (MAX_VARIABLES), but has 4: variables (2), instructions[0].variables (2)',
    );
  });

  it('should count 150,000 variables before measuring any', () => {
    const variables = Object.fromEntries(Array.from({ length: 150_000 }, (_, index) => [`v${index}`, index]));

    expect(checkJsonBody({ variables }, { ...limits, maxVariables: 10_000 })?.detail).toMatch(
      /more than 10000 variables \(MAX_VARIABLES\), but has 150000: variables \(150000\)$/,
    );
  });

  it('should report NUL and depth before sizes', () => {
    expect(checkJsonBody({ variables: { big: '1234567890\u0000' } }, limits)?.status).toBe(400);
  });
});
