import { printFeel, type Renames } from './feel-printer.js';
import { JuelSyntaxError } from './juel-lexer.js';
import { feelString, JuelNotSimpleError, parseJuel } from './juel-parser.js';

/** A Camunda 7 expression said in FEEL (without the leading '='), or why it cannot be. */
export type FeelTranslation = { ok: true; feel: string } | { ok: false; reason: string };

/** `${…}` or `#{…}`: a JUEL eval expression, as Camunda 7 reads it. */
const EVAL = /[$#]\{/;

export function containsJuel(text: string): boolean {
  return EVAL.test(text);
}

/**
 * Translates a Camunda 7 value: text with JUEL expressions (`${a > 5}`, `Order ${id}`). One expression alone keeps
 * its type; text around or between expressions makes a string, as in JUEL. Text without JUEL becomes a FEEL string.
 */
export function juelToFeel(text: string, renames: Renames = {}): FeelTranslation {
  let parts: Part[];
  try {
    parts = splitComposite(text);
  } catch (error) {
    return failure(error);
  }
  const [first] = parts;
  if (parts.length === 1 && first?.kind === 'juel') return translate(first.source, renames, (feel) => feel);
  const pieces: string[] = [];
  for (const part of parts) {
    if (part.kind === 'text') {
      pieces.push(feelString(part.text));
      continue;
    }
    const translated = translate(part.source, renames, (feel) => `string(${feel})`);
    if (!translated.ok) return translated;
    pieces.push(translated.feel);
  }
  return { ok: true, feel: pieces.length === 0 ? '""' : pieces.join(' + ') };
}

type Part = { kind: 'text'; text: string } | { kind: 'juel'; source: string };

/** Splits `a ${b} c` into text and expression parts; braces inside string literals do not close an expression. */
function splitComposite(text: string): Part[] {
  const parts: Part[] = [];
  let rest = text;
  for (let match = EVAL.exec(rest); match; match = EVAL.exec(rest)) {
    if (match.index > 0) parts.push({ kind: 'text', text: rest.slice(0, match.index) });
    const start = match.index + 2;
    const end = closingBrace(rest, start);
    parts.push({ kind: 'juel', source: rest.slice(start, end) });
    rest = rest.slice(end + 1);
  }
  if (rest !== '') parts.push({ kind: 'text', text: rest });
  return parts;
}

function closingBrace(text: string, start: number): number {
  let quote: string | null = null;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const character = text[index];
    if (quote) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = null;
    } else if (character === "'" || character === '"') quote = character;
    else if (character === '{') depth += 1;
    else if (character === '}') {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  throw new JuelSyntaxError('an expression is not closed with }');
}

function translate(source: string, renames: Renames, wrap: (feel: string) => string): FeelTranslation {
  try {
    return { ok: true, feel: wrap(printFeel(parseJuel(source), renames)) };
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown): FeelTranslation {
  if (error instanceof JuelNotSimpleError) return { ok: false, reason: `not simple JUEL: ${error.message}` };
  if (error instanceof JuelSyntaxError) return { ok: false, reason: `not valid JUEL: ${error.message}` };
  throw error;
}
