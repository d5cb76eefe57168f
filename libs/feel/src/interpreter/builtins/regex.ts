import { RE2JS } from 're2js';

/**
 * Regular expressions on RE2 (re2js, pure JavaScript): time linear in the input, where a backtracking engine held
 * the engine for seconds on `(a+)+$`. RE2 has no back-references and no look-around; a pattern using them is invalid.
 * Compiled patterns (Java's syntax translated where RE2 reads it otherwise) are cached, the oldest dropped first.
 */
const MAX_PATTERNS = 500;
const patterns = new Map<string, RE2JS | null>();

/** The compiled pattern, or null when it is invalid (or uses what RE2 lacks). */
export function compileRegex(pattern: string, flags: number): RE2JS | null {
  const key = `${flags}/${pattern}`;
  let compiled = patterns.get(key);
  if (compiled === undefined) {
    try {
      const translated = javaToRe2(pattern, (flags & RE2JS.DOTALL) !== 0);
      compiled = translated === null ? null : RE2JS.compile(translated, flags);
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

/** What Java's `.` does not match without DOTALL: every line terminator, where RE2's `.` leaves out `\n` only. */
const JAVA_DOT = '[^\\n\\r\\x{85}\\x{2028}\\x{2029}]';

/**
 * A Java pattern in RE2's syntax where the two read it differently: `.` outside a character class (see JAVA_DOT),
 * and `\0` without an octal digit after it, which Java refuses and RE2 reads as NUL. Null for a pattern Java refuses.
 */
export function javaToRe2(pattern: string, dotAll: boolean): string | null {
  let result = '';
  let classDepth = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '\\') {
      const next = pattern[index + 1];
      if (next === '0' && !/[0-7]/.test(pattern[index + 2] ?? '')) return null;
      if (next === 'Q') {
        const end = pattern.indexOf('\\E', index + 2);
        const stop = end < 0 ? pattern.length : end + 2;
        result += pattern.slice(index, stop);
        index = stop - 1;
        continue;
      }
      result += pattern.slice(index, index + 2);
      index++;
    } else if (char === '[') {
      classDepth++;
      result += char;
    } else if (char === ']' && classDepth > 0) {
      classDepth--;
      result += char;
    } else {
      result += char === '.' && classDepth === 0 && !dotAll ? JAVA_DOT : char;
    }
  }
  return result;
}
