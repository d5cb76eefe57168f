/**
 * SQLSTATEs that say the server is not there for now, not that the statement is wrong: connection exceptions
 * (class 08), the server shutting down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03
 * cannot_connect_now), too many connections (53300), and a standby that refuses writes until it is promoted
 * (25006 read_only_sql_transaction, during a failover).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300|25006)$/;
/** The socket's failures, as Node names them. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg's pool throws when no connection was had within its `connectionTimeoutMillis`. */
const CONNECT_WAIT = /^timeout exceeded when trying to connect/;

/** Whether `error` is a pool's wait for a connection running out (all busy, or the database not answering). */
export const isConnectWaitTimeout = (error: unknown): boolean => error instanceof Error && CONNECT_WAIT.test(error.message);

/**
 * What pg and its pool throw without a code: the connection gone, a connection not made within the pool's time,
 * and a database that takes no connections (55000, a code too general to go by: `ALTER DATABASE … ALLOW_CONNECTIONS
 * false`, or one being dropped).
 */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, CONNECT_WAIT, /is not queryable/, /is not currently accepting connections/, /^Client was closed/];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

/**
 * Whether an error means that the database cannot be reached for now (answered 503 with Retry-After, which the
 * official client retries) rather than a bug (500). Looks through what wraps the driver's error: TypeORM's
 * `driverError`, `cause`, and the AggregateError of a connection refused on every address of a host.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, driverError, errors } = current as ErrorLike;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause, driverError);
    if (Array.isArray(errors)) for (const inner of errors) pending.push(inner);
  }
  return false;
}
