import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('business rule task transformer', () => {
  it('should compile a zeebe:taskDefinition into a job, as for a service task', async () => {
    const process = await compileFixture(import.meta.url, 'business-rule-task.simple.bpmn');
    expect(process.elements['decide']).toMatchObject({
      type: 'BUSINESS_RULE_TASK',
      bpmnType: 'bpmn:BusinessRuleTask',
      name: 'Decide',
      job: { type: { kind: 'feel', source: '"rules-" + region' }, retries: { kind: 'static', value: '5' }, customHeaders: { table: 'discounts' } },
    });
  });

  it('should compile a zeebe:calledDecision with its result variable, binding and output mappings', async () => {
    const process = await compileFixture(import.meta.url, 'business-rule-task.called-decision.bpmn');
    expect(process.elements['latest']).toMatchObject({
      type: 'BUSINESS_RULE_TASK',
      calledDecision: { decisionId: { kind: 'static', value: 'discount' }, resultVariable: 'discount', bindingType: 'latest', versionTag: null },
      outputMappings: [{ source: { kind: 'feel', source: 'discount * 2' }, target: 'doubled' }],
    });
    expect(process.elements['latest']?.job).toBeUndefined();
    expect(process.elements['tagged']?.calledDecision).toEqual({
      decisionId: { kind: 'feel', source: '"discount-" + region' },
      resultVariable: 'result',
      bindingType: 'versionTag',
      versionTag: 'v2',
    });
    expect(process.elements['deployed']?.calledDecision).toMatchObject({ bindingType: 'deployment', versionTag: null });
  });

  it('should refuse a called decision or a job that cannot run, naming what is missing', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:businessRuleTask', line, message });
    expect(await problemsOf(import.meta.url, 'business-rule-task.problems.bpmn')).toEqual([
      problem('no-result', 5, 'zeebe:calledDecision has no resultVariable; add the variable that receives the decision result'),
      problem('bare', 10, 'no zeebe:taskDefinition with a job type or zeebe:calledDecision with a decisionId'),
      problem('no-type', 11, 'no zeebe:taskDefinition with a job type'),
      problem('no-decision', 16, 'zeebe:calledDecision has no decisionId'),
      expect.objectContaining({ elementId: 'bad-feel', line: 21, message: expect.stringContaining('invalid FEEL in the zeebe:calledDecision decisionId') }),
      problem('no-tag', 26, 'zeebe:calledDecision has bindingType versionTag but no versionTag'),
    ]);
  });
});
