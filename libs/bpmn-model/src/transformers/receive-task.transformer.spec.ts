import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('receive task transformer', () => {
  it('should compile a receive task with the message its messageRef names', async () => {
    const process = await compileFixture(import.meta.url, 'receive-task.simple.bpmn');
    expect(process.elements['await-payment']).toEqual({
      id: 'await-payment',
      name: 'Await payment',
      type: 'RECEIVE_TASK',
      bpmnType: 'bpmn:ReceiveTask',
      flowScopeId: 'P',
      incoming: ['start-await'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [{ source: { kind: 'feel', source: 'amount' }, target: 'paid' }],
      eventDefinition: {
        kind: 'message',
        messageName: { kind: 'feel', source: '"payment-" + currency' },
        correlationKey: { kind: 'static', value: 'invoice-42' },
      },
    });
  });

  it('should report a missing message, a missing correlation key and loops', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:receiveTask', line, message });
    expect(await problemsOf(import.meta.url, 'receive-task.problems.bpmn')).toEqual([
      problem('no-message', 5, 'the bpmn:receiveTask has no messageRef; reference a bpmn:message with a name'),
      problem(
        'no-key',
        6,
        "the message 'keyless' has no correlation key; add a zeebe:subscription with a correlationKey such as '=orderId' to find the waiting process instance",
      ),
      problem('dangling', 7, "messageRef 'gone' refers to a message that does not exist"),
      problem('each-payment', 8, 'element kind not supported yet (bpmn:receiveTask with bpmn:standardLoopCharacteristics)'),
    ]);
  });
});
