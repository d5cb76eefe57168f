import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEmbeddedPort, DEFAULT_EMBEDDED_PG_PORT, isPortFree, startOnEmbeddedPort } from './embedded-port.js';

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

  // What the start of the embedded PostgreSQL throws when another process took its port after the probe (CI's log).
  const portTaken = () =>
    new Error(
      'Embedded PostgreSQL: start failed (data dir /tmp/x/data/pg, port 54330): postgres exited (1) before it was ready\n' +
        'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
    );

  it('should start on another chosen port when PostgreSQL finds the chosen one taken', async () => {
    const tried: number[] = [];

    const started = await startOnEmbeddedPort(undefined, async (port) => {
      tried.push(port);
      if (tried.length === 1) throw portTaken();
      return `started on ${port}`;
    });

    expect(tried).toHaveLength(2);
    expect(started).toBe(`started on ${tried[1]}`);
  });

  it('should give up after three ports taken', async () => {
    const tried: number[] = [];

    const start = startOnEmbeddedPort(undefined, async (port) => {
      tried.push(port);
      throw portTaken();
    });

    await expect(start).rejects.toThrow(/Address already in use/);
    expect(tried).toHaveLength(3);
  });

  it('should report a taken EMBEDDED_PG_PORT, and any other failure, at once', async () => {
    const tried: number[] = [];

    await expect(
      startOnEmbeddedPort(5555, async (port) => {
        tried.push(port);
        throw portTaken();
      }),
    ).rejects.toThrow(/Address already in use/);
    await expect(
      startOnEmbeddedPort(undefined, async (port) => {
        tried.push(port);
        throw new Error('Embedded PostgreSQL: initdb failed');
      }),
    ).rejects.toThrow(/initdb failed/);

    expect(tried).toHaveLength(2);
    expect(tried[0]).toBe(5555);
  });
});
