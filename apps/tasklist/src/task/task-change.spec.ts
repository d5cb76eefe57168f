import type { UserTaskResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { explainChange } from './task-change.js';

const task = (change: Partial<UserTaskResult>): UserTaskResult => ({ state: 'CREATED', assignee: null, ...change }) as UserTaskResult;

describe('explainChange', () => {
  it('names who completed the task, and keeps the input', () => {
    const change = explainChange(task({ state: 'COMPLETED', assignee: 'alice' }), 'bob');
    expect(change.title).toBe('This task was completed elsewhere');
    expect(change.detail).toContain('alice completed it');
    expect(change.detail).toContain('What you typed stays in the form');
    expect(change.canContinue).toBe(false);
  });

  it('tells the reviewer when they completed it in another window', () => {
    expect(explainChange(task({ state: 'COMPLETED', assignee: 'bob' }), 'bob').detail).toContain('You completed it in another window');
  });

  it('names the new assignee of a reassigned task', () => {
    expect(explainChange(task({ assignee: 'alice' }), 'bob').title).toBe('This task was reassigned to alice');
  });

  it('says a task out of reach is no longer the reviewer’s', () => {
    expect(explainChange(null, 'bob').canContinue).toBe(false);
  });

  it('lets the reviewer go on with a task whose data changed', () => {
    const change = explainChange(task({ assignee: 'bob' }), 'bob');
    expect(change.title).toBe('This task was changed while you had it open');
    expect(change.canContinue).toBe(true);
  });

  it('says a canceled task was canceled', () => {
    expect(explainChange(task({ state: 'CANCELED' }), 'bob').title).toBe('This task was canceled');
  });
});
