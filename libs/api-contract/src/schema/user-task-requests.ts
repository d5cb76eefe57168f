/** Request bodies of the user task commands (Camunda v2). */
import { Type, type Static } from 'typebox';
import { Name, Nullable, VariablesObject } from './primitives.js';

export const UserTaskCompletionRequest = Type.Object(
  { variables: Type.Optional(Nullable(VariablesObject)), action: Type.Optional(Nullable(Type.String())) },
  { additionalProperties: false },
);
export type UserTaskCompletionRequest = Static<typeof UserTaskCompletionRequest>;

export const UserTaskAssignmentRequest = Type.Object(
  {
    /** Optional in Camunda's schema, but an assignment without an assignee is refused (use unassign). */
    assignee: Type.Optional(Name({ minLength: 1 })),
    allowOverride: Type.Optional(Nullable(Type.Boolean(), { description: 'Default true; false refuses (409) to replace another assignee.' })),
    action: Type.Optional(Nullable(Type.String())),
  },
  { additionalProperties: false },
);
export type UserTaskAssignmentRequest = Static<typeof UserTaskAssignmentRequest>;

/**
 * Dates are ISO 8601 date-times, or '' to clear one (checked by the user task service, which parses them).
 * Camunda ignores attributes it does not change, so the changeset admits more properties.
 */
export const UserTaskChangeset = Type.Object({
  dueDate: Type.Optional(Nullable(Type.String())),
  followUpDate: Type.Optional(Nullable(Type.String())),
  candidateUsers: Type.Optional(Nullable(Type.Array(Name()))),
  candidateGroups: Type.Optional(Nullable(Type.Array(Name()))),
  priority: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }), { default: 50 })),
});
export type UserTaskChangeset = Static<typeof UserTaskChangeset>;

export const UserTaskUpdateRequest = Type.Object(
  { changeset: Type.Optional(Nullable(UserTaskChangeset)), action: Type.Optional(Nullable(Type.String())) },
  { additionalProperties: false },
);
export type UserTaskUpdateRequest = Static<typeof UserTaskUpdateRequest>;
