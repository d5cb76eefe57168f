import { type CronExpression, nextCronTime, parseCron } from './cron/cron-expression.js';
import { nextOccurrence, parseRepeatingInterval, type RepeatingInterval } from './repeating-interval.js';

export type TimerCycle = { kind: 'interval'; interval: RepeatingInterval } | { kind: 'cron'; cron: CronExpression };

/**
 * A timer cycle as Zeebe reads one: text starting with `R` is an ISO 8601 repeating interval, anything else a
 * Spring cron expression. The reason says what is wrong, for a deploy refusal or an incident.
 */
export function parseTimerCycle(text: string): { ok: true; cycle: TimerCycle } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('R')) {
    const interval = parseRepeatingInterval(trimmed);
    return interval
      ? { ok: true, cycle: { kind: 'interval', interval } }
      : { ok: false, reason: 'is not an ISO 8601 repeating interval (such as R5/PT10S, R/P1D or R3/2026-01-01T09:00:00Z/PT1H)' };
  }
  const cron = parseCron(trimmed);
  return cron.ok ? { ok: true, cycle: { kind: 'cron', cron: cron.value } } : { ok: false, reason: `is not a cron expression: ${cron.reason}` };
}

/**
 * The next due time of a cycle after `previous`, from what a schedule keeps of it: the interval of an ISO cycle
 * (`PT10S`, `<start>/P1D`) or the cron expression itself. Null when there is none.
 */
export function nextCycleOccurrence(previous: number, interval: string): number | null {
  const iso = nextOccurrence(previous, interval);
  if (iso !== null) return iso;
  const cron = parseCron(interval);
  return cron.ok ? nextCronTime(cron.value, previous) : null;
}
