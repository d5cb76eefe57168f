import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('ad-hoc sub-process transformer', () => {
  it('should compile zeebe:adHoc, the completion condition, and the activities it can activate, described as Zeebe describes them to a worker', async () => {
    const process = await compileFixture(import.meta.url, 'ad-hoc-sub-process.kinds.bpmn');
    const checks = process.elements['checks'];
    expect(checks).toMatchObject({ type: 'AD_HOC_SUB_PROCESS', flowScopeId: 'P' });
    expect(checks?.job).toBeUndefined();
    expect(checks?.adHoc).toEqual({
      activeElementsCollection: 'toRun',
      completionCondition: 'count(findings) >= 2',
      cancelRemainingInstances: false,
      outputCollection: 'findings',
      outputElement: 'finding',
      activities: [
        {
          elementId: 'lookup',
          elementName: 'Look up the customer',
          documentation: 'Finds a customer by e-mail.',
          properties: { tool: 'crm' },
          parameters: [
            { name: 'toolCall.email', description: "The customer's e-mail", type: 'string', schema: null, options: null },
            { name: 'toolCall.limit', description: null, type: 'number', schema: { minimum: 1 }, options: null },
          ],
        },
        { elementId: 'draft', elementName: null, documentation: null, properties: {}, parameters: [] },
        { elementId: 'wait', elementName: null, documentation: null, properties: {}, parameters: [] },
      ],
    });
    expect(['lookup', 'draft', 'send', 'wait', 'lookup-late'].map((id) => process.elements[id]?.flowScopeId)).toEqual(Array(5).fill('checks'));
    expect(process.elements['lookup']?.boundaryEventIds).toEqual(['lookup-late']);
  });

  it('should compile the job-worker implementation: a job of its task definition, every remaining instance cancelled on completion', async () => {
    const process = await compileFixture(import.meta.url, 'ad-hoc-sub-process.kinds.bpmn');
    const agent = process.elements['agent'];
    expect(agent?.job).toMatchObject({
      type: { kind: 'static', value: 'io.camunda.agenticai:aiagent-job-worker:1' },
      retries: { kind: 'static', value: '2' },
      customHeaders: { model: 'scripted' },
    });
    expect(agent?.adHoc).toMatchObject({ activeElementsCollection: null, completionCondition: null, cancelRemainingInstances: true });
    expect(agent?.boundaryEventIds).toEqual(['agent-late']);
  });

  it('should refuse what Zeebe refuses, naming the ad-hoc sub-process and the reason', async () => {
    const problems = await problemsOf(import.meta.url, 'ad-hoc-sub-process.problems.bpmn');
    expect(problems.map(({ elementId, line, message }) => [elementId, line, message])).toEqual([
      ['empty', 5, 'an ad-hoc sub-process must contain at least one activity'],
      ['with-events', 6, "an ad-hoc sub-process must not contain a start event ('inner-start'): its activities start when they are activated"],
      ['with-events', 6, "an ad-hoc sub-process must not contain an end event ('inner-end'): it completes when its activities are done"],
      ['half-output', 11, "the activeElementsCollection of zeebe:adHoc must be a FEEL expression starting with '=' (such as '= tasks'), not the text 'tasks'"],
      ['half-output', 11, 'the outputElement and the outputCollection of zeebe:adHoc must both be set, or neither'],
      ['worker-and-condition', 17, 'cancelRemainingInstances="false" cannot be combined with a zeebe:taskDefinition: the job worker decides'],
      ['worker-and-condition', 17, 'a bpmn:completionCondition cannot be combined with a zeebe:taskDefinition: the job worker decides when it is done'],
      ['worker-and-condition', 17, 'an activeElementsCollection cannot be combined with a zeebe:taskDefinition: the job worker decides what to activate'],
    ]);
  });
});
