import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient, CONSISTENT, completeOneJob, elementStatesOf, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./inclusive-gateway.branch-ends.bpmn', import.meta.url));

/** An inclusive join across commands: its waiting token is stored, and a branch ending elsewhere releases it. */
describe('inclusive join over HTTP with the official Camunda 8 client', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
  });
  afterAll(() => engine?.close());

  it('should keep the join waiting while the other branch can reach it, and release it when that branch ends at an end event', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'inclusive-branch-ends' }));

    // when the first branch arrives, then the join waits for the other one
    expect(await completeOneJob(camunda, 'inclusive-review')).toBe('review');
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual(['start COMPLETED', 'fork COMPLETED', 'review COMPLETED', 'check ACTIVE']);

    // when the other branch ends at an end event instead of reaching the join
    expect(await completeOneJob(camunda, 'inclusive-check', { ok: false })).toBe('check');

    // then the join fires with the token it has, in the same command
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual([
      'start COMPLETED',
      'fork COMPLETED',
      'review COMPLETED',
      'check COMPLETED',
      'decide COMPLETED',
      'rejected COMPLETED',
      'join COMPLETED',
      'end COMPLETED',
    ]);
    const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT);
    expect(instance.state).toBe('COMPLETED');
  });
});
