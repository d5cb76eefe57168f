import { describe, expect, it } from 'vitest';
import { RedirectPolicy, webOrigin } from './realm-redirects.js';

const ENGINE = 'http://127.0.0.1:8080';
const policy = new RedirectPolicy(ENGINE, ['http://localhost:5173']);

describe('RedirectPolicy', () => {
  it.each([
    ['baton-tasklist', `${ENGINE}/tasklist/`],
    ['baton-tasklist', `${ENGINE}/tasklist/tasks/42?tab=form#state=x`],
    ['baton-tasklist', 'http://localhost:8080/tasklist/'],
    ['baton-tasklist', 'http://[::1]:8080/tasklist/'],
    ['baton-tasklist', 'http://localhost:5173/tasklist/'],
    ['baton-modeler', `${ENGINE}/modeler/`],
    ['baton-modeler', `${ENGINE}/modeler/#operations`],
  ])('should send %s back to its own page %s', (clientId, uri) => {
    expect(policy.allowsRedirect(clientId, uri)).toBe(true);
  });

  it.each([
    ['a script', 'javascript://127.0.0.1/%0aalert(document.domain)'],
    ['a script on the engine origin', 'javascript://127.0.0.1:8080/tasklist/%0aalert(1)'],
    ['a script, scheme in odd case', 'JaVaScRiPt://127.0.0.1/%0aalert(1)'],
    ['a script after a newline', '\njavascript://127.0.0.1/%0aalert(1)'],
    ['a script after spaces', '  javascript://127.0.0.1/%0aalert(1)'],
    ['a script with a tab in its scheme', 'java\tscript://127.0.0.1/%0aalert(1)'],
    ['a vbscript', 'vbscript://127.0.0.1/%0amsgbox(1)'],
    ['a data URI', 'data:text/html,<script>alert(1)</script>'],
    ['a data URI naming the host', 'data://127.0.0.1/tasklist/'],
    ['a blob', `blob:${ENGINE}/tasklist/`],
    ['http, scheme in upper case', 'HTTP://127.0.0.1:8080/tasklist/'],
    ['the engine after a space', ` ${ENGINE}/tasklist/`],
    ['the engine after a newline', `\n${ENGINE}/tasklist/`],
    ['the engine with a trailing newline', `${ENGINE}/tasklist/\n`],
    ['another host', 'http://evil.example/tasklist/'],
    ['another host over https', 'https://evil.example/tasklist/'],
    ['the user-info trick', 'http://127.0.0.1@evil.example/tasklist/'],
    ['the user-info trick with a port', 'http://127.0.0.1:8080@evil.example/tasklist/'],
    ['user info on the engine itself', 'http://user:pass@127.0.0.1:8080/tasklist/'],
    ['a backslash', 'http://127.0.0.1:8080\\@evil.example/tasklist/'],
    ['another port of this machine', 'http://127.0.0.1:9999/tasklist/'],
    ['another scheme of the engine', 'https://127.0.0.1:8080/tasklist/'],
    ['a protocol-relative URI', '//127.0.0.1:8080/tasklist/'],
    ['a relative path', '/tasklist/'],
    ["another app's path", `${ENGINE}/modeler/`],
    ['the root of the engine', `${ENGINE}/`],
    ['the API', `${ENGINE}/v2/authentication/me`],
    ['a path climbing out of the app', `${ENGINE}/tasklist/../v2/`],
    ['a path climbing out, encoded', `${ENGINE}/tasklist/%2e%2e/v2/`],
    ['a look-alike prefix', `${ENGINE}/tasklist-evil/`],
  ])('should refuse %s for baton-tasklist', (_, uri) => {
    expect(policy.allowsRedirect('baton-tasklist', uri)).toBe(false);
  });

  it('should refuse any redirect of a client that is not an app', () => {
    for (const clientId of ['baton-cli', 'baton-worker', 'unknown', '__proto__', 'constructor']) {
      expect(policy.allowsRedirect(clientId, `${ENGINE}/tasklist/`), clientId).toBe(false);
    }
  });

  it('should allow CORS for the engine, its loopback names and the registered origins only', () => {
    const allowed = [ENGINE, 'http://localhost:8080', 'http://localhost:5173'];
    const refused = ['http://127.0.0.1:5173', 'http://evil.example', 'null', 'javascript://127.0.0.1', `${ENGINE}/`, 'HTTP://127.0.0.1:8080'];

    expect(allowed.filter((origin) => policy.allowsOrigin(origin))).toEqual(allowed);
    expect(refused.filter((origin) => policy.allowsOrigin(origin))).toEqual([]);
  });

  it('should give an engine on a public name no loopback aliases', () => {
    const public_ = new RedirectPolicy('https://baton.example.com', []);

    expect(public_.allowsRedirect('baton-tasklist', 'https://baton.example.com/tasklist/')).toBe(true);
    expect(public_.allowsRedirect('baton-tasklist', 'http://127.0.0.1/tasklist/')).toBe(false);
    expect(public_.allowsRedirect('baton-tasklist', 'http://baton.example.com/tasklist/')).toBe(false);
    expect(public_.allowsOrigin('http://localhost')).toBe(false);
  });
});

describe('webOrigin', () => {
  it.each(['http://localhost:5173', 'https://dev.example.com', 'http://localhost:5173/'])('should accept %s', (text) => {
    expect(webOrigin(text)).toBe(text.replace(/\/$/, ''));
  });

  it.each([
    'javascript://localhost',
    'localhost:5173',
    'http://localhost:5173/tasklist',
    'HTTP://localhost',
    'http://Localhost',
    'http://u@localhost',
    'http://localhost:80',
  ])('should refuse %s', (text) => {
    expect(webOrigin(text)).toBeUndefined();
  });
});
