import type Provider from 'oidc-provider';
import type { ResourceServer } from 'oidc-provider';
import { checkDemoPassword } from './demo-realm.js';

type InvalidGrantError = typeof import('oidc-provider')['errors']['InvalidGrant'];

/** Keycloak's "direct access grants" for `baton-cli`: user name and password for a token, for scripts and tests. */
export function registerPasswordGrant(provider: Provider, apiResource: string, resourceServer: ResourceServer, InvalidGrant: InvalidGrantError): void {
  provider.registerGrantType(
    'password',
    async (ctx) => {
      const { username, password } = ctx.oidc.params as { username?: unknown; password?: unknown };
      const user = checkDemoPassword(username, password);
      if (!user) throw new InvalidGrant('invalid user credentials');
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
