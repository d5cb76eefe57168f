import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const path = (name: string) => fileURLToPath(new URL(`./call-activity.${name}.bpmn`, import.meta.url));

/** An operator's tool written against the official client (res:strict) sees call hierarchies as on Camunda. */
describe('call activities with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([path('callee'), path('caller'), path('nested'), path('missing')]);
  });
  afterAll(() => engine?.close());

  it('should find a child by its parent, with its parent and root keys, and answer its call hierarchy', async () => {
    const root = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'caller-nested', variables: { childProcess: 'caller' } }),
    );
    await waitUntilIdle(engine);

    const children = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: { parentProcessInstanceKey: root.processInstanceKey } }),
      CONSISTENT,
    );
    const [child] = children.items;
    const grandchildren = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: { parentProcessInstanceKey: child?.processInstanceKey } }),
      CONSISTENT,
    );
    const [grandchild] = grandchildren.items;
    const fetched = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: grandchild?.processInstanceKey }), CONSISTENT);
    const hierarchy = await camunda.getProcessInstanceCallHierarchy(
      input('getProcessInstanceCallHierarchy', { processInstanceKey: grandchild?.processInstanceKey }),
      CONSISTENT,
    );

    expect(children.items).toHaveLength(1);
    expect(child).toMatchObject({
      processDefinitionId: 'caller',
      parentProcessInstanceKey: root.processInstanceKey,
      rootProcessInstanceKey: root.processInstanceKey,
    });
    expect(fetched).toMatchObject({
      processDefinitionId: 'callee',
      parentProcessInstanceKey: child?.processInstanceKey,
      rootProcessInstanceKey: root.processInstanceKey,
    });
    expect(hierarchy.map((entry) => [entry.processInstanceKey, entry.processDefinitionName])).toEqual([
      [root.processInstanceKey, 'Nested caller'],
      [child?.processInstanceKey, 'Caller'],
      [grandchild?.processInstanceKey, 'Callee'],
    ]);
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: root.processInstanceKey }));
  });

  it("should list a grandchild's incident among the root's, each result naming the root", async () => {
    // given a root whose grandchild's job failed without retries left
    const root = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'caller-nested', variables: { childProcess: 'caller' } }),
    );
    await waitUntilIdle(engine);
    const { items: jobs } = await camunda.searchJobs(input('searchJobs', { filter: { type: 'callee-work', state: 'CREATED' } }), CONSISTENT);
    const job = jobs.find((candidate) => candidate.rootProcessInstanceKey === root.processInstanceKey);
    expect(job).toBeDefined();
    const [activated] = (
      await camunda.activateJobs(input('activateJobs', { type: 'callee-work', maxJobsToActivate: 10, timeout: 60_000, worker: 'w' }))
    ).jobs.filter((candidate) => candidate.jobKey === job?.jobKey);
    expect(activated?.rootProcessInstanceKey).toBe(root.processInstanceKey);
    await camunda.failJob(input('failJob', { jobKey: job?.jobKey, retries: 0, errorMessage: 'no stock' }));
    await waitUntilIdle(engine);

    // when
    const ofRoot = await camunda.searchProcessInstanceIncidents(
      input('searchProcessInstanceIncidents', { processInstanceKey: root.processInstanceKey }),
      CONSISTENT,
    );
    const ofRootOnly = await camunda.searchProcessInstanceIncidents(
      input('searchProcessInstanceIncidents', { processInstanceKey: root.processInstanceKey, filter: { processInstanceKey: root.processInstanceKey } }),
      CONSISTENT,
    );

    // then
    expect(ofRoot.items.map((incident) => [incident.processInstanceKey, incident.rootProcessInstanceKey, incident.errorMessage])).toEqual([
      [job?.processInstanceKey, root.processInstanceKey, 'no stock'],
    ]);
    expect(job?.processInstanceKey).not.toBe(root.processInstanceKey);
    expect(ofRootOnly.items).toEqual([]);

    // and the root and the child between them have an incident too, as Operate shows the call tree
    const tree = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: { processDefinitionId: { $in: ['caller-nested', 'caller', 'callee'] }, hasIncident: true } }),
      CONSISTENT,
    );
    const withIncident = tree.items.filter((instance) => instance.rootProcessInstanceKey === root.processInstanceKey);
    expect(withIncident.map((instance) => instance.processDefinitionId).sort()).toEqual(['callee', 'caller', 'caller-nested']);
    const fetchedRoot = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: root.processInstanceKey }), CONSISTENT);
    expect(fetchedRoot.hasIncident).toBe(true);
    const middle = withIncident.find((instance) => instance.processDefinitionId === 'caller');
    const fetchedMiddle = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: middle?.processInstanceKey ?? '' }), CONSISTENT);
    expect(fetchedMiddle.hasIncident).toBe(true);
    // and so a search says of them that neither filters nor sorts by it, and a sort by it puts them first
    const ofTree = { processDefinitionId: { $in: ['caller-nested', 'caller', 'callee'] } };
    const unfiltered = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: ofTree }), CONSISTENT);
    const flags = unfiltered.items.filter((instance) => instance.rootProcessInstanceKey === root.processInstanceKey);
    expect(flags.map((instance) => [instance.processDefinitionId, instance.hasIncident]).sort()).toEqual([
      ['callee', true],
      ['caller', true],
      ['caller-nested', true],
    ]);
    const sorted = await camunda.searchProcessInstances(
      input('searchProcessInstances', { filter: ofTree, sort: [{ field: 'hasIncident', order: 'DESC' }] }),
      CONSISTENT,
    );
    const order = sorted.items.map((instance) => instance.hasIncident);
    expect(order).toEqual([...order].sort().reverse());
    const without = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { ...ofTree, hasIncident: false } }), CONSISTENT);
    expect(without.items.filter((instance) => instance.rootProcessInstanceKey === root.processInstanceKey)).toEqual([]);
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: root.processInstanceKey }));
  });

  it('should show a called process that is not deployed as a CALLED_ELEMENT_ERROR incident', async () => {
    const instance = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'caller-missing' }));

    const incidents = await camunda.searchIncidents(
      input('searchIncidents', { filter: { processInstanceKey: instance.processInstanceKey, errorType: 'CALLED_ELEMENT_ERROR' } }),
      CONSISTENT,
    );

    expect(incidents.items.map((incident) => [incident.elementId, incident.errorMessage])).toEqual([
      ['call-late', "Expected process with BPMN process id 'late-callee' to be deployed, but not found."],
    ]);
  });
});
