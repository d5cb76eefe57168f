import type { Metadata } from '@grpc/grpc-js';
import { Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { decodeJwt } from 'jose';
import type { ApiRoute, OperationId, RouteBody, RouteParams } from '@baton/api-contract';
import { API_ROUTE_HANDLERS } from '../api-route-handlers.js';
import { checkOperationAccess } from '../auth/access-control.middleware.js';
import { Authentication } from '../auth/authentication.js';
import { type Caller, runAsCaller } from '../auth/caller.js';
import { HandedJobTenants } from '../auth/handed-job-tenants.js';
import { Unauthenticated } from '../auth/request-credentials.js';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { bindRoutes, type ContractRequest, type RouteHandler } from '../http/contract-routes.js';
import { checkJsonBody, type JsonBodyLimits } from '../http/json-body-check.js';
import { ApiProblem } from '../http/problem-detail.js';
import { type RouteValidation, routeValidation, validateRequest } from '../http/request-validation.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';

interface ServedOperation {
  readonly route: ApiRoute;
  readonly controller: unknown;
  readonly handler: RouteHandler<unknown, OperationId>;
  /** Compiled at the operation's first gateway call: an engine without gRPC calls (every spec engine) pays nothing. */
  validation?: RouteValidation;
}

const bearerToken = (metadata: Metadata): string | undefined => {
  const value = metadata.get('authorization')[0];
  return typeof value === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(value)?.[1] : undefined;
};

/** The rest of the call as `caller` (see currentCaller), or as the engine itself when tokens are not checked. */
const asCaller = <T>(caller: Caller | undefined, work: () => Promise<T>): Promise<T> =>
  caller ? new Promise<T>((resolve, reject) => runAsCaller(caller, () => void work().then(resolve, reject))) : work();

/**
 * The REST API's operations as the gRPC gateway calls them, so that a gateway call is one more way into the same
 * rules: the caller's credentials (the `authorization` metadata: a bearer token, or basic with AUTH_BASIC) checked as REST checks them, the operation's roles
 * and the tenants of the keys it names checked by the same function (checkOperationAccess), the body built from the
 * gateway's message checked as a JSON body and against the operation's schema, and then the very handler the route
 * table binds to the operation, run as the caller with its tenants.
 */
@Injectable()
export class GatewayOperations implements OnModuleInit {
  private readonly served = new Map<string, ServedOperation>();
  private readonly limits: JsonBodyLimits;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly auth: Authentication,
    private readonly pg: PgPool,
    private readonly handedJobs: HandedJobTenants,
    config: EngineConfig,
  ) {
    this.limits = { maxDepth: config.maxJsonDepth, maxVariableBytes: config.maxVariableBytes, maxVariables: config.maxVariables };
  }

  onModuleInit(): void {
    for (const { route, controller, handler } of bindRoutes(API_ROUTE_HANDLERS)) {
      const instance = this.moduleRef.get(controller, { strict: false });
      this.served.set(route.operationId, { route, controller: instance, handler });
    }
  }

  /** A provider of the engine (a service a gateway call needs beside the REST handlers). */
  provider<T>(type: Type<T>): T {
    return this.moduleRef.get(type, { strict: false });
  }

  /** Runs the REST handler of `operationId` for a gateway call; its answer is the REST answer's body. */
  async call<O extends OperationId>(metadata: Metadata, operationId: O, params: RouteParams<O>, body: RouteBody<O>): Promise<unknown> {
    const operation = this.operation(operationId);
    return this.run(metadata, operationId, params, body, () => {
      // Typed by the operation at the call (params and body are those of O); the table holds handlers of any operation.
      const request = {
        params,
        query: undefined,
        body,
        headers: {},
        context: NO_COMMAND_CONTEXT,
        get request(): never {
          throw new Error(`${operationId} reads the HTTP request, which a gRPC call has not: serve it from its service`);
        },
        get reply(): never {
          throw new Error(`${operationId} writes the HTTP reply, which a gRPC call has not: serve it from its service`);
        },
      };
      return Promise.resolve(operation.handler(operation.controller, request as unknown as ContractRequest<OperationId>));
    });
  }

  /**
   * Checks a gateway call as the REST operation `operationId` (caller, roles, tenants of its keys, body), then runs
   * `work` as the caller: for an operation whose REST handler reads the HTTP exchange itself (a multipart upload, a
   * long poll watching its socket), `work` calls the service that handler calls. A multipart body is its handler's to
   * read, so there is none to check here.
   */
  async run<O extends OperationId, T>(
    metadata: Metadata,
    operationId: O,
    params: RouteParams<O>,
    body: RouteBody<O> | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    const operation = this.operation(operationId);
    const authenticated = await this.callerOf(metadata);
    const caller = authenticated && (await checkOperationAccess(authenticated, operation.route, params, this.pg, this.handedJobs));
    if (operation.route.body?.contentType === undefined) {
      const hostile = checkJsonBody(body, this.limits);
      if (hostile) throw hostile;
      operation.validation ??= routeValidation(operation.route);
      validateRequest(operation.validation, { params: { ...params }, query: {}, body });
    }
    return asCaller(caller, work);
  }

  /**
   * When the call's bearer token expires (ms since the epoch), for a call that outlives the one check of its token at
   * its start; undefined when tokens are not checked. Read only after `run` verified the token.
   */
  tokenExpiry(metadata: Metadata): number | undefined {
    if (!this.auth.enabled) return undefined;
    const token = bearerToken(metadata);
    const exp = token === undefined ? undefined : decodeJwt(token).exp;
    return exp === undefined ? undefined : exp * 1000;
  }

  private operation(operationId: OperationId): ServedOperation {
    const operation = this.served.get(operationId);
    if (!operation) throw new Error(`The route table serves no operation ${operationId}`);
    return operation;
  }

  /** The caller the call's token names; undefined when tokens are not checked (every caller is the anonymous admin). */
  private async callerOf(metadata: Metadata): Promise<Caller | undefined> {
    if (!this.auth.enabled) return undefined;
    const value = metadata.get('authorization')[0];
    if (value === undefined) throw new ApiProblem(401, "The call has no bearer token (metadata 'authorization: Bearer <access token>')", 'UNAUTHORIZED');
    try {
      // The gateway sees no client address: its basic-auth failures all count against one, and each user name's own.
      return await this.auth.callerOf(typeof value === 'string' ? value : '', 'grpc-gateway');
    } catch (error) {
      if (error instanceof Unauthenticated) throw error.problem();
      throw error;
    }
  }
}
