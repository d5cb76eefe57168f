import type { UserTaskResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, readListState, type TaskListState, writeListState } from './task-list-state.js';
import { isOverdue, taskSearchQuery } from './task-search-query.js';

const alice = { username: 'alice', groups: ['finance'] };
const NOW = new Date('2026-12-01T10:00:00Z');

describe('task search query', () => {
  it('should ask for the open tasks of my groups, newest first, by default', () => {
    expect(taskSearchQuery(DEFAULT_LIST_STATE, alice, NOW)).toEqual({
      filter: { state: 'CREATED', candidateGroup: { $in: ['finance'] } },
      sort: [{ field: 'creationDate', order: 'DESC' }],
      page: { from: 0, limit: 25 },
    });
  });

  it('should combine a view, a process, a due date filter, a sort and a page', () => {
    const query = taskSearchQuery({ view: 'assigned', process: 'invoice-approval', due: 'overdue', sort: 'priority', page: 2 }, alice, NOW);
    expect(query).toEqual({
      filter: { state: 'CREATED', assignee: 'alice', processDefinitionId: 'invoice-approval', dueDate: { $lt: '2026-12-01T10:00:00.000Z' } },
      sort: [{ field: 'priority', order: 'DESC' }],
      page: { from: 50, limit: 25 },
    });
  });

  it('should list what I completed by completion date and unassigned tasks by the absence of an assignee', () => {
    expect(taskSearchQuery({ ...DEFAULT_LIST_STATE, view: 'completed' }, alice, NOW)).toMatchObject({
      filter: { state: 'COMPLETED', assignee: 'alice' },
      sort: [{ field: 'completionDate', order: 'DESC' }],
    });
    expect(taskSearchQuery({ ...DEFAULT_LIST_STATE, view: 'unassigned', due: 'none' }, alice, NOW).filter).toEqual({
      state: 'CREATED',
      assignee: { $exists: false },
      dueDate: { $exists: false },
    });
  });

  it('should round-trip the list state through the URL, leaving defaults out and ignoring nonsense', () => {
    const state = { view: 'unassigned', process: 'shipment-check', due: 'week', sort: 'due', page: 3 } as const;
    expect(readListState(new URLSearchParams(writeListState(state)))).toEqual(state);
    expect(writeListState(DEFAULT_LIST_STATE)).toBe('');
    expect(readListState(new URLSearchParams('view=everything&page=-4&sort=random'))).toEqual(DEFAULT_LIST_STATE);
  });

  it('should call an open task past its due date overdue, and nothing else', () => {
    const task = (state: UserTaskResult['state'], dueDate: string | null) => ({ state, dueDate }) as UserTaskResult;
    expect(isOverdue(task('CREATED', '2026-11-30T10:00:00Z'), NOW)).toBe(true);
    expect(isOverdue(task('CREATED', '2026-12-02T10:00:00Z'), NOW)).toBe(false);
    expect(isOverdue(task('COMPLETED', '2026-11-30T10:00:00Z'), NOW)).toBe(false);
    expect(isOverdue(task('CREATED', null), NOW)).toBe(false);
  });

  it('should join the due days of more filters with the due select: the later start, the earlier end', () => {
    const dueIn = (more: object, due: TaskListState['due'] = 'any') => taskSearchQuery({ ...DEFAULT_LIST_STATE, due, more }, alice, NOW).filter?.dueDate;
    const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
    expect(dueIn({ dueFrom: '2026-12-03', dueTo: '2026-12-05' })).toEqual({ $gte: dayStart('2026-12-03'), $lt: dayStart('2026-12-06') });
    expect(dueIn({ dueFrom: '2026-11-20', dueTo: '2026-12-31' }, 'overdue')).toEqual({ $gte: dayStart('2026-11-20'), $lt: '2026-12-01T10:00:00.000Z' });
    expect(dueIn({ dueTo: '2026-12-03' }, 'week')).toEqual({ $gte: '2026-12-01T10:00:00.000Z', $lt: dayStart('2026-12-04') });
    expect(dueIn({ dueFrom: '2026-12-03' }, 'none')).toEqual({ $gte: dayStart('2026-12-03'), $exists: false });
    expect(dueIn({}, 'any')).toBeUndefined();
  });
});
