import { Zeebe } from '@camunda8/sdk';

export type ZeebeGrpcClient = InstanceType<typeof Zeebe.ZeebeGrpcClient>;

/**
 * The Node SDK's gRPC client (`@camunda8/sdk`'s ZeebeGrpcClient) pointed at a test engine's gateway, in plain text,
 * with `token` as its bearer token (none: the engine checks no tokens), acting in `tenantId` (the SDK's activations
 * name only the tenant of its configuration). It does not retry: a refused call fails at once.
 */
export function zeebeGrpcClient(port: number, token?: string, tenantId?: string): ZeebeGrpcClient {
  return new Zeebe.ZeebeGrpcClient({
    config: {
      ZEEBE_GRPC_ADDRESS: `grpc://127.0.0.1:${port}`,
      CAMUNDA_AUTH_STRATEGY: token === undefined ? 'NONE' : 'BEARER',
      CAMUNDA_OAUTH_TOKEN: token,
      CAMUNDA_TENANT_ID: tenantId,
      CAMUNDA_LOG_LEVEL: 'error',
      zeebeGrpcSettings: { ZEEBE_GRPC_CLIENT_RETRY: false, ZEEBE_CLIENT_LOG_LEVEL: 'NONE' },
    },
  });
}
