import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIssuer, startFakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));

/** A caller who may run and repair instances (developer and operator), in `tenantIds` only. */
const developer = (tenantIds: string[]): TokenClaims => ({
  preferred_username: `worker-of-${tenantIds.join('-')}`,
  realm_access: { roles: ['developer', 'operator'] },
  tenant_ids: tenantIds,
});

const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: { code?: number; details?: string }) => error,
  );

/** The caller's tenants over the gateway, as REST applies them: another tenant's instances and jobs do not exist for it. */
describe('the gRPC gateway: tenants', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let acme: ZeebeGrpcClient;
  let globex: ZeebeGrpcClient;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    const port = await freePort();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, GRPC_PORT: String(port) } });
    acme = zeebeGrpcClient(port, await issuer.token(developer(['acme'])), 'acme');
    globex = zeebeGrpcClient(port, await issuer.token(developer(['globex'])), 'globex');
    await acme.deployResource({ processFilename: WORK_MODEL, tenantId: 'acme' });
  });
  afterAll(async () => {
    await acme?.close();
    await globex?.close();
    await engine?.close();
    await issuer?.close();
  });

  it('should start an instance in a tenant of the caller, and refuse one in a tenant not its own: PERMISSION_DENIED', async () => {
    const created = await acme.createProcessInstance({ bpmnProcessId: 'grpc-work', tenantId: 'acme', variables: {} });
    const refusal = await refusalOf(globex.createProcessInstance({ bpmnProcessId: 'grpc-work', tenantId: 'acme', variables: {} }));

    expect(created.tenantId).toBe('acme');
    expect(refusal?.code).toBe(7);
  });

  it("should hide another tenant's instance and job: NOT_FOUND, as for a key that does not exist", async () => {
    const created = await acme.createProcessInstance({ bpmnProcessId: 'grpc-work', tenantId: 'acme', variables: {} });
    const [job] = await acme.activateJobs({
      type: 'grpc-work',
      worker: 'acme',
      maxJobsToActivate: 1,
      timeout: 60_000,
      requestTimeout: 5_000,
      tenantIds: ['acme'],
    });

    const cancel = await refusalOf(globex.cancelProcessInstance(created.processInstanceKey));
    const complete = await refusalOf(globex.completeJob({ jobKey: job?.key ?? '', variables: {} }));
    const nowhere = await refusalOf(globex.cancelProcessInstance('2251799813685249'));

    expect([cancel?.code, complete?.code, nowhere?.code]).toEqual([5, 5, 5]);
    expect(cancel?.details).toBe(nowhere?.details?.replace('2251799813685249', created.processInstanceKey));
    await acme.completeJob({ jobKey: job?.key ?? '', variables: {} });
  });
});
