import { fileURLToPath } from 'node:url';
import { DEFAULT_TENANT_ID } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIssuer, type FakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { bearer, type GatewayClient, gatewayClient } from '../testing/gateway-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));
const WORKER: TokenClaims = { preferred_username: 'stream-worker', realm_access: { roles: ['admin'] }, groups: [], tenant_ids: [DEFAULT_TENANT_ID] };
/** Long enough for the stream to open and take a job on a loaded machine, short enough for a spec to wait for. */
const SHORT_LIFE_SECONDS = 5;

interface StreamEnd {
  code: number;
  details: string;
  at: number;
}

/** A job stream outliving its bearer token: ended UNAUTHENTICATED at the token's expiry, taking no job after it. */
describe('the gRPC gateway: a job stream whose token expires', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let port: number;
  let client: GatewayClient;
  let zeebe: ZeebeGrpcClient;
  let lasting: string;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    port = await freePort();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, GRPC_PORT: String(port) } });
    client = gatewayClient(port);
    lasting = await issuer.token(WORKER);
    zeebe = zeebeGrpcClient(port, lasting);
    await zeebe.deployResource({ processFilename: WORK_MODEL });
  });
  afterAll(async () => {
    await zeebe?.close();
    client?.close();
    await engine?.close();
    await issuer?.close();
  });

  it('should end the stream with UNAUTHENTICATED when its token expires, and leave later jobs to other workers', async () => {
    const expiresAt = (Math.floor(Date.now() / 1000) + SHORT_LIFE_SECONDS) * 1000;
    const shortLived = await issuer.token({ ...WORKER, exp: expiresAt / 1000 });
    const stream = client.StreamActivatedJobs({ type: 'grpc-work', worker: 'short-lived', timeout: 60_000 }, bearer(shortLived));
    const received: string[] = [];
    stream.on('data', (job: { processInstanceKey: string }) => received.push(job.processInstanceKey));
    const ended = new Promise<StreamEnd>((resolve) => stream.once('error', (error: StreamEnd) => resolve({ ...error, at: Date.now() })));
    try {
      const before = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });

      const end = await ended;
      const after = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
      const activated = await zeebe.activateJobs({ type: 'grpc-work', worker: 'lasting', maxJobsToActivate: 10, timeout: 60_000, requestTimeout: 2_000 });

      expect(received).toEqual([before.processInstanceKey]);
      expect({ code: end.code, details: end.details }).toEqual({
        code: 16,
        details: 'The bearer token has expired: the job stream ends (open it again with a fresh token)',
      });
      expect(end.at).toBeGreaterThanOrEqual(expiresAt);
      expect(activated.map((job) => job.processInstanceKey)).toEqual([after.processInstanceKey]);
    } finally {
      stream.cancel();
    }
  });
});
