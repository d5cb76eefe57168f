import { APP_CLIENT_IDS } from './demo-realm.js';

type AppClientId = (typeof APP_CLIENT_IDS)[number];

/** Where each app of the realm is served (the engine's static mounts, and the `base` of each app's Vite config). */
export const APP_PATHS: Readonly<Record<AppClientId, string>> = { 'baton-tasklist': '/tasklist/', 'baton-modeler': '/modeler/' };

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Longer than any page address of the apps; a redirect URI is echoed into pages and headers. */
const MAX_URI_LENGTH = 2048;

/**
 * Printable ASCII without space or backslash: a browser drops or rewrites whitespace, control characters and
 * backslashes while the URL parser here may read them otherwise, and a leading one hides a `javascript:` scheme.
 */
const PLAIN_URI = /^[\x21-\x5b\x5d-\x7e]+$/;

/** The scheme, written as browsers write it: a `HTTP:` or `JaVaScRiPt:` spelling is refused rather than normalized. */
const WEB_SCHEME = /^https?:\/\//;

function parsedWebUri(uri: unknown): URL | undefined {
  if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH || !PLAIN_URI.test(uri) || !WEB_SCHEME.test(uri)) return undefined;
  try {
    const url = new URL(uri);
    return url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An `http(s)://host[:port]` origin, as written in a setting; undefined for anything else. */
export function webOrigin(text: string): string | undefined {
  const origin = text.replace(/\/$/, '');
  return parsedWebUri(origin)?.origin === origin ? origin : undefined;
}

/**
 * Where the realm may send a browser back with a code or after logout, and which pages may call it with
 * credentials (CORS): only http(s) pages of the engine's own origin, or of an origin registered in
 * REALM_REDIRECT_ORIGINS (the apps' dev servers), and for an app's client only below that app's path. Anything
 * else (a script or data URI, another host, a user-info trick, a scheme in odd case, a URI padded with whitespace)
 * gets the realm's error page: a redirect URI the realm accepts runs as a page of that origin with the user's code.
 */
export class RedirectPolicy {
  private readonly origins: ReadonlySet<string>;

  constructor(engineOrigin: string, registeredOrigins: readonly string[]) {
    const engine = new URL(engineOrigin);
    // The engine on this machine is one server under each loopback name: the apps' links use either.
    const aliases = LOOPBACK_NAMES.includes(engine.hostname)
      ? LOOPBACK_NAMES.map((name) => new URL(`${engine.protocol}//${name}${engine.port ? `:${engine.port}` : ''}`).origin)
      : [];
    this.origins = new Set([engine.origin, ...aliases, ...registeredOrigins]);
  }

  /** Whether a page of `origin` (the `Origin` header) may read the realm's answers with credentials. */
  allowsOrigin(origin: string): boolean {
    return this.origins.has(origin);
  }

  /** Whether the realm may send the browser of `clientId` to `uri` (a `redirect_uri` or `post_logout_redirect_uri`). */
  allowsRedirect(clientId: string, uri: string): boolean {
    const path = Object.hasOwn(APP_PATHS, clientId) ? APP_PATHS[clientId as AppClientId] : undefined;
    const url = parsedWebUri(uri);
    return path !== undefined && url !== undefined && this.origins.has(url.origin) && url.pathname.startsWith(path);
  }
}
