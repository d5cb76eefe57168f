import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('sub-process transformer', () => {
  it('should compile nested sub-processes, each element in its own scope, with mappings and boundary events', async () => {
    const process = await compileFixture(import.meta.url, 'sub-process.nested.bpmn');
    const scopes = Object.fromEntries(Object.values(process.elements).map((element) => [element.id, element.flowScopeId]));
    expect(scopes).toEqual({
      P: null,
      start: 'P',
      outer: 'P',
      'outer-start': 'outer',
      inner: 'outer',
      'inner-start': 'inner',
      'inner-end': 'inner',
      'on-cancel': 'P',
    });
    expect(process.elements['outer']).toMatchObject({
      type: 'SUB_PROCESS',
      noneStartEventId: 'outer-start',
      boundaryEventIds: ['on-cancel'],
      inputMappings: [{ source: { kind: 'feel', source: 'order.total' }, target: 'total' }],
      outputMappings: [{ source: { kind: 'feel', source: 'total' }, target: 'checkedTotal' }],
    });
    expect(process.elements['inner']).toMatchObject({ noneStartEventId: 'inner-start', incoming: ['outer-start-inner'] });
    expect(process.elements['P']?.noneStartEventId).toBe('start');
  });

  it('should refuse sub-processes without exactly one none start event (a refused one is reported alone), and flows or boundary events that cross a scope', async () => {
    const problems = await problemsOf(import.meta.url, 'sub-process.problems.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['empty', 'bpmn:subProcess', 5, 'the sub-process has no start event: add exactly one none start event'],
      ['two-starts', 'bpmn:subProcess', 6, "the sub-process has more than one none start event: 'first', 'second'; keep exactly one"],
      [
        'timed-start',
        'bpmn:startEvent',
        11,
        "a start event of an embedded sub-process must be a none start event: 'timed' starts when it is reached, not on a timer",
      ],
      ['misplaced', 'bpmn:boundaryEvent', 20, "the boundary event is attached to 'work' but lies in 'leaky', not beside it in 'P'"],
      [
        'leaky-start-work',
        'bpmn:sequenceFlow',
        25,
        "the sequence flow connects 'leaky-start' in 'leaky' with 'work' in 'P'; a sequence flow must stay within one process or sub-process",
      ],
      ['conditional-start', 'bpmn:startEvent', 29, 'a conditional event needs a condition: add a bpmn:condition such as "= amount > 100"'],
    ]);
  });
});

describe('event sub-processes and escalations', () => {
  it('should compile event sub-processes of every start kind, listing their start events on their scope', async () => {
    const process = await compileFixture(import.meta.url, 'sub-process.event-kinds.bpmn');
    expect(process.elements['P']?.eventSubProcessStartEventIds).toEqual(['every-hour', 'cancelled', 'alarmed', 'failed']);
    expect(process.elements['work']?.eventSubProcessStartEventIds).toEqual(['late-inside']);
    expect(process.elements['on-error']).toMatchObject({
      type: 'EVENT_SUB_PROCESS',
      flowScopeId: 'P',
      startEventId: 'failed',
      inputMappings: [{ source: { kind: 'feel', source: '1' }, target: 'local' }],
    });
    expect(process.elements['on-late-inside']).toMatchObject({ type: 'EVENT_SUB_PROCESS', flowScopeId: 'work', startEventId: 'late-inside' });
    expect(process.elements['every-hour']).toMatchObject({
      flowScopeId: 'on-timer',
      cancelActivity: false,
      eventDefinition: { kind: 'timer', timer: { type: 'cycle', expression: { kind: 'static', value: 'R/PT1H' } } },
    });
    expect(process.elements['cancelled']).toMatchObject({
      cancelActivity: true,
      eventDefinition: { kind: 'message', messageName: { kind: 'static', value: 'cancel' }, correlationKey: { kind: 'feel', source: 'orderId' } },
    });
    expect(process.elements['alarmed']).toMatchObject({ cancelActivity: true, eventDefinition: { kind: 'signal' } });
    expect(process.elements['failed']).toMatchObject({ cancelActivity: true, eventDefinition: { kind: 'error', errorCode: 'DECLINED' } });
    expect(process.elements['late-inside']).toMatchObject({ cancelActivity: false, eventDefinition: { kind: 'escalation', escalationCode: null } });
    expect(process.elements['escalate']?.eventDefinition).toEqual({ kind: 'escalation', escalationCode: { kind: 'feel', source: 'level' } });
    expect(process.elements['work-end']?.eventDefinition).toEqual({ kind: 'escalation', escalationCode: { kind: 'static', value: 'LATE' } });
    expect(process.elements['work']?.boundaryEventIds).toEqual(['late-boundary']);
    expect(process.elements['late-boundary']).toMatchObject({
      cancelActivity: false,
      eventDefinition: { kind: 'escalation', escalationCode: { kind: 'static', value: 'LATE' } },
    });
  });

  it('should refuse event sub-processes that cannot start, or whose start events clash, and escalations caught where nothing escalates', async () => {
    const problems = await problemsOf(import.meta.url, 'sub-process.event-problems.bpmn');
    expect(problems.map(({ elementId, elementType, message }) => [elementId, elementType, message])).toEqual([
      [
        'P',
        'bpmn:process',
        "the event sub-process start events 'dup-a-start' and 'dup-b-start' wait for the same message 'dup'; give them distinct message names",
      ],
      ['P', 'bpmn:process', "the event sub-process start events 'all-a', 'all-b' catch every error; only one of them could ever catch it"],
      [
        'bare',
        'bpmn:subProcess',
        'the event sub-process needs exactly one start event with a timer, message, signal, conditional, error, escalation or compensation event definition',
      ],
      ['bare', 'bpmn:subProcess', 'an event sub-process must not have incoming or outgoing sequence flows'],
      ['two-starts', 'bpmn:subProcess', "the event sub-process has more than one start event: 'first', 'second'; keep exactly one"],
      ['beside', 'bpmn:startEvent', 'an error start event must be interrupting: an error always ends its scope; remove isInterrupting="false"'],
      [
        'every-minute',
        'bpmn:startEvent',
        'an interrupting timer start event cannot have a timeCycle; use timeDuration or timeDate, or make the start event non-interrupting (isInterrupting="false")',
      ],
      [
        'keyless-start',
        'bpmn:startEvent',
        "the message 'keyless' has no correlation key; add a zeebe:subscription with a correlationKey such as '=orderId' to find the waiting process instance",
      ],
      ['feel-start', 'bpmn:startEvent', "the escalation 'feel' has a FEEL escalationCode; a catch event matches a literal code only"],
      ['on-task', 'bpmn:boundaryEvent', "the escalation boundary event is attached to 'work', a bpmn:task; attach it to a sub-process or a call activity"],
      // Error and escalation start events belong to event sub-processes only.
      ['process-error-start', 'bpmn:startEvent', 'element kind not supported yet (bpmn:startEvent with bpmn:errorEventDefinition)'],
    ]);
  });
});
