import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PgPool } from '../database/pg-pool.js';
import { accessControl } from './access-control.middleware.js';
import { Authentication } from './authentication.js';
import { REALM_PATH } from './embedded-realm.js';

/**
 * Mounts the embedded realm (when it is the issuer) and the access control before the body checks: an anonymous
 * request is refused before its body is read, and the realm reads its own form bodies.
 */
export function installAuthentication(app: NestFastifyApplication): void {
  const auth = app.get(Authentication);
  if (auth.servesRealm) {
    app.use(REALM_PATH, (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
      auth.embeddedRealm().then((realm) => realm.handle(request, response), next);
    });
  }
  app.use(accessControl(auth, app.get(PgPool)));
}
