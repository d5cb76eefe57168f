// The job worker of the order-fulfilment saga, written with the official Camunda client. Each job calls the service
// with the job key as its idempotency key, so a retried job (after a crash, a timeout) repeats no effect.
//   ENGINE_URL=http://127.0.0.1:8080 SERVICES_URL=http://127.0.0.1:8090 node examples/order-fulfilment/worker.mjs
// It signs in as the demo realm's worker client unless CAMUNDA_AUTH_STRATEGY=NONE (an engine with AUTH=none).
// HOLD_AFTER_CHARGE=<orderId> makes it stop answering right after charging that order (the crash test kills it there).
import createCamundaClient from '@camunda8/orchestration-cluster-api';

/** How long the worker waits for the courier before it counts the booking as timed out. */
const COURIER_TIMEOUT_MS = 500;

function clientFor(engineUrl, authStrategy) {
  const auth =
    authStrategy === 'NONE'
      ? { CAMUNDA_AUTH_STRATEGY: 'NONE' }
      : {
          CAMUNDA_AUTH_STRATEGY: 'OAUTH',
          CAMUNDA_OAUTH_URL: `${engineUrl}/auth/realms/baton/protocol/openid-connect/token`,
          CAMUNDA_CLIENT_ID: 'baton-worker',
          CAMUNDA_CLIENT_SECRET: 'baton-worker-secret',
          CAMUNDA_TOKEN_AUDIENCE: 'baton',
        };
  return createCamundaClient({ config: { CAMUNDA_REST_ADDRESS: `${engineUrl}/v2`, ...auth, CAMUNDA_SDK_LOG_LEVEL: 'error' } });
}

/** Starts one worker per job type of the saga; `stop()` ends them. */
export function startWorkers({ engineUrl, servicesUrl, authStrategy = 'OAUTH', holdAfterCharge = null, jobTimeoutMs = 2_000 }) {
  const camunda = clientFor(engineUrl, authStrategy);

  async function call(method, path, job, body, timeoutMs = 5_000) {
    const response = await fetch(`${servicesUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'idempotency-key': job.jobKey },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.json() };
  }

  /** A call that must succeed: anything else fails the job, which the engine retries (with the same key). */
  async function effect(job, path, body) {
    const { status, body: answer } = await call('POST', path, job, body);
    if (status >= 300) throw new Error(`${path} answered ${status}: ${answer.error}`);
    return answer;
  }

  const handlers = {
    'reserve-stock': async (job) => job.complete(await effect(job, '/stock/reservations', { orderId: job.variables.orderId })),
    'release-stock': async (job) => job.complete(await effect(job, '/stock/releases', { orderId: job.variables.orderId })),
    'charge-card': async (job) => {
      const charged = await effect(job, '/payments/charges', { orderId: job.variables.orderId, amount: job.variables.amount });
      if (holdAfterCharge === job.variables.orderId) await new Promise(() => {});
      return job.complete(charged);
    },
    'refund-payment': async (job) => job.complete(await effect(job, '/payments/refunds', { orderId: job.variables.orderId })),
    // The pivot: a status query by key first decides whether an earlier attempt (that timed out) booked the courier.
    'book-courier': async (job) => {
      const { body: known } = await call('GET', `/courier/bookings/${job.jobKey}`, job);
      if (known.status === 'booked') return job.complete({ courierBooked: true });
      if (known.status === 'not-booked') return job.error({ errorCode: 'COURIER_REJECTED', errorMessage: 'the courier did not book it' });
      if (known.status === 'unknown') return job.error({ errorCode: 'COURIER_UNKNOWN', errorMessage: 'the courier cannot say' });
      const booked = await call('POST', '/courier/bookings', job, { orderId: job.variables.orderId }, COURIER_TIMEOUT_MS).catch(() => null);
      if (booked === null) throw new Error('the courier did not answer in time');
      if (booked.status === 409) return job.error({ errorCode: 'COURIER_REJECTED', errorMessage: booked.body.error });
      if (booked.status >= 300) throw new Error(`the courier answered ${booked.status}`);
      return job.complete({ courierBooked: true, ...booked.body });
    },
    'send-confirmation': async (job) => job.complete(await effect(job, '/notifications/confirmations', { orderId: job.variables.orderId })),
    'escalate-courier-check': async (job) => job.complete(await effect(job, '/notifications/escalations', { orderId: job.variables.orderId })),
  };

  const workers = Object.entries(handlers).map(([jobType, handle]) =>
    camunda.createJobWorker({
      jobType,
      jobTimeoutMs,
      pollIntervalMs: 50,
      jobHandler: (job) => handle(job).catch((error) => job.fail({ retries: job.retries - 1, errorMessage: String(error.message ?? error), retryBackOff: 0 })),
    }),
  );
  return {
    stop: () => {
      for (const worker of workers) worker.stop();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startWorkers({
    engineUrl: process.env.ENGINE_URL ?? 'http://127.0.0.1:8080',
    servicesUrl: process.env.SERVICES_URL ?? 'http://127.0.0.1:8090',
    authStrategy: process.env.CAMUNDA_AUTH_STRATEGY ?? 'OAUTH',
    holdAfterCharge: process.env.HOLD_AFTER_CHARGE ?? null,
    jobTimeoutMs: Number(process.env.JOB_TIMEOUT_MS ?? 30_000),
  });
  console.log('order-fulfilment workers started');
}
