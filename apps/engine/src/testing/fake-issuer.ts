/**
 * A stand-in for Keycloak in specs: an OpenID issuer on a free port of 127.0.0.1 that serves its discovery
 * document and JWKS, and mints whatever tokens a spec needs (expired, for another audience, with any roles).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TokenClaims extends JWTPayload {
  preferred_username?: string;
  realm_access?: { roles: string[] };
  groups?: string[];
  tenant_ids?: string[];
}

export interface FakeIssuer {
  readonly issuer: string;
  /** The PEM of the public key the issuer publishes, for forgeries that sign with it as an HMAC secret. */
  readonly publicKeyPem: string;
  /** A token signed with the issuer's key: `iss` is the issuer, `aud` baton, valid for an hour unless `claims` say otherwise. */
  token(claims: TokenClaims): Promise<string>;
  /** The same token signed with a key the issuer never published. */
  foreignToken(claims: TokenClaims): Promise<string>;
  close(): Promise<void>;
}

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'spec', alg: 'RS256', use: 'sig' }] };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }
        : request.url === '/protocol/openid-connect/certs'
          ? jwks
          : undefined;
    response.statusCode = body ? 200 : 404;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: TokenClaims, key: SigningKey) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: issuer, aud: 'baton', iat: now, exp: now + 3600, sub: claims.preferred_username ?? 'subject', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'spec' })
      .sign(key);
  };
  return {
    issuer,
    publicKeyPem: await exportSPKI(publicKey),
    token: (claims) => sign(claims, privateKey),
    foreignToken: (claims) => sign(claims, foreign.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
