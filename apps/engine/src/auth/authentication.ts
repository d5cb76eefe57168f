import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { isLoopbackHost } from './auth-config.js';
import { createEmbeddedRealm, type EmbeddedRealm } from './embedded-realm.js';
import { TokenVerifier } from './token-verifier.js';

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
  ) {}

  onApplicationBootstrap(): void {
    if (!this.enabled && !isLoopbackHost(this.config.host)) {
      new Logger('Authentication').warn(`AUTH=none on HOST ${this.config.host}: anyone who reaches this port acts as an administrator of every tenant`);
    }
  }

  get enabled(): boolean {
    return this.config.auth.mode === 'oidc';
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
    this.realm ??= createEmbeddedRealm(this.baseUrl(), this.config.auth, this.config.realm, this.pg, this.config.publicUrl !== undefined);
    return this.realm;
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
