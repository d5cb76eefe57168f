import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CamundaUserResult } from '@baton/api-contract';
import { createEngineApp } from '../create-engine-app.js';
import { clientAs, clientWithToken, userToken, workerToken } from '../testing/demo-tokens.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('authentication against the embedded realm', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
  });
  afterAll(() => engine?.close());

  it('should serve the realm at Keycloak layout', async () => {
    const discovery = await new HttpClient(engine.baseUrl).get<Record<string, string>>('/auth/realms/baton/.well-known/openid-configuration');

    expect(discovery.status).toBe(200);
    const realm = `${engine.baseUrl}/auth/realms/baton`;
    expect(discovery.body).toMatchObject({
      issuer: realm,
      authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
      token_endpoint: `${realm}/protocol/openid-connect/token`,
      jwks_uri: `${realm}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${realm}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${realm}/protocol/openid-connect/logout`,
    });
  });

  it('should tell a user who they are from a password-grant token', async () => {
    const alice = await clientAs(engine.baseUrl, 'alice');

    const me = await alice.get<CamundaUserResult>('/v2/authentication/me');

    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'alice', roles: ['reviewer'], groups: ['finance'], canLogout: true });
    expect(me.body.tenants.map((tenant) => tenant.tenantId)).toEqual(['<default>', 'acme']);
  });

  it('should accept a client-credentials token of baton-worker as the developer client', async () => {
    const worker = clientWithToken(engine.baseUrl, await workerToken(engine.baseUrl));

    const me = await worker.get<CamundaUserResult>('/v2/authentication/me');

    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'baton-worker', roles: ['developer'], canLogout: false });
  });

  it('should issue JWT access tokens for the audience baton', async () => {
    const token = await workerToken(engine.baseUrl);

    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

    expect(payload).toMatchObject({ iss: `${engine.baseUrl}/auth/realms/baton`, aud: 'baton', realm_access: { roles: ['developer'] } });
  });

  it('should refuse a wrong password', async () => {
    const response = await fetch(`${engine.baseUrl}/auth/realms/baton/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'baton-cli', username: 'alice', password: 'bob' }).toString(),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('should answer 401 without a token and let public routes through', async () => {
    const anonymous = new HttpClient(engine.baseUrl);

    const me = await anonymous.get<{ title: string }>('/v2/authentication/me');

    expect(me.status).toBe(401);
    expect(me.headers.get('www-authenticate')).toContain('Bearer');
    expect((await anonymous.get('/v2/status')).status).toBe(204);
  });

  it('should keep an Idempotency-Key to the user who sent it, across their tokens', async () => {
    const bpmn = readFileSync(new URL('./tenant-work.bpmn', import.meta.url), 'utf8');
    const as = async (username: string) =>
      new HttpClient(engine.baseUrl, { authorization: `Bearer ${await userToken(engine.baseUrl, username)}`, 'idempotency-key': 'deploy-1' });

    const first = await (await as('dave')).deploy<{ deploymentKey: string }>({ 'tenant-work.bpmn': bpmn });
    const repeated = await (await as('dave')).deploy<{ deploymentKey: string }>({ 'tenant-work.bpmn': bpmn });
    const byAnn = await (await as('ann')).deploy<{ deploymentKey: string }>({ 'tenant-work.bpmn': bpmn });

    expect([first.status, repeated.status, byAnn.status]).toEqual([200, 200, 200]);
    expect(repeated.body.deploymentKey).toBe(first.body.deploymentKey);
    expect(byAnn.body.deploymentKey).not.toBe(first.body.deploymentKey);
  });
});

describe('the embedded realm behind a proxy (PUBLIC_URL)', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', PUBLIC_URL: 'https://baton.example.com' } });
  });
  afterAll(() => engine?.close());

  /** A request as the proxy forwards it: the public host and scheme in the forwarding headers. */
  async function throughProxy(path: string): Promise<Record<string, string>> {
    const { hostname, port } = new URL(engine.baseUrl);
    const headers = { host: 'baton.example.com', 'x-forwarded-host': 'baton.example.com', 'x-forwarded-proto': 'https' };
    return new Promise((resolve, reject) => {
      get({ hostname, port, path, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as Record<string, string>));
      }).on('error', reject);
    });
  }

  it('should name the public URL as issuer and in every endpoint it advertises', async () => {
    const discovery = await throughProxy('/auth/realms/baton/.well-known/openid-configuration');

    const realm = 'https://baton.example.com/auth/realms/baton';
    expect(discovery).toMatchObject({
      issuer: realm,
      authorization_endpoint: `${realm}/protocol/openid-connect/auth`,
      token_endpoint: `${realm}/protocol/openid-connect/token`,
      jwks_uri: `${realm}/protocol/openid-connect/certs`,
    });
  });

  it('should issue tokens for the public issuer and accept them', async () => {
    const token = await userToken(engine.baseUrl, 'alice');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

    const me = await clientWithToken(engine.baseUrl, token).get<CamundaUserResult>('/v2/authentication/me');

    expect(payload.iss).toBe('https://baton.example.com/auth/realms/baton');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('alice');
  });
});

describe('the embedded realm of several engine processes on one database', () => {
  const PUBLIC_URL = 'http://baton.test';
  let first: TestEngine;
  let second: INestApplication | undefined;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startTestEngine({ env: { AUTH: 'oidc', PUBLIC_URL } });
    second = await createEngineApp(first.config, first.databaseUrl);
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("should accept at one process the tokens another issued, and keep accepting them after that one's restart", async () => {
    // given a token from the first process
    const token = await userToken(first.baseUrl, 'alice');

    // then the second accepts it, signed with the key they share through the database
    const atSecond = await clientWithToken(secondUrl, token).get<CamundaUserResult>('/v2/authentication/me');
    expect(atSecond.status).toBe(200);
    expect(atSecond.body.username).toBe('alice');

    // when the second restarts
    await second?.close();
    second = await createEngineApp(first.config, first.databaseUrl);
    await second.listen(0, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${(second.getHttpServer().address() as AddressInfo).port}`;

    // then it still accepts the token, and its own tokens are accepted by the first
    expect((await clientWithToken(secondUrl, token).get('/v2/authentication/me')).status).toBe(200);
    const fromRestarted = await workerToken(secondUrl);
    expect((await clientWithToken(first.baseUrl, fromRestarted).get('/v2/authentication/me')).status).toBe(200);
  });
});
