// The README's client example: deploys the order process, starts one order, charges it with a job worker and stops
// when the order is done. Start the engine first (npm start), then, from the repository root:
//   node examples/order-client.mjs
import createCamundaClient from '@camunda8/orchestration-cluster-api';

const engine = process.env.BATON_URL ?? 'http://127.0.0.1:8080';
// The worker client of the engine's demo realm (with AUTH=none, use { CAMUNDA_AUTH_STRATEGY: 'NONE' } instead).
const auth = {
  CAMUNDA_AUTH_STRATEGY: 'OAUTH',
  CAMUNDA_OAUTH_URL: `${engine}/auth/realms/baton/protocol/openid-connect/token`,
  CAMUNDA_CLIENT_ID: 'baton-worker',
  CAMUNDA_CLIENT_SECRET: 'baton-worker-secret',
  CAMUNDA_TOKEN_AUDIENCE: 'baton',
};
const camunda = createCamundaClient({ config: { CAMUNDA_REST_ADDRESS: `${engine}/v2`, ...auth, CAMUNDA_SDK_LOG_LEVEL: 'error' } });

await camunda.deployResourcesFromFiles([new URL('./order-process.bpmn', import.meta.url).pathname]);
const worker = camunda.createJobWorker({
  jobType: 'charge-card',
  jobTimeoutMs: 30_000,
  jobHandler: (job) => {
    console.log(`Charging order ${job.variables.orderId}`);
    return job.complete({ charged: true });
  },
});
// awaitCompletion: the engine answers once the instance has completed, with its variables.
const order = await camunda.createProcessInstance({
  processDefinitionId: 'order-process',
  variables: { orderId: 'o-1' },
  awaitCompletion: true,
  requestTimeout: 60_000,
});
worker.stop();
console.log(`Order process instance ${order.processInstanceKey} is COMPLETED (charged: ${order.variables.charged})`);
