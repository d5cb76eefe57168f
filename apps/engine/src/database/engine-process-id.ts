import { randomUUID } from 'node:crypto';

/** What every pool connection of an engine process names itself in pg_stat_activity, followed by its id. */
export const APPLICATION_NAME_PREFIX = 'baton-engine:';

/** How long a holder without a connection is given (its pool reconnecting after a dropped connection) before it counts as dead. */
export const HOLDER_GRACE_SECONDS = 2;

/**
 * The id of this engine process, written beside the work it holds (message claims, fan-outs, outbox leases). Its
 * connections carry it as application_name, so any engine can tell from pg_stat_activity that a holder died: a
 * SIGKILLed process' connections end with it, long before any lease or timeout would run out.
 */
export class EngineProcessId {
  readonly value = randomUUID();

  get applicationName(): string {
    return `${APPLICATION_NAME_PREFIX}${this.value}`;
  }
}

/**
 * SQL that is true when the engine process named by `holderColumn` has no connection to the server (it died, or its
 * connections were dropped and not yet re-opened). Rows written before the holder was recorded (null) never count.
 */
export function holderGoneSql(holderColumn: string): string {
  return `(${holderColumn} is not null and not exists (select 1 from pg_stat_activity a where a.application_name = '${APPLICATION_NAME_PREFIX}' || ${holderColumn}))`;
}
