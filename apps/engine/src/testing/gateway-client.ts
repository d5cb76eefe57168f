import { fileURLToPath } from 'node:url';
import {
  type Client,
  type ClientReadableStream,
  credentials,
  loadPackageDefinition,
  Metadata,
  type ServiceClientConstructor,
  type ServiceError,
} from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';

const GATEWAY_PROTO = fileURLToPath(new URL('../grpc/gateway.proto', import.meta.url));

/** How a call ended: 0 (OK) or the gRPC status code, with its details. */
export interface CallStatus {
  code: number;
  details: string;
}

type UnaryMethod = (request: object, metadata: Metadata, done: (error: ServiceError | null, response?: unknown) => void) => void;

/** A plain grpc-js client of gateway.proto, for what the SDK does not send: any message, raw bytes, a bare stream. */
export interface GatewayClient extends Client {
  StreamActivatedJobs(request: object, metadata?: Metadata): ClientReadableStream<{ key: string; processInstanceKey: string; variables: string }>;
}

const Gateway = (loadPackageDefinition(loadSync(GATEWAY_PROTO, { keepCase: true, longs: String, defaults: true })).gateway_protocol as Record<string, unknown>)
  .Gateway as ServiceClientConstructor;

export const gatewayClient = (port: number): GatewayClient => new Gateway(`127.0.0.1:${port}`, credentials.createInsecure()) as unknown as GatewayClient;

/** Metadata that carries `token` as the bearer token; none without one. */
export function bearer(token?: string): Metadata {
  const metadata = new Metadata();
  if (token !== undefined) metadata.set('authorization', `Bearer ${token}`);
  return metadata;
}

/** Calls the unary RPC `method` with `request` (a message, serialized by the proto) and answers how it ended. */
export function callStatus(client: GatewayClient, method: string, request: object, metadata: Metadata): Promise<CallStatus> {
  const call = (client as unknown as Record<string, UnaryMethod>)[method];
  if (!call) throw new Error(`gateway.proto declares no RPC ${method}`);
  return new Promise((resolve) =>
    call.call(client, request, metadata, (error) => resolve(error ? { code: error.code, details: error.details } : { code: 0, details: '' })),
  );
}

/** Calls the unary RPC `method` with `request` and answers its response, or fails with the status it ended with. */
export function unaryCall(client: GatewayClient, method: string, request: object, metadata: Metadata): Promise<unknown> {
  const call = (client as unknown as Record<string, UnaryMethod>)[method];
  if (!call) throw new Error(`gateway.proto declares no RPC ${method}`);
  return new Promise((resolve, reject) => call.call(client, request, metadata, (error, response) => (error ? reject(error) : resolve(response))));
}

/** Calls `method` of the gateway with `bytes` as its request, whatever they are, and answers how it ended. */
export function rawCallStatus(client: GatewayClient, method: string, bytes: Buffer, metadata: Metadata): Promise<CallStatus> {
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      `/gateway_protocol.Gateway/${method}`,
      (value: Buffer) => value,
      (answer: Buffer) => answer,
      bytes,
      metadata,
      (error: ServiceError | null) => resolve(error ? { code: error.code, details: error.details } : { code: 0, details: '' }),
    );
  });
}
