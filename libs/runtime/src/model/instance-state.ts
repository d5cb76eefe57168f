import type { ExecutableElementType, ExecutableProcess } from '@baton/bpmn-model';
import type { JsonObject, JsonValue } from '@baton/feel';

export type ElementLifecycleState = 'ACTIVATING' | 'ACTIVATED' | 'COMPLETING' | 'COMPLETED' | 'TERMINATING' | 'TERMINATED';

export type ProcessInstanceLifecycle = 'ACTIVE' | 'COMPLETED' | 'TERMINATED';

/** One token: an element instance. The process instance itself is the element instance whose key is the instance key. */
export interface ElementInstance {
  key: string;
  elementId: string;
  elementType: ExecutableElementType;
  /** Key of the element instance of the enclosing process or sub-process; null for the process instance. */
  flowScopeKey: string | null;
  state: ElementLifecycleState;
  startTime: number;
  endTime: number | null;
  incidentKey: string | null;
  jobKey: string | null;
  /**
   * For scopes: sequence flows taken towards a joining parallel gateway and not yet consumed, by flow id.
   * They count as active tokens of the scope.
   */
  pendingJoins: Record<string, number>;
  /** Variables a job or script delivered, kept until output mappings have been applied. */
  completionVariables: JsonObject | null;
}

export interface Variable {
  key: string;
  scopeKey: string;
  name: string;
  value: JsonValue;
}

export type JobLifecycleState = 'ACTIVATABLE' | 'ACTIVATED' | 'FAILED' | 'ERROR_THROWN' | 'COMPLETED' | 'CANCELED';

export interface Job {
  key: string;
  type: string;
  elementInstanceKey: string;
  elementId: string;
  state: JobLifecycleState;
  retries: number;
  customHeaders: Record<string, string>;
  errorMessage: string | null;
  /** Epoch ms before which the job is not activatable (retry back-off); null when activatable at once. */
  retryAt: number | null;
  createdAt: number;
}

/** Camunda's incident error types. */
export type IncidentErrorType =
  | 'JOB_NO_RETRIES'
  | 'CONDITION_ERROR'
  | 'IO_MAPPING_ERROR'
  | 'EXTRACT_VALUE_ERROR'
  | 'UNHANDLED_ERROR_EVENT'
  | 'UNKNOWN';

/** The step that failed, so that resolving the incident retries exactly that step. */
export type FailedStep = 'ACTIVATE' | 'COMPLETE' | 'JOB';

export interface Incident {
  key: string;
  errorType: IncidentErrorType;
  errorMessage: string;
  elementInstanceKey: string;
  elementId: string;
  jobKey: string | null;
  failedStep: FailedStep;
  createdAt: number;
}

/** Everything the runtime needs to process one command for one process instance. */
export interface ProcessInstanceState {
  processInstanceKey: string;
  processDefinitionKey: string;
  processDefinitionVersion: number;
  process: ExecutableProcess;
  /** Active element instances as loaded, plus every one touched while processing. */
  elementInstances: Map<string, ElementInstance>;
  /** Variables by scope key, then by name. */
  variables: Map<string, Map<string, Variable>>;
  /** The instance's jobs that are not completed or canceled. */
  jobs: Map<string, Job>;
  /** Open incidents. */
  incidents: Map<string, Incident>;
}

/** A new, empty state for a process instance about to be created. */
export function emptyInstanceState(
  processInstanceKey: string,
  processDefinitionKey: string,
  processDefinitionVersion: number,
  process: ExecutableProcess,
): ProcessInstanceState {
  return {
    processInstanceKey,
    processDefinitionKey,
    processDefinitionVersion,
    process,
    elementInstances: new Map(),
    variables: new Map(),
    jobs: new Map(),
    incidents: new Map(),
  };
}
