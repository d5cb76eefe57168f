/** A token of a JUEL expression (the part between `${` and `}`). */
export type JuelToken =
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'name'; text: string }
  | { kind: 'symbol'; text: string };

/** Longest first, so `>=` wins over `>`. */
const SYMBOLS = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '->',
  '+=',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
  ';',
  '=',
  '{',
  '}',
];

export class JuelSyntaxError extends Error {
  override name = 'JuelSyntaxError';
}

/** Splits a JUEL expression into tokens; throws {@link JuelSyntaxError} for what JUEL would not read either. */
export function tokenize(source: string): JuelToken[] {
  const tokens: JuelToken[] = [];
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const number = /^(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0] });
      index += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(rest);
    if (name) {
      tokens.push({ kind: 'name', text: name[0] });
      index += name[0].length;
      continue;
    }
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      const { value, length } = readString(rest, quote);
      tokens.push({ kind: 'string', value });
      index += length;
      continue;
    }
    const symbol = SYMBOLS.find((candidate) => rest.startsWith(candidate));
    if (!symbol) throw new JuelSyntaxError(`unexpected character '${rest[0]}'`);
    tokens.push({ kind: 'symbol', text: symbol });
    index += symbol.length;
  }
  return tokens;
}

/** A JUEL string literal: a backslash escapes the quote or another backslash. */
function readString(rest: string, quote: string): { value: string; length: number } {
  let value = '';
  for (let index = 1; index < rest.length; index += 1) {
    const character = rest[index];
    if (character === quote) return { value, length: index + 1 };
    if (character === '\\' && (rest[index + 1] === quote || rest[index + 1] === '\\')) {
      value += rest[index + 1];
      index += 1;
    } else {
      value += character;
    }
  }
  throw new JuelSyntaxError('unterminated string');
}
