import { parseInstant } from '@baton/time';
import type { JsonObject } from '@baton/feel';
import type { UserTaskAssignmentRequest, UserTaskCompletionRequest, UserTaskUpdateRequest } from '@baton/api-contract';
import { invalidRequest } from '../http/problem-detail.js';

/** The user task command bodies (already checked against their schemas) as the runtime commands take them. */

export interface CompletionRequest {
  variables: JsonObject;
  action: string | null;
}

export interface AssignmentRequest {
  assignee: string;
  allowOverride: boolean;
}

export interface TaskChanges {
  candidateGroups?: string[];
  candidateUsers?: string[];
  dueDate?: string | null;
  followUpDate?: string | null;
  priority?: number;
}

export function readCompletion(body: UserTaskCompletionRequest | undefined): CompletionRequest {
  return { variables: (body?.variables ?? {}) as JsonObject, action: body?.action ?? null };
}

export function readAssignment(body: UserTaskAssignmentRequest): AssignmentRequest {
  if (body.assignee === undefined) throw invalidRequest([{ field: 'assignee', message: 'is required (to remove the assignee, unassign the task)' }]);
  return { assignee: body.assignee, allowOverride: body.allowOverride ?? true };
}

/**
 * A null or absent attribute keeps its value; an empty list clears candidates and an empty string clears a
 * date. Attributes Camunda does not change are ignored, as Camunda does. Without an action, something must change.
 */
export function readUpdate(body: UserTaskUpdateRequest | undefined): TaskChanges {
  const changeset = body?.changeset ?? {};
  const changes: TaskChanges = {};
  if (changeset.candidateGroups) changes.candidateGroups = changeset.candidateGroups;
  if (changeset.candidateUsers) changes.candidateUsers = changeset.candidateUsers;
  const dueDate = date(changeset.dueDate, 'dueDate');
  if (dueDate !== undefined) changes.dueDate = dueDate;
  const followUpDate = date(changeset.followUpDate, 'followUpDate');
  if (followUpDate !== undefined) changes.followUpDate = followUpDate;
  if (changeset.priority !== undefined && changeset.priority !== null) changes.priority = changeset.priority;
  const action = body?.action;
  if (Object.keys(changes).length === 0 && (action === undefined || action === null || action === '')) {
    throw invalidRequest([
      {
        field: 'changeset',
        message: `No update data provided: expected an 'action' or a non-null value for one of 'changeset.candidateGroups', 'changeset.candidateUsers', 'changeset.dueDate', 'changeset.followUpDate', 'changeset.priority'`,
      },
    ]);
  }
  return changes;
}

/** undefined: unchanged; null: cleared; else the instant in ISO form. */
function date(value: string | null | undefined, field: string): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return null;
  const time = parseInstant(value);
  if (time === null) {
    throw invalidRequest([
      {
        field: `changeset.${field}`,
        message: `must be an ISO 8601 date-time with an offset or a zone (such as 2024-05-01T10:00:00Z or 2024-05-01T12:00:00[Europe/Berlin]) or '' to clear it, but it was ${JSON.stringify(value)}`,
      },
    ]);
  }
  return new Date(time).toISOString();
}
