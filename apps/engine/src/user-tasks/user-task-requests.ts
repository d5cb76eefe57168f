import { parseInstant } from '@baton/time';
import type { JsonObject } from '@baton/feel';
import { badRequest } from '../http/problem-detail.js';
import { objectBody, optionalString, optionalVariables, refuseUnknownFields, requiredString, type Body } from '../http/request-fields.js';

/** Bodies of the user task commands, read as Camunda defines them; each bad field is named in a 400. */

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

export function readCompletion(raw: unknown): CompletionRequest {
  const body = objectBody(raw, 'a user task completion', true);
  refuseUnknownFields(body, ['variables', 'action'], 'the user task completion');
  return { variables: optionalVariables(body), action: optionalString(body, 'action') ?? null };
}

export function readAssignment(raw: unknown): AssignmentRequest {
  const body = objectBody(raw, 'a user task assignment');
  refuseUnknownFields(body, ['assignee', 'allowOverride', 'action'], 'the user task assignment');
  optionalString(body, 'action'); // checked, but the runtime records no action for an assignment
  const allowOverride = body.allowOverride;
  if (allowOverride !== undefined && allowOverride !== null && typeof allowOverride !== 'boolean') {
    throw badRequest(`Expected 'allowOverride' to be a boolean, but it was ${JSON.stringify(allowOverride)}`);
  }
  return { assignee: requiredString(body, 'assignee'), allowOverride: allowOverride ?? true };
}

/**
 * A null or absent attribute keeps its value; an empty list clears candidates and an empty string clears a
 * date. Attributes Camunda does not change are ignored, as Camunda does. Without an action, something must change.
 */
export function readUpdate(raw: unknown): TaskChanges {
  const body = objectBody(raw, 'a user task update', true);
  refuseUnknownFields(body, ['changeset', 'action'], 'the user task update');
  const action = optionalString(body, 'action');
  const changeset: Body = body.changeset === undefined || body.changeset === null ? {} : objectBody(body.changeset, "the user task update's 'changeset'");
  const changes: TaskChanges = {};
  const candidateGroups = stringList(changeset, 'candidateGroups');
  if (candidateGroups) changes.candidateGroups = candidateGroups;
  const candidateUsers = stringList(changeset, 'candidateUsers');
  if (candidateUsers) changes.candidateUsers = candidateUsers;
  const dueDate = date(changeset, 'dueDate');
  if (dueDate !== undefined) changes.dueDate = dueDate;
  const followUpDate = date(changeset, 'followUpDate');
  if (followUpDate !== undefined) changes.followUpDate = followUpDate;
  const priority = changeset.priority;
  if (priority !== undefined && priority !== null) {
    if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < 0 || priority > 100) {
      throw badRequest(`Expected 'changeset.priority' to be an integer from 0 to 100, but it was ${JSON.stringify(priority)}`);
    }
    changes.priority = priority;
  }
  if (Object.keys(changes).length === 0 && (action === undefined || action === '')) {
    throw badRequest(
      `No update data provided: expected an 'action' or a non-null value for one of 'changeset.candidateGroups', 'changeset.candidateUsers', 'changeset.dueDate', 'changeset.followUpDate', 'changeset.priority'`,
    );
  }
  return changes;
}

function stringList(changeset: Body, field: string): string[] | undefined {
  const value = changeset[field];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw badRequest(`Expected 'changeset.${field}' to be an array of strings, but it was ${JSON.stringify(value)}`);
  }
  return value as string[];
}

/** undefined: unchanged; null: cleared; else the instant in ISO form. */
function date(changeset: Body, field: string): string | null | undefined {
  const value = changeset[field];
  if (value === undefined || value === null) return undefined;
  if (value === '') return null;
  const time = typeof value === 'string' ? parseInstant(value) : null;
  if (time === null) {
    throw badRequest(`Expected 'changeset.${field}' to be an ISO 8601 date-time with an offset (such as 2024-05-01T10:00:00Z) or '' to clear it, but it was ${JSON.stringify(value)}`);
  }
  return new Date(time).toISOString();
}
