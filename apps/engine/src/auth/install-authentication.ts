import { routeAccess } from '@baton/api-contract';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';
import { PgPool } from '../database/pg-pool.js';
import { apiRouteOf } from '../http/api-route-of.js';
import { routeTemplateOf } from '../http/request-route.js';
import { HandedJobTenants } from './handed-job-tenants.js';
import { useBeforeRouting } from '../http/middleware.js';
import { accessControl } from './access-control.middleware.js';
import { isPublicPage } from './public-pages.js';
import { Authentication } from './authentication.js';
import { REALM_PATH } from './embedded-realm.js';

/** `GET /v2/x` of each route the router serves whose access the access table does not declare. */
function undeclared(routes: readonly { method: string; url: string }[]): string[] {
  return routes.flatMap(({ method, url }) => {
    const template = routeTemplateOf(url);
    if (isPublicPage(method, template)) return [];
    const apiRoute = apiRouteOf(method, { template, params: {} });
    try {
      if (apiRoute) routeAccess(apiRoute.route.operationId);
      return apiRoute ? [] : [`${method} ${url}`];
    } catch {
      return [`${method} ${url}`];
    }
  });
}

/**
 * The engine does not start with a route whose access the access table does not declare: the access control would
 * refuse every request to it, and a route nobody may call is a mistake to find before users do.
 */
function checkRouteAccessDeclared(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const routes: { method: string; url: string }[] = [];
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  fastify.addHook('onReady', (done) => {
    const missing = undeclared(routes);
    done(missing.length > 0 ? new Error(`Routes the access table does not declare: ${missing.join(', ')}`) : undefined);
  });
}

/**
 * Mounts the embedded realm (when it is the issuer) and the access control before the body checks: an anonymous
 * request is refused before its body is read, and the realm reads its own form bodies. Every route the router serves
 * must have its access declared (checked when the app is ready).
 */
export function installAuthentication(app: NestFastifyApplication): void {
  checkRouteAccessDeclared(app);
  const auth = app.get(Authentication);
  if (auth.servesRealm) {
    useBeforeRouting(app, (request, response, next) => void auth.embeddedRealm().then((realm) => realm.handle(request, response), next), REALM_PATH);
  }
  useBeforeRouting(app, accessControl(auth, app.get(PgPool), app.get(HandedJobTenants)));
}
