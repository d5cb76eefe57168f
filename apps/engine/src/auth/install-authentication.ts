import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PgPool } from '../database/pg-pool.js';
import { HandedJobTenants } from './handed-job-tenants.js';
import { useBeforeRouting } from '../http/middleware.js';
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
    useBeforeRouting(app, (request, response, next) => void auth.embeddedRealm().then((realm) => realm.handle(request, response), next), REALM_PATH);
  }
  useBeforeRouting(app, accessControl(auth, app.get(PgPool), app.get(HandedJobTenants)));
}
