import { ApiProblem } from '../http/problem-detail.js';

/** What an `Authorization` value (HTTP header or gRPC metadata) offers. */
export type Credentials =
  | { readonly kind: 'none' }
  | { readonly kind: 'bearer'; readonly token: string }
  | { readonly kind: 'basic'; readonly username: string; readonly password: string }
  | { readonly kind: 'malformed'; readonly scheme: string };

/** Longer than any user name and password of the realm; a longer value is not decoded at all. */
const MAX_BASIC_LENGTH = 1024;

export function readCredentials(authorization: string | undefined): Credentials {
  if (authorization === undefined || authorization.trim() === '') return { kind: 'none' };
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer?.[1]) return { kind: 'bearer', token: bearer[1] };
  const basic = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(authorization);
  if (basic?.[1] && basic[1].length <= MAX_BASIC_LENGTH) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { kind: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
  }
  return { kind: 'malformed', scheme: /^basic\b/i.test(authorization) ? 'Basic' : 'Bearer' };
}

/**
 * Why a request's credentials were refused: 401, or 429 while the realm's throttle makes the user name or address
 * wait. The detail names no secret (neither the token nor the password), and says the same for an unknown user as for
 * a wrong password.
 */
export class Unauthenticated extends Error {
  override name = 'Unauthenticated';

  constructor(
    readonly detail: string,
    readonly waitSeconds?: number,
  ) {
    super(detail);
  }

  problem(): ApiProblem {
    return this.waitSeconds === undefined ? new ApiProblem(401, this.detail, 'UNAUTHORIZED') : new ApiProblem(429, this.detail, 'RESOURCE_EXHAUSTED');
  }
}
