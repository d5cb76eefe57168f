/**
 * `POST /v2/user-tasks/search`, `GET /v2/user-tasks/{userTaskKey}`, `PATCH /v2/user-tasks/{userTaskKey}`,
 * `POST /v2/user-tasks/{userTaskKey}/assignment`, `DELETE /v2/user-tasks/{userTaskKey}/assignee`,
 * `POST /v2/user-tasks/{userTaskKey}/completion`, `GET /v2/user-tasks/{userTaskKey}/form`,
 * `POST /v2/user-tasks/{userTaskKey}/variables/search`, `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { SearchQueryResponse, SearchQuerySortRequest } from './search.js';
import type { VariableSearchQueryResult, VariableSortField } from './variables.js';

/** Camunda's states; Baton's tasks are only ever CREATED, COMPLETED or CANCELED (its transitions are atomic). */
export const USER_TASK_STATES = ['CREATING', 'CREATED', 'ASSIGNING', 'UPDATING', 'COMPLETING', 'COMPLETED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
export type UserTaskStateEnum = (typeof USER_TASK_STATES)[number];

/** Response of `GET /v2/user-tasks/{userTaskKey}` and item of the search. */
export type UserTaskResult = Static<typeof S.UserTaskResult>;

/** User task search filter (the filters Baton serves). */
export type UserTaskFilter = NonNullable<UserTaskSearchQuery['filter']>;
export type UserTaskStateFilterProperty = NonNullable<UserTaskFilter['state']>;
export type AdvancedUserTaskStateFilter = Exclude<UserTaskStateFilterProperty, string>;

export const USER_TASK_SORT_FIELDS = ['creationDate', 'completionDate', 'followUpDate', 'dueDate', 'priority', 'name'] as const;
export type UserTaskSortField = (typeof USER_TASK_SORT_FIELDS)[number];
export type UserTaskSearchQuerySortRequest = SearchQuerySortRequest<UserTaskSortField>;

export type UserTaskSearchQuery = Static<typeof S.UserTaskSearchQuery>;
export type UserTaskSearchQueryResult = SearchQueryResponse<UserTaskResult>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/variables/search`: every variable of the task's scope chain. */
export type UserTaskVariableSearchQueryRequest = Static<typeof S.UserTaskVariableSearchQuery>;
export type UserTaskVariableFilter = NonNullable<UserTaskVariableSearchQueryRequest['filter']>;
export type UserTaskVariableSortField = VariableSortField;
export type UserTaskVariableSearchQuerySortRequest = SearchQuerySortRequest<UserTaskVariableSortField>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`: one variable per name, innermost scope first. */
export type UserTaskEffectiveVariableSearchQueryRequest = Static<typeof S.UserTaskEffectiveVariableSearchQuery>;

/** Response of both user task variable searches. */
export type UserTaskVariableSearchQueryResult = VariableSearchQueryResult;

/** Response (200) of `GET /v2/user-tasks/{userTaskKey}/form`; 204 when the task links no Camunda form. */
export type FormResult = Static<typeof S.FormResult>;

export type {
  UserTaskAssignmentRequest,
  UserTaskChangeset,
  UserTaskCompletionRequest,
  UserTaskUpdateRequest,
} from './schema/user-task-requests.js';
