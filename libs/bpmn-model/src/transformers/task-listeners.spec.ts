import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('task listeners', () => {
  it('should read the listeners of a Camunda user task in document order, Zeebe 8.7 names mapped to the current ones', async () => {
    const process = await compileFixture(import.meta.url, 'task-listeners.kinds.bpmn');
    const fixed = (value: string) => ({ kind: 'static', value });
    expect(process.elements['review']?.userTask?.taskListeners).toEqual([
      { eventType: 'creating', type: fixed('route'), retries: fixed('3') },
      { eventType: 'assigning', type: fixed('notify'), retries: fixed('5') },
      { eventType: 'updating', type: { kind: 'feel', source: '"audit-" + region' }, retries: fixed('3') },
      { eventType: 'completing', type: fixed('check'), retries: { kind: 'feel', source: 'maxRetries' } },
      { eventType: 'completing', type: fixed('archive'), retries: fixed('3') },
      { eventType: 'canceling', type: fixed('withdraw'), retries: fixed('3') },
    ]);
    expect(process.elements['plain']?.userTask?.taskListeners).toBeUndefined();
  });

  it('should refuse what Zeebe refuses, naming the element and the reason', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:userTask', line, message });
    expect(await problemsOf(import.meta.url, 'task-listeners.problems.bpmn')).toEqual([
      problem(
        'job-worker',
        5,
        'zeebe:taskListeners are only allowed on Camunda user tasks (add zeebe:userTask); a job-worker user task has no task lifecycle to listen to',
      ),
      problem('camunda', 12, "zeebe:taskListener eventType 'start' is none of 'creating', 'assigning', 'updating', 'completing', 'canceling'"),
      problem('camunda', 12, "a zeebe:taskListener of eventType 'completing' has no job type"),
      problem('camunda', 12, "zeebe:taskListener retries 'many' is neither a non-negative integer nor a FEEL expression starting with '='"),
      expect.objectContaining({ elementId: 'camunda', line: 12, message: expect.stringContaining('invalid FEEL in the task listener job type') }),
    ]);
  });
});
