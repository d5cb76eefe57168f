import { evaluate } from 'feelin';
import { describe, expect, it } from 'vitest';
import { evaluateFeel } from './feel-expression.js';
import type { JsonObject } from './json-value.js';

function feel(source: string, variables: JsonObject = {}) {
  return evaluateFeel(source, variables, null);
}

describe('FEEL regular expressions on RE2', () => {
  it('should answer a pattern that backtracks exponentially in JavaScript at once, and correctly', () => {
    const started = performance.now();
    expect(feel('matches("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "(a+)+$")')).toEqual({ ok: true, value: false });
    expect(feel('matches(text, "(a+)+$")', { text: `${'a'.repeat(100_000)}!` })).toEqual({ ok: true, value: false });
    expect(feel('matches(text, "(a|aa)+$")', { text: 'a'.repeat(100_000) })).toEqual({ ok: true, value: true });
    expect(feel('replace("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "(a+)+$", "x")')).toEqual({ ok: true, value: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' });
    expect(feel('split("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "(a+)+$")')).toEqual({ ok: true, value: ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'] });
    // JavaScript's RegExp took 26 s on the first one alone.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('should answer as feelin did for the patterns both engines read alike', () => {
    const cases = [
      'matches("foobar", "^fo*b")',
      'matches("foobar", "o+b")',
      'matches("FOO", "foo", "i")',
      'matches("a\\nb", "^b", "m")',
      'matches("a\\nb", "a.b", "s")',
      'matches("a\\nb", "a.b")',
      'matches("abc", "[")',
      'replace("abcd", "(ab)|(a)", "[1=$1][2=$2]")',
      'replace("a.b.c", "\\.", "/")',
      'replace("banana", "a", "$0$0")',
      'replace("Hello", "l+", "L", "i")',
      'split("John Doe", "\\s")',
      'split("a;b;;c;", ";")',
      'split("abc", "")',
      'split(",a,b", ",")',
      'matches(1, "1")',
    ];
    for (const source of cases) {
      const expected = evaluate(source, {}).value;
      expect(feel(source), source).toEqual({ ok: true, value: expected });
    }
  });

  it('should find no back-reference or look-around, which RE2 does not have: the pattern is invalid, the answer null', () => {
    expect(feel('matches("aa", "(a)\\1")')).toEqual({ ok: true, value: null });
    expect(feel('matches("ab", "a(?=b)")')).toEqual({ ok: true, value: null });
  });

  it('should refuse flags FEEL does not have, as feelin does', () => {
    expect(feel('matches("a", "a", "q")')).toEqual({ ok: false, message: expect.stringContaining('illegal flags') });
    expect(feel('matches("a", "a", "x")')).toEqual({ ok: false, message: expect.stringContaining('not implemented') });
  });

  it('should leave a variable named like a regular expression function to win over it', () => {
    expect(feel('matches', { matches: 'a value' })).toEqual({ ok: true, value: 'a value' });
    expect(feel('string + "!"', { string: 'a value' })).toEqual({ ok: true, value: 'a value!' });
  });
});
