import { RE2JS } from 're2js';
import type { FeelBudget } from './feel-budget.js';
import { type FeelFunctionValue, feelFunction } from './feel-function.js';

import { compileRegex } from './interpreter/builtins/regex.js';

/**
 * `matches`, `replace` and `split` for feelin, on the RE2 patterns of `compileRegex`. An invalid pattern answers
 * null as feelin does for any invalid pattern.
 */
function compile(pattern: string, flags: string): RE2JS | null {
  return compileRegex(pattern, flagBits(flags));
}

class UnsupportedFlags extends Error {}

/** FEEL's flags as feelin reads them: s, m and i; x is not implemented, anything else is illegal. */
function flagBits(flags: string): number {
  let bits = 0;
  for (const flag of flags) {
    if (flag === 's') bits |= RE2JS.DOTALL;
    else if (flag === 'm') bits |= RE2JS.MULTILINE;
    else if (flag === 'i') bits |= RE2JS.CASE_INSENSITIVE;
    else if (flag === 'x') throw new UnsupportedFlags('not implemented: matches <x> flag');
    else throw new UnsupportedFlags(`illegal flags: ${flag}`);
  }
  return bits;
}

/** The three functions, each call charged to `budget`; an argument of the wrong type answers null, as in feelin. */
export function regexFunctions(budget: FeelBudget): Record<'matches' | 'replace' | 'split', FeelFunctionValue> {
  return {
    matches: feelFunction(
      (input, pattern, flags) => {
        budget.step();
        if (typeof input !== 'string' || typeof pattern !== 'string' || !optionalString(flags)) return null;
        return compile(pattern, flags ?? '')?.test(input) ?? null;
      },
      ['input', 'pattern', 'flags'],
    ),
    replace: feelFunction(
      (input, pattern, replacement, flags) => {
        budget.step();
        if (typeof input !== 'string' || typeof pattern !== 'string' || typeof replacement !== 'string' || !optionalString(flags)) return null;
        const regex = compile(pattern, flags ?? '');
        if (!regex) return null;
        // The result can be far longer than the input (each match gets the replacement and the groups it names):
        // charge its greatest length before building it, match by match so that a long one stops early.
        for (const _ of regex.matchAll(input)) {
          budget.step();
          budget.chargeChars(replacement.length);
        }
        const groupReferences = replacement.match(/\$/g)?.length ?? 0;
        budget.chargeChars(input.length * (1 + groupReferences));
        return regex.matcher(input).replaceAll(replacement.replace(/\$0/g, '$$&'));
      },
      ['input', 'pattern', 'replacement', 'flags'],
    ),
    split: feelFunction(
      (input, delimiter) => {
        budget.step();
        if (typeof input !== 'string' || typeof delimiter !== 'string') return null;
        const regex = compile(delimiter, '');
        if (!regex) return null;
        return splitLikeJavaScript(input, regex, budget);
      },
      ['string', 'delimiter'],
    ),
  };
}

function optionalString(value: unknown): value is string | undefined | null {
  return value === undefined || value === null || typeof value === 'string';
}

/**
 * Splits as `String.prototype.split` did in feelin (no empty piece for an empty match at either end or right after
 * the previous delimiter), without the captured groups JavaScript puts between the pieces: FEEL's split has none.
 */
function splitLikeJavaScript(input: string, regex: RE2JS, budget: FeelBudget): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of regex.matchAll(input)) {
    budget.step();
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (start >= input.length || end === from) continue;
    pieces.push(input.slice(from, start));
    from = end;
  }
  pieces.push(input.slice(from));
  budget.chargeItems(pieces.length);
  budget.chargeChars(input.length);
  return pieces;
}
