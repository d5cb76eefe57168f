import type { AuditLogResult, DeploymentResult, ProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** A process started by hand or by the message 'order-placed'; its job type names the version. */
const model = (jobType: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/deletion">
  <bpmn:message id="placed-message" name="order-placed" />
  <bpmn:process id="deletable" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:startEvent id="placed"><bpmn:messageEventDefinition messageRef="placed-message" /></bpmn:startEvent>
    <bpmn:sequenceFlow id="start-to-work" sourceRef="start" targetRef="work" />
    <bpmn:sequenceFlow id="placed-to-work" sourceRef="placed" targetRef="work" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="${jobType}" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="work-to-end" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** A parent whose call activity runs the child process, which waits at a job. */
const CALLS = {
  'deletable-parent.bpmn': `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="p" targetNamespace="http://baton.dev/deletion">
  <bpmn:process id="deletable-parent" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-to-call" sourceRef="start" targetRef="call" />
    <bpmn:callActivity id="call"><bpmn:extensionElements><zeebe:calledElement processId="deletable-child" /></bpmn:extensionElements></bpmn:callActivity>
    <bpmn:sequenceFlow id="call-to-end" sourceRef="call" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`,
  'deletable-child.bpmn': `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="c" targetNamespace="http://baton.dev/deletion">
  <bpmn:process id="deletable-child" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-to-work" sourceRef="start" targetRef="work" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="child-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="work-to-end" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`,
};

/** Version `answer` of the decision graph 'deletable-rules', whose one decision answers it. */
const rules = (answer: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="deletable-rules" name="Deletable rules" namespace="http://baton.dev/deletion">
  <decision id="deletable-rule" name="Deletable rule"><literalExpression><text>"${answer}"</text></literalExpression></decision>
</definitions>`;

/** A process whose business rule task evaluates the latest 'deletable-rule' into `answer`. */
const RULE_CALLER = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="r" targetNamespace="http://baton.dev/deletion">
  <bpmn:process id="deletable-rule-caller" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="start-to-decide" sourceRef="start" targetRef="decide" />
    <bpmn:businessRuleTask id="decide"><bpmn:extensionElements><zeebe:calledDecision decisionId="deletable-rule" resultVariable="answer" /></bpmn:extensionElements></bpmn:businessRuleTask>
    <bpmn:sequenceFlow id="decide-to-end" sourceRef="decide" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

const FORM = JSON.stringify({ id: 'deletable-form', type: 'default', components: [{ type: 'textfield', key: 'name', label: 'Name' }] });

describe('POST /v2/resources/{resourceKey}/deletion', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  async function deploy(files: Record<string, string>) {
    const deployed = await http.deploy<DeploymentResult>(files);
    expect(deployed.status).toBe(200);
    return deployed.body.deployments[0] ?? {};
  }
  const deployProcess = async (jobType: string) => {
    const deployed = await deploy({ 'deletable.bpmn': model(jobType) });
    return { key: deployed.processDefinition?.processDefinitionKey ?? '', version: deployed.processDefinition?.processDefinitionVersion };
  };
  const start = async (body: Record<string, unknown>) =>
    http.post<{ processInstanceKey: string; processDefinitionVersion: number }>('/v2/process-instances', body);
  const instance = async (key: string) => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body;
  const deletion = (key: string, body?: Record<string, unknown>) => http.post<{ detail?: string; resourceKey?: string }>(`/v2/resources/${key}/deletion`, body);
  const audit = async (filter: Record<string, unknown>) =>
    (await http.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', { filter, sort: [{ field: 'auditLogKey' }] })).body.items;

  it('should refuse to delete a process definition that running instances use, and change nothing', async () => {
    // given
    const v1 = await deployProcess('work-v1');
    const running = (await start({ processDefinitionKey: v1.key })).body.processInstanceKey;

    // when
    const refused = await deletion(v1.key, { reason: 'clean-up' });

    // then
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      `Expected to delete process definition 'deletable' version 1 (key ${v1.key}), but 1 running process instance(s) use it (${running}): ` +
        'migrate them to another version or cancel them first, or send "cancelRunningInstances": true to cancel them with the deletion',
    );
    expect((await http.get(`/v2/process-definitions/${v1.key}`)).status).toBe(200);
    expect((await instance(running)).state).toBe('ACTIVE');
    expect((await audit({ entityKey: v1.key })).map((entry) => [entry.entityType, entry.operationType, entry.result, entry.annotation])).toEqual([
      ['RESOURCE', 'DELETE', 'FAIL', `process definition 'deletable' version 1 (key ${v1.key}); reason: clean-up`],
    ]);
  });

  it('should cancel the running instances when asked, delete the version, and let the previous one be the latest again', async () => {
    // given version 2, with an instance of it and one of version 1
    const v1Key = (
      await http.post<{ items: { processDefinitionKey: string }[] }>('/v2/process-definitions/search', { filter: { processDefinitionId: 'deletable' } })
    ).body.items[0]?.processDefinitionKey;
    const v2 = await deployProcess('work-v2');
    expect(v2.version).toBe(2);
    const onV2 = (await start({ processDefinitionKey: v2.key })).body.processInstanceKey;

    // when
    const deleted = await deletion(v2.key, { cancelRunningInstances: true, operationReference: 7, reason: 'wrong job type' });

    // then the version is gone for new work, its instance is canceled and the operator's action is in the audit log
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ resourceKey: v2.key, batchOperation: null });
    expect((await instance(onV2)).state).toBe('TERMINATED');
    expect((await http.get(`/v2/process-definitions/${v2.key}`)).status).toBe(404);
    expect((await http.get(`/v2/process-definitions/${v2.key}/xml`)).status).toBe(200);
    expect((await start({ processDefinitionKey: v2.key })).status).toBe(404);
    const search = await http.post<{ items: { processDefinitionKey: string }[] }>('/v2/process-definitions/search', {
      filter: { processDefinitionId: 'deletable', isLatestVersion: true },
    });
    expect(search.body.items.map((item) => item.processDefinitionKey)).toEqual([v1Key]);
    expect((await start({ processDefinitionId: 'deletable' })).body.processDefinitionVersion).toBe(1);
    expect((await deletion(v2.key)).status).toBe(404);
    expect((await audit({ entityKey: v2.key })).map((entry) => [entry.entityType, entry.operationType, entry.result, entry.annotation])).toEqual([
      ['RESOURCE', 'DELETE', 'SUCCESS', `process definition 'deletable' version 2 (key ${v2.key}); reason: wrong job type; operationReference: 7`],
    ]);
    expect((await audit({ processInstanceKey: onV2 })).map((entry) => [entry.operationType, entry.result, entry.annotation])).toEqual([
      ['CANCEL', 'SUCCESS', `with the deletion of process definition 'deletable' version 2 (key ${v2.key})`],
    ]);

    // and the message start event of version 1 waits again
    expect((await http.post('/v2/messages/publication', { name: 'order-placed', correlationKey: '', timeToLive: 0 })).status).toBe(200);
    await eventually(async () => {
      const started = await http.post<{ items: { processDefinitionKey: string }[] }>('/v2/element-instances/search', {
        filter: { elementId: 'placed' },
      });
      return started.body.items.map((item) => item.processDefinitionKey);
    }, [v1Key]);

    // and the same model deployed again is a new version, not the deleted one
    expect((await deployProcess('work-v2')).version).toBe(3);
  });

  it('should refuse to cancel an instance another process called, naming its root, and cancel nothing', async () => {
    // given: a parent instance whose call activity runs the child process
    const deployed = await http.deploy<DeploymentResult>(CALLS);
    expect(deployed.status).toBe(200);
    const childDefinition = deployed.body.deployments.find((entry) => entry.processDefinition?.processDefinitionId === 'deletable-child')?.processDefinition;
    const parent = (await start({ processDefinitionId: 'deletable-parent' })).body.processInstanceKey;
    const childOf = async () =>
      (await http.post<{ items: { processInstanceKey: string }[] }>('/v2/process-instances/search', { filter: { parentProcessInstanceKey: parent } })).body
        .items[0]?.processInstanceKey;
    await eventually(async () => (await childOf()) !== undefined, true);
    const child = (await childOf()) ?? '';

    // when
    const refused = await deletion(childDefinition?.processDefinitionKey ?? '', { cancelRunningInstances: true });

    // then
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(
      `created by call activities of other processes: ${child} (root ${parent}); cancel their root process instances first`,
    );
    expect([(await instance(parent)).state, (await instance(child)).state]).toEqual(['ACTIVE', 'ACTIVE']);
    expect((await http.get(`/v2/process-definitions/${childDefinition?.processDefinitionKey}`)).status).toBe(200);
  });

  it('should delete a form, and deploy it again as a new version', async () => {
    // given
    const form = await deploy({ 'deletable.form': FORM });
    const formKey = form.form?.formKey ?? '';

    // when
    const deleted = await deletion(formKey);

    // then
    expect(deleted.status).toBe(200);
    expect((await deletion(formKey)).status).toBe(404);
    expect((await deploy({ 'deletable.form': FORM })).form?.version).toBe(2);
  });

  it('should delete a decision requirements graph with its decisions, so that the latest binding finds the previous version', async () => {
    // given two versions of a graph, and a process that evaluates its decision's latest version
    await deploy({ 'deletable-rules.dmn': rules('first'), 'deletable-rule-caller.bpmn': RULE_CALLER });
    const graphOf = async (answer: string) =>
      (await http.deploy<DeploymentResult>({ 'deletable-rules.dmn': rules(answer) })).body.deployments.find((deployment) => deployment.decisionRequirements)
        ?.decisionRequirements;
    const graphKey = (await graphOf('second'))?.decisionRequirementsKey ?? '';
    const decide = async () =>
      (await start({ processDefinitionId: 'deletable-rule-caller', awaitCompletion: true })).body as unknown as { variables: Record<string, unknown> };
    expect((await decide()).variables.answer).toBe('second');

    // when
    const deleted = await deletion(graphKey, { reason: 'wrong answer' });

    // then: its graph and decision are gone, and the first version is the latest again
    expect(deleted.status).toBe(200);
    expect((await http.get(`/v2/decision-requirements/${graphKey}`)).status).toBe(404);
    const decisions = await http.post<{ items: { version: number }[] }>('/v2/decision-definitions/search', {
      filter: { decisionDefinitionId: 'deletable-rule' },
    });
    expect(decisions.body.items.map((decision) => decision.version)).toEqual([1]);
    expect((await decide()).variables.answer).toBe('first');
    const evaluated = await http.post<{ output: string; decisionDefinitionVersion: number }>('/v2/decision-definitions/evaluation', {
      decisionDefinitionId: 'deletable-rule',
    });
    expect([evaluated.body.output, evaluated.body.decisionDefinitionVersion]).toEqual(['"first"', 1]);
    expect((await deletion(graphKey)).status).toBe(404);
    expect((await audit({ entityKey: graphKey }))[0]?.annotation).toBe(
      `decision requirements 'deletable-rules' version 2 (key ${graphKey}); reason: wrong answer`,
    );
    // and deployed again, it is a new version
    expect((await graphOf('second'))?.version).toBe(3);
  });

  it('should answer 400 for a bad key or deleteHistory, 404 for an unknown key', async () => {
    expect((await deletion('not-a-key')).status).toBe(400);
    expect((await deletion('2251799813685249', { deleteHistory: true })).status).toBe(400);
    const unknown = await deletion('2251799813685249');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe(
      "Expected to delete resource with key '2251799813685249', but no such process definition, decision requirements or form was found",
    );
  });
});
