import createCamundaClient from '@camunda8/orchestration-cluster-api';

export type CamundaClient = ReturnType<typeof createCamundaClient>;

/** Baton reads are strongly consistent, so the client never needs to wait for a projection. */
export const CONSISTENT = { consistency: { waitUpToMs: 0 } };

/**
 * The official Camunda 8 client pointed at a test engine, checking every request and response against Camunda's
 * own schemas (`req:strict,res:strict`): our check that the API is the one Camunda's users already code against.
 */
export function strictCamundaClient(baseUrl: string): CamundaClient {
  return createCamundaClient({
    config: {
      CAMUNDA_REST_ADDRESS: `${baseUrl}/v2`,
      CAMUNDA_AUTH_STRATEGY: 'NONE',
      CAMUNDA_SDK_VALIDATION: 'req:strict,res:strict',
      CAMUNDA_SDK_LOG_LEVEL: 'error',
    },
  });
}

/** The client's inputs use branded key types; ours are plain strings from its own responses. */
export const clientInput = <M extends keyof CamundaClient>(_method: M, value: unknown) =>
  value as Parameters<Extract<CamundaClient[M], (...args: never[]) => unknown>>[0];
