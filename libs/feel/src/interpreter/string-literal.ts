const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '"': '"', "'": "'", '\\': '\\' };

/**
 * The text of a string literal (with its quotes): `\n \r \t \b \f \" \' \\` and `\uXXXX` (a pair of them for a character
 * beyond the BMP) are read as Camunda reads them; any other backslash stays as written, as a regular expression in a
 * string (`"\d+"`) needs it to.
 */
export function stringLiteralValue(literal: string): string {
  const body = literal.slice(1, -1);
  if (!body.includes('\\')) return body;
  return body.replace(/\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{6}|.)/gs, (written, code: string) => {
    if (code.length === 5) return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    const point = Number.parseInt(code.slice(1), 16);
    if (code.length === 7) return point <= 0x10ffff ? String.fromCodePoint(point) : written;
    return ESCAPES[code] ?? written;
  });
}
