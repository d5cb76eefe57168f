/**
 * `POST /v2/user-tasks/search`, `GET /v2/user-tasks/{userTaskKey}`, `PATCH /v2/user-tasks/{userTaskKey}`,
 * `POST /v2/user-tasks/{userTaskKey}/assignment`, `DELETE /v2/user-tasks/{userTaskKey}/assignee`,
 * `POST /v2/user-tasks/{userTaskKey}/completion`, `GET /v2/user-tasks/{userTaskKey}/form`,
 * `POST /v2/user-tasks/{userTaskKey}/variables/search`, `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`.
 */
import type { Static } from 'typebox';
import type * as S from './schema/index.js';
import type { ElementId, ElementInstanceKey, ProcessDefinitionId, ProcessDefinitionKey, ProcessInstanceKey, TagSet, UserTaskKey } from './common.js';
import type { VariableValueFilterProperty } from './process-instances.js';
import type {
  DateTimeFilterProperty,
  IntegerFilterProperty,
  LikeFilter,
  OffsetPagination,
  SearchQueryRequest,
  SearchQueryResponse,
  SearchQuerySortRequest,
  StringFilterProperty,
} from './search.js';
import type { VariableSearchQueryResult, VariableSortField } from './variables.js';

/** Camunda's states; Baton's tasks are only ever CREATED, COMPLETED or CANCELED (its transitions are atomic). */
export const USER_TASK_STATES = ['CREATING', 'CREATED', 'ASSIGNING', 'UPDATING', 'COMPLETING', 'COMPLETED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
export type UserTaskStateEnum = (typeof USER_TASK_STATES)[number];

/** Response of `GET /v2/user-tasks/{userTaskKey}` and item of the search. */
export type UserTaskResult = Static<typeof S.UserTaskResult>;

export interface AdvancedUserTaskStateFilter {
  $eq?: UserTaskStateEnum;
  $neq?: UserTaskStateEnum;
  $exists?: boolean;
  $in?: UserTaskStateEnum[];
  $like?: LikeFilter;
}
export type UserTaskStateFilterProperty = UserTaskStateEnum | AdvancedUserTaskStateFilter;

export interface UserTaskFilter {
  state?: UserTaskStateFilterProperty;
  assignee?: StringFilterProperty;
  priority?: IntegerFilterProperty;
  elementId?: ElementId;
  name?: StringFilterProperty;
  /** Matches tasks whose candidate groups contain a matching group. */
  candidateGroup?: StringFilterProperty;
  /** Matches tasks whose candidate users contain a matching user. */
  candidateUser?: StringFilterProperty;
  tenantId?: StringFilterProperty;
  processDefinitionId?: ProcessDefinitionId;
  creationDate?: DateTimeFilterProperty;
  completionDate?: DateTimeFilterProperty;
  followUpDate?: DateTimeFilterProperty;
  dueDate?: DateTimeFilterProperty;
  /** Variables of the process instance's root scope; every entry must match. */
  processInstanceVariables?: VariableValueFilterProperty[];
  /** Variables of the task's own element instance; every entry must match. */
  localVariables?: VariableValueFilterProperty[];
  userTaskKey?: UserTaskKey;
  processDefinitionKey?: ProcessDefinitionKey;
  processInstanceKey?: ProcessInstanceKey;
  elementInstanceKey?: ElementInstanceKey;
  /** Tasks of process instances carrying all of these tags. */
  tags?: TagSet;
}

export const USER_TASK_SORT_FIELDS = ['creationDate', 'completionDate', 'followUpDate', 'dueDate', 'priority', 'name'] as const;
export type UserTaskSortField = (typeof USER_TASK_SORT_FIELDS)[number];
export type UserTaskSearchQuerySortRequest = SearchQuerySortRequest<UserTaskSortField>;

export type UserTaskSearchQuery = SearchQueryRequest<UserTaskFilter, UserTaskSortField>;
export type UserTaskSearchQueryResult = SearchQueryResponse<UserTaskResult>;

export interface UserTaskVariableFilter {
  name?: StringFilterProperty;
}
export type UserTaskVariableSortField = VariableSortField;
export type UserTaskVariableSearchQuerySortRequest = SearchQuerySortRequest<UserTaskVariableSortField>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/variables/search`: every variable of the task's scope chain. */
export type UserTaskVariableSearchQueryRequest = SearchQueryRequest<UserTaskVariableFilter, UserTaskVariableSortField>;

/** Body of `POST /v2/user-tasks/{userTaskKey}/effective-variables/search`: one variable per name, innermost scope first. */
export interface UserTaskEffectiveVariableSearchQueryRequest {
  page?: OffsetPagination;
  sort?: UserTaskVariableSearchQuerySortRequest[];
  filter?: UserTaskVariableFilter;
}

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
