import { RE2JS } from 're2js';
import type { FeelValue } from '../values.js';
import { type BuiltinCallContext, type BuiltinSignature, builtin } from './builtin.js';
import { compileRegex, stripComments } from './regex.js';

/**
 * The pattern with feel-scala's flags: it looks for s, m, i and x anywhere in the string and ignores anything else.
 * Null for an invalid pattern (Camunda answers null). Java regular expressions run on RE2 here, so a pattern with
 * back-references or look-around is invalid.
 */
function pattern(source: string, flags = ''): RE2JS | null {
  let bits = 0;
  if (flags.includes('s')) bits |= RE2JS.DOTALL;
  if (flags.includes('m')) bits |= RE2JS.MULTILINE;
  if (flags.includes('i')) bits |= RE2JS.CASE_INSENSITIVE;
  return compileRegex(flags.includes('x') ? stripComments(source) : source, bits);
}

const isString = (value: FeelValue | undefined): value is string => typeof value === 'string';

function matches(input: FeelValue | undefined, source: FeelValue | undefined, flags?: FeelValue): FeelValue {
  if (!(isString(input) && isString(source)) || (flags !== undefined && typeof flags !== 'string')) return null;
  return pattern(source, flags)?.matcher(input).find() ?? null;
}

/**
 * Java's replaceAll (`$1` names a group, `\` escapes): a replacement naming a group the pattern lacks answers null,
 * as Camunda does. The result can be far longer than the input, so its greatest length is charged match by match
 * before it is built.
 */
function replace(args: readonly (FeelValue | undefined)[], context: BuiltinCallContext): FeelValue {
  const [input, source, replacement, flags] = args;
  if (!(isString(input) && isString(source) && isString(replacement)) || (flags !== undefined && typeof flags !== 'string')) return null;
  const regex = pattern(source, flags);
  if (!regex) return null;
  const groupReferences = replacement.match(/\$/g)?.length ?? 0;
  for (const match of regex.matchAll(input)) context.chargeText(replacement.length + groupReferences * match[0].length);
  context.chargeText(input.length);
  try {
    return regex.matcher(input).replaceAll(replacement, true);
  } catch {
    return null;
  }
}

export const STRING_REGEX_BUILTINS: readonly BuiltinSignature[] = [
  builtin('matches', ['input', 'pattern'], ([input, source]) => matches(input, source)),
  builtin('matches', ['input', 'pattern', 'flags'], ([input, source, flags]) => matches(input, source, flags ?? null)),
  builtin('replace', ['input', 'pattern', 'replacement'], (args, context) => replace(args.slice(0, 3), context)),
  builtin('replace', ['input', 'pattern', 'replacement', 'flags'], (args, context) => replace([...args.slice(0, 3), args[3] ?? null], context)),
  builtin('split', ['string', 'delimiter'], ([input, delimiter], context) => {
    if (!(isString(input) && isString(delimiter))) return null;
    const pieces = pattern(delimiter)?.split(input, -1);
    if (!pieces) return null;
    context.chargeItems(pieces.length);
    context.chargeText(input.length);
    return pieces;
  }),
  builtin('extract', ['input', 'pattern'], ([input, source], context) => {
    if (!(isString(input) && isString(source))) return null;
    const regex = pattern(source);
    if (!regex) return null;
    const found: string[] = [];
    for (const match of regex.matchAll(input)) {
      context.chargeItems(1);
      context.chargeText(match[0].length);
      found.push(match[0]);
    }
    return found;
  }),
];
