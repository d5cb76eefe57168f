import type { FeelSyntaxCheck } from './feel-syntax-check.js';

/**
 * The parser's time grows faster than the text (a 16 KB chain of sums took 1.6 s here, 4,000 nested brackets 2.6 s),
 * so a deployment could hold the engine for minutes with one expression. Expressions of real models are far below
 * both limits.
 */
export const MAX_FEEL_LENGTH = 8_192;
export const MAX_FEEL_NESTING = 100;

/** Refuses, before parsing, an expression longer or deeper-nested than the parser is let loose on; ok otherwise. */
export function checkFeelSize(source: string): FeelSyntaxCheck {
  if (source.length > MAX_FEEL_LENGTH) {
    return {
      ok: false,
      message: `the expression is ${source.length} characters long, more than the ${MAX_FEEL_LENGTH} allowed`,
      position: { from: 0, to: source.length },
    };
  }
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    if (depth > MAX_FEEL_NESTING)
      return { ok: false, message: `the expression nests brackets more than ${MAX_FEEL_NESTING} deep`, position: { from: i, to: i + 1 } };
  }
  return { ok: true };
}
