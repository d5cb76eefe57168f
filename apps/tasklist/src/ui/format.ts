const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600 * 1000],
  ['hour', 3600 * 1000],
  ['minute', 60 * 1000],
];

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** "3 hours ago", "in 2 days", "now". */
export function formatRelative(iso: string, now: Date): string {
  const difference = Date.parse(iso) - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return relative.format(Math.round(difference / size), unit);
  }
  return 'just now';
}
