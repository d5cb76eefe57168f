import { describe, expect, it } from 'vitest';
import { compileBpmn } from '../compile-bpmn.js';
import { problemsOf, readFixture } from '../fixture.test-helper.js';

describe('process transformer', () => {
  it('should refuse variable mappings on the process, which has no scope around it to map from or to', async () => {
    expect(await problemsOf(import.meta.url, 'process.io-mapping.bpmn')).toEqual([
      { elementId: 'P', elementType: 'bpmn:process', line: 3, message: 'zeebe:ioMapping is not supported yet on bpmn:process' },
    ]);
  });

  it('should refuse a process without any start event', async () => {
    expect(await problemsOf(import.meta.url, 'process.no-start-event.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 3,
        message: 'the process has no start event: add a none start event, or a timer, message or signal start event',
      },
    ]);
  });

  it('should refuse a process with several none start events, naming them', async () => {
    expect(await problemsOf(import.meta.url, 'process.two-start-events.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 3,
        message: "the process has more than one none start event: 'start-a', 'start-b', 'start-c'; keep exactly one",
      },
    ]);
  });

  it('should start a process from timer, message and signal start events alone', async () => {
    const result = await compileBpmn(readFixture(import.meta.url, 'process.event-start-events.bpmn'));
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    const [p, q] = result.processes;
    expect(p?.elements['P']?.noneStartEventId).toBeUndefined();
    expect(p?.elements['P']?.eventStartEventIds).toEqual(['hourly', 'on-request']);
    expect(q?.elements['Q']?.eventStartEventIds).toEqual(['q-on-request']);
  });

  it('should refuse message or signal start events of one process that share a literal name', async () => {
    const problem = (message: string) => ({ elementId: 'P', elementType: 'bpmn:process', line: 3, message });
    expect(await problemsOf(import.meta.url, 'process.duplicate-start-names.bpmn')).toEqual([
      problem("the start events 'by-mail' and 'by-phone' wait for the same message 'order'; the message start events of a process need distinct message names"),
      problem("the start events 'alarm-a' and 'alarm-b' wait for the same signal 'alarm'; the signal start events of a process need distinct signal names"),
    ]);
  });

  it('should not report a missing start event when the start event was refused', async () => {
    expect(await problemsOf(import.meta.url, 'process.refused-start-event.bpmn')).toEqual([
      {
        elementId: 'when-ready',
        elementType: 'bpmn:startEvent',
        line: 4,
        message: 'element kind not supported yet (bpmn:startEvent with bpmn:escalationEventDefinition)',
      },
    ]);
  });
});
