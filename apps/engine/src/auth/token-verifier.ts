import { createLocalJWKSet, createRemoteJWKSet, errors, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { AuthConfig } from './auth-config.js';
import type { Caller } from './caller.js';
import { callerFromClaims } from './token-claims.js';

/** Why a token was refused; the message goes into the 401 problem (it names no secret). */
export class InvalidToken extends Error {
  override name = 'InvalidToken';
}

/** A verified token: the caller it names and its claims. */
export interface VerifiedToken {
  readonly caller: Caller;
  readonly claims: Readonly<JWTPayload>;
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

/** Tokens remembered once verified; a worker sends the same token with every request until it expires. */
const VERIFIED_CACHE_SIZE = 1000;

/**
 * Checks bearer JWTs (signature against the issuer's JWKS, `iss`, `aud`, expiry) and reads the caller from them.
 * A token without `exp` is refused: it would be good forever, and could never be let go of short of a new key.
 * A verified token is remembered until its `exp` (an RS256 check costs ~0.3 ms here), so a key the issuer stops
 * publishing keeps its tokens valid until they expire, as with any cache of the JWKS.
 */
export class TokenVerifier {
  private keys: Promise<JWTVerifyGetKey> | undefined;
  private readonly verified = new Map<string, VerifiedToken & { expiresAt: number }>();

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
    return (await this.verifyToken(token)).caller;
  }

  /** The caller with the token's claims, which mapping rules match. */
  async verifyToken(token: string): Promise<VerifiedToken> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    this.verified.delete(token);
    try {
      // Keycloak and the engine read different clocks: half a minute either way is not an expired token.
      const { payload } = await jwtVerify(token, await this.keySet(), {
        issuer: this.issuer,
        audience: this.config.audience,
        clockTolerance: 30,
        requiredClaims: ['exp'],
      });
      const verified = { caller: callerFromClaims(payload, this.config), claims: payload };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, { ...verified, expiresAt: (payload.exp ?? 0) * 1000 });
      return verified;
    } catch (error) {
      if (error instanceof InvalidToken) throw error;
      if (error instanceof errors.JWTExpired) throw new InvalidToken('the token has expired');
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'exp' && error.reason === 'missing') {
        throw new InvalidToken('the token has no exp claim, and a token that never expires is not accepted');
      }
      if (error instanceof errors.JWTClaimValidationFailed) throw new InvalidToken(`the token's ${error.claim} claim is not accepted`);
      if (error instanceof errors.JOSEError) throw new InvalidToken(`the token is not valid (${error.code})`);
      throw new InvalidToken(`the token could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
