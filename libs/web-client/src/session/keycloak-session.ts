import Keycloak from 'keycloak-js';

/** Renew the access token when it has less than this many seconds left. */
const MIN_VALIDITY_SECONDS = 30;

export class SessionExpiredError extends Error {
  constructor() {
    super('Your session has expired: copy what you typed, then reload the page to sign in again.');
  }
}

/** The signed-in user as the realm's token says, a token that stays fresh, and logout. */
export interface Session {
  readonly username: string;
  /** The display name (the user name when the realm has none). */
  readonly name: string;
  /** The realm roles: which areas of an app the user may open. */
  readonly roles: readonly string[];
  /** A valid access token, renewed first when it is about to expire. */
  token(): Promise<string>;
  logout(): Promise<void>;
}

interface Claims {
  preferred_username?: string;
  name?: string;
  realm_access?: { roles?: string[] };
}

/**
 * Signs in through the engine's realm (same origin: `<engine>/auth`, realm `baton`) as the app's client, with the
 * authorization code flow and PKCE: the browser goes to the realm's login page unless signed in. Tokens are renewed
 * in the background with the refresh token, without a page load, so a half-filled form survives a renewal. Logout
 * comes back to the page it left.
 */
export async function signIn(clientId: string): Promise<Session> {
  const keycloak = new Keycloak({ url: `${window.location.origin}/auth`, realm: 'baton', clientId });
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(MIN_VALIDITY_SECONDS).catch(() => undefined);
  };
  const claims: Claims = keycloak.tokenParsed ?? {};
  const username = claims.preferred_username ?? keycloak.subject ?? '';
  return {
    username,
    name: claims.name ?? username,
    roles: claims.realm_access?.roles ?? [],
    async token() {
      try {
        await keycloak.updateToken(MIN_VALIDITY_SECONDS);
      } catch {
        throw new SessionExpiredError();
      }
      if (!keycloak.token) throw new SessionExpiredError();
      return keycloak.token;
    },
    logout: () => keycloak.logout({ redirectUri: window.location.href }),
  };
}
