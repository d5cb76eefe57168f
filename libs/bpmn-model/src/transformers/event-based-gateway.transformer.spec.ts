import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('event-based gateway transformer', () => {
  it('should compile a gateway leading to message, timer and signal catch events', async () => {
    const process = await compileFixture(import.meta.url, 'event-based-gateway.simple.bpmn');
    expect(process.elements['first-wins']).toEqual({
      id: 'first-wins',
      name: 'First wins',
      type: 'EVENT_BASED_GATEWAY',
      bpmnType: 'bpmn:EventBasedGateway',
      flowScopeId: 'P',
      incoming: ['start-gateway'],
      outgoing: ['to-paid', 'to-timeout', 'to-cancelled'],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [],
    });
  });

  it('should report too few flows, conditions, targets that are not catch events and shared message names', async () => {
    const gateway = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:eventBasedGateway', line, message });
    const only = 'but an event-based gateway may only lead to intermediate catch events with a timer, message, signal or conditional definition';
    expect(await problemsOf(import.meta.url, 'event-based-gateway.problems.bpmn')).toEqual([
      gateway('lonely', 5, 'an event-based gateway needs at least 2 outgoing sequence flows, each to an intermediate catch event'),
      gateway(
        'mixed',
        6,
        `the outgoing sequence flow 'to-receive' leads to 'receive', a bpmn:receiveTask, ${only}; use a message intermediate catch event instead of the receive task`,
      ),
      gateway('mixed', 6, `the outgoing sequence flow 'to-work' leads to 'work', a bpmn:task, ${only}`),
      gateway('mixed', 6, "the events after the gateway: 'paid-b' and 'paid-a' wait for the same message 'paid'; give them distinct message names"),
      {
        elementId: 'paid-a',
        elementType: 'bpmn:intermediateCatchEvent',
        line: 9,
        message: "the event follows event-based gateway 'lonely', so it must not have incoming sequence flows from elsewhere",
      },
      {
        elementId: 'paid-a',
        elementType: 'bpmn:intermediateCatchEvent',
        line: 9,
        message: "the event follows event-based gateway 'mixed', so it must not have incoming sequence flows from elsewhere",
      },
      {
        elementId: 'to-paid-b',
        elementType: 'bpmn:sequenceFlow',
        line: 20,
        message: "the sequence flow leaves event-based gateway 'mixed' and must not have a condition",
      },
    ]);
  });
});
