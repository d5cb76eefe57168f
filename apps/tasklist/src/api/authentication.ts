import type { CamundaUserResult } from '@baton/api-contract';
import type { Http } from './http.js';

/** Who the engine says the caller is: user name, display name and groups from the token. */
export async function currentUser(http: Http): Promise<CamundaUserResult> {
  return (await http<CamundaUserResult>('GET', '/v2/authentication/me')).body;
}
