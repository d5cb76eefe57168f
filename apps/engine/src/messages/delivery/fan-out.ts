/**
 * Runs `work` for every item, at most `limit` at a time, and collects what failed instead of stopping: one
 * recipient that cannot be reached must not keep the others from their event, nor exhaust the pool.
 */
export async function forEachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<unknown[]> {
  const failures: unknown[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  return failures;
}

/** Commands in flight per correlation or broadcast: below the default pool size, so requests can still get a connection. */
export const FAN_OUT_CONCURRENCY = 8;

/** Groups items by a key, keeping the order of first appearance and the order inside each group. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()];
}
