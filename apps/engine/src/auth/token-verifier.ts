import { createLocalJWKSet, createRemoteJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AuthConfig } from './auth-config.js';
import type { Caller } from './caller.js';
import { callerFromClaims } from './token-claims.js';

/** Why a token was refused; the message goes into the 401 problem (it names no secret). */
export class InvalidToken extends Error {
  override name = 'InvalidToken';
}

/** Where the signing keys of an issuer are: its own (the embedded realm) or its JWKS endpoint (Keycloak). */
export type KeySource = { kind: 'local'; jwks: JSONWebKeySet } | { kind: 'remote'; issuer: string };

async function jwksUri(issuer: string): Promise<URL> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new InvalidToken(`the issuer's discovery document answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new InvalidToken(`the issuer's discovery document names no jwks_uri`);
  return new URL(document.jwks_uri);
}

/** Checks bearer JWTs (signature against the issuer's JWKS, `iss`, `aud`, expiry) and reads the caller from them. */
export class TokenVerifier {
  private keys: Promise<JWTVerifyGetKey> | undefined;

  constructor(
    private readonly config: AuthConfig,
    readonly issuer: string,
    private readonly source: KeySource,
  ) {}

  private keySet(): Promise<JWTVerifyGetKey> {
    if (this.source.kind === 'local') return Promise.resolve(createLocalJWKSet(this.source.jwks));
    const issuer = this.source.issuer;
    this.keys ??= jwksUri(issuer).then(
      (uri) => createRemoteJWKSet(uri),
      (error: unknown) => {
        this.keys = undefined; // the issuer may be up at the next request
        throw error;
      },
    );
    return this.keys;
  }

  async verify(token: string): Promise<Caller> {
    try {
      const { payload } = await jwtVerify(token, await this.keySet(), { issuer: this.issuer, audience: this.config.audience });
      return callerFromClaims(payload, this.config);
    } catch (error) {
      if (error instanceof InvalidToken) throw error;
      if (error instanceof errors.JWTExpired) throw new InvalidToken('the token has expired');
      if (error instanceof errors.JWTClaimValidationFailed) throw new InvalidToken(`the token's ${error.claim} claim is not accepted`);
      if (error instanceof errors.JOSEError) throw new InvalidToken(`the token is not valid (${error.code})`);
      throw new InvalidToken(`the token could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
