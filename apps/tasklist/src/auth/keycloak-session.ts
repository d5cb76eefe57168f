import Keycloak from 'keycloak-js';

/** Renew the access token when it has less than this many seconds left. */
const MIN_VALIDITY_SECONDS = 30;

export class SessionExpiredError extends Error {
  constructor() {
    super('Your session has expired: copy what you typed, then reload the page to sign in again.');
  }
}

/** The signed-in reviewer's session: a token that stays fresh, and logout. */
export interface Session {
  readonly username: string;
  /** A valid access token, renewed first when it is about to expire. */
  token(): Promise<string>;
  logout(): Promise<void>;
}

/**
 * Signs in through the engine's realm (same origin: `<engine>/auth`, realm `baton`, client `baton-tasklist`) with
 * the authorization code flow and PKCE. Tokens are renewed in the background with the refresh token, without a
 * page load, so a half-filled form survives a renewal.
 */
export async function signIn(): Promise<Session> {
  const keycloak = new Keycloak({ url: `${window.location.origin}/auth`, realm: 'baton', clientId: 'baton-tasklist' });
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  keycloak.onTokenExpired = () => {
    keycloak.updateToken(MIN_VALIDITY_SECONDS).catch(() => undefined);
  };
  return {
    username: String(keycloak.tokenParsed?.preferred_username ?? keycloak.subject ?? ''),
    async token() {
      try {
        await keycloak.updateToken(MIN_VALIDITY_SECONDS);
      } catch {
        throw new SessionExpiredError();
      }
      if (!keycloak.token) throw new SessionExpiredError();
      return keycloak.token;
    },
    logout: () => keycloak.logout({ redirectUri: window.location.origin + import.meta.env.BASE_URL }),
  };
}
