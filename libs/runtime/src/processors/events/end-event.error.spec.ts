import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { lifecycle } from '../../testing/spec-commands.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

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

describe('error end event with a FEEL error code', () => {
  /** The error end event throws DECLINED, which the interrupting event sub-process catches. */
  const THROWN_AND_CAUGHT = [
    'ElementActivated fail',
    'ElementTerminated fail',
    'ElementActivated on-declined',
    'ElementActivated declined-caught',
    'ElementCompleted declined-caught',
    'ElementActivated declined-end',
    'ElementCompleted declined-end',
    'ElementCompleted on-declined',
    'ElementCompleted P',
  ];

  it('should throw the code its expression yields when reached', async () => {
    const harness = await harnessFor('end-event.error-feel.bpmn');
    const events = harness.start({ reason: 'declined' });
    // the interrupting event sub-process also stops the other branch, whose task was on its way in
    expect(lifecycle(events)).toEqual([
      'ElementActivated P',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated fork',
      'ElementCompleted fork',
      ...THROWN_AND_CAUGHT,
    ]);
    expect(harness.state.jobs.size).toBe(0);
  });

  it('should raise an EXTRACT_VALUE_ERROR incident naming the expression when it yields no code, and throw once resolved after the cause is fixed', async () => {
    // given: `reason` is missing, so the code is null; the other branch will deliver it
    const harness = await harnessFor('end-event.error-feel.bpmn');
    const events = harness.start();
    expect(events).toContain('IncidentCreated fail EXTRACT_VALUE_ERROR');
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe("Expected the error code of 'fail' to be a non-empty string, but it was null (No variable found with name 'reason')");
    expect(incident?.failedStep).toBe('ACTIVATE');

    // when the cause is fixed (the other branch sets `reason`) and the incident resolved
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('explain'), variables: { reason: 'declined' } });
    const resolved = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then the throw is retried and caught
    expect(lifecycle(resolved)).toEqual(THROWN_AND_CAUGHT);
    expect(harness.state.incidents.size).toBe(0);
  });
});
