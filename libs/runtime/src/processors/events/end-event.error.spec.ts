import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

/** Element lifecycle only: what ended how, and in which order. */
function lifecycle(events: string[]): string[] {
  return events.filter((event) => /^Element(Activated|Completed|Terminated) /.test(event));
}

/** Entering the three nested sub-processes up to the fork inside the innermost one. */
const INTO_INNER = [
  'ElementActivated P',
  'ElementActivated start',
  'ElementCompleted start',
  'ElementActivated outer',
  'ElementActivated outer-start',
  'ElementCompleted outer-start',
  'ElementActivated middle',
  'ElementActivated middle-start',
  'ElementCompleted middle-start',
  'ElementActivated inner',
  'ElementActivated inner-start',
  'ElementCompleted inner-start',
  'ElementActivated fork',
  'ElementCompleted fork',
  'ElementActivated wait',
  'ElementActivated which',
  'ElementCompleted which',
];

describe('error end event', () => {
  it('should be caught, three scopes deep, by the enclosing sub-process whose boundary event matches, ending the branch beside it', async () => {
    const harness = await harnessFor('end-event.error-nested.bpmn');
    const events = harness.start({ code: 'B' });
    expect(lifecycle(events)).toEqual([
      ...INTO_INNER,
      'ElementActivated fail-b',
      'ElementTerminated wait',
      'ElementTerminated fail-b',
      'ElementTerminated inner',
      'ElementTerminated middle',
      'ElementActivated caught-b',
      'ElementCompleted caught-b',
      'ElementActivated b-end',
      'ElementCompleted b-end',
      'ElementCompleted outer',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(events).toContain('JobCanceled');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should be caught by the outermost sub-process when only its boundary event matches', async () => {
    const harness = await harnessFor('end-event.error-nested.bpmn');
    expect(lifecycle(harness.start({ code: 'A' }))).toEqual([
      ...INTO_INNER,
      'ElementActivated fail-a',
      'ElementTerminated wait',
      'ElementTerminated fail-a',
      'ElementTerminated inner',
      'ElementTerminated middle',
      'ElementTerminated outer',
      'ElementActivated caught-a',
      'ElementCompleted caught-a',
      'ElementActivated a-end',
      'ElementCompleted a-end',
      'ElementCompleted P',
    ]);
    expect(harness.variable('code')).toBe('A');
  });

  it('should raise an incident naming the code on the end event when nothing catches it, leaving the other branch waiting', async () => {
    const harness = await harnessFor('end-event.error-nested.bpmn');
    const events = harness.start({ code: 'other' });
    expect(lifecycle(events)).toEqual(INTO_INNER);
    expect(events).toContain('IncidentCreated fail-z UNHANDLED_ERROR_EVENT');
    const incident = harness.log.find((event) => event.type === 'IncidentCreated');
    expect(incident?.type === 'IncidentCreated' && incident.errorMessage).toContain("'Z'");
    const failZ = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'fail-z');
    expect(failZ?.state).toBe('ACTIVATING');
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });
});
