import { readFileSync } from 'node:fs';
import type { HistoryEventDto } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { type CamundaClient, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => new File([readFileSync(new URL(`./${name}`, import.meta.url))], name);

/** A DMN resource whose one decision `tagged` answers `answer`, with a zeebe:versionTag. */
const tagged = (tag: string, answer: string) =>
  new File(
    [
      `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="tagged-drg" name="Tagged" namespace="http://camunda.org/schema/1.0/dmn">
  <decision id="tagged" name="Tagged">
    <extensionElements><zeebe:versionTag value="${tag}" /></extensionElements>
    <literalExpression id="tagged-expression"><text>"${answer}"</text></literalExpression>
  </decision>
</definitions>`,
    ],
    `tagged-${tag}.dmn`,
  );

/** A DMN resource whose one decision `huge` answers an integer no double holds. */
const hugeDecision = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="huge-drg" name="Huge" namespace="http://camunda.org/schema/1.0/dmn">
  <decision id="huge" name="Huge"><literalExpression id="huge-expression"><text>10 ** 30 + 1</text></literalExpression></decision>
</definitions>`;

/** A process whose business rule task evaluates `tagged` at version tag `tag`. */
const taggedCaller = (tag: string) =>
  new File(
    [
      `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="tagged-caller" isExecutable="true">
    <bpmn:startEvent id="s" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="decide" />
    <bpmn:businessRuleTask id="decide">
      <bpmn:extensionElements><zeebe:calledDecision decisionId="tagged" resultVariable="answer" bindingType="versionTag" versionTag="${tag}" /></bpmn:extensionElements>
    </bpmn:businessRuleTask>
    <bpmn:sequenceFlow id="f2" sourceRef="decide" targetRef="e" />
    <bpmn:endEvent id="e" />
  </bpmn:process>
</bpmn:definitions>`,
    ],
    `tagged-caller-${tag}.bpmn`,
  );

describe('DMN decisions with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  /** Starts `rules` (which evaluates the decision named by `decision`) and answers its variables once it completed. */
  async function decide(variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const done = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'rules', variables, awaitCompletion: true }));
    return done.variables as Record<string, unknown>;
  }

  async function openIncidentOf(processInstanceKey: string) {
    const found = await camunda.searchIncidents(input('searchIncidents', { filter: { processInstanceKey, state: 'ACTIVE' } }), CONSISTENT);
    return found.items[0];
  }

  async function stateOf(processInstanceKey: string): Promise<string> {
    return (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state;
  }

  it('should deploy decisions with their requirements in Camunda shape, and keep the versions of an unchanged resource', async () => {
    // when
    const deployed = await camunda.createDeployment({
      resources: [fixture('decisions.hit-policies.dmn'), fixture('decisions.premium.dmn'), fixture('decisions.rules.bpmn')],
    });

    // then
    expect(deployed.processes.map((process) => process.processDefinitionId)).toEqual(['rules', 'premium-rules']);
    expect(deployed.decisions.map((decision) => `${decision.decisionDefinitionId} v${decision.version} of ${decision.decisionRequirementsId}`)).toEqual([
      'discount v1 of hit-policies',
      'carrier v1 of hit-policies',
      'fees v1 of hit-policies',
      'band v1 of hit-policies',
      'risk-class v1 of premiums',
      'premium-base v1 of premiums',
      'premium v1 of premiums',
    ]);
    expect(deployed.decisionRequirements).toEqual([
      expect.objectContaining({
        decisionRequirementsId: 'hit-policies',
        decisionRequirementsName: 'Hit policies',
        version: 1,
        resourceName: 'decisions.hit-policies.dmn',
      }),
      expect.objectContaining({ decisionRequirementsId: 'premiums', decisionRequirementsName: 'Premiums', version: 1, resourceName: 'decisions.premium.dmn' }),
    ]);
    const discount = deployed.decisions[0];
    expect(discount).toMatchObject({
      name: 'Discount',
      tenantId: '<default>',
      decisionRequirementsKey: deployed.decisionRequirements[0]?.decisionRequirementsKey,
    });

    // when the same resource is deployed again
    const again = await camunda.createDeployment({ resources: [fixture('decisions.hit-policies.dmn')] });

    // then
    expect(again.decisions.map((decision) => decision.decisionDefinitionKey)).toEqual(
      deployed.decisions.slice(0, 4).map((decision) => decision.decisionDefinitionKey),
    );
    expect(again.decisionRequirements[0]?.version).toBe(1);

    // when the same content comes under another name, then it is a new version (Zeebe compares the name too)
    const renamed = new File([readFileSync(new URL('./decisions.hit-policies.dmn', import.meta.url))], 'renamed.dmn');
    const moved = await camunda.createDeployment({ resources: [renamed] });
    expect(moved.decisionRequirements[0]).toMatchObject({ version: 2, resourceName: 'renamed.dmn' });
    expect(moved.decisions.map((decision) => decision.version)).toEqual([2, 2, 2, 2]);
  });

  it('should refuse a DMN resource that does not compile, naming the resource, the element and the reason', async () => {
    const broken = new File(
      [
        `<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="broken" name="Broken" namespace="n">
  <decision id="bad" name="Bad"><literalExpression><text>1 +</text></literalExpression></decision>
</definitions>`,
      ],
      'broken.dmn',
    );
    const refusal = await refusalOf(camunda.createDeployment({ resources: [broken] }));
    expect(refusal?.status).toBe(400);
    expect(refusal?.detail).toMatch(/^Resource 'broken\.dmn' cannot be deployed:\nElement 'bad': /);
  });

  it('should refuse two resources of one deployment that define the same decision', async () => {
    const copy = new File(
      [readFileSync(new URL('./decisions.hit-policies.dmn', import.meta.url), 'utf8').replace('id="hit-policies"', 'id="copies"')],
      'copy.dmn',
    );
    const refusal = await refusalOf(camunda.createDeployment({ resources: [fixture('decisions.hit-policies.dmn'), copy] }));
    expect(refusal).toMatchObject({
      status: 400,
      detail:
        "Expected the decision ids to be unique within a deployment but found a duplicated id 'discount' in the resources 'decisions.hit-policies.dmn' and 'copy.dmn'.",
    });
  });

  it('should refuse a task bound to its deployment whose decision the deployment lacks, as Zeebe does', async () => {
    const refusal = await refusalOf(camunda.createDeployment({ resources: [fixture('decisions.rules.bpmn')] }));
    expect(refusal).toMatchObject({
      status: 400,
      detail:
        "Resource 'decisions.rules.bpmn' cannot be deployed:\nElement 'premium-decide' (bpmn:businessRuleTask): " +
        "Expected to find decision with id 'premium' in current deployment, but not found.",
    });
  });

  it('should evaluate a UNIQUE table into the result variable', async () => {
    expect(await decide({ decision: 'discount', customer: 'gold' })).toMatchObject({ result: 0.2 });
  });

  it('should evaluate a FIRST table of two outputs into a context', async () => {
    expect(await decide({ decision: 'carrier', weight: 40 })).toMatchObject({ result: { carrier: 'freight', days: 5 } });
    expect(await decide({ decision: 'carrier', weight: 3 })).toMatchObject({ result: { carrier: 'parcel', days: 2 } });
  });

  it('should sum the outputs of every matching rule of a COLLECT SUM table', async () => {
    expect(await decide({ decision: 'fees', express: true, insured: true })).toMatchObject({ result: 17.5 });
    expect(await decide({ decision: 'fees', express: false, insured: false })).toMatchObject({ result: 3 });
  });

  it('should evaluate a DRD of three levels whose top decision invokes a BKM, recording each decision in the history', async () => {
    // when
    const done = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'premium-rules', variables: { age: 20 }, awaitCompletion: true }),
    );

    // then: with an output mapping, the result variable stays local to the task, as in Zeebe
    expect(done.variables).toEqual({ age: 20, quote: 220 });
    const history = await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${done.processInstanceKey}/history`);
    const evaluations = history.body.items.filter((event) => event.type === 'DecisionEvaluated');
    expect(evaluations).toHaveLength(1);
    expect(evaluations[0]?.payload).toMatchObject({
      decisionId: 'premium',
      decisionVersion: 1,
      decisionRequirementsId: 'premiums',
      output: 220,
      failureMessage: null,
      evaluatedDecisions: [
        { decisionId: 'risk-class', decisionType: 'LITERAL_EXPRESSION', decisionOutput: 'high' },
        { decisionId: 'premium-base', decisionType: 'DECISION_TABLE', decisionOutput: 200, matchedRules: [{ ruleId: 'high-risk', ruleIndex: 1 }] },
        { decisionId: 'premium', decisionOutput: 220 },
      ],
    });
  });

  it('should raise DECISION_EVALUATION_ERROR naming the decision and the cause, and evaluate again once the variables are fixed', async () => {
    // given two rules of a UNIQUE table match
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'rules', variables: { decision: 'band', amount: 30 } }),
    );
    await waitUntilIdle(engine);
    const incident = await openIncidentOf(processInstanceKey);
    expect(incident).toMatchObject({ errorType: 'DECISION_EVALUATION_ERROR', elementId: 'decide' });
    expect(incident?.errorMessage).toMatch(/^Expected to evaluate decision 'band', but .*rules 1, 2 match/);

    // when
    await camunda.createElementInstanceVariables(input('createElementInstanceVariables', { elementInstanceKey: processInstanceKey, variables: { amount: 5 } }));
    await camunda.resolveIncident(input('resolveIncident', { incidentKey: incident?.incidentKey }));

    // then
    await eventually(() => stateOf(processInstanceKey), 'COMPLETED');
    const result = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, name: 'result' } }), CONSISTENT);
    expect(result.items[0]?.value).toBe('"small"');
  });

  it('should raise CALLED_DECISION_ERROR for a decision not deployed, and evaluate it once it is deployed and the incident resolved', async () => {
    // given
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'rules', variables: { decision: 'late' } }),
    );
    await waitUntilIdle(engine);
    const incident = await openIncidentOf(processInstanceKey);
    expect(incident).toMatchObject({
      errorType: 'CALLED_DECISION_ERROR',
      errorMessage: "Expected to evaluate decision 'late', but no decision found for id 'late'",
    });

    // when
    const late = new File(
      [
        `<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="late-drg" name="Late" namespace="n">
  <decision id="late" name="Late"><literalExpression><text>"on time"</text></literalExpression></decision>
</definitions>`,
      ],
      'late.dmn',
    );
    await camunda.createDeployment({ resources: [late] });
    await camunda.resolveIncident(input('resolveIncident', { incidentKey: incident?.incidentKey }));

    // then
    await eventually(() => stateOf(processInstanceKey), 'COMPLETED');
  });

  it("should not evaluate another tenant's decision", async () => {
    // given the process in tenant acme, the decision in <default> only
    await camunda.createDeployment(
      input('createDeployment', { resources: [fixture('decisions.premium.dmn'), fixture('decisions.rules.bpmn')], tenantId: 'acme' }),
    );

    // when
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'rules', tenantId: 'acme', variables: { decision: 'discount', customer: 'gold' } }),
    );
    await waitUntilIdle(engine);

    // then
    expect(await openIncidentOf(processInstanceKey)).toMatchObject({ errorType: 'CALLED_DECISION_ERROR', tenantId: 'acme' });
  });

  it('should evaluate the latest decision with the version tag the task binds, not the latest version', async () => {
    // given v1 then v2 of `tagged`
    await camunda.createDeployment({ resources: [tagged('v1', 'first'), taggedCaller('v1')] });
    const second = await camunda.createDeployment({ resources: [tagged('v2', 'second')] });
    expect(second.decisions[0]?.version).toBe(2);

    // when
    const done = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'tagged-caller', awaitCompletion: true }));

    // then
    expect(done.variables).toMatchObject({ answer: 'first' });
  });

  it('should find decision definitions and requirements and serve their XML', async () => {
    const found = await camunda.searchDecisionDefinitions(
      input('searchDecisionDefinitions', { filter: { decisionRequirementsId: 'premiums', tenantId: '<default>' }, sort: [{ field: 'decisionDefinitionId' }] }),
      CONSISTENT,
    );
    expect(found.items.map((item) => item.decisionDefinitionId)).toEqual(['premium', 'premium-base', 'risk-class']);
    const premium = found.items[0];
    expect(premium).toMatchObject({ name: 'premium', version: 1, decisionRequirementsName: 'Premiums', decisionRequirementsVersion: 1 });

    const latestTagged = await camunda.searchDecisionDefinitions(
      input('searchDecisionDefinitions', { filter: { decisionDefinitionId: 'tagged', isLatestVersion: true } }),
      CONSISTENT,
    );
    expect(latestTagged.items.map((item) => item.version)).toEqual([2]);

    const definition = await camunda.getDecisionDefinition(
      input('getDecisionDefinition', { decisionDefinitionKey: premium?.decisionDefinitionKey }),
      CONSISTENT,
    );
    expect(definition).toEqual(premium);
    const xml = await camunda.getDecisionDefinitionXml(
      input('getDecisionDefinitionXml', { decisionDefinitionKey: premium?.decisionDefinitionKey }),
      CONSISTENT,
    );
    expect(xml).toContain('<businessKnowledgeModel id="surcharge"');

    const requirements = await camunda.searchDecisionRequirements(
      input('searchDecisionRequirements', { filter: { decisionRequirementsId: 'premiums', tenantId: '<default>' } }),
      CONSISTENT,
    );
    expect(requirements.items).toEqual([
      expect.objectContaining({ decisionRequirementsKey: premium?.decisionRequirementsKey, resourceName: 'decisions.premium.dmn', version: 1 }),
    ]);
    const graph = await camunda.getDecisionRequirements(
      input('getDecisionRequirements', { decisionRequirementsKey: premium?.decisionRequirementsKey }),
      CONSISTENT,
    );
    expect(graph).toEqual(requirements.items[0]);
    const graphXml = await camunda.getDecisionRequirementsXml(
      input('getDecisionRequirementsXml', { decisionRequirementsKey: premium?.decisionRequirementsKey }),
      CONSISTENT,
    );
    expect(graphXml).toBe(xml);

    expect(
      (await refusalOf(camunda.getDecisionDefinition(input('getDecisionDefinition', { decisionDefinitionKey: '2251799813685999' }), CONSISTENT)))?.status,
    ).toBe(404);
  });

  it('should evaluate a decision by id with the evaluation endpoint, answering each decision with its inputs and matched rules', async () => {
    // when
    const evaluated = await camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionId: 'premium', variables: { age: 40 } }));

    // then
    expect(evaluated).toMatchObject({
      decisionDefinitionId: 'premium',
      decisionDefinitionName: 'premium',
      decisionDefinitionVersion: 1,
      decisionRequirementsId: 'premiums',
      output: '110',
      failedDecisionDefinitionId: null,
      failureMessage: null,
      tenantId: '<default>',
    });
    expect(evaluated.decisionInstanceKey).toBe(evaluated.decisionEvaluationKey);
    expect(evaluated.evaluatedDecisions.map((decision) => [decision.decisionDefinitionId, decision.decisionEvaluationInstanceKey, decision.output])).toEqual([
      ['risk-class', `${evaluated.decisionEvaluationKey}-1`, '"low"'],
      ['premium-base', `${evaluated.decisionEvaluationKey}-2`, '100'],
      ['premium', `${evaluated.decisionEvaluationKey}-3`, '110'],
    ]);
    expect(evaluated.evaluatedDecisions[1]).toMatchObject({
      decisionDefinitionType: 'DECISION_TABLE',
      evaluatedInputs: [{ inputId: 'risk', inputName: 'Risk class', inputValue: '"low"' }],
      matchedRules: [
        {
          ruleId: 'low-risk',
          ruleIndex: 2,
          evaluatedOutputs: [{ outputId: 'base', outputName: 'base', outputValue: '100', ruleId: 'low-risk', ruleIndex: 2 }],
        },
      ],
    });
  });

  it('should evaluate by key, answer a failed evaluation with the decision that failed, and 404 for an unknown decision', async () => {
    const [band] = (await camunda.searchDecisionDefinitions(input('searchDecisionDefinitions', { filter: { decisionDefinitionId: 'band' } }), CONSISTENT))
      .items;

    const failed = await camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionKey: band?.decisionDefinitionKey, variables: { amount: 25 } }));
    expect(failed).toMatchObject({ decisionDefinitionId: 'band', failedDecisionDefinitionId: 'band', output: 'null' });
    expect(failed.failureMessage).toContain('rules 1, 2 match');

    const unknown = await refusalOf(camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionId: 'nowhere' })));
    expect(unknown).toMatchObject({ status: 404, detail: "Expected to evaluate decision 'nowhere', but no decision found for id 'nowhere'" });
  });

  it('should answer an integer beyond a double exactly, in the output and in the audit', async () => {
    // given
    await camunda.createDeployment({ resources: [new File([hugeDecision], 'huge.dmn')] });

    // when
    const evaluated = await camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionId: 'huge', variables: {} }));

    // then
    expect(evaluated.output).toBe('1000000000000000000000000000001');
    expect(evaluated.evaluatedDecisions[0]?.output).toBe('1000000000000000000000000000001');
  });
});
