import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { lifecycle, throwJobError } from '../../testing/spec-commands.js';

const harnessFor = () => harnessForFixture(new URL('event-sub-process.error-nested.bpmn', import.meta.url));

/**
 * P (catch-all error event sub-process) > outer (error boundary B) > middle (error boundary B, and an error event
 * sub-process B inside) > inner > work. Decided as in Zeebe: a scope's event sub-processes catch before the boundary
 * events attached to that scope, so the event sub-process inside `middle` is nearer to the error than the boundary
 * event on `middle`, and both are nearer than the boundary event on `outer`.
 */
describe('an error thrown three scopes deep', () => {
  it('should be caught by the event sub-process inside the middle sub-process, not the boundary events on it or further out', async () => {
    const harness = await harnessFor();
    harness.start();
    const events = throwJobError(harness, 'work', 'B', { cause: 'b' });
    expect(lifecycle(events)).toEqual([
      'ElementTerminated work',
      'ElementTerminated inner',
      'ElementActivated middle-on-b',
      'ElementActivated middle-caught-b',
      'ElementCompleted middle-caught-b',
      'ElementActivated repair',
    ]);
    expect(harness.variable('cause')).toBe('b');
    expect(lifecycle(harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('repair'), variables: {} }))).toEqual([
      'ElementCompleted repair',
      'ElementCompleted middle-on-b',
      'ElementCompleted middle',
      'ElementActivated outer-end',
      'ElementCompleted outer-end',
      'ElementCompleted outer',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });

  it('should be caught by the process-level catch-all event sub-process when no scope on the way names the code', async () => {
    const harness = await harnessFor();
    harness.start();
    expect(lifecycle(throwJobError(harness, 'work', 'C'))).toEqual([
      'ElementTerminated work',
      'ElementTerminated inner',
      'ElementTerminated middle',
      'ElementTerminated outer',
      'ElementActivated on-any-error',
      'ElementActivated any-error',
      'ElementCompleted any-error',
      'ElementActivated any-error-end',
      'ElementCompleted any-error-end',
      'ElementCompleted on-any-error',
      'ElementCompleted P',
    ]);
  });

  it('should not be caught in a scope its interrupting event sub-process interrupted: thrown there, it is an incident', async () => {
    const harness = await harnessFor();
    harness.start();
    throwJobError(harness, 'work', 'B');
    // `middle` is interrupted; as in Zeebe, neither the boundary on `outer` nor the process' catch-all takes this one
    const events = throwJobError(harness, 'repair', 'B');
    expect(lifecycle(events)).toEqual([]);
    expect(events).toEqual(['JobErrorThrown', 'IncidentCreated repair UNHANDLED_ERROR_EVENT']);
  });
});
