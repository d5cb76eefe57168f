import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));

/** `GET /v2/resources/{key}` and its content, with the official client (res:strict). */
describe('a deployed resource and its content, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let processDefinitionKey: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    const deployed = await camunda.deployResourcesFromFiles([PICK_SHIP]);
    processDefinitionKey = deployed.processes[0]?.processDefinitionKey as string;
  });
  afterAll(() => engine?.close());

  it('should describe a deployed process by its key, and give its file as deployed', async () => {
    const resource = await camunda.getResource(input('getResource', { resourceKey: processDefinitionKey }));
    const content = await camunda.getResourceContent(input('getResourceContent', { resourceKey: processDefinitionKey }));

    expect(resource).toEqual({
      resourceName: 'process-instance-search.pick-ship.bpmn',
      version: 1,
      versionTag: null,
      resourceId: 'pick-ship',
      tenantId: '<default>',
      resourceKey: processDefinitionKey,
    });
    expect(content).toBe(readFileSync(PICK_SHIP, 'utf8'));
  });

  it('should answer 404 for a key no resource has', async () => {
    const refusal = await refusalOf(camunda.getResource(input('getResource', { resourceKey: '2251799813999999' })));

    expect(refusal).toMatchObject({ status: 404 });
  });
});
