import type Provider from 'oidc-provider';
import type { ResourceServer } from 'oidc-provider';
import { clientAddress } from './realm-client-address.js';
import type { RealmIdentityStore } from './realm-identity-store.js';
import type { SignInThrottle } from './realm-throttle.js';

type InvalidGrantError = typeof import('oidc-provider')['errors']['InvalidGrant'];

/** The resource the grant's tokens are for, and the throttle its guesses answer to. */
export interface PasswordGrantOptions {
  readonly apiResource: string;
  readonly resourceServer: ResourceServer;
  readonly InvalidGrant: InvalidGrantError;
  readonly throttle: SignInThrottle;
  readonly behindProxy: boolean;
  readonly identity: RealmIdentityStore;
}

/**
 * Keycloak's "direct access grants" for `baton-cli`: user name and password for a token, for scripts and tests. A
 * user name or address the throttle slows down gets 429 with Retry-After, its password unchecked.
 */
export function registerPasswordGrant(provider: Provider, grant: PasswordGrantOptions): void {
  const { apiResource, resourceServer, InvalidGrant, throttle, behindProxy, identity } = grant;
  provider.registerGrantType(
    'password',
    async (ctx) => {
      const { username, password } = ctx.oidc.params as { username?: unknown; password?: unknown };
      const name = typeof username === 'string' ? username : '';
      const signIn = await throttle.attemptAsync(name, clientAddress(ctx.req, behindProxy), () => identity.checkPassword(username, password));
      if ('waitSeconds' in signIn) {
        ctx.status = 429;
        ctx.set('Retry-After', String(signIn.waitSeconds));
        ctx.body = { error: 'slow_down', error_description: `too many failed sign-ins: try again in ${signIn.waitSeconds} s` };
        return;
      }
      if ('failed' in signIn) throw new InvalidGrant('invalid user credentials');
      const { user } = signIn;
      const { client, provider: realm } = ctx.oidc;
      const grant = new realm.Grant({ accountId: user.username, clientId: client.clientId });
      grant.addResourceScope(apiResource, 'baton');
      const grantId = await grant.save();
      const token = new realm.AccessToken({ accountId: user.username, client, grantId, gty: 'password', scope: 'baton' });
      token.resourceServer = new realm.ResourceServer(apiResource, resourceServer);
      const accessToken = await token.save();
      ctx.body = { access_token: accessToken, token_type: 'Bearer', expires_in: token.expiration, scope: token.scope };
    },
    ['username', 'password', 'scope'],
  );
}
