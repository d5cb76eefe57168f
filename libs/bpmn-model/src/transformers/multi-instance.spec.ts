import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('multi-instance activities', () => {
  it('should read zeebe:loopCharacteristics and the completion condition on tasks and sub-processes', async () => {
    const process = await compileFixture(import.meta.url, 'multi-instance.kinds.bpmn');
    expect(process.elements['charge']).toMatchObject({
      type: 'SERVICE_TASK',
      outgoing: ['charge-review'],
      multiInstance: {
        isSequential: true,
        inputCollection: 'orders',
        inputElement: 'order',
        outputCollection: 'receipts',
        outputElement: 'receipt',
        outputElementVariable: 'receipt',
        completionCondition: 'numberOfCompletedInstances >= 2',
      },
    });
    expect(process.elements['review']?.multiInstance).toEqual({
      isSequential: false,
      inputCollection: 'reviewers',
      inputElement: null,
      outputCollection: null,
      outputElement: null,
      outputElementVariable: null,
      completionCondition: null,
    });
    expect(process.elements['each']).toMatchObject({ type: 'SUB_PROCESS', noneStartEventId: 'each-start', multiInstance: { inputElement: 'i' } });
    expect(process.elements['start']?.multiInstance).toBeUndefined();
  });

  it('should make every task kind the runtime runs multi-instance', async () => {
    const process = await compileFixture(import.meta.url, 'multi-instance.every-task.bpmn');
    const multiInstance = Object.values(process.elements)
      .filter((element) => element.multiInstance?.inputCollection === 'items')
      .map((element) => `${element.id} ${element.type}`);
    expect(multiInstance).toEqual([
      'service SERVICE_TASK',
      'send SEND_TASK',
      'rules BUSINESS_RULE_TASK',
      'script SCRIPT_TASK',
      'approve USER_TASK',
      'worker-approve USER_TASK',
      'receive RECEIVE_TASK',
      'manual MANUAL_TASK',
      'plain TASK',
    ]);
  });

  it('should refuse what it does not run, naming the element and the reason', async () => {
    const problems = (await problemsOf(import.meta.url, 'multi-instance.problems.bpmn')).map((problem) => [problem.elementId, problem.line, problem.message]);
    expect(problems).toEqual([
      ['no-collection', 5, `a multi-instance activity needs zeebe:loopCharacteristics with an inputCollection, a FEEL expression such as '= items'`],
      [
        'static-collection',
        8,
        `the inputCollection of zeebe:loopCharacteristics must be a FEEL expression starting with '=' (such as '= items'), not the text 'items'`,
      ],
      ['output-without-element', 15, `Attribute 'outputElement' must be present if the attribute 'outputCollection' is set`],
      ['element-without-output', 22, `the inputElement of zeebe:loopCharacteristics must be a variable name, not 'item.id'`],
      ['element-without-output', 22, `Attribute 'outputCollection' must be present if the attribute 'outputElement' is set`],
      [
        'cardinality',
        29,
        `bpmn:loopCardinality is not supported: give zeebe:loopCharacteristics an inputCollection instead, such as '= for i in 1..n return i'`,
      ],
      ['cardinality', 29, `a multi-instance activity needs zeebe:loopCharacteristics with an inputCollection, a FEEL expression such as '= items'`],
      ['bad-condition', 34, expect.stringMatching(/^invalid FEEL in the bpmn:completionCondition: syntax error/)],
      ['repeat', 42, 'element kind not supported yet (bpmn:manualTask with bpmn:standardLoopCharacteristics)'],
    ]);
  });
});
