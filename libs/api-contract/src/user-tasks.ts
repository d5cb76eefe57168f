/**
 * `POST /v2/user-tasks/search`, `GET /v2/user-tasks/{userTaskKey}`, `PATCH /v2/user-tasks/{userTaskKey}`,
 * `POST /v2/user-tasks/{userTaskKey}/assignment`, `DELETE /v2/user-tasks/{userTaskKey}/assignee`,
 * `POST /v2/user-tasks/{userTaskKey}/completion`, `GET /v2/user-tasks/{userTaskKey}/form`,
 * `POST /v2/user-tasks/{userTaskKey}/variables/search`, `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`.
 */
import type { Static } from 'typebox';
import type * as SearchRequests from './schema/search-requests.js';
import type * as WorkResponses from './schema/work-responses.js';
import type { SearchQueryResponse, SearchQuerySortRequest } from './search.js';
import type { VariableSearchQueryResult, VariableSortField } from './variables.js';
import type { USER_TASK_SORT_FIELDS, USER_TASK_STATES } from './values/user-tasks.js';
export * from './values/user-tasks.js';

export type UserTaskStateEnum = (typeof USER_TASK_STATES)[number];

/** Response of `GET /v2/user-tasks/{userTaskKey}` and item of the search. */
export type UserTaskResult = Static<typeof WorkResponses.UserTaskResult>;

/** User task search filter (the filters Baton serves). */
export type UserTaskFilter = NonNullable<UserTaskSearchQuery['filter']>;
export type UserTaskStateFilterProperty = NonNullable<UserTaskFilter['state']>;
export type AdvancedUserTaskStateFilter = Exclude<UserTaskStateFilterProperty, string>;

export type UserTaskSortField = (typeof USER_TASK_SORT_FIELDS)[number];
export type UserTaskSearchQuerySortRequest = SearchQuerySortRequest<UserTaskSortField>;

export type UserTaskSearchQuery = Static<typeof SearchRequests.UserTaskSearchQuery>;
export type UserTaskSearchQueryResult = SearchQueryResponse<UserTaskResult>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/variables/search`: every variable of the task's scope chain. */
export type UserTaskVariableSearchQueryRequest = Static<typeof SearchRequests.UserTaskVariableSearchQuery>;
export type UserTaskVariableFilter = NonNullable<UserTaskVariableSearchQueryRequest['filter']>;
export type UserTaskVariableSortField = VariableSortField;
export type UserTaskVariableSearchQuerySortRequest = SearchQuerySortRequest<UserTaskVariableSortField>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`: one variable per name, innermost scope first. */
export type UserTaskEffectiveVariableSearchQueryRequest = Static<typeof SearchRequests.UserTaskEffectiveVariableSearchQuery>;

/** Response of both user task variable searches. */
export type UserTaskVariableSearchQueryResult = VariableSearchQueryResult;

/** Response (200) of `GET /v2/user-tasks/{userTaskKey}/form`; 204 when the task links no Camunda form. */
export type FormResult = Static<typeof WorkResponses.FormResult>;

export type {
  UserTaskAssignmentRequest,
  UserTaskChangeset,
  UserTaskCompletionRequest,
  UserTaskUpdateRequest,
} from './schema/user-task-requests.js';
