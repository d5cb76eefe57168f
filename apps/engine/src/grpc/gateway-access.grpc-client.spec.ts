import { fileURLToPath } from 'node:url';
import type { Metadata } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userToken, workerToken } from '../testing/demo-tokens.js';
import { bearer, callStatus, type GatewayClient, gatewayClient, rawCallStatus } from '../testing/gateway-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));

/** Tokens, roles and hostile input on the gateway: refused with gRPC statuses, the engine serving on. */
describe('the gRPC gateway: tokens, roles and hostile input', () => {
  let engine: TestEngine;
  let port: number;
  let client: GatewayClient;
  let asWorker: Metadata;

  beforeAll(async () => {
    port = await freePort();
    engine = await startTestEngine({ env: { AUTH: 'oidc', GRPC_PORT: String(port) } });
    client = gatewayClient(port);
    asWorker = bearer(await workerToken(engine.baseUrl));
  });
  afterAll(async () => {
    client?.close();
    await engine?.close();
  });

  it('should refuse a call without a bearer token: UNAUTHENTICATED', async () => {
    const zeebe = zeebeGrpcClient(port);
    const refusal = await zeebe.topology().then(
      () => null,
      (error: { code?: number }) => error,
    );
    await zeebe.close();

    expect(refusal?.code).toBe(16);
  });

  it('should refuse basic credentials while AUTH_BASIC is off, saying so: UNAUTHENTICATED', async () => {
    const asDemo = bearer();
    asDemo.set('authorization', `Basic ${Buffer.from('demo:demo').toString('base64')}`);

    const refusal = await callStatus(client, 'Topology', {}, asDemo);

    expect(refusal).toEqual({ code: 16, details: 'basic auth is off: set AUTH_BASIC=true or use a bearer token' });
  });

  it('should serve a worker with its token: deploy, start, activate and complete', async () => {
    const zeebe = zeebeGrpcClient(port, await workerToken(engine.baseUrl));
    try {
      await zeebe.deployResource({ processFilename: WORK_MODEL });
      const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
      const [job] = await zeebe.activateJobs({ type: 'grpc-work', worker: 'w', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });
      await zeebe.completeJob({ jobKey: job?.key ?? '', variables: {} });

      expect(job?.processInstanceKey).toBe(created.processInstanceKey);
    } finally {
      await zeebe.close();
    }
  });

  it("should refuse an operation the caller's roles do not allow: PERMISSION_DENIED, as REST's 403", async () => {
    const asReviewer = bearer(await userToken(engine.baseUrl, 'alice'));

    const refusal = await callStatus(client, 'PublishMessage', { name: 'm', correlationKey: 'k' }, asReviewer);

    expect(refusal.code).toBe(7);
    expect(refusal.details).toMatch(/needs one of the roles developer, admin; alice has reviewer/);
  });

  it('should answer UNIMPLEMENTED naming an RPC the gateway does not declare', async () => {
    const refusal = await rawCallStatus(client, 'EvaluateConditional', Buffer.alloc(0), asWorker);

    expect(refusal.code).toBe(12);
    expect(refusal.details).toMatch(/EvaluateConditional/);
  });

  it('should refuse a message that is not a message of its RPC, and serve on', async () => {
    // field 2 (a string) announced 16 bytes long, and 1 byte sent
    const malformed = await rawCallStatus(client, 'PublishMessage', Buffer.from([0x12, 0x10, 0x41]), asWorker);

    expect(malformed.code).not.toBe(0);
    expect((await callStatus(client, 'Topology', {}, asWorker)).code).toBe(0);
  });

  it('should refuse variables that are not a JSON object: INVALID_ARGUMENT naming the field', async () => {
    const refusal = await callStatus(client, 'PublishMessage', { name: 'm', correlationKey: 'k', variables: '[1, 2]' }, asWorker);

    expect(refusal).toEqual({
      code: 3,
      details:
        "Command 'PUBLISH' rejected with code 'INVALID_ARGUMENT': Property 'variables' is invalid: Expected document to be a root level object, but was 'ARRAY'",
    });
  });

  it('should refuse a message larger than 4 MiB: RESOURCE_EXHAUSTED, and serve on', async () => {
    const huge = JSON.stringify({ blob: 'x'.repeat(5 * 1024 * 1024) });

    const refusal = await callStatus(client, 'PublishMessage', { name: 'm', correlationKey: 'k', variables: huge }, asWorker);

    expect(refusal.code).toBe(8);
    expect((await callStatus(client, 'Topology', {}, asWorker)).code).toBe(0);
  });
});
