import { fileURLToPath } from 'node:url';
import { type handleServerStreamingCall, type handleUnaryCall, type ServiceDefinition, type UntypedServiceImplementation } from '@grpc/grpc-js';
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

/**
 * The implementation of the RPCs Baton serves (`rpcs`); an RPC of the gateway without one is answered UNIMPLEMENTED,
 * naming it, by grpc-js. A stream ends when its RPC returns; any error ends a call with a status. Throws for an RPC
 * the gateway does not declare (a name mistyped here would otherwise never be called).
 */
export function gatewayImplementation(service: ServiceDefinition, rpcs: GatewayRpcs, failed: FailureHandler): UntypedServiceImplementation {
  const implementation: UntypedServiceImplementation = {};
  for (const [method, rpc] of Object.entries(rpcs.unary)) {
    const handle: handleUnaryCall<unknown, unknown> = (call, callback) => {
      rpc.serve(call.request as never, call.metadata).then(
        (response) => callback(null, response),
        (error: unknown) => callback(failed(error, rpc.intent, method)),
      );
    };
    implementation[method] = handle;
  }
  for (const [method, rpc] of Object.entries(rpcs.streams)) {
    const handle: handleServerStreamingCall<unknown, unknown> = (call) => {
      rpc.serve(call).then(
        () => call.end(),
        (error: unknown) => call.emit('error', failed(error, rpc.intent, method)),
      );
    };
    implementation[method] = handle;
  }
  const undeclared = Object.keys(implementation).filter((method) => !(method in service));
  if (undeclared.length > 0) throw new Error(`gateway.proto declares no RPC ${undeclared.join(', ')}`);
  return implementation;
}
