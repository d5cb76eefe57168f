/**
 * JSON as the engine reads and writes it: integers beyond Number.MAX_SAFE_INTEGER (a Zeebe long such as
 * 9007199254740993) are kept exactly as bigint, every other value is what JSON.parse and JSON.stringify make of it.
 * Writing costs nothing more unless a value holds a bigint; reading adds a walk of what JSON.parse made (a tenth of its
 * time) and reads the text again only when it holds such an integer.
 */

/** The deepest nesting read exactly: MAX_JSON_DEPTH's upper bound; deeper, the recursive reader could overflow the stack. */
const MAX_LOSSLESS_DEPTH = 1000;

/** JSON.parse, with integers beyond Number.MAX_SAFE_INTEGER read as bigint; throws JSON.parse's errors on invalid text. */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return holdsRoundedInteger(value, 0) ? new LosslessReader(text).read() : value;
}

/**
 * Whether JSON.parse rounded an integer of the text: one beyond Number.MAX_SAFE_INTEGER is read as a number that is
 * no safe integer. Walking the parsed value costs a tenth of the parse (a scan of the text for long digit runs cost a
 * fifth, and every key is one); deeper than MAX_LOSSLESS_DEPTH nothing is kept (the edge refuses such bodies).
 */
function holdsRoundedInteger(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && !Number.isSafeInteger(value);
  if (typeof value !== 'object' || value === null || depth >= MAX_LOSSLESS_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsRoundedInteger(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) if (holdsRoundedInteger((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

/**
 * The bigint stand-in the slow path writes: a NUL character cannot be in a stored string (the edge refuses it in a
 * request body, PostgreSQL in jsonb), so no string of a variable is read back as a number.
 */
const BIGINT_MARK = '\u0000';
const MARKED_BIGINT = /"\\u0000(-?\d+)\\u0000"/g;
const markBigInt = (_key: string, value: unknown) => (typeof value === 'bigint' ? `${BIGINT_MARK}${value}${BIGINT_MARK}` : value);

/** JSON.stringify, with a bigint written as its digits (JSON.stringify throws on one). */
export function stringifyJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError) || !/BigInt/i.test(error.message)) throw error;
    return JSON.stringify(value, markBigInt).replace(MARKED_BIGINT, '$1');
  }
}

const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;

/** Reads a text JSON.parse accepted, as JSON.parse does except for unsafe integers (an own `__proto__` stays an own property). */
class LosslessReader {
  private at = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  read(): unknown {
    this.skipSpace();
    const first = this.text[this.at];
    if (first === '{' || first === '[') return this.container(first);
    if (first === '"') return this.string();
    if (first === 't') return this.literal(4, true);
    if (first === 'f') return this.literal(5, false);
    if (first === 'n') return this.literal(4, null);
    return this.number();
  }

  private container(first: string): unknown {
    this.depth += 1;
    if (this.depth > MAX_LOSSLESS_DEPTH) throw new RangeError(`JSON holding an integer beyond 2^53 is nested deeper than ${MAX_LOSSLESS_DEPTH} levels`);
    const value = first === '{' ? this.object() : this.array();
    this.depth -= 1;
    return value;
  }

  private object(): Record<string, unknown> {
    const object: Record<string, unknown> = {};
    this.at += 1;
    this.skipSpace();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return object;
    }
    for (;;) {
      this.skipSpace();
      const key = this.string();
      this.skipSpace();
      this.at += 1; // ':'
      const value = this.read();
      Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
      this.skipSpace();
      if (this.text[this.at++] === '}') return object;
    }
  }

  private array(): unknown[] {
    const array: unknown[] = [];
    this.at += 1;
    this.skipSpace();
    if (this.text[this.at] === ']') {
      this.at += 1;
      return array;
    }
    for (;;) {
      array.push(this.read());
      this.skipSpace();
      if (this.text[this.at++] === ']') return array;
    }
  }

  private string(): string {
    const start = this.at + 1;
    let end = this.text.indexOf('"', start);
    while (this.escaped(end)) end = this.text.indexOf('"', end + 1);
    this.at = end + 1;
    const raw = this.text.slice(start, end);
    return raw.includes('\\') ? (JSON.parse(this.text.slice(start - 1, end + 1)) as string) : raw;
  }

  /** Whether the quote at `quote` is escaped: an odd run of backslashes before it. */
  private escaped(quote: number): boolean {
    let backslashes = 0;
    while (this.text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    return backslashes % 2 === 1;
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text) as RegExpExecArray;
    this.at = NUMBER.lastIndex;
    const number = Number(match[0]);
    const integer = match[1] === undefined && match[2] === undefined;
    return integer && !Number.isSafeInteger(number) ? BigInt(match[0]) : number;
  }

  private literal(length: number, value: boolean | null): boolean | null {
    this.at += length;
    return value;
  }

  private skipSpace(): void {
    SPACE.lastIndex = this.at;
    SPACE.exec(this.text);
    this.at = SPACE.lastIndex;
  }
}
