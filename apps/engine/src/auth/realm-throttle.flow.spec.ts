/**
 * Password guessing against the realm (it took 610 guesses a second): once a user name or a client address has
 * failed its free number of times, its next tries get 429 with Retry-After, their password unchecked, whether they
 * come through the login form or the password grant. Other users from other addresses go on signing in.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { authorizeRequest, locationOf, loginForm, RealmBrowser, realmEndpoints } from '../testing/realm-browser.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** A password grant request from `localAddress` (any of 127.0.0.0/8 reaches the engine on 127.0.0.1). */
function passwordGrant(baseUrl: string, username: string, password: string, localAddress: string): Promise<Answer> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'baton-cli', username, password }).toString();
  return new Promise((resolve, reject) => {
    const call = request(
      `${realmEndpoints(baseUrl)}/token`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('the sign-in throttle of the embedded realm', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', REALM_USER_FREE_FAILURES: '5', REALM_ADDRESS_FREE_FAILURES: '20' } });
  });
  afterAll(() => engine?.close());

  it('should make a guessed user wait at the password grant, growing, and leave another user from another address alone', async () => {
    // given 5 wrong passwords for dave
    const wrong: number[] = [];
    for (let guess = 0; guess < 5; guess++) wrong.push((await passwordGrant(engine.baseUrl, 'dave', `guess${guess}`, '127.0.0.1')).status);

    // then even his right password waits, from any address, and ann's from another address does not
    const blocked = await passwordGrant(engine.baseUrl, 'dave', 'dave', '127.0.0.1');
    const elsewhere = await passwordGrant(engine.baseUrl, 'dave', 'dave', '127.0.0.3');
    const ann = await passwordGrant(engine.baseUrl, 'ann', 'ann', '127.0.0.2');
    expect(wrong).toEqual([400, 400, 400, 400, 400]);
    expect(blocked).toMatchObject({ status: 429, retryAfter: '1' });
    expect(JSON.parse(blocked.body)).toMatchObject({ error: 'slow_down' });
    expect(elsewhere.status).toBe(429);
    expect(ann.status).toBe(200);

    // and once the wait is over, the next wrong password makes it twice as long
    await eventually(async () => (await passwordGrant(engine.baseUrl, 'dave', 'wrong', '127.0.0.1')).status, 400);
    expect(await passwordGrant(engine.baseUrl, 'dave', 'dave', '127.0.0.1')).toMatchObject({ status: 429, retryAfter: '2' });
  });

  it('should make a guessed user wait at the login form, showing the form again', async () => {
    // given olga's login page, and 5 wrong passwords on it
    const browser = new RealmBrowser();
    const loginUrl = locationOf(await browser.go(authorizeRequest(engine.baseUrl, `${engine.baseUrl}/tasklist/`).url), engine.baseUrl);
    const wrong: number[] = [];
    for (let guess = 0; guess < 5; guess++) wrong.push((await browser.go(loginUrl, loginForm('olga', `guess${guess}`))).status);

    // when she types her right password
    const blocked = await browser.go(loginUrl, loginForm('olga', 'olga'));

    // then it waits, and the password grant of the same user waits too
    const page = await blocked.text();
    expect(wrong).toEqual([200, 200, 200, 200, 200]);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(page).toContain('Too many failed sign-ins: try again in 1 s.');
    expect(page).toContain('id="kc-form-login"');
    expect((await passwordGrant(engine.baseUrl, 'olga', 'olga', '127.0.0.5')).status).toBe(429);
  });

  it('should make an address spraying guesses over many users wait, whoever it names next', async () => {
    // given 20 wrong passwords from one address, for 20 user names
    for (let user = 0; user < 20; user++) expect((await passwordGrant(engine.baseUrl, `user${user}`, 'password', '127.0.0.4')).status).toBe(400);

    // then a right password of a user it never named waits there, and not from another address
    expect((await passwordGrant(engine.baseUrl, 'bob', 'bob', '127.0.0.4')).status).toBe(429);
    expect((await passwordGrant(engine.baseUrl, 'bob', 'bob', '127.0.0.6')).status).toBe(200);
  });
});
