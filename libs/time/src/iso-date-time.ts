import { Temporal } from 'temporal-polyfill';
import { keptInstant } from './instant-range.js';

/**
 * The extended ISO 8601 form only (java.time's ISO_ZONED_DATE_TIME, plus a zone without offset), offsets
 * within java.time's ±18:00: Temporal alone would also take the basic form, a space for the `T`, calendar
 * annotations, offsets up to ±23:59 and leap second 60.
 */
const OFFSET = '[Zz]|[+-](?:0\\d|1[0-7]):[0-5]\\d|[+-]18:00';
const DATE_TIME_SHAPE = new RegExp(`^\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}(?::[0-5]\\d(?:[.,]\\d{1,9})?)?(?:${OFFSET})?(?:\\[[A-Za-z0-9_/+\\-:]+\\])?$`);
const HAS_OFFSET = new RegExp(`(?:${OFFSET})(?:\\[|$)`);

export const DATE_TIME_EXAMPLES = '2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]';

/**
 * A date-time that names one instant: with an offset (`Z`, `+01:00`), a zone (`[Europe/Berlin]`) or both,
 * which must then agree. The offset or zone is kept, so calendar arithmetic happens in it. Impossible dates
 * (February 30), times and zones are refused with null.
 */
export function parseDateTime(text: string): Temporal.ZonedDateTime | null {
  if (!DATE_TIME_SHAPE.test(text) || (!HAS_OFFSET.test(text) && !text.endsWith(']'))) return null;
  try {
    if (text.endsWith(']')) return Temporal.ZonedDateTime.from(text, { offset: 'reject' });
    const instant = Temporal.Instant.from(text);
    const offset = /[Zz]$/.test(text) ? 'UTC' : text.slice(-6);
    return instant.toZonedDateTimeISO(offset);
  } catch {
    return null;
  }
}

/** The instant as milliseconds since the epoch, or null when `text` is no date-time `parseDateTime` accepts. */
export function parseInstant(text: string): number | null {
  const dateTime = parseDateTime(text);
  return dateTime ? keptInstant(dateTime.epochMilliseconds) : null;
}

/**
 * FEEL writes a date-time in a named zone as `2026-03-28T10:00:00@Europe/Berlin`: this is its ISO 8601 spelling
 * (`2026-03-28T10:00:00[Europe/Berlin]`), so a date FEEL computed reads like a literal. Other text is unchanged.
 */
export function isoFromFeelDateTime(text: string): string {
  return text.replace(/^([^@[\]]+)@([A-Za-z_][A-Za-z0-9_/+-]*)$/, '$1[$2]');
}
