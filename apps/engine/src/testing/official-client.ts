import createCamundaClient from '@camunda8/orchestration-cluster-api';

/**
 * The official Camunda 8 client pointed at a test engine, checking every request and response against Camunda's
 * own schemas (`req:strict,res:strict`): our check that the API is the one Camunda's users already code against.
 */
export function strictCamundaClient(baseUrl: string) {
  return createCamundaClient({
    config: {
      CAMUNDA_REST_ADDRESS: `${baseUrl}/v2`,
      CAMUNDA_AUTH_STRATEGY: 'NONE',
      CAMUNDA_SDK_VALIDATION: 'req:strict,res:strict',
      CAMUNDA_SDK_LOG_LEVEL: 'error',
    },
  });
}
