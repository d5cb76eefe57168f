/**
 * Checks the hand-written TypeScript contract types against the official client:
 *  - compile-time: key sets (required / optional / nullable) equal Camunda's generated types, and every
 *    Camunda value is assignable to our type (run by the `type-checks` test below via `tsc`);
 *  - run-time: fixtures typed with our types pass the client's zod response schemas.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as C from '@camunda8/orchestration-cluster-api';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as B from './index.js';

// ---------------------------------------------------------------------------
// Compile-time assertions
// ---------------------------------------------------------------------------

type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
// biome-ignore lint/complexity/noBannedTypes: `{} extends Pick<T, K>` is the test for an optional key
type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/** `true` when both object types have the same required, optional and nullable keys, else a diff. */
type SameKeys<Ours, Theirs> = [
  Equals<RequiredKeys<Ours>, RequiredKeys<Theirs>>,
  Equals<OptionalKeys<Ours>, OptionalKeys<Theirs>>,
  Equals<NullableKeys<Ours>, NullableKeys<Theirs>>,
] extends [true, true, true]
  ? true
  : {
      requiredOnlyInOurs: Exclude<RequiredKeys<Ours>, RequiredKeys<Theirs>>;
      requiredOnlyInCamunda: Exclude<RequiredKeys<Theirs>, RequiredKeys<Ours>>;
      optionalOnlyInOurs: Exclude<OptionalKeys<Ours>, OptionalKeys<Theirs>>;
      optionalOnlyInCamunda: Exclude<OptionalKeys<Theirs>, OptionalKeys<Ours>>;
      nullableOnlyInOurs: Exclude<NullableKeys<Ours>, NullableKeys<Theirs>>;
      nullableOnlyInCamunda: Exclude<NullableKeys<Theirs>, NullableKeys<Ours>>;
    };
/** Strips Camunda's branded key/id types (and TagSet's length tuple) down to plain strings / arrays. */
type Unbrand<T> = T extends { readonly __brand: string }
  ? string
  : T extends readonly (infer U)[]
    ? Unbrand<U>[]
    : T extends object
      ? { [K in keyof T]: Unbrand<T[K]> }
      : T;
/** Camunda values are accepted by our type AND our values are accepted by (unbranded) Camunda types. */
type Mutual<Ours, Theirs> = [Theirs] extends [Ours]
  ? [Ours] extends [Unbrand<Theirs>]
    ? true
    : { oursNotAssignableToCamunda: Ours }
  : { camundaNotAssignableToOurs: Theirs };
type Check<Ours, Theirs> = SameKeys<Ours, Theirs> extends true ? Mutual<Ours, Theirs> : SameKeys<Ours, Theirs>;
/** Baton's element instances carry `isCompensation` beside Camunda's fields. */
type CamundaElementInstanceSearchQueryResult = Omit<B.ElementInstanceSearchQueryResult, 'items'> & {
  items: Omit<B.ElementInstanceResult, 'isCompensation'>[];
};
type WithoutIndexSignature<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
/** Camunda's changeset also admits unknown attributes (an index signature); Baton ignores them. */
type CamundaChangeset = WithoutIndexSignature<NonNullable<C.Changeset>>;

/**
 * Camunda 8.10's fields that client 9.1.5 (Camunda 8.9) does not know yet: a job's `priority` and `businessId`, a
 * process instance's `suspendedDate` and its `SUSPENDED` state, a user task's `businessId` (also a
 * filter and a sort field). Compared without them, the rest of each type must still equal Camunda's.
 */
type Before810ProcessInstance = Omit<B.ProcessInstanceResult, 'suspendedDate' | 'state'> & { state: Exclude<B.ProcessInstanceResult['state'], 'SUSPENDED'> };
type Before810ProcessInstances = Omit<B.ProcessInstanceSearchQueryResult, 'items'> & { items: Before810ProcessInstance[] };
type Before810ActivatedJob = Omit<B.ActivatedJobResult, 'priority' | 'businessId'>;
type Before810Job = Omit<B.JobSearchResult, 'priority' | 'businessId'>;
type Before810UserTask = Omit<B.UserTaskResult, 'businessId'>;
/** A search query whose sort leaves out the fields `F` (the sort fields Camunda 8.10 added). */
type SortWithout<Q extends { sort?: unknown }, F extends string> = Omit<Q, 'sort'> & {
  sort?: NonNullable<Q['sort']> extends readonly (infer S extends { field: string })[] ? (Omit<S, 'field'> & { field: Exclude<S['field'], F> })[] : never;
};

/** Keys where our type takes values Camunda's does not. */
type LenientKeys<Ours, Theirs> = { [K in keyof Ours & keyof Theirs]-?: [Ours[K]] extends [Unbrand<Theirs[K]>] ? never : K }[keyof Ours & keyof Theirs];
/** Shared keys that only Camunda lets be `null`. */
type NullOnlyInCamunda<Ours, Theirs> = Exclude<NullableKeys<Pick<Theirs, keyof Ours & keyof Theirs>>, NullableKeys<Ours>>;
type WithoutNullAt<T, K> = { [P in keyof T]: P extends K ? Exclude<T[P], null> : T[P] };
/**
 * `Check` of a search filter whose differences from Camunda's are listed, each list exact (a listed key that does
 * not differ so fails too): `NotServed` are Camunda's filters Baton's schema leaves out (a request naming one gets a
 * 400), `Lenient` are filters where Baton also takes what Camunda does not (an operator object where Camunda takes a
 * plain value) while still taking every Camunda value, `NotNull` are filters Camunda lets be `null` and Baton not.
 */
type CheckFilter<Ours, Theirs, NotServed extends keyof Theirs, Lenient extends keyof Ours & keyof Theirs, NotNull extends keyof Ours & keyof Theirs = never> = [
  Equals<NotServed, Exclude<keyof Theirs, keyof Ours>>,
  Equals<Lenient, LenientKeys<Ours, Theirs>>,
  Equals<NotNull, NullOnlyInCamunda<Ours, Theirs>>,
  [Pick<Theirs, Lenient>] extends [Pick<Ours, Lenient>] ? true : false,
] extends [true, true, true, true]
  ? Check<Omit<Ours, Lenient>, WithoutNullAt<Omit<Theirs, NotServed | Lenient>, NotNull>>
  : { notServed: Exclude<keyof Theirs, keyof Ours>; lenient: LenientKeys<Ours, Theirs>; notNull: NullOnlyInCamunda<Ours, Theirs> };
/** A search query but its filter, which `CheckFilter` compares with its differences listed. */
type CheckSearchQuery<Ours, Theirs> = Check<Omit<Ours, 'filter'>, Omit<Theirs, 'filter'>>;

/** Every entry must be `true`; a mismatch turns the expected type into a descriptive diff object. */
const typeAssertions: {
  // Baton's answer may carry `batonWarnings` beside Camunda's fields (what the engine ignores in a deployed model).
  DeploymentResult: Check<Omit<B.DeploymentResult, 'batonWarnings'>, C.DeploymentResult>;
  DeploymentMetadataResult: Check<B.DeploymentMetadataResult, C.DeploymentMetadataResult>;
  DeploymentProcessResult: Check<B.DeploymentProcessResult, C.DeploymentProcessResult>;
  DeploymentDecisionResult: Check<B.DeploymentDecisionResult, C.DeploymentDecisionResult>;
  DeploymentDecisionRequirementsResult: Check<B.DeploymentDecisionRequirementsResult, C.DeploymentDecisionRequirementsResult>;
  DeploymentFormResult: Check<B.DeploymentFormResult, C.DeploymentFormResult>;
  DeploymentResourceResult: Check<B.DeploymentResourceResult, C.DeploymentResourceResult>;
  ProcessDefinitionResult: Check<B.ProcessDefinitionResult, C.ProcessDefinitionResult>;
  ProcessDefinitionFilter: CheckFilter<
    B.ProcessDefinitionFilter,
    C.ProcessDefinitionFilter,
    // Baton deletes no definitions and drains none: every one is ACTIVE.
    'state',
    // One filter type for every string, key and integer property: operators where Camunda takes a plain value.
    'resourceName' | 'version' | 'versionTag' | 'tenantId' | 'processDefinitionKey'
  >;
  ProcessDefinitionSearchQuery: CheckSearchQuery<B.ProcessDefinitionSearchQuery, C.ProcessDefinitionSearchQuery>;
  ProcessDefinitionSearchQueryResult: Check<B.ProcessDefinitionSearchQueryResult, C.ProcessDefinitionSearchQueryResult>;
  DecisionDefinitionResult: Check<B.DecisionDefinitionResult, C.DecisionDefinitionResult>;
  DecisionDefinitionFilter: CheckFilter<B.DecisionDefinitionFilter, C.DecisionDefinitionFilter, never, never>;
  DecisionDefinitionSearchQuery: CheckSearchQuery<B.DecisionDefinitionSearchQuery, C.DecisionDefinitionSearchQuery>;
  DecisionDefinitionSearchQueryResult: Check<B.DecisionDefinitionSearchQueryResult, C.DecisionDefinitionSearchQueryResult>;
  DecisionRequirementsResult: Check<B.DecisionRequirementsResult, C.DecisionRequirementsResult>;
  DecisionRequirementsFilter: CheckFilter<B.DecisionRequirementsFilter, C.DecisionRequirementsFilter, never, never>;
  DecisionRequirementsSearchQuery: CheckSearchQuery<B.DecisionRequirementsSearchQuery, C.DecisionRequirementsSearchQuery>;
  DecisionRequirementsSearchQueryResult: Check<B.DecisionRequirementsSearchQueryResult, C.DecisionRequirementsSearchQueryResult>;
  DecisionEvaluationById: Check<B.DecisionEvaluationById, C.DecisionEvaluationById>;
  DecisionEvaluationByKey: Check<B.DecisionEvaluationByKey, C.DecisionEvaluationByKey>;
  DecisionEvaluationInstruction: Mutual<B.DecisionEvaluationInstruction, C.DecisionEvaluationInstruction>;
  EvaluateDecisionResult: Check<B.EvaluateDecisionResult, C.EvaluateDecisionResult>;
  EvaluatedDecisionResult: Check<B.EvaluatedDecisionResult, C.EvaluatedDecisionResult>;
  MatchedDecisionRuleItem: Check<B.MatchedDecisionRuleItem, C.MatchedDecisionRuleItem>;
  EvaluatedDecisionInputItem: Check<B.EvaluatedDecisionInputItem, C.EvaluatedDecisionInputItem>;
  EvaluatedDecisionOutputItem: Check<B.EvaluatedDecisionOutputItem, C.EvaluatedDecisionOutputItem>;
  ProcessInstanceCreationInstructionById: Check<B.ProcessInstanceCreationInstructionById, C.ProcessInstanceCreationInstructionById>;
  ProcessInstanceCreationInstructionByKey: Check<B.ProcessInstanceCreationInstructionByKey, C.ProcessInstanceCreationInstructionByKey>;
  ProcessInstanceCreationInstruction: Mutual<B.ProcessInstanceCreationInstruction, C.ProcessInstanceCreationInstruction>;
  ProcessInstanceCreationRuntimeInstruction: Check<B.ProcessInstanceCreationRuntimeInstruction, C.ProcessInstanceCreationRuntimeInstruction>;
  CreateProcessInstanceResult: Check<B.CreateProcessInstanceResult, C.CreateProcessInstanceResult>;
  ProcessInstanceResult: Check<Before810ProcessInstance, C.ProcessInstanceResult>;
  ProcessElementStatisticsResult: Check<B.ProcessElementStatisticsResult, C.ProcessElementStatisticsResult>;
  ProcessInstanceElementStatisticsQueryResult: Check<B.ProcessElementStatisticsQueryResult, C.ProcessInstanceElementStatisticsQueryResult>;
  ProcessInstanceFilter: CheckFilter<
    Omit<B.ProcessInstanceFilter, 'suspendedDate' | 'state'> & { state?: C.ProcessInstanceFilter['state'] },
    C.ProcessInstanceFilter,
    // Alternative filter groups are not served: the search ANDs its filters.
    | '$or'
    // Baton has no batch operations.
    | 'batchOperationId'
    | 'batchOperationKey'
    // Filters on failed jobs and on incident hash codes (Operate's views) are not served.
    | 'hasRetriesLeft'
    | 'incidentErrorHashCode',
    never
  >;
  ProcessInstanceSearchQuery: CheckSearchQuery<SortWithout<B.ProcessInstanceSearchQuery, 'suspendedDate'>, C.ProcessInstanceSearchQuery>;
  ProcessInstanceSearchQueryResult: Check<Before810ProcessInstances, C.ProcessInstanceSearchQueryResult>;
  CancelProcessInstanceRequest: Mutual<B.CancelProcessInstanceRequest, C.CancelProcessInstanceRequest>;
  ProcessInstanceStateEnum: Equals<Exclude<B.ProcessInstanceStateEnum, 'SUSPENDED'>, C.ProcessInstanceStateEnum>;
  JobActivationRequest: Check<B.JobActivationRequest, C.JobActivationRequest>;
  ActivatedJobResult: Check<Before810ActivatedJob, C.ActivatedJobResult>;
  JobActivationResult: Check<{ jobs: Before810ActivatedJob[] }, C.JobActivationResult>;
  UserTaskProperties: Check<B.UserTaskProperties, C.UserTaskProperties>;
  JobCompletionRequest: Check<B.JobCompletionRequest, C.JobCompletionRequest>;
  JobResult: Mutual<B.JobResult, C.JobResult>;
  JobResultCorrectionsFields: Check<B.JobResultCorrectionsFields, NonNullable<C.JobResultCorrections>>;
  JobResultUserTaskFields: Check<B.JobResultUserTaskFields, NonNullable<C.JobResultUserTask>>;
  JobResultAdHocSubProcessFields: Check<B.JobResultAdHocSubProcessFields, NonNullable<C.JobResultAdHocSubProcess>>;
  JobResultActivateElement: Check<B.JobResultActivateElement, C.JobResultActivateElement>;
  JobFailRequest: Check<B.JobFailRequest, C.JobFailRequest>;
  JobErrorRequest: Check<B.JobErrorRequest, C.JobErrorRequest>;
  JobChangeset: Check<B.JobChangeset, C.JobChangeset>;
  // Baton's `reason` (an operator console's; the audit log keeps it) beside Camunda's fields.
  JobUpdateRequest: Check<Omit<B.JobUpdateRequest, 'reason'>, C.JobUpdateRequest>;
  JobSearchResult: Check<Before810Job, C.JobSearchResult>;
  JobFilter: CheckFilter<
    Omit<B.JobFilter, 'priority'>,
    C.JobFilter,
    // Baton's jobs are all BPMN_ELEMENT jobs (no task listeners), so none is ever denied.
    'deniedReason' | 'isDenied',
    never,
    // Baton's date-time filter takes no `null`: jobs without a deadline are found with `{ $exists: false }`.
    'deadline'
  >;
  JobSearchQuery: CheckSearchQuery<SortWithout<B.JobSearchQuery, 'priority'>, C.JobSearchQuery>;
  JobSearchQueryResult: Check<Omit<B.JobSearchQueryResult, 'items'> & { items: Before810Job[] }, C.JobSearchQueryResult>;
  JobStateEnum: Equals<B.JobStateEnum, C.JobStateEnum>;
  JobKindEnum: Equals<B.JobKindEnum, C.JobKindEnum>;
  JobListenerEventTypeEnum: Equals<B.JobListenerEventTypeEnum, C.JobListenerEventTypeEnum>;
  TenantFilterEnum: Equals<B.TenantFilterEnum, C.TenantFilterEnum>;
  // Baton's own field beside Camunda's; the client's response schema lets it through (see the fixture below).
  ElementInstanceResult: Check<Omit<B.ElementInstanceResult, 'isCompensation'>, C.ElementInstanceResult>;
  ElementInstanceFilter: CheckFilter<
    B.ElementInstanceFilter,
    C.ElementInstanceFilter,
    never,
    // One filter type for every string, key and enum property: operators where Camunda takes a plain value.
    | 'processDefinitionId'
    | 'type'
    | 'elementId'
    | 'elementName'
    | 'tenantId'
    | 'elementInstanceKey'
    | 'processInstanceKey'
    | 'processDefinitionKey'
    | 'incidentKey'
    | 'elementInstanceScopeKey'
  >;
  ElementInstanceSearchQuery: CheckSearchQuery<B.ElementInstanceSearchQuery, C.ElementInstanceSearchQuery>;
  ElementInstanceSearchQueryResult: Check<CamundaElementInstanceSearchQueryResult, C.ElementInstanceSearchQueryResult>;
  ElementInstanceStateEnum: Equals<B.ElementInstanceStateEnum, C.ElementInstanceStateEnum>;
  ElementInstanceTypeEnum: Equals<B.ElementInstanceTypeEnum, C.ElementInstanceResult['type']>;
  VariableResult: Check<B.VariableResult, C.VariableResult>;
  VariableSearchResult: Check<B.VariableSearchResult, C.VariableSearchResult>;
  VariableFilter: CheckFilter<
    B.VariableFilter,
    C.VariableFilter,
    never,
    // One filter type for every string property: operators where Camunda takes a plain tenant id.
    'tenantId'
  >;
  VariableSearchQuery: CheckSearchQuery<B.VariableSearchQuery, C.VariableSearchQuery>;
  VariableSearchQueryResult: Check<B.VariableSearchQueryResult, C.VariableSearchQueryResult>;
  IncidentResult: Check<B.IncidentResult, C.IncidentResult>;
  IncidentFilter: CheckFilter<B.IncidentFilter, C.IncidentFilter, never, never>;
  IncidentSearchQuery: CheckSearchQuery<B.IncidentSearchQuery, C.IncidentSearchQuery>;
  IncidentSearchQueryResult: Check<B.IncidentSearchQueryResult, C.IncidentSearchQueryResult>;
  IncidentResolutionRequest: Check<B.IncidentResolutionRequest, C.IncidentResolutionRequest>;
  IncidentErrorTypeEnum: Equals<B.IncidentErrorTypeEnum, C.IncidentErrorTypeEnum>;
  IncidentStateEnum: Equals<B.IncidentStateEnum, C.IncidentStateEnum>;
  TopologyResponse: Check<B.TopologyResponse, C.TopologyResponse>;
  BrokerInfo: Check<B.BrokerInfo, C.BrokerInfo>;
  Partition: Check<B.Partition, C.Partition>;
  ProblemDetail: Check<B.ProblemDetail, C.ProblemDetail>;
  SearchQueryPageResponse: Check<B.SearchQueryPageResponse, C.SearchQueryPageResponse>;
  // One object where Camunda has four variants: the search answers a mix of offset and cursor fields with a 400.
  SearchQueryPageRequest: Mutual<B.SearchQueryPageRequest, C.SearchQueryPageRequest>;
  OffsetPagination: Check<B.OffsetPagination, C.OffsetPagination>;
  BasicStringFilter: Check<B.BasicStringFilter, C.BasicStringFilter>;
  AdvancedStringFilter: Check<B.AdvancedStringFilter, C.AdvancedStringFilter>;
  AdvancedIntegerFilter: Check<B.AdvancedIntegerFilter, C.AdvancedIntegerFilter>;
  AdvancedDateTimeFilter: Check<B.AdvancedDateTimeFilter, C.AdvancedDateTimeFilter>;
  VariableValueFilterProperty: Check<B.VariableValueFilterProperty, C.VariableValueFilterProperty>;
  SortOrderEnum: Equals<B.SortOrderEnum, C.SortOrderEnum>;
  UserTaskResult: Check<Before810UserTask, C.UserTaskResult>;
  UserTaskFilter: CheckFilter<
    Omit<B.UserTaskFilter, 'businessId'>,
    C.UserTaskFilter,
    never,
    // One filter type for every string and key property: operators where Camunda takes a plain value.
    'elementId' | 'processDefinitionId' | 'userTaskKey' | 'processDefinitionKey' | 'processInstanceKey' | 'elementInstanceKey'
  >;
  UserTaskSearchQuery: CheckSearchQuery<SortWithout<B.UserTaskSearchQuery, 'businessId'>, C.UserTaskSearchQuery>;
  UserTaskSearchQueryResult: Check<Omit<B.UserTaskSearchQueryResult, 'items'> & { items: Before810UserTask[] }, C.UserTaskSearchQueryResult>;
  UserTaskCompletionRequest: Check<B.UserTaskCompletionRequest, C.UserTaskCompletionRequest>;
  UserTaskAssignmentRequest: Check<B.UserTaskAssignmentRequest, C.UserTaskAssignmentRequest>;
  UserTaskUpdateRequest: Check<B.UserTaskUpdateRequest, Omit<C.UserTaskUpdateRequest, 'changeset'> & { changeset?: CamundaChangeset | null }>;
  UserTaskChangeset: Check<B.UserTaskChangeset, CamundaChangeset>;
  UserTaskVariableFilter: CheckFilter<B.UserTaskVariableFilter, C.UserTaskVariableFilter, never, never>;
  UserTaskVariableSearchQueryRequest: Check<B.UserTaskVariableSearchQueryRequest, C.UserTaskVariableSearchQueryRequest>;
  UserTaskEffectiveVariableSearchQueryRequest: Check<B.UserTaskEffectiveVariableSearchQueryRequest, C.UserTaskEffectiveVariableSearchQueryRequest>;
  FormResult: Check<B.FormResult, C.FormResult>;
  UserTaskStateEnum: Equals<B.UserTaskStateEnum, C.UserTaskStateEnum>;
  // Camunda 8.10's businessId of the instance a message start event starts, beyond the 8.9 client.
  MessagePublicationRequest: Check<Omit<B.MessagePublicationRequest, 'businessId'>, C.MessagePublicationRequest>;
  MessagePublicationResult: Check<B.MessagePublicationResult, C.MessagePublicationResult>;
  MessageCorrelationRequest: Check<Omit<B.MessageCorrelationRequest, 'businessId'>, C.MessageCorrelationRequest>;
  MessageCorrelationResult: Check<B.MessageCorrelationResult, C.MessageCorrelationResult>;
  MessageSubscriptionResult: Check<B.MessageSubscriptionResult, C.MessageSubscriptionResult>;
  MessageSubscriptionFilter: CheckFilter<B.MessageSubscriptionFilter, C.MessageSubscriptionFilter, never, never>;
  MessageSubscriptionSearchQuery: CheckSearchQuery<B.MessageSubscriptionSearchQuery, C.MessageSubscriptionSearchQuery>;
  MessageSubscriptionSearchQueryResult: Check<B.MessageSubscriptionSearchQueryResult, C.MessageSubscriptionSearchQueryResult>;
  MessageSubscriptionStateEnum: Equals<B.MessageSubscriptionStateEnum, C.MessageSubscriptionStateEnum>;
  CorrelatedMessageSubscriptionResult: Check<B.CorrelatedMessageSubscriptionResult, C.CorrelatedMessageSubscriptionResult>;
  CorrelatedMessageSubscriptionFilter: CheckFilter<B.CorrelatedMessageSubscriptionFilter, C.CorrelatedMessageSubscriptionFilter, never, never>;
  CorrelatedMessageSubscriptionSearchQuery: CheckSearchQuery<B.CorrelatedMessageSubscriptionSearchQuery, C.CorrelatedMessageSubscriptionSearchQuery>;
  CorrelatedMessageSubscriptionSearchQueryResult: Check<B.CorrelatedMessageSubscriptionSearchQueryResult, C.CorrelatedMessageSubscriptionSearchQueryResult>;
  SignalBroadcastRequest: Check<B.SignalBroadcastRequest, C.SignalBroadcastRequest>;
  SignalBroadcastResult: Check<B.SignalBroadcastResult, C.SignalBroadcastResult>;
  ExpressionEvaluationRequest: Check<B.ExpressionEvaluationRequest, C.ExpressionEvaluationRequest>;
  ExpressionEvaluationResult: Check<B.ExpressionEvaluationResult, C.ExpressionEvaluationResult>;
} = {
  DeploymentResult: true,
  DeploymentMetadataResult: true,
  DeploymentProcessResult: true,
  DeploymentDecisionResult: true,
  DeploymentDecisionRequirementsResult: true,
  DeploymentFormResult: true,
  DeploymentResourceResult: true,
  ProcessDefinitionResult: true,
  ProcessDefinitionFilter: true,
  ProcessDefinitionSearchQuery: true,
  ProcessDefinitionSearchQueryResult: true,
  DecisionDefinitionResult: true,
  DecisionDefinitionFilter: true,
  DecisionDefinitionSearchQuery: true,
  DecisionDefinitionSearchQueryResult: true,
  DecisionRequirementsResult: true,
  DecisionRequirementsFilter: true,
  DecisionRequirementsSearchQuery: true,
  DecisionRequirementsSearchQueryResult: true,
  DecisionEvaluationById: true,
  DecisionEvaluationByKey: true,
  DecisionEvaluationInstruction: true,
  EvaluateDecisionResult: true,
  EvaluatedDecisionResult: true,
  MatchedDecisionRuleItem: true,
  EvaluatedDecisionInputItem: true,
  EvaluatedDecisionOutputItem: true,
  ProcessInstanceCreationInstructionById: true,
  ProcessInstanceCreationInstructionByKey: true,
  ProcessInstanceCreationInstruction: true,
  ProcessInstanceCreationRuntimeInstruction: true,
  CreateProcessInstanceResult: true,
  ProcessInstanceResult: true,
  ProcessElementStatisticsResult: true,
  ProcessInstanceElementStatisticsQueryResult: true,
  ProcessInstanceFilter: true,
  ProcessInstanceSearchQuery: true,
  ProcessInstanceSearchQueryResult: true,
  CancelProcessInstanceRequest: true,
  ProcessInstanceStateEnum: true,
  JobActivationRequest: true,
  ActivatedJobResult: true,
  JobActivationResult: true,
  UserTaskProperties: true,
  JobCompletionRequest: true,
  JobResult: true,
  JobResultCorrectionsFields: true,
  JobResultUserTaskFields: true,
  JobResultAdHocSubProcessFields: true,
  JobResultActivateElement: true,
  JobFailRequest: true,
  JobErrorRequest: true,
  JobChangeset: true,
  JobUpdateRequest: true,
  JobSearchResult: true,
  JobFilter: true,
  JobSearchQuery: true,
  JobSearchQueryResult: true,
  JobStateEnum: true,
  JobKindEnum: true,
  JobListenerEventTypeEnum: true,
  TenantFilterEnum: true,
  ElementInstanceResult: true,
  ElementInstanceFilter: true,
  ElementInstanceSearchQuery: true,
  ElementInstanceSearchQueryResult: true,
  ElementInstanceStateEnum: true,
  ElementInstanceTypeEnum: true,
  VariableResult: true,
  VariableSearchResult: true,
  VariableFilter: true,
  VariableSearchQuery: true,
  VariableSearchQueryResult: true,
  IncidentResult: true,
  IncidentFilter: true,
  IncidentSearchQuery: true,
  IncidentSearchQueryResult: true,
  IncidentResolutionRequest: true,
  IncidentErrorTypeEnum: true,
  IncidentStateEnum: true,
  TopologyResponse: true,
  BrokerInfo: true,
  Partition: true,
  ProblemDetail: true,
  SearchQueryPageResponse: true,
  SearchQueryPageRequest: true,
  OffsetPagination: true,
  BasicStringFilter: true,
  AdvancedStringFilter: true,
  AdvancedIntegerFilter: true,
  AdvancedDateTimeFilter: true,
  VariableValueFilterProperty: true,
  SortOrderEnum: true,
  UserTaskResult: true,
  UserTaskFilter: true,
  UserTaskSearchQuery: true,
  UserTaskSearchQueryResult: true,
  UserTaskCompletionRequest: true,
  UserTaskAssignmentRequest: true,
  UserTaskUpdateRequest: true,
  UserTaskChangeset: true,
  UserTaskVariableFilter: true,
  UserTaskVariableSearchQueryRequest: true,
  UserTaskEffectiveVariableSearchQueryRequest: true,
  FormResult: true,
  UserTaskStateEnum: true,
  MessagePublicationRequest: true,
  MessagePublicationResult: true,
  MessageCorrelationRequest: true,
  MessageCorrelationResult: true,
  MessageSubscriptionResult: true,
  MessageSubscriptionFilter: true,
  MessageSubscriptionSearchQuery: true,
  MessageSubscriptionSearchQueryResult: true,
  MessageSubscriptionStateEnum: true,
  CorrelatedMessageSubscriptionResult: true,
  CorrelatedMessageSubscriptionFilter: true,
  CorrelatedMessageSubscriptionSearchQuery: true,
  CorrelatedMessageSubscriptionSearchQueryResult: true,
  SignalBroadcastRequest: true,
  SignalBroadcastResult: true,
  ExpressionEvaluationRequest: true,
  ExpressionEvaluationResult: true,
};

// ---------------------------------------------------------------------------
// Run-time: fixtures typed with our types must pass the client's zod schemas
// ---------------------------------------------------------------------------

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}

async function loadCamundaZod(): Promise<Record<string, SafeParser>> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@camunda8/orchestration-cluster-api'));
  const file = readdirSync(dist).find((f) => /^zod\.gen-.*\.js$/.test(f));
  if (!file) throw new Error(`zod.gen-*.js not found in ${dist}`);
  const mod: Record<string, unknown> = await import(pathToFileURL(join(dist, file)).href);
  const out: Record<string, SafeParser> = {};
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value === 'object' && value !== null && 'safeParse' in value && typeof value.safeParse === 'function') {
      out[name] = value as SafeParser;
    }
  }
  return out;
}

const NOW = new Date('2024-05-01T10:00:00.000Z').toISOString();
const PAGE: B.SearchQueryPageResponse = { totalItems: 1, hasMoreTotalItems: false, startCursor: null, endCursor: null };

const processInstance: B.ProcessInstanceResult = {
  processDefinitionId: 'order-process',
  processDefinitionName: null,
  processDefinitionVersion: 1,
  processDefinitionVersionTag: null,
  startDate: NOW,
  endDate: null,
  state: 'ACTIVE',
  hasIncident: false,
  tenantId: '<default>',
  processInstanceKey: '2251799813685249',
  processDefinitionKey: '2251799813685248',
  parentProcessInstanceKey: null,
  parentElementInstanceKey: null,
  rootProcessInstanceKey: null,
  tags: [],
  businessId: null,
  suspendedDate: null,
};

const userTask: B.UserTaskResult = {
  name: 'Approve order',
  state: 'CREATED',
  assignee: null,
  elementId: 'approve',
  candidateGroups: ['sales'],
  candidateUsers: [],
  processDefinitionId: 'order-process',
  creationDate: NOW,
  completionDate: null,
  followUpDate: null,
  dueDate: null,
  tenantId: '<default>',
  externalFormReference: null,
  processDefinitionVersion: 1,
  customHeaders: {},
  priority: 50,
  userTaskKey: '2251799813685280',
  elementInstanceKey: '2251799813685279',
  processName: null,
  processDefinitionKey: '2251799813685248',
  processInstanceKey: '2251799813685249',
  rootProcessInstanceKey: null,
  businessId: 'order-4711',
  formKey: null,
  tags: [],
};

const FIXTURES: [string, unknown][] = [
  [
    'zDeploymentResult',
    {
      deploymentKey: '2251799813685247',
      tenantId: '<default>',
      deployments: [
        {
          processDefinition: {
            processDefinitionId: 'order-process',
            processDefinitionVersion: 1,
            resourceName: 'order.bpmn',
            tenantId: '<default>',
            processDefinitionKey: '2251799813685248',
          },
          decisionDefinition: null,
          decisionRequirements: null,
          form: null,
          resource: null,
        },
      ],
    } satisfies B.DeploymentResult,
  ],
  [
    'zProcessDefinitionResult',
    {
      name: null,
      resourceName: 'order.bpmn',
      version: 1,
      versionTag: null,
      processDefinitionId: 'order-process',
      tenantId: '<default>',
      processDefinitionKey: '2251799813685248',
      hasStartForm: false,
      state: 'ACTIVE',
    } satisfies B.ProcessDefinitionResult,
  ],
  [
    'zCreateProcessInstanceResult',
    {
      processDefinitionId: 'order-process',
      processDefinitionVersion: 1,
      tenantId: '<default>',
      variables: {},
      processDefinitionKey: '2251799813685248',
      processInstanceKey: '2251799813685249',
      tags: [],
      businessId: null,
    } satisfies B.CreateProcessInstanceResult,
  ],
  ['zProcessInstanceResult', processInstance],
  ['zProcessInstanceSearchQueryResult', { items: [processInstance], page: PAGE } satisfies B.ProcessInstanceSearchQueryResult],
  [
    'zJobActivationResult',
    {
      jobs: [
        {
          type: 'payment',
          processDefinitionId: 'order-process',
          processDefinitionVersion: 1,
          elementId: 'charge',
          customHeaders: {},
          worker: '',
          retries: 3,
          deadline: Date.parse(NOW) + 30_000,
          variables: { amount: 10 },
          tenantId: '<default>',
          jobKey: '2251799813685260',
          processInstanceKey: '2251799813685249',
          processDefinitionKey: '2251799813685248',
          elementInstanceKey: '2251799813685259',
          kind: 'BPMN_ELEMENT',
          listenerEventType: 'UNSPECIFIED',
          userTask: null,
          tags: [],
          rootProcessInstanceKey: null,
          businessId: null,
          priority: 0,
        },
      ],
    } satisfies B.JobActivationResult,
  ],
  [
    'zJobSearchResult',
    {
      customHeaders: {},
      deadline: null,
      deniedReason: null,
      elementId: 'charge',
      elementInstanceKey: '2251799813685259',
      endTime: null,
      errorCode: null,
      errorMessage: null,
      hasFailedWithRetriesLeft: false,
      isDenied: null,
      jobKey: '2251799813685260',
      kind: 'BPMN_ELEMENT',
      listenerEventType: 'UNSPECIFIED',
      processDefinitionId: 'order-process',
      processDefinitionKey: '2251799813685248',
      processInstanceKey: '2251799813685249',
      rootProcessInstanceKey: null,
      retries: 3,
      state: 'CREATED',
      tenantId: '<default>',
      type: 'payment',
      worker: '',
      creationTime: NOW,
      lastUpdateTime: NOW,
      priority: 0,
      businessId: 'order-4711',
    } satisfies B.JobSearchResult,
  ],
  [
    'zElementInstanceResult',
    {
      processDefinitionId: 'order-process',
      startDate: NOW,
      endDate: null,
      elementId: 'charge',
      elementName: 'charge',
      type: 'SERVICE_TASK',
      state: 'ACTIVE',
      hasIncident: false,
      tenantId: '<default>',
      elementInstanceKey: '2251799813685259',
      processInstanceKey: '2251799813685249',
      rootProcessInstanceKey: null,
      processDefinitionKey: '2251799813685248',
      incidentKey: null,
      isCompensation: true,
    } satisfies B.ElementInstanceResult,
  ],
  [
    'zVariableSearchQueryResult',
    {
      items: [
        {
          name: 'amount',
          tenantId: '<default>',
          variableKey: '2251799813685250',
          scopeKey: '2251799813685249',
          processInstanceKey: '2251799813685249',
          rootProcessInstanceKey: null,
          value: '10',
          isTruncated: false,
        },
      ],
      page: PAGE,
    } satisfies B.VariableSearchQueryResult,
  ],
  [
    'zIncidentResult',
    {
      processDefinitionId: 'order-process',
      errorType: 'JOB_NO_RETRIES',
      errorMessage: '',
      elementId: 'charge',
      creationTime: NOW,
      state: 'ACTIVE',
      tenantId: '<default>',
      incidentKey: '2251799813685270',
      processDefinitionKey: '2251799813685248',
      processInstanceKey: '2251799813685249',
      rootProcessInstanceKey: null,
      elementInstanceKey: '2251799813685259',
      jobKey: '2251799813685260',
    } satisfies B.IncidentResult,
  ],
  [
    'zTopologyResponse',
    {
      brokers: [{ nodeId: 0, host: 'localhost', port: 8080, partitions: [{ partitionId: 1, role: 'leader', health: 'healthy' }], version: '0.1.0' }],
      clusterId: null,
      clusterSize: 1,
      partitionsCount: 1,
      replicationFactor: 1,
      gatewayVersion: '0.1.0',
      lastCompletedChangeId: '-1',
    } satisfies B.TopologyResponse,
  ],
  ['zUserTaskSearchQueryResult', { items: [userTask], page: PAGE } satisfies B.UserTaskSearchQueryResult],
  ['zFormResult', { tenantId: '<default>', formId: 'approval', schema: '{}', version: 1, formKey: '2251799813685290' } satisfies B.FormResult],
  ['zMessagePublicationResult', { tenantId: '<default>', messageKey: '2251799813685300' } satisfies B.MessagePublicationResult],
  [
    'zMessageCorrelationResult',
    { tenantId: '<default>', messageKey: '2251799813685300', processInstanceKey: '2251799813685249' } satisfies B.MessageCorrelationResult,
  ],
  [
    'zMessageSubscriptionSearchQueryResult',
    {
      items: [
        {
          messageSubscriptionKey: '2251799813685310',
          processDefinitionId: 'order-process',
          processDefinitionKey: '2251799813685248',
          processInstanceKey: '2251799813685249',
          rootProcessInstanceKey: null,
          elementId: 'await-payment',
          elementInstanceKey: '2251799813685309',
          messageSubscriptionState: 'CREATED',
          lastUpdatedDate: NOW,
          messageName: 'payment-received',
          correlationKey: 'order-1',
          tenantId: '<default>',
        },
      ],
      page: PAGE,
    } satisfies B.MessageSubscriptionSearchQueryResult,
  ],
  [
    'zCorrelatedMessageSubscriptionSearchQueryResult',
    {
      items: [
        {
          correlationKey: 'order-1',
          correlationTime: NOW,
          elementId: 'await-payment',
          elementInstanceKey: '2251799813685309',
          messageKey: '2251799813685300',
          messageName: 'payment-received',
          partitionId: 1,
          processDefinitionId: 'order-process',
          processDefinitionKey: '2251799813685248',
          processInstanceKey: '2251799813685249',
          rootProcessInstanceKey: null,
          subscriptionKey: '2251799813685310',
          tenantId: '<default>',
        },
      ],
      page: PAGE,
    } satisfies B.CorrelatedMessageSubscriptionSearchQueryResult,
  ],
  ['zSignalBroadcastResult', { tenantId: '<default>', signalKey: '2251799813685320' } satisfies B.SignalBroadcastResult],
  [
    'zProblemDetail',
    {
      type: 'about:blank',
      title: 'NOT_FOUND',
      status: 404,
      detail: 'Process instance 1 not found',
      instance: '/v2/process-instances/1',
    } satisfies B.ProblemDetail,
  ],
];

describe('contract types vs Camunda client', () => {
  let zod: Record<string, SafeParser> = {};
  beforeAll(async () => {
    zod = await loadCamundaZod();
  });

  it.each(FIXTURES)('a fixture typed with our types passes %s', (schemaName, fixture) => {
    const schema = zod[schemaName];
    expect(schema, schemaName).toBeDefined();
    const result = schema?.safeParse(fixture);
    expect(result?.error).toBeUndefined();
    expect(result?.success).toBe(true);
  });

  it('rejects the pitfalls documented in the types', () => {
    const pi = zod.zProcessInstanceResult;
    const { tags: _tags, ...withoutTags } = processInstance;
    expect(pi?.safeParse(withoutTags).success).toBe(false);
    expect(pi?.safeParse({ ...processInstance, startDate: '2024-05-01T10:00:00+00:00' }).success).toBe(false);
    expect(pi?.safeParse({ ...processInstance, processInstanceKey: 2251799813685249 }).success).toBe(false);
    expect(zod.zProblemDetail?.safeParse({ type: '/problems/x', title: 't', status: 404, detail: 'd', instance: '/x' }).success).toBe(false);
    expect(zod.zSearchQueryPageResponse?.safeParse({ totalItems: 0, startCursor: null, endCursor: null }).success).toBe(false);
  });

  it('type-checks (contract types equal the Camunda client types)', () => {
    expect(Object.values(typeAssertions).every((v) => v === true)).toBe(true);
    const require = createRequire(import.meta.url);
    const tsc = require.resolve('typescript/bin/tsc');
    const project = join(dirname(fileURLToPath(import.meta.url)), '..', 'tsconfig.json');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '--noEmit', '-p', project], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = error instanceof Error && 'stdout' in error ? String(error.stdout) : String(error);
    }
    expect(output).toBe('');
    // A whole compiler run over the library: seconds alone, a minute and more on a machine shared with other builds.
  }, 180_000);
});
