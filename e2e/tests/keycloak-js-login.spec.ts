import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freePort, startEngine } from '../support/engine.js';
import { expect, test } from '../support/fixtures.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
const KEYCLOAK_JS = readFileSync(createRequire(import.meta.url).resolve('keycloak-js'));

/**
 * A page as an app would have it: keycloak-js sends the user to the realm's login page and back, then the page
 * asks the engine who it is with the access token, and renews the token.
 */
const appPage = (realmUrl: string) => `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>keycloak-js against Baton</title></head>
<body>
<h1>keycloak-js against Baton</h1>
<p>Logged in as <strong id="user">…</strong></p>
<p>GET /v2/authentication/me answered <span id="status">…</span>:</p>
<pre id="me"></pre>
<p>Token refreshed: <span id="refreshed">…</span></p>
<script type="module">
import Keycloak from '/keycloak.js';
const keycloak = new Keycloak({ url: ${JSON.stringify(realmUrl)}, realm: 'baton', clientId: 'baton-tasklist' });
try {
  await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256' });
  document.getElementById('user').textContent = keycloak.tokenParsed.preferred_username;
  const me = await fetch('/v2/authentication/me', { headers: { authorization: 'Bearer ' + keycloak.token } });
  document.getElementById('status').textContent = String(me.status);
  document.getElementById('me').textContent = JSON.stringify(await me.json(), null, 2);
  const before = keycloak.token;
  document.getElementById('refreshed').textContent = String((await keycloak.updateToken(-1)) && keycloak.token !== before);
} catch (error) {
  document.getElementById('user').textContent = 'error: ' + (error?.message ?? JSON.stringify(error));
}
</script>
</body></html>`;

/**
 * The app's own origin on another loopback port (as a dev server of the tasklist would be, registered with the realm
 * in REALM_REDIRECT_ORIGINS), the page at the tasklist's path: the page, keycloak-js, and the engine's API passed
 * through, as a dev server's proxy does, since the engine sends no CORS headers on it.
 */
async function startAppServer(engineUrl: string, port: number): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/keycloak.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(KEYCLOAK_JS);
    } else if (path.startsWith('/v2/')) {
      const answer = await fetch(`${engineUrl}${request.url}`, { headers: { authorization: request.headers.authorization ?? '' } });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } else if (path === '/tasklist/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(appPage(`${engineUrl}/auth`));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tasklist/`, server };
}

test('keycloak-js logs alice in through the embedded realm and the engine knows her', async ({ page }) => {
  const port = await freePort();
  const engine = await startEngine({ env: { REALM_REDIRECT_ORIGINS: `http://127.0.0.1:${port}` } });
  const app = await startAppServer(engine.baseUrl, port);
  try {
    // given keycloak-js sends her to the realm's login page
    await page.goto(app.url);
    await expect(page).toHaveURL(new RegExp(`^${engine.baseUrl}/auth/realms/baton/login-actions/`));

    // when she signs in with Keycloak's form fields
    await page.locator('#username').fill('alice');
    await page.locator('#password').fill('alice');
    await page.screenshot({ path: join(SCREENSHOTS, 'keycloak-js-login-page.png') });
    await page.locator('#kc-login').click();

    // then she is back on the app, logged in, and the engine answers who she is
    await expect(page.locator('#user')).toHaveText('alice');
    await expect(page.locator('#status')).toHaveText('200');
    expect(page.url().startsWith(app.url)).toBe(true);
    const me = JSON.parse((await page.locator('#me').textContent()) ?? '') as Record<string, unknown>;
    expect(me).toMatchObject({ username: 'alice', roles: ['reviewer'], groups: ['finance'] });
    expect(me.tenants).toEqual(expect.arrayContaining([expect.objectContaining({ tenantId: '<default>' }), expect.objectContaining({ tenantId: 'acme' })]));
    // and keycloak-js renews her token with the refresh token, as it does before the access token expires
    await expect(page.locator('#refreshed')).toHaveText('true');
    await page.screenshot({ path: join(SCREENSHOTS, 'keycloak-js-login.png'), fullPage: true });
  } finally {
    // The browser keeps its connections open: close would wait for them.
    app.server.closeAllConnections();
    await new Promise((resolve) => app.server.close(resolve));
    await engine.stop();
  }
});
