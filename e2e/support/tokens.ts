/** The embedded realm's token endpoint (Keycloak's layout), as the start banner prints it. */
export const tokenEndpoint = (baseUrl: string) => `${baseUrl}/auth/realms/baton/protocol/openid-connect/token`;

/** Who asks: a demo user through the public client `baton-cli` (password grant), or the worker client. */
export type Caller = { readonly user: string } | 'worker';

function grant(caller: Caller): Record<string, string> {
  return caller === 'worker'
    ? { grant_type: 'client_credentials', client_id: 'baton-worker', client_secret: 'baton-worker-secret' }
    : { grant_type: 'password', client_id: 'baton-cli', username: caller.user, password: caller.user };
}

/** Whether the engine serves the realm: its discovery document answers only then. */
async function servesRealm(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/auth/realms/baton/.well-known/openid-configuration`);
  await response.arrayBuffer();
  return response.ok;
}

/** An access token from the engine's realm, or undefined when the engine serves none (no realm: no tokens needed). */
export async function accessToken(baseUrl: string, caller: Caller = 'worker'): Promise<string | undefined> {
  if (!(await servesRealm(baseUrl))) return undefined;
  const response = await fetch(tokenEndpoint(baseUrl), { method: 'POST', body: new URLSearchParams(grant(caller)) });
  if (!response.ok) throw new Error(`Token request for ${JSON.stringify(caller)} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Headers that authenticate `caller` to the engine (none when it serves no realm). */
export async function authHeaders(baseUrl: string, caller: Caller = 'worker'): Promise<Record<string, string>> {
  const token = await accessToken(baseUrl, caller);
  return token ? { authorization: `Bearer ${token}` } : {};
}
