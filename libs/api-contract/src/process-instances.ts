/**
 * `POST /v2/process-instances`, `GET /v2/process-instances/{key}`, `POST /v2/process-instances/search`,
 * `POST /v2/process-instances/{key}/cancellation`.
 */
import type { Static } from 'typebox';
import type * as OperationsOverviewSchemas from './schema/operations-overview.js';
import type * as ResourceResponses from './schema/resource-responses.js';
import type * as SearchRequests from './schema/search-requests.js';
import type { BusinessId, ElementId, OperationReference, ProcessDefinitionId, ProcessDefinitionKey, TagSet, TenantId, VariablesObject } from './common.js';
import type { SearchQueryResponse } from './search.js';
import type { PROCESS_INSTANCE_STATES, PROCESS_INSTANCE_SORT_FIELDS } from './values/process-instances.js';
export * from './values/process-instances.js';

export type ProcessInstanceStateEnum = (typeof PROCESS_INSTANCE_STATES)[number];

// ---------------------------------------------------------------------------
// Creation
// ---------------------------------------------------------------------------

/** Start the instance at this element instead of the none start event. */
export interface ProcessInstanceCreationStartInstruction {
  elementId: ElementId;
}

/** Terminate the process instance after the given element completed or terminated (alpha). */
export interface ProcessInstanceCreationTerminateInstruction {
  type?: string;
  afterElementId: ElementId;
}

export const PROCESS_INSTANCE_CREATION_RUNTIME_INSTRUCTION_TYPES = ['TERMINATE_PROCESS_INSTANCE'] as const;
export type ProcessInstanceCreationRuntimeInstruction = {
  type: 'TERMINATE_PROCESS_INSTANCE';
} & ProcessInstanceCreationTerminateInstruction;

/** Fields shared by both creation variants. */
export interface ProcessInstanceCreationInstructionCommon {
  /** Defaults to -1 (= latest version) when omitted. Ignored for the by-key variant. */
  processDefinitionVersion?: number;
  variables?: VariablesObject;
  tenantId?: TenantId;
  operationReference?: OperationReference;
  startInstructions?: ProcessInstanceCreationStartInstruction[];
  runtimeInstructions?: ProcessInstanceCreationRuntimeInstruction[];
  /** Default false. When true, respond only after the instance completed (504 on timeout). */
  awaitCompletion?: boolean;
  /** Variable names to return when `awaitCompletion` is true; empty = all root-scope variables. */
  fetchVariables?: string[];
  /** Timeout in ms for `awaitCompletion` (0 / omitted = cluster default). */
  requestTimeout?: number;
  tags?: TagSet;
  businessId?: BusinessId;
}

/** Create by BPMN process id (+ optional version, default latest). */
export interface ProcessInstanceCreationInstructionById extends ProcessInstanceCreationInstructionCommon {
  processDefinitionId: ProcessDefinitionId;
}

/** Create by process definition key. */
export interface ProcessInstanceCreationInstructionByKey extends ProcessInstanceCreationInstructionCommon {
  processDefinitionKey: ProcessDefinitionKey;
}

/** Request body of `POST /v2/process-instances`. The client tries the by-key variant first. */
export type ProcessInstanceCreationInstruction = ProcessInstanceCreationInstructionByKey | ProcessInstanceCreationInstructionById;

/** Response (200) of `POST /v2/process-instances`. */
export type CreateProcessInstanceResult = Static<typeof ResourceResponses.CreateProcessInstanceResult>;

// ---------------------------------------------------------------------------
// Get / search
// ---------------------------------------------------------------------------

/** Response of `GET /v2/process-instances/{processInstanceKey}` and search item. */
export type ProcessInstanceResult = Static<typeof ResourceResponses.ProcessInstanceResult>;

/** Response of `GET /v2/process-instances/{processInstanceKey}/sequence-flows`. */
export type ProcessInstanceSequenceFlowsQueryResult = Static<typeof ResourceResponses.ProcessInstanceSequenceFlowsQueryResult>;

/** Element statistics of an instance or of a definition's instances, one item per element that has instances. */
export type ProcessElementStatisticsResult = Static<typeof ResourceResponses.ProcessElementStatisticsResult>;
export type ProcessElementStatisticsQueryResult = Static<typeof ResourceResponses.ProcessElementStatisticsQueryResult>;

/** An entry of `GET /v2/process-instances/{processInstanceKey}/call-hierarchy` (an array, root first). */
export type ProcessInstanceCallHierarchyEntry = Static<typeof ResourceResponses.ProcessInstanceCallHierarchyEntry>;

/** Process instance search filter (the filters Baton serves). */
export type ProcessInstanceFilter = NonNullable<ProcessInstanceSearchQuery['filter']>;
export type ProcessInstanceStateFilterProperty = NonNullable<ProcessInstanceFilter['state']>;
export type AdvancedProcessInstanceStateFilter = Exclude<ProcessInstanceStateFilterProperty, string>;

export type ProcessInstanceSortField = (typeof PROCESS_INSTANCE_SORT_FIELDS)[number];

export type ProcessInstanceSearchQuery = Static<typeof SearchRequests.ProcessInstanceSearchQuery>;
export type ProcessInstanceSearchQueryResult = SearchQueryResponse<ProcessInstanceResult>;

// ---------------------------------------------------------------------------
// Cancellation
// ---------------------------------------------------------------------------

/** Optional body of `POST /v2/process-instances/{key}/cancellation` (may be absent or `null`). Response: 204. */
export type CancelProcessInstanceRequest = { operationReference?: OperationReference } | null;

/** Response of `GET /baton/v1/operations/overview`. */
export type OperationsOverview = Static<typeof OperationsOverviewSchemas.OperationsOverview>;
