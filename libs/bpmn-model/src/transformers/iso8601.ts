/**
 * The ISO 8601 literals a timer or a user task schedule may hold, as Zeebe (java.time) reads them: upper-case
 * designators, and date-times with an offset written `Z` or `+01:00`, so that each names one instant.
 */

const DURATION = /^P(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:[.,]\d+)?S)?)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
const REPEATING_INTERVAL = /^R(\d*)\/(.+)$/;

export const DATE_TIME_EXAMPLES = '2026-01-31T09:00:00Z or 2026-01-31T09:00:00+01:00';
/** How to repair a literal that is not in the expected form. */
export const FIX_LITERAL = "fix it, or write a FEEL expression starting with '=' that computes it";

/** `PT15M`, `P1DT2H`, `PT0.5S`, `P2W`. */
export function isIsoDuration(text: string): boolean {
  return DURATION.test(text);
}

/** `2026-01-31T09:00:00Z`, `2026-01-31T09:00+01:00`: a date-time with an offset, so it names one instant. */
export function isIsoDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1).map((part) => Number(part ?? 0));
  if (month === undefined || month < 1 || month > 12 || day === undefined || day < 1) return false;
  if (day > new Date(Date.UTC(year ?? 0, month, 0)).getUTCDate()) return false;
  return (hour ?? 0) <= 23 && (minute ?? 0) <= 59 && (second ?? 0) <= 59 && (offsetHours ?? 0) <= 18 && (offsetMinutes ?? 0) <= 59;
}

/** `R5/PT10S`, `R/P1D` (unbounded) or `R3/2026-01-01T00:00:00Z/P1D` (with a start); at least one repetition. */
export function isIsoRepeatingInterval(text: string): boolean {
  const [, repetitions, interval] = REPEATING_INTERVAL.exec(text) ?? [];
  if (interval === undefined || (repetitions !== '' && Number(repetitions) < 1)) return false;
  const parts = interval.split('/');
  if (parts.length === 1) return isIsoDuration(parts[0] ?? '');
  return parts.length === 2 && isIsoDateTime(parts[0] ?? '') && isIsoDuration(parts[1] ?? '');
}

/** Spring-style cron (`0 0 9 * * MON-FRI`) or a macro (`@daily`), which Zeebe also accepts as a cycle. */
export function looksLikeCron(text: string): boolean {
  return /^@[a-z]+$/i.test(text) || /^\S+(?:\s+\S+){4,6}$/.test(text);
}
