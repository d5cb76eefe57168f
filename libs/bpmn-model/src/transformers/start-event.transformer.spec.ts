import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

const base = { flowScopeId: 'P', incoming: [], outgoing: [], defaultFlowId: null, inputMappings: [], outputMappings: [] };

describe('start event transformer', () => {
  it('should compile a none start event with output mappings and its linked start form', async () => {
    const process = await compileFixture(import.meta.url, 'start-event.output-mapping.bpmn');
    expect(process.elements['start']).toEqual({
      id: 'start',
      name: null,
      type: 'START_EVENT',
      bpmnType: 'bpmn:StartEvent',
      flowScopeId: 'P',
      incoming: [],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [{ source: { kind: 'feel', source: 'now()' }, target: 'startedAt' }],
      startForm: { kind: 'formId', formId: 'order-form', bindingType: 'latest', versionTag: null },
    });
  });

  it('should compile timer, message and signal start events and list them on the process', async () => {
    const process = await compileFixture(import.meta.url, 'start-event.triggers.bpmn');
    expect(process.elements['P']).toMatchObject({
      noneStartEventId: 'start',
      eventStartEventIds: ['every-day', 'at-launch', 'order-placed', 'order-imported', 'on-alarm'],
    });
    expect(process.elements['every-day']).toEqual({
      ...base,
      id: 'every-day',
      name: 'Every day',
      type: 'START_EVENT',
      bpmnType: 'bpmn:StartEvent',
      eventDefinition: { kind: 'timer', timer: { type: 'cycle', expression: { kind: 'static', value: 'R/P1D' } } },
    });
    expect(process.elements['at-launch']?.eventDefinition).toEqual({
      kind: 'timer',
      timer: { type: 'date', expression: { kind: 'static', value: '2026-03-01T09:00:00+01:00' } },
    });
    expect(process.elements['order-placed']).toEqual({
      ...base,
      id: 'order-placed',
      name: null,
      type: 'START_EVENT',
      bpmnType: 'bpmn:StartEvent',
      outputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'orderId' }],
      // A message start event needs no correlation key.
      eventDefinition: { kind: 'message', messageName: { kind: 'static', value: 'order-placed' }, correlationKey: null },
    });
    expect(process.elements['order-imported']?.eventDefinition).toEqual({
      kind: 'message',
      messageName: { kind: 'feel', source: '"order-imported"' },
      correlationKey: { kind: 'feel', source: 'orderId' },
    });
    expect(process.elements['on-alarm']?.eventDefinition).toEqual({ kind: 'signal', signalName: { kind: 'static', value: 'alarm' } });
  });

  it('should report start timers that are not a date or a cycle, and messages or signals without a name', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:startEvent', line, message });
    expect(await problemsOf(import.meta.url, 'start-event.trigger-problems.bpmn')).toEqual([
      problem('after-a-while', 5, 'a timer start event cannot have a timeDuration; use timeDate or timeCycle'),
      problem(
        'office-hours',
        10,
        "the timer's timeCycle '0 9-17 * * MON-FRI' is not a cron expression: a cron expression has 6 fields (second minute hour day-of-month month day-of-week), found 5; fix it, or write a FEEL expression starting with '=' that computes it",
      ),
      problem(
        'local-time',
        15,
        "the timer's timeDate '2026-03-01T09:00:00' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); fix it, or write a FEEL expression starting with '=' that computes it",
      ),
      problem('unnamed-message', 20, "the message 'nameless' has no name"),
      problem('missing-message', 23, "messageRef 'no-such-message' refers to a message that does not exist"),
      problem('unnamed-signal', 26, 'the bpmn:signalEventDefinition has no signalRef; reference a bpmn:signal with a name'),
    ]);
  });

  it('should refuse incoming sequence flows on a start event', async () => {
    expect(await problemsOf(import.meta.url, 'start-event.incoming-flow.bpmn')).toEqual([
      { elementId: 'start', elementType: 'bpmn:startEvent', line: 4, message: 'a start event must not have incoming sequence flows' },
    ]);
  });
});
