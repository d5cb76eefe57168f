// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const loop = (characteristics: string) =>
  camunda7Model(`<bpmn:task id="task"><bpmn:multiInstanceLoopCharacteristics id="loop" ${characteristics}</bpmn:multiInstanceLoopCharacteristics></bpmn:task>`);

describe('multi-instance converter', () => {
  it('should read the collection and element variable, and the completion condition with Zeebe names', async () => {
    const converted = await convert(
      loop(
        'camunda:collection="${order.items}" camunda:elementVariable="item"><bpmn:completionCondition xsi:type="bpmn:tFormalExpression">${nrOfCompletedInstances / nrOfInstances >= 0.5}</bpmn:completionCondition>',
      ),
    );

    expect(converted.extensions('loop')).toEqual([{ $type: 'zeebe:LoopCharacteristics', inputCollection: '=order.items', inputElement: 'item' }]);
    expect(converted.element('loop')).toMatchObject({
      completionCondition: { $type: 'bpmn:FormalExpression', body: '=numberOfCompletedInstances / numberOfInstances >= 0.5' },
    });
  });

  it('should take a collection given as a variable name', async () => {
    const converted = await convert(loop('camunda:collection="approvers" camunda:elementVariable="approver">'));

    expect(converted.extensions('loop')).toEqual([{ $type: 'zeebe:LoopCharacteristics', inputCollection: '=approvers', inputElement: 'approver' }]);
  });

  it('should turn a loop cardinality into a collection of that many numbers', async () => {
    const converted = await convert(loop('><bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">${reviewers + 1}</bpmn:loopCardinality>'));

    expect(converted.extensions('loop')).toEqual([{ $type: 'zeebe:LoopCharacteristics', inputCollection: '=for i in 1..(reviewers + 1) return i' }]);
    expect(converted.element('loop')).not.toHaveProperty('loopCardinality');
  });

  it('should drop a cardinality beside a collection, marking that they must agree', async () => {
    const converted = await convert(loop('camunda:collection="items"><bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>'));

    expect(converted.notes).toEqual([
      {
        elementId: 'task',
        severity: 'manual',
        message: "the loop cardinality '3' was removed: Camunda 7 started that many instances, Zeebe starts one per item of =items; check they agree",
      },
    ]);
  });
});
