/**
 * lezer-feel reads `and` and `or` only as operators and `function` only as the start of `function<…>->…`, where
 * FEEL-Scala also calls the built-ins `and(…)`/`or(…)` where an operand begins and accepts `instance of function`.
 * The parser is given a text of the same length with those words spelled as plain names (`_nd(`, `_r(`,
 * `instance of _unction`): the tree's positions then fit the original source, which the compiler reads the names from.
 * lezer-feel knows no range type either: `instance of range<number>` (DMN 1.5) is given as the list type
 * `list <number>`, which the compiler tells from a list by the source's word (see compileType).
 */
export function maskKeywordNames(source: string): string {
  if (!MAY_HOLD.test(source)) return source;
  let masked = source;
  for (const { at, word } of keywordNames(source)) masked = masked.slice(0, at) + MASKS[word] + masked.slice(at + word.length);
  return masked;
}

const MAY_HOLD = /\b(?:and|or)\s*\(|\bof\s+(?:function|range)\b/;
const MASKS: Readonly<Record<string, string>> = { and: '_nd', or: '_r', function: '_unction', range: 'list ' };
/** Words after which an operand begins, so `and(` there is a call. */
const BEFORE_OPERAND = new Set(['if', 'then', 'else', 'return', 'satisfies', 'in', 'and', 'or', 'between', 'not']);
/** Characters after which an operand begins. */
const BEFORE_OPERAND_CHARACTERS = '([{,:+-*/=<>!;';
const WORD_CHARACTER = /[\p{L}\p{N}_?$]/u;

interface KeywordName {
  readonly at: number;
  readonly word: string;
}

/** The `and`/`or` calls and `instance of function`/`range<…>` types of the source, outside strings, comments and backtick names. */
function keywordNames(source: string): KeywordName[] {
  const found: KeywordName[] = [];
  let operandBegins = true;
  let words: string[] = [];
  let i = 0;
  while (i < source.length) {
    const character = source[i] as string;
    if (/\s/.test(character)) {
      i++;
      continue;
    }
    const skipped = skipOpaque(source, i);
    if (skipped > i) {
      if (character === '"' || character === '`') {
        operandBegins = false;
        words = [];
      }
      i = skipped;
      continue;
    }
    if (WORD_CHARACTER.test(character)) {
      let end = i + 1;
      while (end < source.length && WORD_CHARACTER.test(source[end] as string)) end++;
      const word = source.slice(i, end);
      const next = nextSignificant(source, end);
      if ((word === 'and' || word === 'or') && operandBegins && next === '(') found.push({ at: i, word });
      const typeWord = words.at(-1) === 'of' && words.at(-2) === 'instance';
      if (word === 'function' && typeWord && next !== '<') found.push({ at: i, word });
      if (word === 'range' && typeWord && next === '<') found.push({ at: i, word });
      operandBegins = BEFORE_OPERAND.has(word);
      words.push(word);
      i = end;
      continue;
    }
    operandBegins = BEFORE_OPERAND_CHARACTERS.includes(character) || (character === '.' && source[i + 1] === '.');
    words = [];
    i += character === '.' && source[i + 1] === '.' ? 2 : 1;
  }
  return found;
}

/** The end of a string, comment or backtick name starting at `i`; `i` when none starts there. */
function skipOpaque(source: string, i: number): number {
  const character = source[i];
  if (character === '"') {
    let end = i + 1;
    while (end < source.length && source[end] !== '"') end += source[end] === '\\' ? 2 : 1;
    return end + 1;
  }
  if (character === '`') {
    const end = source.indexOf('`', i + 1);
    return end < 0 ? source.length : end + 1;
  }
  if (character === '/' && source[i + 1] === '/') {
    const end = source.indexOf('\n', i);
    return end < 0 ? source.length : end + 1;
  }
  if (character === '/' && source[i + 1] === '*') {
    const end = source.indexOf('*/', i + 2);
    return end < 0 ? source.length : end + 2;
  }
  return i;
}

function nextSignificant(source: string, from: number): string | undefined {
  let i = from;
  while (i < source.length && /\s/.test(source[i] as string)) i++;
  return source[i];
}
