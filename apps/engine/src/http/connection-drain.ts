import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Makes `app.close()` end every connection that carries no request, and each busy one once its answers are sent.
 * Node's `server.close()` ends idle keep-alive connections but waits for one that was opened and never sent a
 * request (a client's pre-opened socket, a job worker stopped between polls) until `headersTimeout` (66 s): a
 * shutdown, a rolling restart or a test's teardown would wait that long for nothing.
 */
export function installConnectionDrain(app: NestFastifyApplication): void {
  const server = app.getHttpServer() as Server;
  const requestsInFlight = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    requestsInFlight.set(socket, 0);
    socket.once('close', () => requestsInFlight.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket: Socket = request.socket;
    const before = requestsInFlight.get(socket);
    if (before === undefined) return;
    requestsInFlight.set(socket, before + 1);
    response.once('close', () => {
      const left = (requestsInFlight.get(socket) ?? 1) - 1;
      if (!requestsInFlight.has(socket)) return;
      requestsInFlight.set(socket, left);
      if (closing && left === 0) socket.end();
    });
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preClose', (done) => {
      closing = true;
      for (const [socket, requests] of requestsInFlight) if (requests === 0) socket.destroy();
      done();
    });
}
