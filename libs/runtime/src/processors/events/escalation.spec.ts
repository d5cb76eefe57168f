import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { lifecycle } from '../../testing/spec-commands.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

function escalations(harness: InstanceHarness) {
  return harness.log.flatMap((event) => (event.type === 'EscalationThrown' ? [[event.elementId, event.escalationCode, event.catchElementId]] : []));
}

const INTO_SUB = [
  'ElementActivated P',
  'ElementActivated start',
  'ElementCompleted start',
  'ElementActivated sub',
  'ElementActivated sub-start',
  'ElementCompleted sub-start',
];

describe('escalation throw event inside a sub-process', () => {
  it('should start a non-interrupting boundary event beside the sub-process, and go on itself', async () => {
    const harness = await harnessFor('escalation.sub-process.bpmn');
    expect(lifecycle(harness.start({ code: 'LATE' }))).toEqual([
      ...INTO_SUB,
      'ElementActivated raise',
      'ElementActivated on-late',
      'ElementCompleted raise',
      'ElementCompleted on-late',
      'ElementActivated work',
      'ElementActivated notified',
      'ElementCompleted notified',
    ]);
    expect(escalations(harness)).toEqual([['raise', 'LATE', 'on-late']]);
    expect(lifecycle(harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('work'), variables: {} }))).toEqual([
      'ElementCompleted work',
      'ElementActivated sub-end',
      'ElementCompleted sub-end',
      'ElementCompleted sub',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });

  it('should end the sub-process, the throw event with it, when an interrupting boundary event catches it', async () => {
    const harness = await harnessFor('escalation.sub-process.bpmn');
    expect(lifecycle(harness.start({ code: 'STOP' }))).toEqual([
      ...INTO_SUB,
      'ElementActivated raise',
      'ElementTerminated raise',
      'ElementTerminated sub',
      'ElementActivated on-stop',
      'ElementCompleted on-stop',
      'ElementActivated stopped',
      'ElementCompleted stopped',
      'ElementCompleted P',
    ]);
    expect(escalations(harness)).toEqual([['raise', 'STOP', 'on-stop']]);
  });

  it('should go on, with no incident, when nothing catches it', async () => {
    const harness = await harnessFor('escalation.sub-process.bpmn');
    const events = harness.start({ code: 'UNKNOWN' });
    expect(lifecycle(events)).toEqual([...INTO_SUB, 'ElementActivated raise', 'ElementCompleted raise', 'ElementActivated work']);
    expect(events).not.toContain('IncidentCreated');
    expect(escalations(harness)).toEqual([['raise', 'UNKNOWN', null]]);
  });

  it('should raise an incident on the throw event when its FEEL code yields no string', async () => {
    const harness = await harnessFor('escalation.sub-process.bpmn');
    const events = harness.start({});
    expect(events).toContain('IncidentCreated raise EXTRACT_VALUE_ERROR');
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toContain("Expected the escalation code of 'raise' to be a non-empty string, but it was null");
  });
});

describe('escalation caught by event sub-processes', () => {
  it('should start a non-interrupting event sub-process for an escalation end event, the process completing once both are done', async () => {
    const harness = await harnessFor('escalation.event-sub-process.bpmn');
    const events = harness.start();
    // FIFO steps interleave the two branches; the end event's path ends, the event sub-process runs beside
    expect(lifecycle(events)).toEqual([
      'ElementActivated P',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated fork',
      'ElementCompleted fork',
      'ElementActivated late-end',
      'ElementActivated sub',
      'ElementActivated on-escalation',
      'ElementCompleted late-end',
      'ElementActivated sub-start',
      'ElementActivated any-escalation',
      'ElementCompleted sub-start',
      'ElementCompleted any-escalation',
      'ElementActivated sub-fork',
      'ElementActivated handle',
      'ElementCompleted sub-fork',
      'ElementActivated slow',
      'ElementActivated stop-end',
      // inside `sub`, the interrupting event sub-process ends the other branch and the throwing end event
      'ElementTerminated slow',
      'ElementTerminated stop-end',
      'ElementActivated on-stop',
      'ElementActivated stop-caught',
      'ElementCompleted stop-caught',
      'ElementActivated stop-handled',
      'ElementCompleted stop-handled',
      'ElementCompleted on-stop',
      'ElementCompleted sub',
      'ElementActivated end',
      'ElementCompleted end',
    ]);
    // the inner event sub-process is nearer to `stop-end` than the process-level catch-all
    expect(escalations(harness)).toEqual([
      ['late-end', 'LATE', 'any-escalation'],
      ['stop-end', 'STOP', 'stop-caught'],
    ]);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    expect(lifecycle(harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('handle'), variables: {} }))).toEqual([
      'ElementCompleted handle',
      'ElementCompleted on-escalation',
      'ElementCompleted P',
    ]);
  });
});

describe('escalations caught at different scopes', () => {
  it('should start the non-interrupting event sub-process of the sub-process for A, then interrupt the whole process for B', async () => {
    const harness = await harnessFor('escalation.scopes.bpmn');
    expect(lifecycle(harness.start())).toEqual([
      ...INTO_SUB,
      'ElementActivated raise-a',
      'ElementActivated s-on-a',
      'ElementCompleted raise-a',
      'ElementActivated s-on-a-start',
      'ElementActivated raise-b',
      'ElementTerminated s-on-a-start',
      'ElementTerminated s-on-a',
      'ElementTerminated raise-b',
      'ElementTerminated sub',
      'ElementActivated p-on-b',
      'ElementActivated p-on-b-start',
      'ElementCompleted p-on-b-start',
      'ElementActivated p-on-b-end',
      'ElementCompleted p-on-b-end',
      'ElementCompleted p-on-b',
      'ElementCompleted P',
    ]);
    expect(escalations(harness)).toEqual([
      ['raise-a', 'A', 's-on-a-start'],
      ['raise-b', 'B', 'p-on-b-start'],
    ]);
  });
});
