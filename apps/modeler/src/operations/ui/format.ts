/** Dates as an operator reads them: local, to the second. */
export const formatDate = (iso: string | null | undefined): string => (iso ? new Date(iso).toLocaleString(undefined, { hour12: false }) : '—');

/** How long ago, coarsely: "3 s", "5 min", "2 h", "4 d". */
export function formatAge(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} d`;
}

export const formatDuration = (ms: number): string => (ms < 1000 ? `${ms} ms` : formatAge(new Date(Date.now() - ms).toISOString()));

/** A noun as a count of it reads, plural unless one: "incident", "incidents". */
export const noun = (count: number, word: string): string => (count === 1 ? word : `${word}s`);

/** A count and its noun: "1 incident", "2 incidents". */
export const plural = (count: number, word: string): string => `${count} ${noun(count, word)}`;
