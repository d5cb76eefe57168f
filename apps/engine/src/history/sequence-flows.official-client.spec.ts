import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient, CONSISTENT, completeOneJob, elementStatesOf, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./sequence-flows.inclusive.bpmn', import.meta.url));

/** An inclusive fork and join over HTTP, and the flows it took as Camunda reports them (res:strict). */
describe('taken sequence flows of an inclusive fork and join with the official Camunda 8 client', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
  });
  afterAll(() => engine?.close());

  const completeJob = (type: string) => completeOneJob(camunda, type);
  const elementsOf = (processInstanceKey: string) => elementStatesOf(camunda, processInstanceKey);

  async function flowsOf(processInstanceKey: string): Promise<string[]> {
    const flows = await camunda.getProcessInstanceSequenceFlows(input('getProcessInstanceSequenceFlows', { processInstanceKey }), CONSISTENT);
    for (const flow of flows.items) {
      expect(flow).toMatchObject({
        processInstanceKey,
        rootProcessInstanceKey: processInstanceKey,
        processDefinitionId: 'inclusive-flows',
        sequenceFlowId: `${processInstanceKey}_${flow.elementId}`,
      });
    }
    return flows.items.map((flow) => flow.elementId);
  }

  it('should fork into the true branches, join once both arrived, and list each taken flow once', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'inclusive-flows', variables: { physical: true, value: 500, gift: false } }),
    );
    expect(await elementsOf(processInstanceKey)).toEqual(['start COMPLETED', 'fork COMPLETED', 'pack ACTIVE', 'insure ACTIVE']);

    // when one branch arrives, then the join waits
    await completeJob('inclusive-insure');
    expect(await elementsOf(processInstanceKey)).toEqual(['start COMPLETED', 'fork COMPLETED', 'pack ACTIVE', 'insure COMPLETED']);

    // when the other arrives, then it joins once
    await completeJob('inclusive-pack');
    expect(await elementsOf(processInstanceKey)).toEqual([
      'start COMPLETED',
      'fork COMPLETED',
      'pack COMPLETED',
      'insure COMPLETED',
      'join COMPLETED',
      'end COMPLETED',
    ]);
    expect(await flowsOf(processInstanceKey)).toEqual(['start-fork', 'fork-pack', 'fork-insure', 'insure-join', 'pack-join', 'join-end']);
  });

  it('should take the default flow straight to the join when no condition holds', async () => {
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'inclusive-flows', variables: { physical: false, value: 5, gift: false } }),
    );
    expect(await flowsOf(processInstanceKey)).toEqual(['start-fork', 'fork-none', 'join-end']);
    const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT);
    expect(instance.state).toBe('COMPLETED');
  });

  it('should answer no flows for an instance that does not exist', async () => {
    const flows = await camunda.getProcessInstanceSequenceFlows(
      input('getProcessInstanceSequenceFlows', { processInstanceKey: '2251799813685999' }),
      CONSISTENT,
    );
    expect(flows.items).toEqual([]);
  });
});
