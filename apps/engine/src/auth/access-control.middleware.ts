import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { type ApiRoute, rolesAllow, routeAccess } from '@baton/api-contract';
import type { PgPool } from '../database/pg-pool.js';
import type { Middleware } from '../http/middleware.js';
import { ApiProblem, notFound } from '../http/problem-detail.js';
import { apiRouteOf } from '../http/api-route-of.js';
import { requestRoute } from '../http/request-route.js';
import type { Authentication } from './authentication.js';
import type { HandedJobTenants } from './handed-job-tenants.js';
import { grantedResourceIds, holdsPermission, permissionFor, READ_USER_TASKS, unauthorizedMessage } from './camunda-authorizations.js';
import { type Caller, mayActOnTask, PUBLIC_CALLER, runAsCaller, seesAllUserTasks, type TaskParticipants } from './caller.js';
import { isPublicPage } from './public-pages.js';
import { clientAddress } from './realm-client-address.js';
import { Unauthenticated } from './request-credentials.js';
import { isResourceKey, resourceOwner, seesOwner, TENANTLESS_KEY_PARAMETERS } from './resource-tenants.js';
import { REALM_IDENTITY_OPERATIONS } from '../identity/realm-identity-operations.js';
import { refuseWhileProviderOwnsIdentity } from '../identity/provider-owned.js';

/** A request's caller, kept on the request for the request context that re-enters it around the handler (http/request-context.ts). */
export type RequestWithCaller = IncomingMessage & { caller?: Caller };

/** The 401 (or the throttle's 429) of refused credentials, with the schemes the engine reads. */
function refused(auth: Authentication, response: ServerResponse, error: Unauthenticated): ApiProblem {
  response.setHeader('WWW-Authenticate', auth.acceptsBasic ? ['Bearer realm="baton"', 'Basic realm="baton", charset="UTF-8"'] : 'Bearer realm="baton"');
  return error.problem();
}

/**
 * What a caller may do with one operation of the route table, whichever protocol carries it (REST here, gRPC in
 * grpc/): 403 without a role the route table allows (or a stored authorization the operation accepts), 404 for a
 * resource (named by a path key) that does not exist or is of a tenant the caller is not in, or a user task a
 * reviewer may not act on, 403 for a resource of a process the caller's authorization does not name. Answers the
 * caller to act as: one an authorization alone let through carries the processes it reaches, which searches keep to.
 * The tenant of a job this process handed to a worker is known (`handedJobs`): its completion needs no read for it.
 */
export async function checkOperationAccess(
  caller: Caller,
  route: ApiRoute,
  params: Readonly<Record<string, string>>,
  pg: PgPool,
  handedJobs: HandedJobTenants,
): Promise<Caller> {
  const access = routeAccess(route.operationId);
  const permission = permissionFor(route.operationId);
  const byRole = rolesAllow(access.allow, caller.roles);
  // A stored authorization lets a caller without the role through, for the processes it names.
  if (!byRole && !(permission && holdsPermission(caller, permission))) {
    const roles = access.allow === 'authenticated' || access.allow === 'public' ? [] : access.allow;
    throw new ApiProblem(
      403,
      `${route.method.toUpperCase()} ${route.path} needs one of the roles ${[...roles, 'admin'].join(', ')}; ${caller.id} has ${caller.roles.join(', ') || 'none'}`,
      'FORBIDDEN',
    );
  }
  for (const [parameter, key] of Object.entries(params)) {
    // Only keys name a tenant's resource; a user, group, role or tenant id (a digit string too) names none.
    if (!parameter.endsWith('Key') || !isResourceKey(key) || TENANTLESS_KEY_PARAMETERS.has(parameter)) continue;
    const handedTo = parameter === 'jobKey' ? handedJobs.tenantOf(key) : undefined;
    const owner = handedTo === undefined ? await resourceOwner(pg, parameter, key) : { tenantId: handedTo };
    const granted = permission !== undefined && owner?.processId !== undefined && holdsPermission(caller, permission, owner.processId);
    // A reviewer sees a task offered to others when an authorization grants its process's tasks to them.
    const seesTask = (task: TaskParticipants, processId: string | undefined) =>
      seesAllUserTasks(caller) || mayActOnTask(caller, task) || granted || (processId !== undefined && holdsPermission(caller, READ_USER_TASKS, processId));
    const hidden = !owner || !seesOwner(caller, owner) || (byRole && owner.task !== undefined && !seesTask(owner.task, owner.processId));
    // Another tenant's resource, or a task the reviewer is no participant of, does not exist for the caller. A key
    // that exists nowhere is answered here too, with the same words and before the body is read: were it left to
    // the route, its wording (or a 400 for the body) would tell the two apart.
    if (hidden) throw notFound(`No ${parameter.replace(/Key$/, '').replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} with key '${key}' was found`);
    if (!byRole && !granted && permission) throw new ApiProblem(403, unauthorizedMessage(permission), 'FORBIDDEN');
  }
  if (byRole || !permission) return caller;
  const processes = grantedResourceIds(caller, permission);
  return processes === '*' ? caller : { ...caller, authorizedProcesses: processes };
}

/**
 * Every request the router took passes here before its body is read, judged by the route the router picked
 * (http/request-route.ts): 401 without a valid bearer token (or basic credentials, with AUTH_BASIC), 403 without a role the route table allows, 404 for a
 * resource (named by a path key) that does not exist or is of a tenant the caller is not in, or a user task a
 * reviewer may not act on. A route the access table does not list is refused (the engine does not start with one,
 * see {@link checkRouteAccessDeclared}); a public route runs as {@link PUBLIC_CALLER}, who may see nothing. A request no
 * route took runs no handler (the realm, the apps' files, or 404). The caller then travels with the request (see
 * {@link currentCaller}). The tenant of a job this process handed to a worker is known (`handedJobs`): its
 * completion needs no read for it.
 */
export function accessControl(auth: Authentication, pg: PgPool, handedJobs: HandedJobTenants): Middleware {
  const check = async (request: RequestWithCaller, response: ServerResponse): Promise<Caller | undefined> => {
    const method = request.method ?? 'GET';
    const route = requestRoute(request);
    if (route.template === undefined) return undefined;
    const match = apiRouteOf(method, route);
    if (!match) {
      if (isPublicPage(method, route.template)) return PUBLIC_CALLER;
      throw new ApiProblem(403, `${method} ${route.template} is in no entry of the access table: refused`, 'FORBIDDEN');
    }
    const access = routeAccess(match.route.operationId);
    if (access.allow === 'public') return PUBLIC_CALLER;

    let caller: Caller;
    try {
      caller = await auth.callerOf(request.headers.authorization, clientAddress(request, auth.behindProxy));
    } catch (error) {
      if (error instanceof Unauthenticated) throw refused(auth, response, error);
      throw error;
    }
    const actingCaller = await checkOperationAccess(caller, match.route, match.params, pg, handedJobs);
    // Before the body is read: the provider owns the identity, however the request is written.
    if (REALM_IDENTITY_OPERATIONS.has(match.route.operationId)) refuseWhileProviderOwnsIdentity(auth);
    return actingCaller;
  };
  // Without authentication every caller is the anonymous admin, which currentCaller() answers outside any caller
  // context: nothing to check or carry, so requests pay nothing here.
  if (!auth.enabled) return (_request, _response, next) => next();
  return (request, response, next) => {
    check(request, response).then(
      (caller) => {
        if (!caller) return next();
        (request as RequestWithCaller).caller = caller;
        runAsCaller(caller, () => next());
      },
      (error: unknown) => {
        // Read the unread body off first, so that the client gets the answer rather than a reset connection.
        finished(request, () => next(error));
        request.resume();
      },
    );
  };
}
