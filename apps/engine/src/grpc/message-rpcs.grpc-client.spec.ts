import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const EVENTS_MODEL = fileURLToPath(new URL('./grpc-events.bpmn', import.meta.url));

/** Messages and signals over the gateway, with the Node SDK's gRPC client, checked through the REST API. */
describe('the gRPC gateway: messages and signals (ZeebeGrpcClient)', () => {
  let engine: TestEngine;
  let zeebe: ZeebeGrpcClient;
  let rest: HttpClient;

  const stateOf = async (key: string) => (await rest.get<{ state: string }>(`/v2/process-instances/${key}`)).body.state;

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    zeebe = zeebeGrpcClient(port);
    rest = new HttpClient(engine.baseUrl);
    await zeebe.deployResource({ processFilename: EVENTS_MODEL });
  });
  afterAll(async () => {
    await zeebe?.close();
    await engine?.close();
  });

  it('should publish a message that the waiting instance of its correlation key takes, with its variables', async () => {
    const waiting = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-payment', variables: { orderId: 'order-7' } });
    const other = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-payment', variables: { orderId: 'order-8' } });

    const published = await zeebe.publishMessage({ name: 'grpc-paid', correlationKey: 'order-7', variables: { paidBy: 'card' }, timeToLive: 0 });

    expect(published.key).toMatch(/^\d+$/);
    expect(await stateOf(waiting.processInstanceKey)).toBe('COMPLETED');
    expect(await stateOf(other.processInstanceKey)).toBe('ACTIVE');
    const variables = await rest.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', {
      filter: { processInstanceKey: waiting.processInstanceKey, name: 'paidBy' },
    });
    expect(variables.body.items.map(({ value }) => value)).toEqual(['"card"']);
  });

  it('should refuse a message id published twice as Zeebe does: ALREADY_EXISTS', async () => {
    const message = { name: 'grpc-paid', correlationKey: 'nobody', messageId: 'once', timeToLive: 60_000, variables: {} };
    await zeebe.publishMessage(message);

    const refusal = await zeebe.publishMessage(message).then(
      () => null,
      (error: { code?: number; details?: string }) => error,
    );

    expect(refusal?.code).toBe(6);
    expect(refusal?.details).toMatch(/^Command 'PUBLISH' rejected with code 'ALREADY_EXISTS'/);
  });

  it('should broadcast a signal that the waiting instances catch', async () => {
    const waiting = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-signal', variables: {} });

    const broadcast = await zeebe.broadcastSignal({ signalName: 'grpc-go', variables: {} });

    expect(broadcast.key).toMatch(/^\d+$/);
    await eventually(() => stateOf(waiting.processInstanceKey), 'COMPLETED');
  });
});
