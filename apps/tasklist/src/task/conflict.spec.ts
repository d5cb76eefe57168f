import type { UserTaskResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { explainConflict } from './conflict.js';

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
});
