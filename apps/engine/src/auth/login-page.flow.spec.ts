import { createHash, randomBytes } from 'node:crypto';
import type { CamundaUserResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken } from '../testing/demo-tokens.js';
import { locationOf, RealmBrowser as Browser } from '../testing/realm-browser.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('the login page of the embedded realm (authorization code with PKCE, as keycloak-js does it)', () => {
  let engine: TestEngine;
  let app: string;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    app = `${engine.baseUrl}/tasklist/`;
  });
  afterAll(() => engine?.close());

  it("should log alice in through Keycloak's form fields and hand baton-tasklist her token", async () => {
    // given baton-tasklist sends alice to the realm
    const browser = new Browser();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const realm = `${engine.baseUrl}/auth/realms/baton/protocol/openid-connect`;
    const authorize = `${realm}/auth?${new URLSearchParams({
      client_id: 'baton-tasklist',
      redirect_uri: app,
      state: 's1',
      response_mode: 'fragment',
      response_type: 'code',
      scope: 'openid',
      nonce: 'n1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })}`;
    const toLogin = await browser.go(authorize);
    expect(toLogin.status).toBe(303);
    const loginUrl = locationOf(toLogin, engine.baseUrl);
    const page = await (await browser.go(loginUrl)).text();
    expect(page).toMatch(/id="username"/);
    expect(page).toMatch(/id="password"/);
    expect(page).toMatch(/id="kc-login"/);

    // when she mistypes, then signs in
    const form = (password: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'alice', password }).toString(),
    });
    const wrong = await browser.go(loginUrl, form('bob'));
    const signedIn = await browser.go(loginUrl, form('alice'));
    let response = signedIn;
    while (response.status === 303 && !locationOf(response, engine.baseUrl).startsWith(app)) response = await browser.go(locationOf(response, engine.baseUrl));
    // keycloak-js asks for the code in the fragment
    const callback = new URL(locationOf(response, engine.baseUrl));
    const answer = new URLSearchParams(callback.hash.slice(1));
    const token = await fetch(`${realm}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'baton-tasklist',
        code: answer.get('code') ?? '',
        redirect_uri: app,
        code_verifier: verifier,
      }).toString(),
    });
    const tokens = (await token.json()) as { access_token: string; id_token: string; refresh_token: string };

    // then
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toMatch(/id="input-error"/);
    expect(answer.get('state')).toBe('s1');
    expect(token.status).toBe(200);
    expect(tokens.id_token).toBeTruthy();
    // keycloak-js decodes every token it gets as a JWT, the refresh token too
    const refreshPayload = JSON.parse(Buffer.from(tokens.refresh_token.split('.')[1] ?? '', 'base64url').toString());
    expect(refreshPayload).toMatchObject({ typ: 'Refresh', azp: 'baton-tasklist', sub: 'alice' });
    const me = await clientWithToken(engine.baseUrl, tokens.access_token).get<CamundaUserResult>('/v2/authentication/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'alice', roles: ['reviewer'], groups: ['finance'] });
    const refreshed = await fetch(`${realm}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'baton-tasklist', refresh_token: tokens.refresh_token }).toString(),
    });
    const renewed = (await refreshed.json()) as { access_token: string };
    expect((await clientWithToken(engine.baseUrl, renewed.access_token).get('/v2/authentication/me')).status).toBe(200);
    const userinfo = await fetch(`${realm}/userinfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: 'alice', preferred_username: 'alice', groups: ['finance'] });

    // and when she logs out as keycloak-js does, the realm ends her session without asking and sends her back
    const logout = `${realm}/logout?${new URLSearchParams({ client_id: 'baton-tasklist', post_logout_redirect_uri: app, id_token_hint: tokens.id_token })}`;
    const confirm = await (await browser.go(logout)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(confirm)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm)?.[1] ?? '';
    expect(confirm).toContain("i.value='yes'");
    const loggedOut = await browser.go(new URL(action, engine.baseUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(locationOf(loggedOut, engine.baseUrl)).toBe(app);
    const again = await browser.go(authorize);
    expect(locationOf(again, engine.baseUrl)).toContain('/login-actions/');
  });

  it("should tell keycloak-js' third-party cookie check that the realm has no session iframe", async () => {
    const page = await fetch(`${engine.baseUrl}/auth/realms/baton/protocol/openid-connect/3p-cookies/step1.html`);

    expect(page.status).toBe(200);
    expect(await page.text()).toContain("postMessage('unsupported'");
  });
});
