import { createHash, randomBytes } from 'node:crypto';

/** A browser's part of the realm's flows: cookies kept per name, redirects followed by hand. */
export class RealmBrowser {
  private readonly cookies = new Map<string, string>();

  async go(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
    return response;
  }
}

export const locationOf = (response: Response, base: string) => new URL(response.headers.get('location') ?? '', base).toString();

/** The realm's OpenID Connect endpoints of an engine. */
export const realmEndpoints = (baseUrl: string) => `${baseUrl}/auth/realms/baton/protocol/openid-connect`;

/** An authorization request as keycloak-js sends it (code, PKCE), with its verifier. */
export function authorizeRequest(baseUrl: string, redirectUri: string, extra: Record<string, string> = {}): { url: string; verifier: string } {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'baton-tasklist',
    redirect_uri: redirectUri,
    state: 's1',
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce: 'n1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: `${realmEndpoints(baseUrl)}/auth?${params}`, verifier };
}

/** A login form post. */
export const loginForm = (username: string, password: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ username, password }).toString(),
});

/** Signs `user` in through the login page; answers the browser (with the realm's session) and the answer to the login. */
export async function signInThroughRealm(baseUrl: string, user: string, redirectUri: string): Promise<{ browser: RealmBrowser; answer: Response }> {
  const browser = new RealmBrowser();
  const toLogin = await browser.go(authorizeRequest(baseUrl, redirectUri).url);
  const loginUrl = locationOf(toLogin, baseUrl);
  let answer = await browser.go(loginUrl, loginForm(user, user));
  while (answer.status === 303 && !locationOf(answer, baseUrl).startsWith(redirectUri)) answer = await browser.go(locationOf(answer, baseUrl));
  return { browser, answer };
}
