import { describe, expect, it } from 'vitest';
import { compileRegex, stripComments } from './regex.js';

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
