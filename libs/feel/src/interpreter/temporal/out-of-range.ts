/**
 * Temporal's dates end at ±275,760 years (Java's at ±999,999,999 years), and it throws a RangeError beyond them.
 * A value that far out is null here, where Camunda may still have one.
 */
export function nullWhenOutOfRange<T>(compute: () => T): T | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
