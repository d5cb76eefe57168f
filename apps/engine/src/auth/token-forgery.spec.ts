/**
 * Tokens an attacker could make or replay: from another issuer, for another audience, unsigned (`alg: none`), HMAC-signed
 * with the issuer's public key (the RS256/HS256 confusion), expired, not yet valid, or without expiry. Every protected route refuses them
 * with 401, and a token the issuer did sign goes through (so the refusals are the token's, not the route's).
 */
import { API_ROUTES, DEFAULT_TENANT_ID, routeAccess } from '@baton/api-contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALM_IDENTITY_OPERATIONS } from '../identity/realm-identity.routes.js';
import { type FakeIssuer, startFakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ADMIN: TokenClaims = { preferred_username: 'mallory', realm_access: { roles: ['admin'] }, groups: [], tenant_ids: [DEFAULT_TENANT_ID] };
const protectedRoutes = API_ROUTES.filter((route) => routeAccess(route.operationId).allow !== 'public');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('forged and stale tokens', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, CLOCK_CONTROL: 'true' } });
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  /** What each protected route answers the token, as `METHOD path status`, for one readable failure. */
  async function answersTo(token: string): Promise<string[]> {
    const answers: string[] = [];
    for (const route of protectedRoutes) {
      const jsonBody = route.body && route.body.contentType === undefined;
      const response = await fetch(`${engine.baseUrl}${route.path.replace(/\{[^}]+\}/g, '1')}`, {
        method: route.method.toUpperCase(),
        headers: { authorization: `Bearer ${token}`, ...(jsonBody ? { 'content-type': 'application/json' } : {}) },
        ...(jsonBody ? { body: '{}' } : {}),
      });
      const text = await response.text();
      answers.push(`${route.method.toUpperCase()} ${route.path} ${response.status}`);
      if (response.status === 401) expect(text, route.path).not.toContain(token);
    }
    return answers;
  }
  const allRefused = () => protectedRoutes.map((route) => `${route.method.toUpperCase()} ${route.path} 401`);

  const claims = () => ({ iss: issuer.issuer, aud: 'baton', sub: 'mallory', iat: nowSeconds(), exp: nowSeconds() + 3600, ...ADMIN });
  const forgeries: [string, () => Promise<string>][] = [
    ['of another issuer', () => issuer.token({ ...ADMIN, iss: 'http://127.0.0.1:1/realms/evil' })],
    ['of another audience', () => issuer.token({ ...ADMIN, aud: 'another-api' })],
    ['without an audience', () => issuer.token({ ...ADMIN, aud: undefined })],
    ['unsigned (alg none)', async () => new UnsecuredJWT(claims()).encode()],
    [
      "HMAC-signed with the issuer's public key (HS256)",
      () => new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: 'spec' }).sign(new TextEncoder().encode(issuer.publicKeyPem)),
    ],
    ['expired', () => issuer.token({ ...ADMIN, iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 })],
    ['not yet valid', () => issuer.token({ ...ADMIN, nbf: nowSeconds() + 3600 })],
    ['that never expires (no exp)', () => issuer.token({ ...ADMIN, exp: undefined })],
    ['signed by a key the issuer never published', () => issuer.foreignToken(ADMIN)],
  ];

  it('should let a token the issuer signed through every protected route', async () => {
    const answers = await answersTo(await issuer.token(ADMIN));
    // The realm's identity reads answer 501 while OIDC_ISSUER (here) owns the users: past the token check all the same.
    const identityPaths = new Set(
      protectedRoutes.filter((route) => REALM_IDENTITY_OPERATIONS.has(route.operationId)).map((route) => `${route.method.toUpperCase()} ${route.path} 501`),
    );
    expect(answers.filter((answer) => / (401|403|5\d\d)$/.test(answer) && !identityPaths.has(answer))).toEqual([]);
  });

  it.each(forgeries)('should refuse a token %s with 401 on every protected route', async (_, forge) => {
    expect(await answersTo(await forge())).toEqual(allRefused());
  });

  it('should name the missing exp in the 401', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/authentication/me`, {
      headers: { authorization: `Bearer ${await issuer.token({ ...ADMIN, exp: undefined })}` },
    });

    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/no exp claim/);
  });

  it('should refuse a token whose signature was cut off or altered', async () => {
    const [header, payload, signature = ''] = (await issuer.token(ADMIN)).split('.');
    const elevated = Buffer.from(JSON.stringify({ ...claims(), tenant_ids: ['acme'] })).toString('base64url');
    for (const token of [`${header}.${payload}.`, `${header}.${elevated}.${signature}`, `${header}.${payload}`, 'not-a-jwt']) {
      const response = await fetch(`${engine.baseUrl}/v2/process-instances/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, token).toBe(401);
    }
  });
});
