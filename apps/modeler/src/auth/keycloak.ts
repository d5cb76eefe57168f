import Keycloak from 'keycloak-js';

/** The signed-in analyst, as the realm's token says. */
export interface SignedInUser {
  username: string;
  name: string;
  roles: string[];
}

/** The engine's realm, on the origin that serves this app (the engine itself, or the dev server's proxy). */
const keycloak = new Keycloak({ url: `${window.location.origin}/auth`, realm: 'baton', clientId: 'baton-modeler' });

/** Sends the browser to the realm's login page unless signed in; resolves with the user once back. */
export async function signIn(): Promise<SignedInUser> {
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  const token = keycloak.tokenParsed ?? {};
  const claims = token as { preferred_username?: string; name?: string; realm_access?: { roles?: string[] } };
  return { username: claims.preferred_username ?? '?', name: claims.name ?? claims.preferred_username ?? '?', roles: claims.realm_access?.roles ?? [] };
}

/** A fresh access token (renewed when it expires within 30 s). */
export async function accessToken(): Promise<string> {
  await keycloak.updateToken(30);
  return keycloak.token ?? '';
}

export function signOut(): void {
  void keycloak.logout({ redirectUri: window.location.href });
}
