import { THREW } from './evaluate-for-conformance.js';

/**
 * Names the cause of a failure in a phrase, so the known-gap lists and the printed counts group the failures:
 * `returned null instead of 3` is "null where Camunda answers a value".
 */
export function causeOf(failure: string): string {
  if (failure.includes(`failed: ${THREW}`)) return 'evaluateFeel throws (it must never throw)';
  if (/instead of (failing|an error)/.test(failure)) return 'answers where a failure is expected';
  const missing = /no function found with name '([^']+)'/.exec(failure);
  if (missing) return `no built-in ${missing[1]} for these arguments`;
  if (/failed: .*(Unrecognized token|failed to parse|syntax error)/.test(failure)) return 'the parser refuses the expression';
  if (/failed: .*not a JSON value/.test(failure)) return 'a result that is no JSON value';
  if (/failed: /.test(failure)) return 'fails where a value is expected';
  if (/returned null(, not| instead of)/.test(failure)) return 'null where a value is expected';
  if (/instead of null/.test(failure)) return 'a value where null is expected';
  if (/returned -?[\d.]+(e[+-]?\d+)?n? instead of -?[\d.]+(n| \(decimal\)|")?/.test(failure)) return 'another number (precision or rounding)';
  if (/returned "-?P[\dYMWDTHS.]*" instead of "?-?P/.test(failure)) return 'another duration';
  if (/returned "[-\d]*(\d{4}-\d{2}-\d{2}T|\d{2}:\d{2})[^"]*" instead of "?-?(\d{4}-\d{2}-\d{2}T|\d{2}:\d{2})/.test(failure)) {
    return 'a time or date-time in another text than Zeebe stores';
  }
  return 'another value';
}

/** The cause of a gap read from Camunda's sources, null when causeOf's phrase says it (see known-gap-causes.ts). */
export type GapCause = (id: string, failure: string) => string | null;

/** The cause a known-gap list gives a failing case. */
export function gapCause(id: string, failure: string, known: GapCause): string {
  return known(id, failure) ?? causeOf(failure);
}

/** The failures counted by cause, most frequent first: `12 null where Camunda answers a value, 3 …`. */
export function countByCause(failures: ReadonlyMap<string, string>, known: GapCause): string {
  const counts = new Map<string, number>();
  for (const [id, failure] of failures) {
    const cause = gapCause(id, failure, known).replace(/^((?:as Camunda|not FEEL|not as Camunda): [^,(:]*).*$/, '$1');
    counts.set(cause, (counts.get(cause) ?? 0) + 1);
  }
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([cause, count]) => `${count} ${cause}`)
    .join('; ');
}
