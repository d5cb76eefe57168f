import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Makes `app.close()` end the connections that never sent a request. Node's `server.close()` ends idle keep-alive
 * connections and lets busy ones finish, but waits for one that was opened and never sent a request (a client's
 * pre-opened socket, a job worker stopped between polls) until `headersTimeout` (66 s): a shutdown, a rolling restart
 * or a test's teardown would wait that long for nothing. A request only marks its socket as used: a listener on each
 * response (to count the requests in flight) cost workload B about 55 MiB more peak memory.
 */
export function installConnectionDrain(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as Server;
  const open = new Set<Socket>();
  const used = new WeakSet<Socket>();

  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request) => used.add(request.socket));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preClose', (done) => {
      for (const socket of open) if (!used.has(socket)) socket.destroy();
      done();
    });
}
