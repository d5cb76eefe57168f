/**
 * Raw request lines against every route of the route table, without a token and with a token of each role: whatever
 * the request target looks like (a fragment, percent-encodings, case, a trailing slash, an absolute URL), the answer is
 * what the access table allows for the route the router takes it to; a target the router takes to no route (dot
 * segments, double or encoded slashes, `;` parameters, an encoded `#`, an overlong path) reaches no handler. Sent over
 * a bare socket: an HTTP client library would normalise the very targets under test (fetch and curl drop a fragment).
 */
import { connect } from 'node:net';
import { API_ROUTES, type ApiRoute, DEFAULT_TENANT_ID, ROLES, rolesAllow, routeAccess } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIssuer, type FakeIssuer } from '../testing/fake-issuer.js';
import { REALM_IDENTITY_OPERATIONS } from '../identity/realm-identity.routes.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const UNKNOWN_KEY = '2251799813685249';

interface Variant {
  readonly name: string;
  readonly target: (path: string) => string;
  /** Whether the variant leaves no route for this one (an encoded slash inside a key is still that key's route). */
  readonly applies?: (route: ApiRoute) => boolean;
}

const endsInLiteral = (route: ApiRoute) => !route.path.endsWith('}');

/** A literal segment's first letter percent-encoded (`/v2/%76ariables/search`): the router decodes it. */
function percentEncoded(path: string): string {
  const segments = path.split('/');
  const index = segments.findIndex((segment, i) => i >= 2 && /^[a-z]/i.test(segment));
  const at = index < 0 ? 1 : index;
  const segment = segments[at] ?? '';
  segments[at] = `%${segment.charCodeAt(0).toString(16).toUpperCase()}${segment.slice(1)}`;
  return segments.join('/');
}

const upperCased = (path: string) => path.replace(/[a-z]/g, (letter) => letter.toUpperCase());

/** Targets the router takes to the route itself. */
const ROUTED: readonly Variant[] = [
  { name: 'as is', target: (path) => path },
  { name: 'with a fragment', target: (path) => `${path}#/a/b/c/d/e/f` },
  { name: 'with a query and a fragment', target: (path) => `${path}?x=1#/../../v2/status` },
  { name: 'percent-encoded', target: percentEncoded },
  { name: 'in upper case', target: upperCased },
  { name: 'with a trailing slash', target: (path) => `${path}/` },
  { name: 'as an absolute URL', target: (path) => `http://attacker.example${path}` },
];

/** Targets the router takes to no route. */
const UNROUTED: readonly Variant[] = [
  { name: 'with a dot segment', target: (path) => `/.${path}` },
  { name: 'with a parent segment', target: (path) => `/x/..${path}` },
  { name: 'with a double slash in front', target: (path) => `/${path}` },
  // after the first segment: further in, `/v2/process-instances//migration` is the keyed route with an empty key
  { name: 'with a double slash inside', target: (path) => path.replace(/^(\/[^/]+)\//, '$1//'), applies: (route) => route.path.lastIndexOf('/') > 0 },
  {
    name: 'with an encoded slash',
    target: (path) => path.replace(/\/([^/]*)$/, '%2F$1'),
    applies: (route) => route.path.lastIndexOf('/') > 0 && !/\}\/[^/]*$/.test(route.path),
  },
  { name: 'with a ; parameter', target: (path) => `${path};x=1`, applies: endsInLiteral },
  { name: 'with an encoded #', target: (path) => `${path}%23/a`, applies: endsInLiteral },
  { name: 'overlong', target: (path) => `${path}/${'a'.repeat(8000)}` },
];

interface Answer {
  status: number;
  head: string;
  body: string;
}

/** Sends one request line as written and reads the status of its answer. */
function send(port: number, method: string, target: string, token: string | undefined, json: boolean): Promise<Answer> {
  const body = json ? '{}' : '';
  const head = [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...(token ? [`Authorization: Bearer ${token}`] : []),
    ...(json ? ['Content-Type: application/json'] : []),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    // written, not ended: a client that half-closes its side may get no answer at all
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      if (!status) reject(new Error(`no HTTP answer to ${method} ${target.slice(0, 120)}: ${text.slice(0, 200)}`));
      else resolve({ status: Number(status), head: text.slice(0, 300), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const pathOf = (route: ApiRoute) => route.path.replace(/\{[^}]+\}/g, UNKNOWN_KEY);
const callers = ['no token', ...ROLES] as const;
type CallerName = (typeof callers)[number];

/** What the access table lets through: 'pass' (the route's handler decides), or the status it refuses with. */
function expected(route: ApiRoute, caller: CallerName): 'pass' | 401 | 403 {
  const { allow } = routeAccess(route.operationId);
  if (allow === 'public') return 'pass';
  if (caller === 'no token') return 401;
  return rolesAllow(allow, [caller]) ? 'pass' : 403;
}

describe('access by raw request line (every route, every caller)', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let port: number;
  const tokens = new Map<CallerName, string | undefined>();

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, CLOCK_CONTROL: 'true' } });
    port = Number(new URL(engine.baseUrl).port);
    tokens.set('no token', undefined);
    for (const role of ROLES) {
      tokens.set(role, await issuer.token({ preferred_username: `a-${role}`, realm_access: { roles: [role] }, groups: [], tenant_ids: [DEFAULT_TENANT_ID] }));
    }
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  it('should refuse the request lines that reached every tenant without a token', async () => {
    for (const [method, target, path] of [
      ['POST', '/v2/variables/search#/a/b/c/d/e/f', '/v2/variables/search'],
      ['POST', '/v2/process-instances/search#/x', '/v2/process-instances/search'],
      ['POST', '/v2/%76ariables/search', '/v2/variables/search'],
      ['PUT', '/v2/clock#/a/b/c', '/v2/clock'],
    ] as const) {
      const answer = await send(port, method, target, undefined, true);
      expect(answer.status, `${method} ${target}: ${answer.head}`).toBe(401);
      // the problem names the path the router read, as the access check did
      expect(JSON.parse(answer.body)).toMatchObject({ instance: path });
    }
  });

  describe.each(API_ROUTES.map((route) => ({ route, name: `${route.method.toUpperCase()} ${route.path}` })))('$name', ({ route }) => {
    const method = route.method.toUpperCase();
    const json = route.body !== undefined;

    it('should answer as the access table says for the route the router takes, however the target is written', async () => {
      const wrong: string[] = [];
      await Promise.all(
        ROUTED.flatMap((variant) =>
          callers.map(async (caller) => {
            const target = variant.target(pathOf(route));
            const { status, head } = await send(port, method, target, tokens.get(caller), json);
            const want = expected(route, caller);
            // The realm's identity reads answer 501 while OIDC_ISSUER (here) owns the users: their handler ran.
            const handled = status < 500 || (status === 501 && REALM_IDENTITY_OPERATIONS.has(route.operationId));
            const right = want === 'pass' ? status !== 401 && status !== 403 && handled : status === want;
            if (!right)
              wrong.push(`${variant.name}, ${caller}: ${status} where ${want === 'pass' ? 'the handler' : want} was due (${target.slice(0, 80)}) ${head}`);
          }),
        ),
      );
      expect(wrong).toEqual([]);
    });

    it('should run no handler for a target the router takes to no route, with or without a token', async () => {
      const wrong: string[] = [];
      await Promise.all(
        UNROUTED.filter((variant) => variant.applies?.(route) ?? true).flatMap((variant) =>
          (['no token', 'admin'] as const).map(async (caller) => {
            const target = variant.target(pathOf(route));
            const { status, head } = await send(port, method, target, tokens.get(caller), json);
            // 414: a path segment longer than the router reads (it answers before any route)
            if (![404, 405, 414, 501].includes(status)) wrong.push(`${variant.name}, ${caller}: ${status} (${target.slice(0, 80)}) ${head}`);
          }),
        ),
      );
      expect(wrong).toEqual([]);
    });
  });
});
