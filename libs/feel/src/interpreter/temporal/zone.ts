import { Temporal } from 'temporal-polyfill';

/**
 * A zone as the temporal values carry it: null for a local value, a fixed offset `+01:00` / `-05:30:15` (zero is
 * `+00:00`, which Camunda prints `Z`), or a region id `Europe/Berlin` (`UTC` too is a region, printed `@UTC`).
 */
export type Zone = string | null;

export const UTC_OFFSET = '+00:00';

const OFFSET = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Java's ZoneOffset range: ±18 hours. */
const MAX_OFFSET_SECONDS = 18 * 3600;

/** The offset of a fixed-offset zone in seconds; null for a region. */
export function fixedOffsetSeconds(zone: string): number | null {
  const match = OFFSET.exec(zone);
  if (!match) return null;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/** The zone of a fixed offset, as Java's ZoneOffset.ofTotalSeconds names it; null beyond ±18 hours. */
export function offsetZone(seconds: number): string | null {
  if (!Number.isInteger(seconds) || Math.abs(seconds) > MAX_OFFSET_SECONDS) return null;
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${seconds < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`;
  return abs % 60 === 0 ? hhmm : `${hhmm}:${pad(abs % 60)}`;
}

/** A fixed offset written `Z`, `+01:00` or `+01:00:30` in its canonical form; null when it is not one or out of range. */
export function parseOffset(text: string): string | null {
  if (text === 'Z') return UTC_OFFSET;
  const seconds = fixedOffsetSeconds(text);
  if (seconds === null) return null;
  const match = OFFSET.exec(text)!;
  if (Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) return null;
  return offsetZone(seconds);
}

const knownRegions = new Set<string>();

/** Whether `id` is a region id Java knows, spelled as Java spells it (Temporal also accepts other casings). */
function isRegion(id: string): boolean {
  if (knownRegions.has(id)) return true;
  try {
    const canonical = new Temporal.PlainDateTime(2000, 1, 1).toZonedDateTime(id).timeZoneId;
    if (canonical !== id || fixedOffsetSeconds(id) !== null) return false;
  } catch {
    return false;
  }
  knownRegions.add(id);
  return true;
}

/** A zone named as Java's ZoneId.of takes it (`Z`, an offset, a region id); null when unknown. */
export function parseZoneId(text: string): Zone {
  return parseOffset(text) ?? (isRegion(text) ? text : null);
}

/**
 * The zoned value of a wall clock in a zone. A region resolves a gap forwards and a repeated hour to the earlier
 * offset, unless `preferredOffsetSeconds` names the later one (Java's ZonedDateTime.ofLocal with a preferred offset).
 */
export function toZoned(wallClock: Temporal.PlainDateTime, zone: string, preferredOffsetSeconds?: number): Temporal.ZonedDateTime {
  const offset = fixedOffsetSeconds(zone);
  if (offset === null) {
    if (preferredOffsetSeconds !== undefined) {
      const later = wallClock.toZonedDateTime(zone, { disambiguation: 'later' });
      if (later.offsetNanoseconds === preferredOffsetSeconds * 1e9 && later.toPlainDateTime().equals(wallClock)) return later;
    }
    return wallClock.toZonedDateTime(zone, { disambiguation: 'compatible' });
  }
  // Temporal's offset zones stop at minutes, Java's go to seconds: anchor at UTC and shift.
  return wallClock.toZonedDateTime('UTC').subtract({ seconds: offset });
}

/** The wall clock of an instant in a zone. */
export function wallClockAt(instant: Temporal.ZonedDateTime, zone: string): Temporal.PlainDateTime {
  const offset = fixedOffsetSeconds(zone);
  if (offset === null) return instant.withTimeZone(zone).toPlainDateTime();
  return instant.withTimeZone('UTC').add({ seconds: offset }).toPlainDateTime();
}

/** The offset in seconds a zone has at a wall clock. */
export function offsetSecondsAt(wallClock: Temporal.PlainDateTime, zone: string): number {
  const offset = fixedOffsetSeconds(zone);
  if (offset !== null) return offset;
  return Math.round(toZoned(wallClock, zone).offsetNanoseconds / 1e9);
}

/** The year whose January and July give a region's standard offset (see standardOffsetSeconds). */
const STANDARD_OFFSET_YEAR = 2026;

/**
 * The offset a time of day with a region zone has: Camunda takes the region's standard (winter) offset, as a time
 * has no date to find daylight saving time on. The smaller of January's and July's offsets is that offset.
 */
export function standardOffsetSeconds(zone: string): number {
  const offset = fixedOffsetSeconds(zone);
  if (offset !== null) return offset;
  const january = offsetSecondsAt(new Temporal.PlainDateTime(STANDARD_OFFSET_YEAR, 1, 1), zone);
  const july = offsetSecondsAt(new Temporal.PlainDateTime(STANDARD_OFFSET_YEAR, 7, 1), zone);
  return Math.min(january, july);
}
