import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, elementStatesOf, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./ad-hoc-activation.bpmn', import.meta.url));

/** `POST /v2/element-instances/ad-hoc-activities/{key}/activation` driven by the official client, answers checked against Camunda's schemas. */
describe('activating ad-hoc activities with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
  });
  afterAll(() => engine?.close());

  async function startTools(): Promise<{ processInstanceKey: string; adHocKey: string }> {
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'ad-hoc-tools' }));
    const found = await camunda.searchElementInstances(input('searchElementInstances', { filter: { processInstanceKey, elementId: 'tools' } }), CONSISTENT);
    const [tools] = found.items;
    expect(tools?.type).toBe('AD_HOC_SUB_PROCESS');
    return { processInstanceKey, adHocKey: tools?.elementInstanceKey ?? '' };
  }

  it('should start the activities asked for, with their variables, and complete the ad-hoc sub-process when they are done', async () => {
    // given
    const { processInstanceKey, adHocKey } = await startTools();
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual(['start COMPLETED', 'tools ACTIVE']);

    // when
    await camunda.activateAdHocSubProcessActivities(
      input('activateAdHocSubProcessActivities', {
        adHocSubProcessInstanceKey: adHocKey,
        elements: [{ elementId: 'lookup', variables: { toolCall: { email: 'ann@example.com' } } }],
      }),
    );
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'lookup', timeout: 60_000, maxJobsToActivate: 1, requestTimeout: 5_000 }));
    const [lookup] = jobs;
    await camunda.completeJob(input('completeJob', { jobKey: lookup?.jobKey, variables: { customer: 'Ann' } }));

    // then
    expect(lookup?.variables).toMatchObject({ email: 'ann@example.com', toolCall: { email: 'ann@example.com' } });
    expect((await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state).toBe('COMPLETED');
  });

  it("should answer Camunda's problems: an element that is no activity of it, an activity twice, a key that is no active ad-hoc sub-process", async () => {
    const { processInstanceKey, adHocKey } = await startTools();
    const activate = (adHocSubProcessInstanceKey: string, elementIds: string[]) =>
      refusalOf(
        camunda.activateAdHocSubProcessActivities(
          input('activateAdHocSubProcessActivities', { adHocSubProcessInstanceKey, elements: elementIds.map((elementId) => ({ elementId })) }),
        ),
      );

    expect(await activate(adHocKey, ['send'])).toMatchObject({
      status: 404,
      detail: `Expected to activate activities for ad-hoc sub-process with key '${adHocKey}', but the given elements [send] do not exist.`,
    });
    expect(await activate(adHocKey, ['draft', 'draft'])).toMatchObject({ status: 400, detail: expect.stringContaining('duplicate activities were given') });
    expect(await activate(processInstanceKey, ['draft'])).toMatchObject({
      status: 404,
      detail: `Expected to activate activities for ad-hoc sub-process but no ad-hoc sub-process instance found with key '${processInstanceKey}'.`,
    });
    expect(await activate('2251799813999999', ['draft'])).toMatchObject({ status: 404 });
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual(['start COMPLETED', 'tools ACTIVE']);
  });
});
