import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Configuration, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import type { PgPool } from '../database/pg-pool.js';
import type { AuthConfig } from './auth-config.js';
import { APP_CLIENT_IDS, CLI_CLIENT_ID, DEMO_REALM, WORKER_CLIENT } from './demo-realm.js';
import { jwtShapedRefreshTokens, thirdPartyCookiesCheck, userinfoEndpoint } from './keycloak-endpoints.js';
import { escapeHtml, loginActions, page } from './login-page.js';
import { registerPasswordGrant } from './password-grant.js';
import { accessClaims, userClaims } from './realm-claims.js';
import type { RealmAccount } from './realm-identity.js';
import type { RealmIdentityStore } from './realm-identity-store.js';
import type { RealmConfig } from './realm-config.js';
import { APP_PATHS, RedirectPolicy } from './realm-redirects.js';
import { postgresRealmAdapter, realmSecret } from './realm-store.js';
import { type SignInTry, SignInThrottle } from './realm-throttle.js';

/** Keycloak's layout: `<engine>/auth/realms/<realm>`, endpoints under `/protocol/openid-connect/`. */
export const REALM_PATH = `/auth/realms/${DEMO_REALM}`;
const OIDC = '/protocol/openid-connect';
/** The resource indicator of the engine's API (absolute, as RFC 8707 wants); tokens for it carry `aud` = OIDC_AUDIENCE. */
const API_RESOURCE = 'urn:baton:api';

/** The embedded OpenID provider: its issuer, its public keys, and the request handler serving it. */
export interface EmbeddedRealm {
  readonly issuer: string;
  readonly publicJwks: JSONWebKeySet;
  /** Serves everything under {@link REALM_PATH} (the middleware mount strips the mount path). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** A password check outside the realm's pages (HTTP basic auth), slowed down by the same throttle as its sign-ins. */
  signIn(username: string, password: string, address: string): Promise<SignInTry<RealmAccount>>;
}

type OidcProviderModule = typeof import('oidc-provider');

/**
 * oidc-provider warns at import that Node 20 is not an LTS it supports; it runs on it (see STACK.md), and the
 * engine supports Node 20, so that one line is dropped. It is imported when the realm is first used, so an engine
 * on Keycloak never loads it.
 */
async function importOidcProvider(): Promise<OidcProviderModule> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/** The realm's RS256 signing key, made once per database (see {@link realmSecret}). */
async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/**
 * Builds the provider of the demo realm for an engine reachable at `baseUrl` (e.g. `http://127.0.0.1:8080`). Behind a
 * proxy (`behindProxy`), the endpoints it advertises follow the proxy's `X-Forwarded-Proto` and `X-Forwarded-Host`.
 */
export async function createEmbeddedRealm(
  baseUrl: string,
  config: AuthConfig,
  realmConfig: RealmConfig,
  pg: PgPool,
  identity: RealmIdentityStore,
  behindProxy = false,
): Promise<EmbeddedRealm> {
  const { default: Provider, errors } = await importOidcProvider();
  const issuer = `${baseUrl}${REALM_PATH}`;
  await identity.ready();
  const privateJwk = await realmSecret<JWK>(pg, 'signing-key', newSigningKey);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  const cookieKeys = await realmSecret<string[]>(pg, 'cookie-keys', () => [randomBytes(32).toString('hex')]);

  const redirects = new RedirectPolicy(new URL(baseUrl).origin, realmConfig.redirectOrigins);
  const resourceServer: ResourceServer = {
    scope: 'baton',
    audience: config.audience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: 3600,
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    // Sessions, codes and refresh tokens in the database: they survive a restart and serve every engine process.
    adapter: postgresRealmAdapter(pg),
    clients: [
      {
        client_id: WORKER_CLIENT.clientId,
        client_secret: WORKER_CLIENT.secret,
        // The official Camunda client sends its credentials in the form body.
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
      },
      { client_id: CLI_CLIENT_ID, token_endpoint_auth_method: 'none', grant_types: ['password'], response_types: [], redirect_uris: [] },
      ...APP_CLIENT_IDS.map((clientId) => ({
        client_id: clientId,
        token_endpoint_auth_method: 'none' as const,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code' as const],
        // The registered pages; which others of the app are allowed is RedirectPolicy's to say.
        redirect_uris: [`${baseUrl}${APP_PATHS[clientId]}`],
        post_logout_redirect_uris: [`${baseUrl}${APP_PATHS[clientId]}`],
      })),
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'baton'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    // Tokens carry the stored identity as it is when they are issued; each request reads it anew (Authentication.callerOf).
    findAccount: (_ctx, sub) => {
      const user = identity.current().account(sub);
      return user ? { accountId: user.username, claims: () => ({ sub: user.username, ...userClaims(config, user) }) } : undefined;
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind === 'ClientCredentials') {
        const client = identity.current().access('CLIENT', WORKER_CLIENT.clientId);
        return accessClaims(config, client.roles, client.groups, client.tenants);
      }
      const user = token.accountId ? identity.current().account(token.accountId) : undefined;
      return user ? userClaims(config, user) : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // keycloak-js logs out with an id_token_hint, and Keycloak then ends the session without asking: so here.
        logoutSource: (ctx, form) => {
          ctx.body = page(
            'Signing out',
            `${form}<p>Signing out…</p><script>const f=document.forms[0];const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.body = page('Signed out', '<p>You are signed out of the Baton demo realm.</p>');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },
    // keycloak-js refreshes its tokens before they expire, and Keycloak always hands out a refresh token for that.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party apps of the realm: no consent screen, the grant covers what they ask for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid offline_access profile email');
      grant.addResourceScope(API_RESOURCE, 'baton');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${REALM_PATH}/login-actions/${interaction.uid}` },
    // The token endpoint answers a browser's page only on the origins the realm may redirect to.
    clientBasedCORS: (_ctx, requestOrigin) => redirects.allowsOrigin(requestOrigin),
    routes: {
      authorization: `${OIDC}/auth`,
      token: `${OIDC}/token`,
      jwks: `${OIDC}/certs`,
      userinfo: `${OIDC}/userinfo`,
      end_session: `${OIDC}/logout`,
      revocation: `${OIDC}/revoke`,
      introspection: `${OIDC}/token/introspect`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in error',
        `<p id="kc-error-message">${escapeHtml(String(out.error))}: ${escapeHtml(String(out.error_description ?? ''))}</p><p>Go back to the application and sign in from there.</p>`,
      );
    },
    ttl: { AccessToken: 3600, ClientCredentials: 3600, Session: 8 * 3600, Grant: 8 * 3600, Interaction: 3600, IdToken: 3600, RefreshToken: 8 * 3600 },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = behindProxy;
  // A redirect URI the realm accepts gets the user's code, and runs as a page with it: see RedirectPolicy.
  provider.Client.prototype.redirectUriAllowed = function (this: { clientId: string }, uri: string) {
    return redirects.allowsRedirect(this.clientId, uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: { clientId: string }, uri: string) {
    return redirects.allowsRedirect(this.clientId, uri);
  };
  // keycloak-js sends its token requests with credentials: CORS must allow them for the page's origin.
  provider.use(async (ctx, next) => {
    await next();
    const requestOrigin = ctx.get('origin');
    if (requestOrigin && redirects.allowsOrigin(requestOrigin)) {
      ctx.set('Access-Control-Allow-Origin', requestOrigin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
  });
  jwtShapedRefreshTokens(provider);
  const throttle = new SignInThrottle(realmConfig);
  registerPasswordGrant(provider, { apiResource: API_RESOURCE, resourceServer, InvalidGrant: errors.InvalidGrant, throttle, behindProxy, identity });

  const login = loginActions(provider, throttle, behindProxy, identity);
  const userinfo = userinfoEndpoint(issuer, { keys: [publicJwk] }, config, redirects, identity);
  const callback = provider.callback();
  return {
    issuer,
    publicJwks: { keys: [publicJwk] },
    handle: (request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (path.startsWith('/login-actions/')) return void login(request, response);
      if (path === `${OIDC}/userinfo`) return void userinfo(request, response);
      if (path === `${OIDC}/3p-cookies/step1.html`) return thirdPartyCookiesCheck(response);
      callback(request, response);
    },
    signIn: (username, password, address) => throttle.attemptAsync(username, address, () => identity.checkPassword(username, password)),
  };
}
