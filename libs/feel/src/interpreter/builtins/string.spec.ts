import { describe, expect, it } from 'vitest';
import { FeelFailure } from '../values.js';
import { call, callNamed, result } from './builtin.test-helper.js';

describe('string functions: the documented examples', () => {
  it.each([
    ['substring', ['foobar', 3], 'obar'],
    ['substring', ['foobar', -2], 'ar'],
    ['substring', ['foobar', 3, 3], 'oba'],
    ['substring', ['foobar', -3, 2], 'ba'],
    ['substring', ['foobar', 3, 10], 'obar'],
    ['substring', ['foobar', -2, 1], 'a'],
    ['substring', ['abc', 4, 4], ''],
    ['substring', ['abc', 0], ''],
    ['string length', ['foo'], 3],
    ['upper case', ['aBc4'], 'ABC4'],
    ['lower case', ['aBc4'], 'abc4'],
    ['substring before', ['foobar', 'bar'], 'foo'],
    ['substring before', ['foobar', 'xyz'], ''],
    ['substring before', ['foobar', 'foo'], ''],
    ['substring after', ['foobar', 'ob'], 'ar'],
    ['substring after', ['', 'a'], ''],
    ['substring after', ['foo', ''], 'foo'],
    ['contains', ['foobar', 'of'], false],
    ['contains', ['foobar', 'ob'], true],
    ['starts with', ['foobar', 'fo'], true],
    ['ends with', ['foobar', 'r'], true],
    ['ends with', ['foobar', 'o'], false],
    ['trim', ['  hello world  '], 'hello world'],
    ['trim', ['hello   world '], 'hello   world'],
    ['trim', ['\t\n x \u0001'], 'x'],
    ['trim', ['\u00a0x\u00a0'], '\u00a0x\u00a0'],
    ['to base64', ['FEEL'], 'RkVFTA=='],
    ['to base64', ['Camunda'], 'Q2FtdW5kYQ=='],
    ['from base64', ['RkVFTA=='], 'FEEL'],
    ['from base64', ['RkVFTA'], 'FEEL'],
    ['is blank', [''], true],
    ['is blank', [' \t\n\r\f'], true],
    ['is blank', [' hello world '], false],
    ['is blank', ['\u00a0'], false],
    ['matches', ['foobar', '^fo*bar'], true],
    ['matches', ['foobar', '^fo*z'], false],
    ['matches', ['FooBar', 'foo', 'i'], true],
    ['matches', ['FooBar', 'foo'], false],
    ['matches', ['a\nb', 'a.b', 's'], true],
    ['matches', ['a\nb', '^b$', 'm'], true],
    ['matches', ['foobar', 'f o o # the start', 'x'], true],
    ['replace', ['abcd', '(ab)|(a)', '[1=$1][2=$2]'], '[1=ab][2=]cd'],
    ['replace', ['0123456789', '(\\d{3})(\\d{3})(\\d{4})', '($1) $2-$3'], '(012) 345-6789'],
    ['replace', ['How do you feel?', 'Feel', 'FEEL', 'i'], 'How do you FEEL?'],
    ['replace', ['a.b', '\\.', '\\$'], 'a$b'],
    ['split', ['John Doe', '\\s'], ['John', 'Doe']],
    ['split', ['a;b;c;;', ';'], ['a', 'b', 'c', '', '']],
    ['split', ['abc', ''], ['a', 'b', 'c', '']],
    ['split', ['', ','], ['']],
    ['extract', ['references are 1234, 1256, 1378', '12[0-9]*'], ['1234', '1256']],
    ['extract', ['this is foobar and folbar', 'fo[a-z]*'], ['foobar', 'folbar']],
    ['extract', ['nothing', 'fo[a-z]*'], []],
  ])('%s%j is %j', (name, args, expected) => {
    expect(result(name, ...args)).toEqual(expected);
  });

  it('binds named arguments by Camunda parameter names', () => {
    expect(callNamed('substring', { string: 'foobar', 'start position': 3 })).toBe('obar');
    expect(callNamed('contains', { string: 'me@camunda.com', match: '.de' })).toBe(false);
    expect(callNamed('to base64', { value: 'Camunda' })).toBe('Q2FtdW5kYQ==');
    expect(callNamed('is blank', { string: '' })).toBe(true);
  });

  it('makes time-ordered version 7 UUIDs of 36 characters', () => {
    const uuid = call('uuid') as string;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid.slice(0, 13).replace('-', '')).toBe(Date.UTC(2026, 11, 6, 5, 0, 0).toString(16).padStart(12, '0'));
    expect(call('uuid')).not.toBe(uuid);
  });
});

describe('string functions: null and failures', () => {
  it.each([
    ['substring', [1, 1]],
    ['substring', ['abc', '1']],
    ['string length', [null]],
    ['upper case', [1]],
    ['contains', ['a', null]],
    ['matches', ['abc', '[a-z']],
    ['matches', ['abc', 'a', null]],
    ['matches', ['aa', '(a)\\1']],
    ['replace', ['abc', '([a-z)', '$1']],
    ['replace', ['abc', '(a)', '$2']],
    ['split', ['abc', '[']],
    ['extract', ['abc', '[a-z']],
    ['from base64', ['!!!']],
    ['from base64', ['RkVFTA=']],
    ['trim', [true]],
  ])('%s%j is null', (name, args) => {
    expect(result(name, ...args)).toBeNull();
  });

  it('fails, as Java does, for a substring starting outside the string', () => {
    expect(call('substring', 'abc', 5)).toBeInstanceOf(FeelFailure);
    expect(call('substring', 'abc', -5, 1)).toBeInstanceOf(FeelFailure);
    expect(call('substring', 'abc', 1, -1)).toBeInstanceOf(FeelFailure);
  });

  it('has no signature for other argument counts', () => {
    expect(call('substring', 'abc')).toBeUndefined();
    expect(call('uuid', 'x')).toBeUndefined();
  });
});
