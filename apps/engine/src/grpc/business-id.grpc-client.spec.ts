import { readFileSync } from 'node:fs';
import type { ServiceError } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessInstanceResult } from '@baton/api-contract';
import { bearer, type GatewayClient, gatewayClient, unaryCall } from '../testing/gateway-client.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** An order process with a none and a message start event (the business id specs' model), and one that ends at once. */
const ORDER_MODEL = readFileSync(new URL('../process-instances/business-id-uniqueness.bpmn', import.meta.url), 'utf8');
const AT_ONCE_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="grpc-at-once-definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="grpc-at-once" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-end" sourceRef="start" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

interface Created {
  processInstanceKey: string;
  tags: string[];
  businessId?: string;
}

/**
 * Business ids over the gateway (the fields of Camunda 8.9's CreateProcessInstance and 8.10's PublishMessage), with
 * BUSINESS_ID_UNIQUENESS on, sent by a plain client of gateway.proto.
 */
describe('the gRPC gateway: business ids', () => {
  let engine: TestEngine;
  let client: GatewayClient;
  let rest: HttpClient;

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port), BUSINESS_ID_UNIQUENESS: 'true' } });
    client = gatewayClient(port);
    rest = new HttpClient(engine.baseUrl);
    expect((await rest.deploy({ 'business-id-uniqueness.bpmn': ORDER_MODEL, 'grpc-at-once.bpmn': AT_ONCE_MODEL })).status).toBe(200);
  });
  afterAll(async () => {
    client?.close();
    await engine?.close();
  });

  const create = (request: object) => unaryCall(client, 'CreateProcessInstance', { bpmnProcessId: 'business-id-order', version: -1, ...request }, bearer());
  const instancesWith = async (businessId: string) =>
    (
      await rest.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', {
        filter: { processDefinitionId: 'business-id-order', businessId },
      })
    ).body.items.map((item) => `${item.state} ${item.businessId} ${item.tags.join(',')}`);

  it('should start an instance with the business id and tags of CreateProcessInstance, answer them, and refuse a second one as Zeebe does', async () => {
    const created = (await create({ businessId: 'grpc-order-1', tags: ['grpc', 'eu'] })) as Created;

    expect(created).toMatchObject({ businessId: 'grpc-order-1', tags: ['grpc', 'eu'] });
    expect(await instancesWith('grpc-order-1')).toEqual(['ACTIVE grpc-order-1 grpc,eu']);
    const refused = await create({ businessId: 'grpc-order-1' }).then(
      () => null,
      (error: ServiceError) => error,
    );
    expect(refused?.code).toBe(6); // ALREADY_EXISTS
    expect(refused?.details).toBe(
      "Command 'CREATE' rejected with code 'ALREADY_EXISTS': Expected to create instance of process with business id 'grpc-order-1', but an instance with this business id already exists for process definition 'business-id-order'",
    );
  });

  it('should leave the business id out of the answer when the creation gave none', async () => {
    const created = (await create({})) as Created;

    expect(created.businessId).toBeUndefined();
    expect(created.tags).toEqual([]);
  });

  it('should answer the business id of an instance awaited with CreateProcessInstanceWithResult', async () => {
    const request = { bpmnProcessId: 'grpc-at-once', version: -1, businessId: 'grpc-at-once-1' };

    const done = (await unaryCall(client, 'CreateProcessInstanceWithResult', { request }, bearer())) as Created & { variables: string };

    expect(done).toMatchObject({ businessId: 'grpc-at-once-1', variables: '{}' });
  });

  it("should give PublishMessage's business id to the instance a message start event starts, and hold the message while one runs with it", async () => {
    const publish = (businessId: string) =>
      unaryCall(client, 'PublishMessage', { name: 'business-id-order-placed', correlationKey: '', timeToLive: '3600000', businessId }, bearer());

    await publish('grpc-order-2');
    await publish('grpc-order-2');

    // the second waits, buffered, for the first instance with the business id to end
    expect(await instancesWith('grpc-order-2')).toEqual(['ACTIVE grpc-order-2 ']);
  });
});
