import { fileURLToPath } from 'node:url';
import { status as Code, type handleServerStreamingCall, type handleUnaryCall, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import type { GatewayRpcs } from './gateway-rpc.js';
import { type GrpcStatus, grpcStatusOf, unexpectedStatus } from './grpc-status.js';

/** The proto beside the sources: this module runs from src/grpc (specs) or dist/grpc (the built engine). */
const GATEWAY_PROTO = fileURLToPath(new URL('../../src/grpc/gateway.proto', import.meta.url));

/**
 * The gateway service of gateway.proto, its messages read as gateway-messages.ts types them: field names as declared,
 * 64-bit integers as decimal strings (Baton's keys are), enums by name, unset fields as their defaults.
 */
export function gatewayServiceDefinition(): ServiceDefinition {
  const definitions = loadSync(GATEWAY_PROTO, { keepCase: true, longs: String, enums: String, defaults: true, oneofs: true });
  return definitions['gateway_protocol.Gateway'] as ServiceDefinition;
}

/** What an RPC failure is answered with; an unexpected error is logged, its status says only its message. */
export type FailureHandler = (error: unknown, intent: string, method: string) => GrpcStatus;

export const failureStatus =
  (logUnexpected: (method: string, error: unknown) => void): FailureHandler =>
  (error, intent, method) => {
    const status = grpcStatusOf(error, intent);
    if (status) return status;
    logUnexpected(method, error);
    return unexpectedStatus(error);
  };

/** Starts timing one call of `method`; the returned function takes the status code it ended with. */
export type CallTimer = (method: string) => (code: Code) => void;

/**
 * The implementation of the RPCs Baton serves (`rpcs`), each call timed by `timed`; an RPC of the gateway without one is answered UNIMPLEMENTED,
 * naming it, by grpc-js. A stream ends when its RPC returns; any error ends a call with a status. Throws for an RPC
 * the gateway does not declare (a name mistyped here would otherwise never be called).
 */
export function gatewayImplementation(service: ServiceDefinition, rpcs: GatewayRpcs, failed: FailureHandler, timed: CallTimer): UntypedServiceImplementation {
  const implementation: UntypedServiceImplementation = {};
  for (const [method, rpc] of Object.entries(rpcs.unary)) {
    const handle: handleUnaryCall<unknown, unknown> = (call, callback) => {
      const ended = timed(method);
      rpc.serve(call.request as never, call.metadata).then(
        (response) => {
          ended(Code.OK);
          callback(null, response);
        },
        (error: unknown) => {
          const status = failed(error, rpc.intent, method);
          ended(status.code);
          callback(status);
        },
      );
    };
    implementation[method] = handle;
  }
  for (const [method, rpc] of Object.entries(rpcs.streams)) {
    const handle: handleServerStreamingCall<unknown, unknown> = (call) => {
      const ended = timed(method);
      rpc.serve(call).then(
        () => {
          ended(call.cancelled ? Code.CANCELLED : Code.OK);
          call.end();
        },
        (error: unknown) => {
          const status = failed(error, rpc.intent, method);
          ended(status.code);
          call.emit('error', status);
        },
      );
    };
    implementation[method] = handle;
  }
  const undeclared = Object.keys(implementation).filter((method) => !(method in service));
  if (undeclared.length > 0) throw new Error(`gateway.proto declares no RPC ${undeclared.join(', ')}`);
  return implementation;
}
