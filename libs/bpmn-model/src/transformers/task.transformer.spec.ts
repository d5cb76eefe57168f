import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('task and manual task transformers', () => {
  it('should compile pass-through tasks', async () => {
    const process = await compileFixture(import.meta.url, 'task.pass-through.bpmn');
    expect(process.elements['check']).toEqual({
      id: 'check',
      name: 'Check',
      type: 'TASK',
      bpmnType: 'bpmn:Task',
      flowScopeId: 'P',
      incoming: ['start-check'],
      outgoing: ['check-pack'],
      defaultFlowId: null,
      inputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'orderId' }],
      outputMappings: [],
    });
    expect(process.elements['pack']).toMatchObject({ type: 'MANUAL_TASK', bpmnType: 'bpmn:ManualTask', incoming: ['check-pack'] });
  });

  it('should refuse standard loops, multi-instance markers without a collection and compensation handlers nothing links to', async () => {
    expect(await problemsOf(import.meta.url, 'task.loops.bpmn')).toEqual([
      {
        elementId: 'each-item',
        elementType: 'bpmn:task',
        line: 5,
        message: "a multi-instance activity needs zeebe:loopCharacteristics with an inputCollection, a FEEL expression such as '= items'",
      },
      {
        elementId: 'repeat',
        elementType: 'bpmn:manualTask',
        line: 8,
        message: 'element kind not supported yet (bpmn:manualTask with bpmn:standardLoopCharacteristics)',
      },
      { elementId: 'undo', elementType: 'bpmn:task', line: 11, message: 'the compensation handler is not associated with any compensation boundary event' },
    ]);
  });
});
