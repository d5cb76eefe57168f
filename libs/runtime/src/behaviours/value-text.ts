/**
 * A variable's value as JSON text, for incident messages: an integer beyond 2^53 (a bigint, a Zeebe long) as its
 * digits, where JSON.stringify would throw and fail the command instead of raising the incident.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'bigint') return String(value);
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item));
}
