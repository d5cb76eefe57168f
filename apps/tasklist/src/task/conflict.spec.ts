import type { UserTaskResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { explainConflict, explainDenial } from './conflict.js';

const task = (state: UserTaskResult['state'], assignee: string | null) => ({ state, assignee }) as UserTaskResult;

describe('explaining a refused decision', () => {
  it('should name who completed or now holds the task', () => {
    expect(explainConflict(task('COMPLETED', 'bob'), 'alice')).toEqual({
      title: 'This task was completed by someone else',
      detail: 'bob completed it while you had it open. Your input was not submitted.',
    });
    expect(explainConflict(task('CREATED', 'bob'), 'alice').title).toBe('This task was reassigned');
    expect(explainConflict(task('CREATED', 'bob'), 'alice').detail).toContain('assigned to bob');
  });

  it('should tell a task out of reach, a canceled one and a merely changed one apart', () => {
    expect(explainConflict(null, 'alice').title).toBe('This task is no longer yours to decide');
    expect(explainConflict(task('CANCELED', null), 'alice').title).toBe('This task was canceled');
    expect(explainConflict(task('CREATED', 'alice'), 'alice').title).toBe('This task was changed while you had it open');
  });

  it("should tell a task listener's denial by its reason, keeping the reviewer's input, and nothing else as one", () => {
    const detail = "Completion of the User Task with key '2251799813685249' was denied by Task Listener. Reason to deny: 'the invoice has no purchase order'";
    expect(explainDenial(detail)).toEqual({
      title: 'A check of the process refused this completion',
      detail: 'The check said: "the invoice has no purchase order". Your input is still in the form: correct it and complete the task again.',
    });
    expect(explainDenial("Completion of the User Task with key '1' was denied by Task Listener. Reason to deny: ''")?.detail).toContain('gave no reason');
    expect(explainDenial("Expected to complete user task with key '1', but it is already completed")).toBeNull();
    expect(explainDenial(undefined)).toBeNull();
  });
});
