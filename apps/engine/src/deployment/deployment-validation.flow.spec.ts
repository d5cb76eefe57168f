import { readFileSync } from 'node:fs';
import type { DeploymentResult, DeploymentValidationResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const JOB_PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');
const WITHOUT_JOB_TYPE = JOB_PROCESS.replace('<zeebe:taskDefinition type="work-job" />', '');

describe('the dry-run deploy (POST /baton/v1/deployments/validation)', () => {
  let engine: TestEngine;
  let ann: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    ann = await clientAs(engine.baseUrl, 'ann');
  });
  afterAll(() => engine?.close());

  it('should answer valid for a model the engine would deploy, and deploy nothing', async () => {
    // when
    const checked = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', {
      resources: [{ name: 'job-process.bpmn', content: JOB_PROCESS }],
    });

    // then
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ valid: true, problems: [], warnings: [] });
    const definitions = await ann.post<{ items: unknown[] }>('/v2/process-definitions/search', {});
    expect(definitions.body.items).toEqual([]);
  });

  it("should list the compiler's problems per element", async () => {
    // when
    const checked = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', {
      resources: [{ name: 'job-process.bpmn', content: WITHOUT_JOB_TYPE }],
    });

    // then
    expect(checked.body.valid).toBe(false);
    expect(checked.body.problems).toEqual([
      {
        resourceName: 'job-process.bpmn',
        elementId: 'work',
        elementType: 'bpmn:serviceTask',
        line: expect.any(Number),
        message: expect.stringContaining('job type'),
      },
    ]);
  });

  it('should name the resource of a broken form and a resource kind the engine does not take', async () => {
    // when
    const checked = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', {
      resources: [
        { name: 'invoice.form', content: '{ not json' },
        { name: 'notes.txt', content: 'hello' },
      ],
    });

    // then
    expect(checked.body.problems.map((problem) => [problem.resourceName, problem.elementId])).toEqual([
      ['invoice.form', null],
      ['notes.txt', null],
    ]);
    expect(checked.body.problems[0]?.message).toContain('not valid form JSON');
  });

  it("should list a DMN model's problems per element, and take a DMN model that compiles", async () => {
    // given
    const dmn = (text: string) => `<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="rules" name="Rules" namespace="n">
  <decision id="rate" name="Rate"><literalExpression><text>${text}</text></literalExpression></decision>
</definitions>`;

    // when
    const broken = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', { resources: [{ name: 'rules.dmn', content: dmn('1 +') }] });
    const fine = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', { resources: [{ name: 'rules.dmn', content: dmn('0.1') }] });

    // then
    expect(broken.body.valid).toBe(false);
    expect(broken.body.problems).toEqual([{ resourceName: 'rules.dmn', elementId: 'rate', elementType: null, line: null, message: expect.any(String) }]);
    expect(fine.body).toEqual({ valid: true, problems: [], warnings: [] });
  });

  it("should refuse a task bound to its deployment's decision when the dry run lacks that decision, as the deployment does", async () => {
    // given
    const decisionsFile = (name: string) => ({ name, content: readFileSync(new URL(`../decisions/${name}`, import.meta.url), 'utf8') });

    // when
    const alone = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', { resources: [decisionsFile('decisions.rules.bpmn')] });
    const together = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', {
      resources: [decisionsFile('decisions.rules.bpmn'), decisionsFile('decisions.premium.dmn')],
    });

    // then
    expect(alone.body.valid).toBe(false);
    expect(alone.body.problems).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("Element 'premium-decide' (bpmn:businessRuleTask): Expected to find decision with id 'premium'"),
      }),
    ]);
    expect(together.body).toEqual({ valid: true, problems: [], warnings: [] });
  });

  it('should take a Zeebe model with leftover Camunda 7 attributes, warning of each in the dry run and in the deployment answer', async () => {
    // given: Camunda 7 attributes beside the Zeebe definitions they stand for, and one that stands for nothing
    const leftovers = JOB_PROCESS.replace(
      '<bpmn:serviceTask id="work"',
      '<bpmn:serviceTask id="work" camunda:type="external" camunda:topic="work" camunda:asyncBefore="true"',
    ).replace('xmlns:zeebe=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:zeebe=');
    const warnings = [
      ['work', "camunda:type is ignored: the element's zeebe:taskDefinition applies"],
      ['work', "camunda:topic is ignored: the element's zeebe:taskDefinition applies"],
      ['work', 'camunda:asyncBefore is ignored: Camunda 8 has no such setting'],
    ];

    // when
    const checked = await ann.post<DeploymentValidationResult>('/baton/v1/deployments/validation', {
      resources: [{ name: 'leftovers.bpmn', content: leftovers }],
    });
    const dave = await clientAs(engine.baseUrl, 'dave');
    const deployed = await dave.deploy<DeploymentResult>({ 'leftovers.bpmn': leftovers });

    // then
    expect(checked.body.valid, JSON.stringify(checked.body)).toBe(true);
    expect(checked.body.warnings.map((warning) => [warning.elementId, warning.message])).toEqual(warnings);
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    expect(deployed.body.batonWarnings?.map((warning) => [warning.resourceName, warning.elementId, warning.message])).toEqual(
      warnings.map(([elementId, message]) => ['leftovers.bpmn', elementId, message]),
    );
  });

  it('should refuse a request without resources, naming the field', async () => {
    const checked = await ann.post<{ errors: { field: string }[] }>('/baton/v1/deployments/validation', { resources: [] });
    expect(checked.status).toBe(400);
    expect(checked.body.errors.map((error) => error.field)).toEqual(['resources']);
  });

  it('should refuse a reviewer, who does not deploy', async () => {
    const alice = await clientAs(engine.baseUrl, 'alice');
    const checked = await alice.post('/baton/v1/deployments/validation', { resources: [{ name: 'job-process.bpmn', content: JOB_PROCESS }] });
    expect(checked.status).toBe(403);
  });
});
