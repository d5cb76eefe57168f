import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { RealmIdentityStore } from './realm-identity-store.js';
import { isLoopbackHost } from './auth-config.js';
import type { Caller } from './caller.js';
import { createEmbeddedRealm, type EmbeddedRealm } from './embedded-realm.js';
import { userClaims } from './realm-claims.js';
import { readCredentials, Unauthenticated } from './request-credentials.js';
import { callerFromClaims } from './token-claims.js';
import { InvalidToken, TokenVerifier } from './token-verifier.js';

const BASIC_OFF = 'basic auth is off: set AUTH_BASIC=true or use a bearer token';

/** A wildcard bind address is no URL a browser can use; the demo realm is then served as this machine's loopback. */
function urlHost(address: AddressInfo, configuredHost: string): string {
  const wildcard = ['0.0.0.0', '::', ''].includes(configuredHost);
  if (!wildcard) return configuredHost.includes(':') && !configuredHost.startsWith('[') ? `[${configuredHost}]` : configuredHost;
  return address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
}

/**
 * The issuer the engine trusts and how to check its tokens: OIDC_ISSUER (Keycloak), or the embedded demo realm
 * served on the engine's own origin. The realm is built at the first request, when the port is known (PORT=0).
 */
@Injectable()
export class Authentication implements OnApplicationBootstrap {
  private realm: Promise<EmbeddedRealm> | undefined;
  private verifier: Promise<TokenVerifier> | undefined;

  constructor(
    private readonly config: EngineConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly pg: PgPool,
    private readonly identity: RealmIdentityStore,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled && !isLoopbackHost(this.config.host)) {
      new Logger('Authentication').warn(`AUTH=none on HOST ${this.config.host}: anyone who reaches this port acts as an administrator of every tenant`);
    }
  }

  get enabled(): boolean {
    return this.config.auth.mode === 'oidc';
  }

  /** Whether a proxy (PUBLIC_URL) stands before the engine: a client's address is then its last X-Forwarded-For. */
  get behindProxy(): boolean {
    return this.config.publicUrl !== undefined;
  }

  /** Whether `Authorization: Basic` with a realm user is accepted (AUTH_BASIC, only with the embedded realm). */
  get acceptsBasic(): boolean {
    return this.config.auth.basic && this.servesRealm;
  }

  /** OIDC_ISSUER: the provider that owns the users, groups, roles and tenants, when it is not the embedded realm. */
  get externalIssuer(): string | undefined {
    return this.config.auth.issuer;
  }

  /** Whether this engine serves the demo realm under `/auth`. */
  get servesRealm(): boolean {
    return this.enabled && this.config.auth.issuer === undefined;
  }

  /** The engine's own origin, e.g. `http://127.0.0.1:8080`, or PUBLIC_URL behind a proxy. */
  baseUrl(): string {
    if (this.config.publicUrl) return this.config.publicUrl;
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    const address = server.address() as AddressInfo | null;
    if (!address) throw new Error('The engine is not listening yet');
    return `http://${urlHost(address, this.config.host)}:${address.port}`;
  }

  embeddedRealm(): Promise<EmbeddedRealm> {
    this.realm ??= createEmbeddedRealm(this.baseUrl(), this.config.auth, this.config.realm, this.pg, this.identity, this.config.publicUrl !== undefined);
    return this.realm;
  }

  /**
   * The caller an `Authorization` value (REST header or gRPC metadata) names: a bearer token, or with AUTH_BASIC a
   * user and password of the embedded realm, checked as its sign-in form checks them (same throttle, keyed by
   * `address`) and read as the same caller a token of that user would be. Throws {@link Unauthenticated}.
   */
  async callerOf(authorization: string | undefined, address: string): Promise<Caller> {
    const credentials = readCredentials(authorization);
    const basic = this.acceptsBasic;
    switch (credentials.kind) {
      case 'none':
        throw new Unauthenticated(
          basic
            ? 'The request has no credentials (Authorization: Bearer <access token>, or Basic with a user of the realm)'
            : 'The request has no bearer token (Authorization: Bearer <access token>)',
        );
      case 'malformed':
        if (credentials.scheme === 'Basic') throw new Unauthenticated(basic ? 'The basic credentials are not base64 of user:password' : BASIC_OFF);
        throw new Unauthenticated('The Authorization value is neither a bearer token nor basic credentials');
      case 'basic': {
        if (!basic) throw new Unauthenticated(BASIC_OFF);
        const signIn = await (await this.embeddedRealm()).signIn(credentials.username, credentials.password, address);
        if ('waitSeconds' in signIn) throw new Unauthenticated(`too many failed sign-ins: try again in ${signIn.waitSeconds} s`, signIn.waitSeconds);
        if ('failed' in signIn) throw new Unauthenticated('The basic credentials are refused: unknown user or wrong password');
        const caller = callerFromClaims({ sub: signIn.user.username, ...userClaims(this.config.auth, signIn.user) }, this.config.auth);
        return { ...caller, authorizations: signIn.user.authorizations };
      }
      case 'bearer':
        try {
          const { caller, claims } = await (await this.tokenVerifier()).verifyToken(credentials.token);
          return this.servesRealm ? this.asStoredNow(caller, claims) : caller;
        } catch (error) {
          if (error instanceof InvalidToken) throw new Unauthenticated(`The bearer token is refused: ${error.message}`);
          throw error;
        }
    }
  }

  /**
   * A realm token's caller with the roles, groups and tenants the stored identity gives them now (an identity write
   * takes effect at the next request, not when the token expires), and those of the mapping rules its claims match;
   * a user deleted since is refused. Read from the store's copy in memory: no query per request.
   */
  private asStoredNow(caller: Caller, claims: Readonly<Record<string, unknown>>): Caller {
    if (caller.kind !== 'USER' && caller.kind !== 'CLIENT') return caller;
    const identity = this.identity.current();
    if (caller.kind === 'USER' && !identity.user(caller.id)) throw new InvalidToken(`the user ${caller.id} no longer exists`);
    const access = identity.access(caller.kind, caller.id, identity.mappingRulesMatching(claims));
    return { ...caller, roles: access.roles, groups: access.groups, tenants: access.tenants, authorizations: access.authorizations };
  }

  tokenVerifier(): Promise<TokenVerifier> {
    this.verifier ??= (async () => {
      const issuer = this.config.auth.issuer;
      if (issuer !== undefined) return new TokenVerifier(this.config.auth, issuer, { kind: 'remote', issuer });
      const realm = await this.embeddedRealm();
      return new TokenVerifier(this.config.auth, realm.issuer, { kind: 'local', jwks: realm.publicJwks });
    })();
    return this.verifier;
  }
}
