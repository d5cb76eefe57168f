import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { lifecycle, throwJobError } from '../../testing/spec-commands.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

describe('error boundary event', () => {
  it('should catch a job error on the task itself, end the task and pass the error variables on', async () => {
    const harness = await harnessFor('boundary-event.error-on-task.bpmn');
    // nothing waits for an error: it looks for its boundary event when thrown
    expect(harness.start()).not.toContain('SubscriptionOpened');
    const jobKey = harness.jobKeyOf('pay');
    const events = throwJobError(harness, 'pay', 'CARD_DECLINED', { reason: 'expired' });
    expect(lifecycle(events)).toEqual([
      'ElementTerminated pay',
      'ElementActivated declined',
      'ElementCompleted declined',
      'ElementActivated refused',
      'ElementCompleted refused',
      'ElementCompleted P',
    ]);
    expect(events.slice(0, 3)).toEqual(['JobErrorThrown', 'ElementTerminating pay', 'ElementTerminated pay']);
    expect(harness.state.jobs.get(jobKey)?.state).toBe('ERROR_THROWN');
    expect(harness.variable('reason')).toBe('expired');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should catch an error no boundary event names with the catch-all one', async () => {
    const harness = await harnessFor('boundary-event.error-on-task.bpmn');
    harness.start();
    expect(lifecycle(throwJobError(harness, 'pay', 'TIMEOUT'))).toEqual([
      'ElementTerminated pay',
      'ElementActivated any-error',
      'ElementCompleted any-error',
      'ElementActivated failed',
      'ElementCompleted failed',
      'ElementCompleted P',
    ]);
  });

  it('should catch a job error at the enclosing sub-process whose boundary event matches, ending everything inside it first', async () => {
    const harness = await harnessFor('boundary-event.error-nested.bpmn');
    expect(lifecycle(harness.start())).toEqual([
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
      'ElementActivated work',
    ]);
    const events = throwJobError(harness, 'work', 'B', { cause: 'b' });
    expect(lifecycle(events)).toEqual([
      'ElementTerminated work',
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
    expect(harness.variable('cause')).toBe('b');
  });

  it('should catch a job error three scopes out at the outermost sub-process when only it matches', async () => {
    const harness = await harnessFor('boundary-event.error-nested.bpmn');
    harness.start();
    expect(lifecycle(throwJobError(harness, 'work', 'A'))).toEqual([
      'ElementTerminated work',
      'ElementTerminated inner',
      'ElementTerminated middle',
      'ElementTerminated outer',
      'ElementActivated caught-a',
      'ElementCompleted caught-a',
      'ElementActivated a-end',
      'ElementCompleted a-end',
      'ElementCompleted P',
    ]);
  });

  it('should prefer the innermost match: the task boundary event catches its own code', async () => {
    const harness = await harnessFor('boundary-event.error-nested.bpmn');
    harness.start();
    expect(lifecycle(throwJobError(harness, 'work', 'C'))).toEqual([
      'ElementTerminated work',
      'ElementActivated caught-c',
      'ElementCompleted caught-c',
      'ElementActivated c-end',
      'ElementCompleted c-end',
      'ElementCompleted inner',
      'ElementActivated middle-end',
      'ElementCompleted middle-end',
      'ElementCompleted middle',
      'ElementActivated outer-end',
      'ElementCompleted outer-end',
      'ElementCompleted outer',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });

  it('should raise an incident naming the code when no boundary event matches, leaving every scope active', async () => {
    const harness = await harnessFor('boundary-event.error-nested.bpmn');
    harness.start();
    const events = throwJobError(harness, 'work', 'NOBODY', { cause: 'z' });
    expect(lifecycle(events)).toEqual([]);
    expect(events).toContain('IncidentCreated work UNHANDLED_ERROR_EVENT');
    const incident = harness.log.find((event) => event.type === 'IncidentCreated');
    expect(incident?.type === 'IncidentCreated' && incident.errorMessage).toContain("'NOBODY'");
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });
});
