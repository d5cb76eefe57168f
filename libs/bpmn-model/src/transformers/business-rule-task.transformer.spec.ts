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

  it('should refuse a DMN decision and a task without a job type, naming what is missing', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:businessRuleTask', line, message });
    expect(await problemsOf(import.meta.url, 'business-rule-task.problems.bpmn')).toEqual([
      problem(
        'dmn',
        5,
        'element kind not supported yet (bpmn:businessRuleTask with zeebe:calledDecision: DMN decisions are not evaluated; use a zeebe:taskDefinition to run it as a job)',
      ),
      problem('bare', 10, 'no zeebe:taskDefinition with a job type (a zeebe:calledDecision, a DMN decision, is not supported)'),
      problem('no-type', 11, 'no zeebe:taskDefinition with a job type'),
    ]);
  });
});
