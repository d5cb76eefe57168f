import { fileURLToPath } from 'node:url';
import { credentials, type Client, loadPackageDefinition, Metadata, type ServiceClientConstructor, type ServiceError } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userToken, workerToken } from '../testing/demo-tokens.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));
const GATEWAY_PROTO = fileURLToPath(new URL('./gateway.proto', import.meta.url));

const Gateway = (loadPackageDefinition(loadSync(GATEWAY_PROTO, { keepCase: true, longs: String, defaults: true })).gateway_protocol as Record<string, unknown>)
  .Gateway as ServiceClientConstructor;

type Status = { code: number; details: string };

/** Calls `method` of the gateway with `bytes` as its request, whatever they are, and answers the status the call ended with. */
function statusOf(client: Client, method: string, bytes: Buffer, metadata: Metadata): Promise<Status> {
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

/** Tokens, roles and hostile input on the gateway: refused with gRPC statuses, the engine serving on. */
describe('the gRPC gateway: tokens, roles and hostile input', () => {
  let engine: TestEngine;
  let port: number;
  let typed: Client & Record<string, (request: object, metadata: Metadata, done: (error: ServiceError | null) => void) => void>;
  let raw: Client;
  let asWorker: Metadata;

  beforeAll(async () => {
    port = await freePort();
    engine = await startTestEngine({ env: { AUTH: 'oidc', GRPC_PORT: String(port) } });
    typed = new Gateway(`127.0.0.1:${port}`, credentials.createInsecure()) as typeof typed;
    raw = typed;
    asWorker = new Metadata();
    asWorker.set('authorization', `Bearer ${await workerToken(engine.baseUrl)}`);
  });
  afterAll(async () => {
    typed?.close();
    await engine?.close();
  });

  const typedStatus = (method: string, request: object, metadata: Metadata) =>
    new Promise<Status>((resolve) =>
      typed[method]?.(request, metadata, (error) => resolve(error ? { code: error.code, details: error.details } : { code: 0, details: '' })),
    );

  it('should refuse a call without a bearer token: UNAUTHENTICATED', async () => {
    const client = zeebeGrpcClient(port);
    const refusal = await client.topology().then(
      () => null,
      (error: { code?: number }) => error,
    );
    await client.close();

    expect(refusal?.code).toBe(16);
  });

  it('should serve a worker with its token: deploy, start, activate and complete', async () => {
    const client = zeebeGrpcClient(port, await workerToken(engine.baseUrl));
    try {
      await client.deployResource({ processFilename: WORK_MODEL });
      const created = await client.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
      const [job] = await client.activateJobs({ type: 'grpc-work', worker: 'w', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });
      await client.completeJob({ jobKey: job?.key ?? '', variables: {} });

      expect(job?.processInstanceKey).toBe(created.processInstanceKey);
    } finally {
      await client.close();
    }
  });

  it("should refuse an operation the caller's roles do not allow: PERMISSION_DENIED, as REST's 403", async () => {
    const asReviewer = new Metadata();
    asReviewer.set('authorization', `Bearer ${await userToken(engine.baseUrl, 'alice')}`);

    const refusal = await typedStatus('PublishMessage', { name: 'm', correlationKey: 'k' }, asReviewer);

    expect(refusal.code).toBe(7);
    expect(refusal.details).toMatch(/needs one of the roles developer, admin; alice has reviewer/);
  });

  it('should answer UNIMPLEMENTED naming an RPC of the gateway that Baton does not serve', async () => {
    const refusal = await typedStatus('EvaluateDecision', { decisionId: 'd' }, asWorker);

    expect(refusal.code).toBe(12);
    expect(refusal.details).toMatch(/does not serve the RPC EvaluateDecision/);
  });

  it('should answer UNIMPLEMENTED for an RPC the gateway does not declare', async () => {
    expect((await statusOf(raw, 'NoSuchRpc', Buffer.alloc(0), asWorker)).code).toBe(12);
  });

  it('should refuse a message that is not a message of its RPC, and serve on', async () => {
    // field 2 (a string) announced 16 bytes long, and 1 byte sent
    const malformed = await statusOf(raw, 'PublishMessage', Buffer.from([0x12, 0x10, 0x41]), asWorker);

    expect(malformed.code).not.toBe(0);
    expect((await typedStatus('Topology', {}, asWorker)).code).toBe(0);
  });

  it('should refuse variables that are not a JSON object: INVALID_ARGUMENT naming the field', async () => {
    const refusal = await typedStatus('PublishMessage', { name: 'm', correlationKey: 'k', variables: '[1, 2]' }, asWorker);

    expect(refusal).toEqual({
      code: 3,
      details:
        "Command 'PUBLISH' rejected with code 'INVALID_ARGUMENT': Property 'variables' is invalid: Expected document to be a root level object, but was 'ARRAY'",
    });
  });

  it('should refuse a message larger than 4 MiB: RESOURCE_EXHAUSTED, and serve on', async () => {
    const huge = JSON.stringify({ blob: 'x'.repeat(5 * 1024 * 1024) });

    const refusal = await typedStatus('PublishMessage', { name: 'm', correlationKey: 'k', variables: huge }, asWorker);

    expect(refusal.code).toBe(8);
    expect((await typedStatus('Topology', {}, asWorker)).code).toBe(0);
  });
});
