/** Tokens of the embedded demo realm, as scripts get them: the password grant of `baton-cli`, client credentials of `baton-worker`. */
import { HttpClient } from './http-client.js';

export const REALM_TOKEN_PATH = '/auth/realms/baton/protocol/openid-connect/token';

async function token(baseUrl: string, form: Record<string, string>): Promise<string> {
  const response = await fetch(`${baseUrl}${REALM_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!response.ok || !body.access_token) throw new Error(`token request failed (${response.status}): ${body.error} ${body.error_description ?? ''}`);
  return body.access_token;
}

/** A realm user's access token by the password grant of `baton-cli`. */
export const passwordToken = (baseUrl: string, username: string, password: string): Promise<string> =>
  token(baseUrl, { grant_type: 'password', client_id: 'baton-cli', username, password });

/** A demo user's access token (password = user name). */
export const userToken = (baseUrl: string, username: string): Promise<string> => passwordToken(baseUrl, username, username);

/** The `baton-worker` client's access token (developer role). */
export const workerToken = (baseUrl: string): Promise<string> =>
  token(baseUrl, { grant_type: 'client_credentials', client_id: 'baton-worker', client_secret: 'baton-worker-secret' });

/** An HTTP client that sends `token` with every request. */
export const clientWithToken = (baseUrl: string, accessToken: string): HttpClient => new HttpClient(baseUrl, { authorization: `Bearer ${accessToken}` });

/** An HTTP client acting as a demo user. */
export const clientAs = async (baseUrl: string, username: string): Promise<HttpClient> => clientWithToken(baseUrl, await userToken(baseUrl, username));
