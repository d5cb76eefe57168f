/**
 * The instants the engine keeps: the years 1 to 9999, which ISO 8601 writes with four digits and PostgreSQL reads
 * back (a JavaScript date past 9999 prints as `+010000-…`, which PostgreSQL refuses).
 */
const FIRST_INSTANT_MS = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
const LAST_INSTANT_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/** The instant itself, or null when it lies outside the years 1 to 9999. */
export function keptInstant(epochMilliseconds: number): number | null {
  return epochMilliseconds >= FIRST_INSTANT_MS && epochMilliseconds <= LAST_INSTANT_MS ? epochMilliseconds : null;
}

/**
 * Calendar arithmetic on an instant, null when the result is beyond what the engine keeps, including beyond what
 * Temporal can represent at all (it throws a RangeError there: P300000Y from now).
 */
export function keptResult(compute: () => number): number | null {
  try {
    return keptInstant(compute());
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
