import type { SubscriptionKind } from './instance-state.js';
import type { JsonObject } from '@baton/feel';

export interface CreateProcessInstance {
  type: 'CreateProcessInstance';
  variables: JsonObject;
  /** A timer, message or signal start event that fired; the none start event when absent. */
  startEventId?: string;
  /** What fired it, for the history: which subscription, when it was due (timers), which message (key, name, correlation key). */
  startTrigger?: {
    subscriptionKey: string;
    kind: SubscriptionKind;
    dueAt: number | null;
    messageKey: string | null;
    messageName?: string;
    correlationKey?: string;
  };
}

export interface CancelProcessInstance {
  type: 'CancelProcessInstance';
  /** Set when the calling instance's call activity ended: the only way an instance a call activity created is cancelled. */
  byParent?: boolean;
}

/** Where something was thrown, so that one nothing catches comes back there as an incident. */
export interface ThrowOrigin {
  processInstanceKey: string;
  elementInstanceKey: string;
  /** The job whose worker threw it; null for a throw event. */
  jobKey: string | null;
}

/**
 * Something thrown that may leave its instance for the calling one when nothing in it catches it: an error. Another
 * kind (an escalation) joins this union and the switch in call-hierarchy.behaviour.ts.
 */
export interface ThrownEvent {
  kind: 'error';
  code: string;
  message: string | null;
  variables: JsonObject;
  origin: ThrowOrigin;
}

/** The instance a call activity created has completed: the call activity takes its variables and completes. */
export interface CompleteCallActivity {
  type: 'CompleteCallActivity';
  elementInstanceKey: string;
  calledProcessInstanceKey: string;
  variables: JsonObject;
}

/** Nothing in the called instance caught what it threw: the call activity throws it on in the calling instance. */
export interface ThrowFromCalledInstance {
  type: 'ThrowFromCalledInstance';
  elementInstanceKey: string;
  calledProcessInstanceKey: string;
  thrown: ThrownEvent;
}

/** Nothing up to the root of the call hierarchy caught what the instance threw: the thrower gets the incident. */
export interface ThrownEventUncaught {
  type: 'ThrownEventUncaught';
  thrown: ThrownEvent;
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

/**
 * A job's changeset (`PATCH /v2/jobs/{key}`): new retries, a lock moved to `timeoutMs` from now (an activated job
 * only), or both; all of it or, when one part is refused, nothing.
 */
export interface UpdateJob {
  type: 'UpdateJob';
  jobKey: string;
  retries: number | null;
  timeoutMs: number | null;
}

/** Hands back a job its activation could not deliver; only the activation that locked it until `deadline` may. */
export interface YieldJob {
  type: 'YieldJob';
  jobKey: string;
  deadline: number;
}

export interface ResolveIncident {
  type: 'ResolveIncident';
  incidentKey: string;
}

/** A timer became due, a message was correlated or a signal broadcast to one of the instance's subscriptions. */
export interface TriggerEvent {
  type: 'TriggerEvent';
  subscriptionKey: string;
  kind: SubscriptionKind;
  variables: JsonObject;
  messageKey: string | null;
}

interface UserTaskCommand {
  userTaskKey: string;
  /** The revision the caller saw (If-Match); the command is refused when the task changed since. */
  expectedRevision: number | null;
}

export interface CompleteUserTask extends UserTaskCommand {
  type: 'CompleteUserTask';
  variables: JsonObject;
  action: string | null;
}

export interface AssignUserTask extends UserTaskCommand {
  type: 'AssignUserTask';
  assignee: string;
  allowOverride: boolean;
}

export interface UnassignUserTask extends UserTaskCommand {
  type: 'UnassignUserTask';
}

export interface UpdateUserTask extends UserTaskCommand {
  type: 'UpdateUserTask';
  changes: {
    candidateGroups?: string[];
    candidateUsers?: string[];
    dueDate?: string | null;
    followUpDate?: string | null;
    priority?: number;
  };
}

/** A command addressed to one process instance. */
export type RuntimeCommand =
  | CreateProcessInstance
  | CancelProcessInstance
  | CompleteJob
  | FailJob
  | ThrowJobError
  | UpdateJob
  | YieldJob
  | ResolveIncident
  | TriggerEvent
  | CompleteUserTask
  | AssignUserTask
  | UnassignUserTask
  | UpdateUserTask
  | CompleteCallActivity
  | ThrowFromCalledInstance
  | ThrownEventUncaught;

/** Why a command was refused; the engine maps it to an HTTP status. Nothing changed. */
export type RejectionReason = 'NOT_FOUND' | 'INVALID_STATE' | 'INVALID_ARGUMENT' | 'PRECONDITION_FAILED';

export interface Rejection {
  reason: RejectionReason;
  message: string;
}
