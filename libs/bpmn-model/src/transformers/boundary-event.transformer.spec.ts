import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('boundary event transformer', () => {
  it('should compile timer, message and signal boundary events and list them on their activity', async () => {
    const process = await compileFixture(import.meta.url, 'boundary-event.kinds.bpmn');
    expect(process.elements['charge']?.boundaryEventIds).toEqual(['remind', 'too-late', 'cancelled', 'audit']);
    expect(process.elements['too-late']).toEqual({
      id: 'too-late',
      name: 'Too late',
      type: 'BOUNDARY_EVENT',
      bpmnType: 'bpmn:BoundaryEvent',
      flowScopeId: 'P',
      incoming: [],
      outgoing: ['late'],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [],
      eventDefinition: { kind: 'timer', timer: { type: 'duration', expression: { kind: 'static', value: 'PT1H' } } },
      attachedToId: 'charge',
      cancelActivity: true,
    });
    expect(process.elements['remind']).toMatchObject({
      attachedToId: 'charge',
      cancelActivity: false,
      eventDefinition: { kind: 'timer', timer: { type: 'cycle', expression: { kind: 'static', value: 'R3/PT10M' } } },
    });
    expect(process.elements['cancelled']).toMatchObject({
      outgoing: [],
      outputMappings: [{ source: { kind: 'feel', source: 'reason' }, target: 'cancelReason' }],
      eventDefinition: { kind: 'message', messageName: { kind: 'static', value: 'order-cancelled' }, correlationKey: { kind: 'feel', source: 'orderId' } },
      attachedToId: 'charge',
      cancelActivity: true,
    });
    expect(process.elements['audit']).toMatchObject({
      eventDefinition: { kind: 'signal', signalName: { kind: 'static', value: 'audit' } },
      attachedToId: 'charge',
      cancelActivity: false,
    });
    expect(process.elements['end']?.boundaryEventIds).toBeUndefined();
  });

  it('should report boundary events that cannot be attached or cannot run', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:boundaryEvent', line, message });
    expect(await problemsOf(import.meta.url, 'boundary-event.problems.bpmn')).toEqual([
      {
        elementId: 'work',
        elementType: 'bpmn:task',
        line: 5,
        message: "the boundary events 'paid-a' and 'paid-b' wait for the same message 'paid'; give them distinct message names",
      },
      problem(
        'every-minute',
        9,
        'an interrupting timer boundary event cannot have a timeCycle; use timeDuration or timeDate, or make the boundary event non-interrupting (cancelActivity="false")',
      ),
      problem('on-gateway', 14, "the boundary event is attached to 'choice', a bpmn:parallelGateway; boundary events can only be attached to activities"),
      problem('unattached', 19, 'the boundary event has no attachedToRef; attach it to an activity'),
      problem('dangling', 24, "attachedToRef 'gone' refers to an element that does not exist"),
      problem('with-incoming', 29, 'a boundary event must not have incoming sequence flows'),
      problem('bare', 39, 'a boundary event needs a timer, message, signal, conditional, error, escalation or compensation event definition'),
      // The boundary event on the refused business rule task is covered by the task's problem.
      {
        elementId: 'decide',
        elementType: 'bpmn:businessRuleTask',
        line: 45,
        message: 'no zeebe:taskDefinition with a job type or zeebe:calledDecision with a decisionId',
      },
    ]);
  });
});
