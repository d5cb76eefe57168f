import { type FeelValue, FeelNumber, feelContext } from '../values.js';

/**
 * `from json(text)` as FEEL-Scala reads it with Jackson: an integer exactly (a long, or a BigInteger beyond), a
 * fraction as a double. JSON.parse rounds an integer beyond 2^53, so a text that holds one is read again here, its
 * integers from their digits. Throws on a text that is no JSON.
 */
export function readJson(text: string): FeelValue {
  const parsed: unknown = JSON.parse(text);
  try {
    return fromParsed(parsed);
  } catch (error) {
    if (error !== ROUNDED) throw error;
    return new ExactJsonReader(text).read();
  }
}

const ROUNDED = Symbol('an integer JSON.parse rounded');

function fromParsed(parsed: unknown): FeelValue {
  if (parsed === null || typeof parsed === 'boolean' || typeof parsed === 'string') return parsed;
  if (typeof parsed === 'number') {
    if (Number.isInteger(parsed) && !Number.isSafeInteger(parsed)) throw ROUNDED;
    return new FeelNumber(String(parsed));
  }
  if (Array.isArray(parsed)) return parsed.map(fromParsed);
  const context = feelContext();
  for (const [key, entry] of Object.entries(parsed as object)) context[key] = fromParsed(entry);
  return context;
}

const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;

/** Reads a text JSON.parse accepted (so it checks little), with integers as FEEL numbers of their digits. */
class ExactJsonReader {
  private at = 0;

  constructor(private readonly text: string) {}

  read(): FeelValue {
    this.skipSpace();
    const character = this.text[this.at];
    if (character === '{') return this.readObject();
    if (character === '[') return this.readArray();
    if (character === '"') return this.readString();
    if (character === 't' || character === 'f' || character === 'n') {
      const word = character === 'f' ? 'false' : character === 't' ? 'true' : 'null';
      this.at += word.length;
      return word === 'null' ? null : word === 'true';
    }
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    if (!match) throw new SyntaxError(`no JSON value at ${this.at}`);
    this.at += match[0].length;
    const integer = match[1] === undefined && match[2] === undefined;
    return new FeelNumber(integer ? match[0] : String(Number(match[0])));
  }

  private readObject(): FeelValue {
    const context = feelContext();
    this.at++;
    while (this.next() !== '}') {
      if (this.text[this.at] === ',') this.at++;
      this.skipSpace();
      const key = this.readString();
      this.next();
      this.at++;
      context[key] = this.read();
    }
    this.at++;
    return context;
  }

  private readArray(): FeelValue {
    const items: FeelValue[] = [];
    this.at++;
    while (this.next() !== ']') {
      if (this.text[this.at] === ',') this.at++;
      items.push(this.read());
    }
    this.at++;
    return items;
  }

  /** A string literal, its escapes read by JSON.parse. */
  private readString(): string {
    let end = this.at + 1;
    while (this.text[end] !== '"') end += this.text[end] === '\\' ? 2 : 1;
    const literal = this.text.slice(this.at, end + 1);
    this.at = end + 1;
    return JSON.parse(literal) as string;
  }

  private next(): string | undefined {
    this.skipSpace();
    return this.text[this.at];
  }

  private skipSpace(): void {
    SPACE.lastIndex = this.at;
    SPACE.exec(this.text);
    this.at = SPACE.lastIndex;
  }
}
