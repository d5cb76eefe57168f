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

/** What PostgreSQL says when it cannot bind its port (lc_messages=C), as the start's error carries its log. */
const PORT_TAKEN = /could not bind .* address .*: Address already in use/;

/**
 * Runs `start` on the embedded PostgreSQL's port (chooseEmbeddedPort). A chosen port was free when probed, but
 * PostgreSQL binds it a moment later, and another process may take it in between: 54329 lies in Linux's range of
 * ephemeral ports, which any outgoing connection may get. PostgreSQL then refuses to start, and another port is chosen,
 * twice at most. A port EMBEDDED_PG_PORT names is the user's: its failure is reported as it is.
 */
export async function startOnEmbeddedPort<T>(configured: number | undefined, start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await chooseEmbeddedPort(configured);
    try {
      return await start(port);
    } catch (error) {
      const portTaken = error instanceof Error && PORT_TAKEN.test(error.message);
      if (configured !== undefined || !portTaken || attempt === 3) throw error;
    }
  }
}
