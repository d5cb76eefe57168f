/**
 * `POST /v2/jobs/activation`, `POST /v2/jobs/{jobKey}/completion`, `POST /v2/jobs/{jobKey}/failure`,
 * `POST /v2/jobs/{jobKey}/error`, `PATCH /v2/jobs/{jobKey}`, `POST /v2/jobs/search`.
 */
import type { Static } from 'typebox';
import type * as SearchRequests from './schema/search-requests.js';
import type * as WorkResponses from './schema/work-responses.js';
import type { DateTimeString, ElementId, VariablesObject } from './common.js';
import type { SearchQueryResponse } from './search.js';
import type { TENANT_FILTERS, JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_SORT_FIELDS, JOB_STATES } from './values/jobs.js';
export * from './values/jobs.js';

export type JobStateEnum = (typeof JOB_STATES)[number];

export type JobKindEnum = (typeof JOB_KINDS)[number];

/** `UNSPECIFIED` for ordinary (BPMN_ELEMENT) jobs. */
export type JobListenerEventTypeEnum = (typeof JOB_LISTENER_EVENT_TYPES)[number];

export type TenantFilterEnum = (typeof TENANT_FILTERS)[number];

// ---------------------------------------------------------------------------
// Activation
// ---------------------------------------------------------------------------

/** User task properties carried by task-listener jobs. */
export type UserTaskProperties = Static<typeof WorkResponses.UserTaskProperties>;

/** One activated job. Every field is required. */
export type ActivatedJobResult = Static<typeof WorkResponses.ActivatedJobResult>;

/** Response (200) of `POST /v2/jobs/activation`. */
export type JobActivationResult = Static<typeof WorkResponses.JobActivationResult>;

// ---------------------------------------------------------------------------
// Completion / failure / error / update
// ---------------------------------------------------------------------------

export interface JobResultCorrectionsFields {
  assignee?: string | null;
  dueDate?: DateTimeString | null;
  followUpDate?: DateTimeString | null;
  candidateUsers?: string[] | null;
  candidateGroups?: string[] | null;
  /** 0..100 */
  priority?: number | null;
}
export type JobResultCorrections = JobResultCorrectionsFields | null;

export interface JobResultUserTaskFields {
  denied?: boolean | null;
  deniedReason?: string | null;
  corrections?: JobResultCorrections;
  type?: string;
}
export type JobResultUserTask = JobResultUserTaskFields | null;

export interface JobResultActivateElement {
  elementId?: ElementId;
  variables?: VariablesObject | null;
}

export interface JobResultAdHocSubProcessFields {
  activateElements?: JobResultActivateElement[];
  /** Default false. */
  isCompletionConditionFulfilled?: boolean;
  /** Default false. */
  isCancelRemainingInstances?: boolean;
  type?: string;
}
export type JobResultAdHocSubProcess = JobResultAdHocSubProcessFields | null;

export const JOB_RESULT_TYPES = ['userTask', 'adHocSubProcess'] as const;
export type JobResult = ({ type: 'userTask' } & JobResultUserTaskFields) | ({ type: 'adHocSubProcess' } & JobResultAdHocSubProcessFields);

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

/** Job search item. Every field is required (nullable ones as `null`). */
export type JobSearchResult = Static<typeof WorkResponses.JobSearchResult>;

/** Job search filter (the filters Baton serves). */
export type JobFilter = NonNullable<JobSearchQuery['filter']>;
export type JobStateFilterProperty = NonNullable<JobFilter['state']>;
export type AdvancedJobStateFilter = Exclude<JobStateFilterProperty, string>;
export type JobKindFilterProperty = NonNullable<JobFilter['kind']>;
export type AdvancedJobKindFilter = Exclude<JobKindFilterProperty, string>;
export type JobListenerEventTypeFilterProperty = NonNullable<JobFilter['listenerEventType']>;
export type AdvancedJobListenerEventTypeFilter = Exclude<JobListenerEventTypeFilterProperty, string>;

export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

export type JobSearchQuery = Static<typeof SearchRequests.JobSearchQuery>;
export type JobSearchQueryResult = SearchQueryResponse<JobSearchResult>;

export type {
  JobActivationRequest,
  JobChangeset,
  JobCompletionRequest,
  JobErrorRequest,
  JobFailRequest,
  JobUpdateRequest,
} from './schema/job-requests.js';
