import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type { AuthConfig } from './auth-config.js';
import { userClaims } from './realm-claims.js';
import type { RealmIdentityStore } from './realm-identity-store.js';
import type { RedirectPolicy } from './realm-redirects.js';

/** What keycloak-js asks of a realm beyond OpenID Connect, answered as Keycloak answers it. */

/**
 * keycloak-js first loads this page in an iframe and waits for it to say whether third-party cookies work, to run
 * its session-status iframe. The demo realm has no such iframe: it says "unsupported", and keycloak-js goes on
 * without session polling (Keycloak answers the same in a browser that blocks those cookies).
 */
export function thirdPartyCookiesCheck(response: ServerResponse): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(`<!DOCTYPE html><html><body><script>window.parent.postMessage('unsupported', '*');</script></body></html>`);
}

/**
 * Keycloak answers its userinfo endpoint for the access tokens it issues, and keycloak-js' `loadUserInfo` relies on
 * it; oidc-provider refuses tokens issued for a resource server there, so the realm answers it itself.
 */
export function userinfoEndpoint(issuer: string, jwks: JSONWebKeySet, config: AuthConfig, redirects: RedirectPolicy, identity: RealmIdentityStore) {
  const keys = createLocalJWKSet(jwks);
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestOrigin = request.headers.origin;
    if (requestOrigin && redirects.allowsOrigin(requestOrigin)) {
      response.setHeader('Access-Control-Allow-Origin', requestOrigin);
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'Authorization');
    }
    if (request.method === 'OPTIONS') {
      response.statusCode = 204;
      return void response.end();
    }
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const user = token
      ? await jwtVerify(token, keys, { issuer, audience: config.audience }).then(
          ({ payload }) => identity.current().account(String(payload.sub)),
          () => undefined,
        )
      : undefined;
    if (!user) {
      response.statusCode = 401;
      response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      return void response.end(JSON.stringify({ error: 'invalid_token', error_description: 'invalid or missing access token' }));
    }
    response.statusCode = 200;
    response.end(JSON.stringify({ sub: user.username, ...userClaims(config, user) }));
  };
}

/**
 * keycloak-js decodes the refresh token as a JWT and fails the login ("Unable to decode token, payload not found")
 * on oidc-provider's opaque ones. The realm's refresh tokens stay opaque handles to the provider, but are shaped
 * as an unsigned JWT that says what it is, as Keycloak's (whose signature only Keycloak checks) are.
 */
export function jwtShapedRefreshTokens(provider: Provider): void {
  const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = segment({ alg: 'none', typ: 'JWT' });
  // oidc-provider's types leave out the model method that names a token.
  Object.assign(provider.RefreshToken.prototype, {
    generateTokenId(this: { clientId?: string; accountId?: string }): string {
      const payload = segment({ typ: 'Refresh', iss: provider.issuer, azp: this.clientId, sub: this.accountId });
      return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    },
  });
}
