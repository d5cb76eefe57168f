import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('intermediate catch event transformer', () => {
  it('should compile timer, message and signal catch events', async () => {
    const process = await compileFixture(import.meta.url, 'intermediate-catch-event.kinds.bpmn');
    expect(process.elements['cool-down']).toEqual({
      id: 'cool-down',
      name: 'Cool down',
      type: 'INTERMEDIATE_CATCH_EVENT',
      bpmnType: 'bpmn:IntermediateCatchEvent',
      flowScopeId: 'P',
      incoming: ['f1'],
      outgoing: ['f2'],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [],
      eventDefinition: { kind: 'timer', timer: { type: 'duration', expression: { kind: 'static', value: 'PT0.5S' } } },
    });
    expect(process.elements['until-deadline']?.eventDefinition).toEqual({
      kind: 'timer',
      timer: { type: 'date', expression: { kind: 'feel', source: 'order.deadline' } },
    });
    expect(process.elements['payment-received']).toEqual({
      id: 'payment-received',
      name: null,
      type: 'INTERMEDIATE_CATCH_EVENT',
      bpmnType: 'bpmn:IntermediateCatchEvent',
      flowScopeId: 'P',
      incoming: ['f3'],
      outgoing: ['f4'],
      defaultFlowId: null,
      inputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'expectedOrder' }],
      outputMappings: [{ source: { kind: 'feel', source: 'amount' }, target: 'paidAmount' }],
      eventDefinition: {
        kind: 'message',
        messageName: { kind: 'static', value: 'payment-received' },
        correlationKey: { kind: 'feel', source: 'order.id' },
      },
    });
    expect(process.elements['shutdown']?.eventDefinition).toEqual({ kind: 'signal', signalName: { kind: 'feel', source: '"shutdown-" + region' } });
  });

  it('should report every timer, message and signal problem', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:intermediateCatchEvent', line, message });
    const fix = "fix it, or write a FEEL expression starting with '=' that computes it";
    expect(await problemsOf(import.meta.url, 'intermediate-catch-event.problems.bpmn')).toEqual([
      problem('repeating', 5, 'an intermediate timer catch event cannot have a timeCycle; use timeDuration or timeDate'),
      problem('no-time', 10, 'the timer has no timeDuration, timeDate or timeCycle'),
      problem('two-times', 13, 'the timer must have exactly one of timeDuration, timeDate and timeCycle (found timeDuration and timeDate)'),
      problem('empty-time', 19, "the timer's timeDuration is empty"),
      problem('bad-duration', 24, `the timer's timeDuration '5 minutes' is not an ISO 8601 duration (such as PT15M or P1DT2H); ${fix}`),
      problem(
        'bad-date',
        29,
        `the timer's timeDate '2026-02-30T09:00:00Z' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
      ),
      problem('bad-feel', 34, "invalid FEEL in the timer's timeDuration: syntax error at position 10: the expression 'duration(' ends too early"),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a Camunda 7 JUEL expression, quoted as the model has it
      problem('juel-date', 39, "the model uses the Camunda 7 dialect (JUEL timeDate '${dueDate}'); use a FEEL expression starting with '=' instead"),
      problem(
        'no-key',
        44,
        "the message 'keyless' has no correlation key; add a zeebe:subscription with a correlationKey such as '=orderId' to find the waiting process instance",
      ),
      problem('no-message', 47, 'the bpmn:messageEventDefinition has no messageRef; reference a bpmn:message with a name'),
      problem('wrong-ref', 50, "messageRef 'shutdown' refers to a bpmn:signal, not a bpmn:message"),
      problem('bad-key', 53, "invalid FEEL in the correlation key of message 'broken-key': syntax error at position 7: the expression 'order.' ends too early"),
      problem('unnamed-signal', 56, "the signal 'nameless-signal' has no name"),
      problem('nothing', 59, 'an intermediate catch event needs a timer, message, signal, conditional or link event definition'),
    ]);
  });
});
