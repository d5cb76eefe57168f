import { describe, expect, it } from 'vitest';
import { RE2JS } from 're2js';
import { compileRegex, javaToRe2, stripComments } from './regex.js';

describe('stripComments', () => {
  it('drops whitespace and # comments as Java does in COMMENTS mode, inside classes too', () => {
    expect(stripComments('a b  # a comment\n c')).toBe('abc');
    expect(stripComments('[ a b ]')).toBe('[ab]');
    expect(stripComments('a\\ b\\#c')).toBe('a\\ b\\#c');
  });
});

describe('compileRegex', () => {
  it('answers null for a pattern RE2 cannot run, and caches what it compiled', () => {
    expect(compileRegex('(a)\\1', 0)).toBeNull();
    expect(compileRegex('[a-', 0)).toBeNull();
    expect(compileRegex('a+', 0)).toBe(compileRegex('a+', 0));
  });
});

describe('javaToRe2: Java patterns RE2 reads otherwise', () => {
  it("should keep Java's dot off every line terminator unless DOTALL, outside character classes", () => {
    expect(compileRegex('Mary.Jones', 0)?.matcher('Mary\rJones').find()).toBe(false);
    expect(compileRegex('Mary.Jones', 0)?.matcher('Mary\u2028Jones').find()).toBe(false);
    expect(compileRegex('Mary.Jones', 0)?.matcher('Mary Jones').find()).toBe(true);
    expect(compileRegex('Mary.Jones', RE2JS.DOTALL)?.matcher('Mary\rJones').find()).toBe(true);
    expect(javaToRe2('[.]\\.\\Q.\\E', false)).toBe('[.]\\.\\Q.\\E');
  });

  it('should refuse \\0 without an octal digit, as Java does', () => {
    expect(javaToRe2('[asd\\0]', false)).toBeNull();
    expect(compileRegex('1[asd\\0]', 0)).toBeNull();
    expect(javaToRe2('\\01', false)).toBe('\\01');
  });
});
