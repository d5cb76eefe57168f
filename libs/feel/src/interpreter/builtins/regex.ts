import { RE2JS } from 're2js';

/**
 * Regular expressions on RE2 (re2js, pure JavaScript): time linear in the input, where a backtracking engine held
 * the engine for seconds on `(a+)+$`. RE2 has no back-references and no look-around; a pattern using them is invalid.
 * Compiled patterns are cached, the oldest dropped first.
 */
const MAX_PATTERNS = 500;
const patterns = new Map<string, RE2JS | null>();

/** The compiled pattern, or null when it is invalid (or uses what RE2 lacks). */
export function compileRegex(pattern: string, flags: number): RE2JS | null {
  const key = `${flags}/${pattern}`;
  let compiled = patterns.get(key);
  if (compiled === undefined) {
    try {
      compiled = RE2JS.compile(pattern, flags);
    } catch {
      compiled = null;
    }
    if (patterns.size >= MAX_PATTERNS) patterns.delete(patterns.keys().next().value as string);
    patterns.set(key, compiled);
  }
  return compiled;
}

/**
 * A pattern in Java's COMMENTS mode (flag `x`) without its whitespace and `#` comments, which RE2 cannot ignore
 * itself. Java ignores them inside character classes too; an escaped character keeps its meaning.
 */
export function stripComments(pattern: string): string {
  let result = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '\\') {
      result += pattern.slice(index, index + 2);
      index++;
    } else if (char === '#') {
      while (index + 1 < pattern.length && pattern[index + 1] !== '\n') index++;
    } else if (!/\s/.test(char)) {
      result += char;
    }
  }
  return result;
}
