import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './engine.js';
import { authHeaders, type Caller } from './tokens.js';

export const SCREENSHOTS = join(REPO_ROOT, 'e2e', 'screenshots');

/** `npm run demo` against `baseUrl`: deploys `examples/tasklist` and starts 3 invoice approvals and 2 shipment checks. */
export async function runDemo(baseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'examples', 'tasklist', 'demo.mjs')], {
    env: { ...process.env, BATON_URL: baseUrl },
  });
  return stdout;
}

/** Opens the tasklist and signs in on the realm's login page, as a reviewer does. */
export async function signIn(page: Page, baseUrl: string, user: string): Promise<void> {
  await page.goto(`${baseUrl}/tasklist/`);
  await page.locator('#username').fill(user);
  await page.locator('#password').fill(user);
  await page.locator('#kc-login').click();
  await page.getByTestId('current-user').waitFor({ state: 'attached' });
}

/** Every console error and uncaught exception of the page, to assert there were none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A REST call to the engine as a demo user or the worker client; answers status and parsed body. */
export async function rest<T = unknown>(baseUrl: string, caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...(await authHeaders(baseUrl, caller)) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Deploys files as dave (developer). */
export async function deploy(baseUrl: string, files: Record<string, string>): Promise<void> {
  const form = new FormData();
  for (const [name, content] of Object.entries(files)) form.append('resources', new Blob([content]), name);
  const response = await fetch(`${baseUrl}/v2/deployments`, { method: 'POST', body: form, headers: await authHeaders(baseUrl, { user: 'dave' }) });
  if (!response.ok) throw new Error(`Deploying ${Object.keys(files).join(', ')} answered ${response.status}: ${await response.text()}`);
}

/**
 * Stops the page's timers where its clock stands (the clock must be installed). Playwright pauses only at a given
 * time, which must not have passed when the page gets the call: a busy CI machine can take longer than any fixed
 * margin between reading the page's time and pausing, so a time already passed is read again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
}
