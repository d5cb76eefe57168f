import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { bearer, gatewayClient, unaryCall } from '../testing/gateway-client.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));

interface Instance {
  state: string;
  processDefinitionKey: string;
}
interface ElementInstance {
  elementId: string;
  elementInstanceKey: string;
  state: string;
}
interface Variable {
  name: string;
  value: string;
}

/** Deployments and process instances over the gateway, with the Node SDK's gRPC client, checked through the REST API. */
describe('the gRPC gateway: deployments and process instances (ZeebeGrpcClient)', () => {
  let engine: TestEngine;
  let zeebe: ZeebeGrpcClient;
  let rest: HttpClient;
  let processDefinitionKey: string;
  let port: number;

  const stateOf = async (key: string) => (await rest.get<Instance>(`/v2/process-instances/${key}`)).body.state;
  const elementsOf = async (key: string) =>
    (await rest.post<{ items: ElementInstance[] }>('/v2/element-instances/search', { filter: { processInstanceKey: key } })).body.items;

  beforeAll(async () => {
    port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    zeebe = zeebeGrpcClient(port);
    rest = new HttpClient(engine.baseUrl);
    const deployed = await zeebe.deployResource({ processFilename: WORK_MODEL });
    processDefinitionKey = deployed.deployments[0]?.process?.processDefinitionKey ?? '';
  });
  afterAll(async () => {
    await zeebe?.close();
    await engine?.close();
  });

  it('should answer the topology of the engine: one broker, one healthy leader partition, gateway 8.8', async () => {
    const topology = await zeebe.topology();

    expect(topology).toMatchObject({ clusterSize: 1, partitionsCount: 1, replicationFactor: 1, gatewayVersion: '8.8.0' });
    expect(topology.brokers[0]?.partitions).toEqual([{ partitionId: 1, role: 'LEADER', health: 'HEALTHY' }]);
  });

  it('should deploy a model that the REST API then serves as a process definition', async () => {
    const definition = await rest.get<{ processDefinitionId: string; version: number }>(`/v2/process-definitions/${processDefinitionKey}`);

    expect(definition.status).toBe(200);
    expect(definition.body).toMatchObject({ processDefinitionId: 'grpc-work', version: 1 });
  });

  it('should deploy with the deprecated DeployProcess, as clients before Camunda 8 do', async () => {
    const client = gatewayClient(port);
    try {
      const deployed = await unaryCall(client, 'DeployProcess', { processes: [{ name: 'grpc-work.bpmn', definition: readFileSync(WORK_MODEL) }] }, bearer());

      // the same model again: the definition deployed first, as Zeebe answers a deployment that changes nothing
      expect(deployed).toMatchObject({ processes: [{ bpmnProcessId: 'grpc-work', version: 1, processDefinitionKey, tenantId: '<default>' }] });
    } finally {
      client.close();
    }
  });

  it('should start an instance by its process id, which then waits at its job, and cancel it', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: { orderId: 'o-1' } });
    const waiting = await stateOf(created.processInstanceKey);

    await zeebe.cancelProcessInstance(created.processInstanceKey);

    expect(created).toMatchObject({ bpmnProcessId: 'grpc-work', version: 1, processDefinitionKey, tenantId: '<default>' });
    expect(waiting).toBe('ACTIVE');
    expect(await stateOf(created.processInstanceKey)).toBe('TERMINATED');
  });

  it('should answer a creation with its result once a worker completed the instance', async () => {
    const worker = zeebe.createWorker({
      taskType: 'grpc-work',
      taskHandler: (job) => job.complete({ charged: job.variables.amount }),
      pollInterval: 100,
    });
    try {
      const result = await zeebe.createProcessInstanceWithResult({ bpmnProcessId: 'grpc-work', variables: { amount: 42 }, requestTimeout: 20_000 });

      expect(result.variables).toEqual({ amount: 42, charged: 42 });
      expect(await stateOf(result.processInstanceKey)).toBe('COMPLETED');
    } finally {
      await worker.close();
    }
  });

  it("should answer DEADLINE_EXCEEDED when the instance did not complete within the creation's request timeout", async () => {
    const refusal = await zeebe.createProcessInstanceWithResult({ bpmnProcessId: 'grpc-work', variables: {}, requestTimeout: 300 }).then(
      () => null,
      (error: { code?: number; details?: string }) => error,
    );

    expect(refusal?.code).toBe(4);
    expect(refusal?.details).toBe('Expected to handle request, but request timed out between gateway and broker');
  });

  it('should set variables on an instance, as the REST variable search then shows', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });

    await zeebe.setVariables({ elementInstanceKey: created.processInstanceKey, variables: { approved: true }, local: false });

    const found = await rest.post<{ items: Variable[] }>('/v2/variables/search', { filter: { processInstanceKey: created.processInstanceKey } });
    expect(found.body.items.map(({ name, value }) => `${name}=${value}`)).toEqual(['approved=true']);
    await zeebe.cancelProcessInstance(created.processInstanceKey);
  });

  it('should refuse an unknown process as Zeebe does: NOT_FOUND, naming the command and the rejection', async () => {
    const refusal = await zeebe.createProcessInstance({ bpmnProcessId: 'no-such-process', variables: {} }).then(
      () => null,
      (error: { code?: number; details?: string }) => error,
    );

    expect(refusal?.code).toBe(5);
    expect(refusal?.details).toMatch(/^Command 'CREATE' rejected with code 'NOT_FOUND': .*no-such-process/);
  });

  it('should modify an instance: its waiting task terminated, its end event activated, so it completes', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
    const [work] = await elementsOf(created.processInstanceKey).then((items) => items.filter(({ elementId }) => elementId === 'work'));

    await zeebe.modifyProcessInstance({
      processInstanceKey: created.processInstanceKey,
      terminateInstructions: [{ elementInstanceKey: work?.elementInstanceKey ?? '' }],
      activateInstructions: [{ elementId: 'end', ancestorElementInstanceKey: '-1', variableInstructions: [{ variables: { skipped: true }, scopeId: '' }] }],
    });

    expect(await stateOf(created.processInstanceKey)).toBe('COMPLETED');
    expect((await elementsOf(created.processInstanceKey)).map(({ elementId, state }) => `${elementId} ${state}`).sort()).toContain('work TERMINATED');
  });

  it("should migrate an instance to another version of its process, which the REST API then shows as the instance's definition", async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', version: 1, variables: {} });
    const second = readFileSync(WORK_MODEL, 'utf8').replace('name="gRPC work"', 'name="gRPC work, second version"');
    const deployed = await zeebe.deployResource({ name: 'grpc-work.bpmn', process: Buffer.from(second) });
    const target = deployed.deployments[0]?.process?.processDefinitionKey ?? '';

    await zeebe.migrateProcessInstance({
      processInstanceKey: created.processInstanceKey,
      migrationPlan: { targetProcessDefinitionKey: target, mappingInstructions: [{ sourceElementId: 'work', targetElementId: 'work' }] },
    });

    expect(deployed.deployments[0]?.process?.version).toBe(2);
    expect((await rest.get<Instance>(`/v2/process-instances/${created.processInstanceKey}`)).body).toMatchObject({
      state: 'ACTIVE',
      processDefinitionKey: target,
    });
  });

  it('should delete a deployed process, which the REST API then no longer serves', async () => {
    const deployed = await zeebe.deployResource({ processFilename: WORK_MODEL });
    const key = deployed.deployments[0]?.process?.processDefinitionKey ?? '';

    await zeebe.deleteResource({ resourceKey: key });

    await eventually(async () => (await rest.get(`/v2/process-definitions/${key}`)).status, 404);
  });
});
