import { createServer } from 'node:net';

/** EMBEDDED_PG_PORT's default. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;

/** Whether nothing listens on 127.0.0.1:`port` (a probe bind; PostgreSQL binds it right after). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 (bind to 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The embedded PostgreSQL's port: the one EMBEDDED_PG_PORT names (the caller reports it if taken), else 54329 or,
 * when another checkout's engine holds it, the next free one of the ten after it, else any free port.
 */
export async function chooseEmbeddedPort(configured: number | undefined): Promise<number> {
  if (configured !== undefined) return configured;
  for (let port = DEFAULT_EMBEDDED_PG_PORT; port < DEFAULT_EMBEDDED_PG_PORT + 10; port++) {
    if (await isPortFree(port)) return port;
  }
  return freePort();
}
