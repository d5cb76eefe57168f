/**
 * The realm sends a browser, with the user's code, only to the apps' own pages: a redirect URI it accepts runs as a
 * page of that origin, and a `javascript:` one (with `response_mode=form_post`) ran its script on the engine's
 * origin after sign-in, or at once for a browser already signed in, where it could take the user's token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeRequest, locationOf, RealmBrowser, realmEndpoints, signInThroughRealm } from '../testing/realm-browser.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const REFUSED: [string, (engine: string) => string][] = [
  ['a javascript: URI naming the loopback host', () => 'javascript://127.0.0.1/%0aalert(document.domain)'],
  ['a javascript: URI naming the engine', (engine) => `javascript://${new URL(engine).host}/tasklist/%0aalert(document.domain)`],
  ['a JaVaScRiPt: URI', () => 'JaVaScRiPt://127.0.0.1/%0aalert(document.domain)'],
  ['a javascript: URI after a newline', () => '\njavascript://127.0.0.1/%0aalert(document.domain)'],
  ['a javascript: URI after spaces', () => '   javascript://127.0.0.1/%0aalert(document.domain)'],
  ['a vbscript: URI', () => 'vbscript://127.0.0.1/%0amsgbox(1)'],
  ['a data: URI', () => 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['another host', () => 'http://evil.example/tasklist/'],
  ['the user-info trick', () => 'http://127.0.0.1@evil.example/tasklist/'],
  ['another port of this machine', () => 'http://127.0.0.1:1/tasklist/'],
  ['a page of the engine outside the app', (engine) => `${engine}/v2/authentication/me`],
];

describe('the redirect URIs of the embedded realm', () => {
  let engine: TestEngine;
  let app: string;
  let signedIn: RealmBrowser;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    app = `${engine.baseUrl}/tasklist/`;
    ({ browser: signedIn } = await signInThroughRealm(engine.baseUrl, 'alice', app));
  });
  afterAll(() => engine?.close());

  /** Asserts the realm answered its error page, redirecting nowhere and echoing no script. */
  async function expectErrorPage(response: Response): Promise<void> {
    const page = await response.text();
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(page).toContain('id="kc-error-message"');
    expect(page).not.toMatch(/<form|javascript:|vbscript:|data:text/i);
  }

  it("should hand a signed-in browser's code to the app's own page", async () => {
    const answer = await signedIn.go(authorizeRequest(engine.baseUrl, `${app}tasks/1`, { prompt: 'none' }).url);

    expect(answer.status).toBe(303);
    expect(locationOf(answer, engine.baseUrl)).toMatch(new RegExp(`^${app}tasks/1#.*code=`));
  });

  it("should hand it to the apps' registered dev server too", async () => {
    const answer = await signedIn.go(authorizeRequest(engine.baseUrl, 'http://localhost:5173/tasklist/', { prompt: 'none' }).url);

    expect(answer.status).toBe(303);
    expect(locationOf(answer, engine.baseUrl)).toMatch(/^http:\/\/localhost:5173\/tasklist\/#.*code=/);
  });

  it.each(REFUSED)('should answer %s with its error page, signed in, in form_post mode', async (_, redirectUri) => {
    await expectErrorPage(await signedIn.go(authorizeRequest(engine.baseUrl, redirectUri(engine.baseUrl), { response_mode: 'form_post' }).url));
  });

  it.each(REFUSED)('should answer %s with its error page before sign-in too', async (_, redirectUri) => {
    const browser = new RealmBrowser();
    await expectErrorPage(await browser.go(authorizeRequest(engine.baseUrl, redirectUri(engine.baseUrl), { response_mode: 'form_post' }).url));
  });

  it("should not send the modeler's code to the tasklist's pages", async () => {
    await expectErrorPage(await signedIn.go(authorizeRequest(engine.baseUrl, app, { client_id: 'baton-modeler', prompt: 'none' }).url));
  });

  it('should answer a logout to a script with its error page', async () => {
    const logout = `${realmEndpoints(engine.baseUrl)}/logout?${new URLSearchParams({
      client_id: 'baton-tasklist',
      post_logout_redirect_uri: 'javascript://127.0.0.1/%0aalert(document.domain)',
    })}`;

    await expectErrorPage(await signedIn.go(logout, { headers: { accept: 'text/html' } }));
  });

  it("should let only the engine's and the registered origins read the token endpoint's answers", async () => {
    const preflight = (origin: string) =>
      fetch(`${realmEndpoints(engine.baseUrl)}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const tokenCall = (origin: string) =>
      fetch(`${realmEndpoints(engine.baseUrl)}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'baton-tasklist', refresh_token: 'none' }).toString(),
      });
    const allowedTo = async (origin: string) => {
      const answers = [await preflight(origin), await tokenCall(origin)];
      return answers.map(
        (answer) => answer.headers.get('access-control-allow-origin') === origin && answer.headers.get('access-control-allow-credentials') === 'true',
      );
    };

    expect(await allowedTo(engine.baseUrl)).toEqual([true, true]);
    expect(await allowedTo('http://localhost:5173')).toEqual([true, true]);
    expect(await allowedTo('http://evil.example')).toEqual([false, false]);
    expect(await allowedTo('null')).toEqual([false, false]);
  });
});
