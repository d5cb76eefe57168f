import { fileURLToPath } from 'node:url';
import { type handleServerStreamingCall, type handleUnaryCall, type ServiceDefinition, status as Code, type UntypedServiceImplementation } from '@grpc/grpc-js';
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

/** Why Baton leaves an RPC of the gateway unserved. */
const UNSERVED: Readonly<Record<string, string>> = {
  EvaluateDecision: 'Baton evaluates no DMN decisions',
};

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
 * The implementation of every RPC the gateway declares: those Baton serves (`rpcs`), and for each other one an
 * UNIMPLEMENTED answer naming it and why. A stream ends when its RPC returns; any error ends a call with a status.
 */
export function gatewayImplementation(service: ServiceDefinition, rpcs: GatewayRpcs, failed: FailureHandler): UntypedServiceImplementation {
  const implementation: UntypedServiceImplementation = {};
  for (const [method, definition] of Object.entries(service)) {
    const unaryRpc = rpcs.unary[method];
    const streamRpc = rpcs.streams[method];
    if (unaryRpc) {
      const handle: handleUnaryCall<unknown, unknown> = (call, callback) => {
        unaryRpc.serve(call.request as never, call.metadata).then(
          (response) => callback(null, response),
          (error: unknown) => callback(failed(error, unaryRpc.intent, method)),
        );
      };
      implementation[method] = handle;
    } else if (streamRpc) {
      const handle: handleServerStreamingCall<unknown, unknown> = (call) => {
        streamRpc.serve(call).then(
          () => call.end(),
          (error: unknown) => call.emit('error', failed(error, streamRpc.intent, method)),
        );
      };
      implementation[method] = handle;
    } else {
      const status: GrpcStatus = {
        code: Code.UNIMPLEMENTED,
        details: `Baton's gateway does not serve the RPC ${method}: ${UNSERVED[method] ?? 'it has no counterpart in Baton'}`,
      };
      const refuseStream: handleServerStreamingCall<unknown, unknown> = (call) => call.emit('error', status);
      const refuseUnary: handleUnaryCall<unknown, unknown> = (_call, callback) => callback(status);
      implementation[method] = definition.responseStream ? refuseStream : refuseUnary;
    }
  }
  return implementation;
}
