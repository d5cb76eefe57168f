import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEmbeddedPort, DEFAULT_EMBEDDED_PG_PORT, isPortFree } from './embedded-port.js';

describe('the embedded PostgreSQL port', () => {
  const servers: Server[] = [];
  const hold = (port: number) =>
    new Promise<void>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve()); // held by someone else already: as good
      server.listen(port, '127.0.0.1', () => {
        servers.push(server);
        resolve();
      });
    });
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('should keep the port EMBEDDED_PG_PORT names', async () => {
    expect(await chooseEmbeddedPort(5555)).toBe(5555);
  });

  it('should take another free port while another engine holds 54329', async () => {
    await hold(DEFAULT_EMBEDDED_PG_PORT);

    const port = await chooseEmbeddedPort(undefined);

    expect(port).not.toBe(DEFAULT_EMBEDDED_PG_PORT);
    expect(await isPortFree(port)).toBe(true);
    expect(await isPortFree(DEFAULT_EMBEDDED_PG_PORT)).toBe(false);
  });
});
