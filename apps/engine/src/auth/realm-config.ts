import { webOrigin } from './realm-redirects.js';

/** Settings of the embedded demo realm (used only while OIDC_ISSUER is unset). */
export interface RealmConfig {
  /**
   * REALM_REDIRECT_ORIGINS: origins besides the engine's own whose app pages (`/tasklist/`, `/modeler/`) the realm may
   * send a browser back to and answer with CORS, comma-separated; `none` for none. Default: the apps' Vite dev
   * servers, `http://localhost:5173,http://localhost:5174`.
   */
  readonly redirectOrigins: readonly string[];
  /** REALM_USER_FREE_FAILURES: wrong passwords for one user name before its sign-ins are slowed down (default 5). */
  readonly userFreeFailures: number;
  /** REALM_ADDRESS_FREE_FAILURES: wrong passwords from one client address before its sign-ins are slowed down (default 20). */
  readonly addressFreeFailures: number;
  /** REALM_MAX_DELAY_SECONDS: the longest a slowed-down user or address must wait between two tries (default 60). */
  readonly maxDelaySeconds: number;
}

type Read = (name: string) => string | undefined;
type Integer = (name: string, fallback: number, min: number, max: number) => number;

const DEV_SERVERS = ['http://localhost:5173', 'http://localhost:5174'];

/** Reads the REALM_* variables; adds a line to `problems` for each bad one. */
export function loadRealmConfig(read: Read, integer: Integer, problems: string[]): RealmConfig {
  const originsRaw = read('REALM_REDIRECT_ORIGINS');
  let redirectOrigins = DEV_SERVERS;
  if (originsRaw?.toLowerCase() === 'none') redirectOrigins = [];
  else if (originsRaw !== undefined) {
    const entries = originsRaw
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.filter((entry) => webOrigin(entry) === undefined);
    if (bad.length > 0 || entries.length === 0) {
      problems.push(`REALM_REDIRECT_ORIGINS must be http(s) origins such as http://localhost:5173, comma-separated, or none (got "${originsRaw}")`);
    } else redirectOrigins = entries.map((entry) => webOrigin(entry) ?? entry);
  }
  return {
    redirectOrigins,
    userFreeFailures: integer('REALM_USER_FREE_FAILURES', 5, 1, 1000),
    addressFreeFailures: integer('REALM_ADDRESS_FREE_FAILURES', 20, 1, 100_000),
    maxDelaySeconds: integer('REALM_MAX_DELAY_SECONDS', 60, 1, 3600),
  };
}
