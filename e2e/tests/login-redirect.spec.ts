import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { SCREENSHOTS, signIn } from '../support/tasklist.js';

/** The report's payload: with `response_mode=form_post`, the realm's answer page posted the code "to" the script. */
const SCRIPT_REDIRECT = 'javascript://127.0.0.1/%0aalert(document.domain)';

/** An authorization request of baton-tasklist as keycloak-js sends it, to `redirectUri`. */
function authorizeUrl(baseUrl: string, redirectUri: string, extra: Record<string, string> = {}): string {
  const verifier = randomBytes(32).toString('base64url');
  return `${baseUrl}/auth/realms/baton/protocol/openid-connect/auth?${new URLSearchParams({
    client_id: 'baton-tasklist',
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'form_post',
    scope: 'openid',
    state: 's1',
    nonce: 'n1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  })}`;
}

/** Every dialog (alert, confirm, prompt) the page opens, dismissed. */
function dialogsOf(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test('the realm refuses a javascript: redirect with its error page, before and after sign-in, and the tasklist still signs in', async ({ page, engine }) => {
  const dialogs = dialogsOf(page);

  // given a link to the realm that would hand the code to a script
  await page.goto(authorizeUrl(engine.baseUrl, SCRIPT_REDIRECT));

  // then the realm shows its error page, and no script ran
  await expect(page.locator('#kc-error-message')).toContainText('redirect_uri');
  await expect(page.locator('form')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'login-redirect-refused.png') });

  // when alice signs in to the tasklist, as she always did
  await signIn(page, engine.baseUrl, 'alice');
  await expect(page.getByTestId('current-user')).toHaveText('Alice Reviewer');
  expect(new URL(page.url()).pathname).toBe('/tasklist/');

  // then with her session, the same link, silent or not, still gets the error page and runs nothing
  for (const extra of [{ prompt: 'none' }, {}] as Record<string, string>[]) {
    await page.goto(authorizeUrl(engine.baseUrl, SCRIPT_REDIRECT, extra));
    await expect(page.locator('#kc-error-message')).toContainText('redirect_uri');
    await expect(page.locator('form')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
