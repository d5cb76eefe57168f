import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthConfig } from './auth-config.js';
import { InvalidToken, TokenVerifier } from './token-verifier.js';

const ISSUER = 'http://127.0.0.1:1/auth/realms/baton';
const CONFIG: AuthConfig = {
  mode: 'oidc',
  issuer: undefined,
  audience: 'baton',
  rolesClaim: 'realm_access.roles',
  groupsClaim: 'groups',
  tenantsClaim: 'tenant_ids',
  allowDemoRealm: false,
  basic: false,
};

describe('TokenVerifier', () => {
  let verifier: TokenVerifier;
  let sign: (claims: JWTPayload) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' }] };
    verifier = new TokenVerifier(CONFIG, ISSUER, { kind: 'local', jwks });
    sign = (claims) =>
      new SignJWT({ iss: ISSUER, aud: 'baton', preferred_username: 'alice', ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'k' }).sign(privateKey);
  });

  it('should accept a signed token that expires', async () => {
    const now = Math.floor(Date.now() / 1000);

    const caller = await verifier.verify(await sign({ iat: now, exp: now + 60 }));

    expect(caller).toMatchObject({ id: 'alice', kind: 'USER' });
  });

  it('should refuse a signed token without exp, saying so, every time it is shown', async () => {
    // given a token the issuer did sign, but that would never expire
    const token = await sign({ iat: Math.floor(Date.now() / 1000) });

    // then it is refused, and a second look does not find it among the verified ones
    for (let attempt = 0; attempt < 2; attempt++) {
      const refusal = await verifier.verify(token).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(InvalidToken);
      expect((refusal as Error).message).toMatch(/no exp claim/);
    }
  });
});
