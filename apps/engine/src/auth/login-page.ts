import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { DEMO_REALM } from './demo-realm.js';
import type { MountedRequest } from '../http/middleware.js';
import { clientAddress } from './realm-client-address.js';
import type { RealmIdentityStore } from './realm-identity-store.js';
import type { SignInThrottle } from './realm-throttle.js';

const MAX_FORM_BYTES = 16 * 1024;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The look of every page of the realm. */
const STYLE = `<style>body{font-family:system-ui,sans-serif;color:#1c2430;background:#f4f6f9;margin:0}
main{max-width:22rem;margin:4rem auto;background:#fff;border:1px solid #dfe3ea;border-radius:12px;padding:1.5rem 2rem}
h1{font-size:1.4rem}p{color:#5a6676;font-size:.9rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600;font-size:.9rem}
input{display:block;width:100%;padding:.5rem;box-sizing:border-box;border:1px solid #c5cbd6;border-radius:6px;font:inherit}
#kc-login{margin-top:1.2rem;background:#3651d4;color:#fff;border:0;font-weight:600;cursor:pointer}#input-error,#kc-error-message{color:#b42318}</style>`;

/** A page of the realm (sign-out, errors). */
export const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>${STYLE}</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Keycloak's login form ids (`username`, `password`, `kc-login`, `input-error`), so browser tests written for it run here. */
function loginPage(action: string, username: string, error: string | undefined): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Sign in to ${DEMO_REALM}</title>
${STYLE}</head>
<body><main><h1 id="kc-page-title">Sign in to Baton</h1>
<p>Demo realm <code>${DEMO_REALM}</code>: users alice, bob, olga, dave and ann; the password is the user name.</p>
${error ? `<p id="input-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form id="kc-form-login" method="post" action="${escapeHtml(action)}">
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" autofocus value="${escapeHtml(username)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<input id="kc-login" name="login" type="submit" value="Sign In">
</form></main></body></html>`;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) request.destroy(new Error('login form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, html: string, retryAfterSeconds?: number): void {
  response.statusCode = status;
  if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(html);
}

/**
 * The login step of the authorization code flow: GET shows the form, POST checks the demo password and hands the
 * account back to the provider, which redirects to the app. Consent is implied for the realm's own apps. A user
 * name or address the throttle slows down gets 429 and the form again, its password unchecked.
 */
export function loginActions(
  provider: Provider,
  throttle: SignInThrottle,
  behindProxy: boolean,
  identity: RealmIdentityStore,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    try {
      const details = await provider.interactionDetails(request, response);
      const action = (request as MountedRequest).originalUrl ?? request.url ?? '';
      if (details.prompt.name !== 'login') {
        await provider.interactionFinished(request, response, { consent: {} }, { mergeWithLastSubmission: true });
        return;
      }
      if (request.method === 'GET') return send(response, 200, loginPage(action, '', undefined));
      const form = await readForm(request);
      const username = form.get('username') ?? '';
      const signIn = await throttle.attemptAsync(username, clientAddress(request, behindProxy), () => identity.checkPassword(username, form.get('password')));
      if ('waitSeconds' in signIn) {
        const wait = signIn.waitSeconds;
        return send(response, 429, loginPage(action, username, `Too many failed sign-ins: try again in ${wait} s.`), wait);
      }
      if ('failed' in signIn) return send(response, 200, loginPage(action, username, 'Invalid username or password.'));
      await provider.interactionFinished(request, response, { login: { accountId: signIn.user.username } }, { mergeWithLastSubmission: false });
    } catch (error) {
      send(
        response,
        400,
        `<!DOCTYPE html><p>The sign-in session is no longer valid (${escapeHtml(error instanceof Error ? error.message : String(error))}); go back to the application and sign in again.</p>`,
      );
    }
  };
}
