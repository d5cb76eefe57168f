import { describe, expect, it } from 'vitest';
import type { UserTaskUpdateRequest } from '@baton/api-contract';
import { ApiProblem } from '../http/problem-detail.js';
import { readUpdate } from './user-task-requests.js';

function problemOf(body: UserTaskUpdateRequest): ApiProblem {
  try {
    readUpdate(body);
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error(`expected a 400 problem for ${JSON.stringify(body)}`);
}

describe('user task update dates', () => {
  it('should store the instant a due date names, whatever offset or zone it was written in', () => {
    expect(readUpdate({ changeset: { dueDate: '2026-03-28T10:00:00[Europe/Berlin]' } })).toEqual({ dueDate: '2026-03-28T09:00:00.000Z' });
    expect(readUpdate({ changeset: { followUpDate: '2026-03-28T10:00:00+01:00' } })).toEqual({ followUpDate: '2026-03-28T09:00:00.000Z' });
  });

  it('should refuse a date that does not exist with a 400 naming the field, instead of rolling it over', () => {
    const problem = problemOf({ changeset: { dueDate: '2026-02-30T10:00:00Z' } });
    expect(problem.status).toBe(400);
    expect(problem.detail).toContain("'changeset.dueDate'");
    expect(problemOf({ changeset: { followUpDate: '2026-03-28T10:00:00' } }).detail).toContain("'changeset.followUpDate'");
  });
});
