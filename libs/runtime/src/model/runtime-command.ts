import type { JsonObject } from '@baton/feel';

export interface CreateProcessInstance {
  type: 'CreateProcessInstance';
  variables: JsonObject;
}

export interface CancelProcessInstance {
  type: 'CancelProcessInstance';
}

export interface CompleteJob {
  type: 'CompleteJob';
  jobKey: string;
  variables: JsonObject;
}

export interface FailJob {
  type: 'FailJob';
  jobKey: string;
  retries: number;
  errorMessage: string | null;
  retryBackOffMs: number;
  variables: JsonObject;
}

export interface ThrowJobError {
  type: 'ThrowJobError';
  jobKey: string;
  errorCode: string;
  errorMessage: string | null;
  variables: JsonObject;
}

export interface UpdateJobRetries {
  type: 'UpdateJobRetries';
  jobKey: string;
  retries: number;
}

export interface ResolveIncident {
  type: 'ResolveIncident';
  incidentKey: string;
}

/** A command addressed to one process instance. */
export type RuntimeCommand =
  | CreateProcessInstance
  | CancelProcessInstance
  | CompleteJob
  | FailJob
  | ThrowJobError
  | UpdateJobRetries
  | ResolveIncident;

/** Why a command was refused; the engine maps it to an HTTP status. Nothing changed. */
export type RejectionReason = 'NOT_FOUND' | 'INVALID_STATE' | 'INVALID_ARGUMENT';

export interface Rejection {
  reason: RejectionReason;
  message: string;
}
