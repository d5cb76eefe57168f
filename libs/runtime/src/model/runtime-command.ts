import type { ExecutableProcess } from '@baton/bpmn-model';
import type { SubscriptionKind, TaskCorrections } from './instance-state.js';
import type { JsonObject } from '@baton/feel';

export interface CreateProcessInstance {
  type: 'CreateProcessInstance';
  variables: JsonObject;
  /** A timer, message or signal start event that fired; the none start event when absent. */
  startEventId?: string;
  /** `startInstructions`: the elements to start at instead of the none start event (start event ids refused). */
  startElementIds?: string[];
  /** `runtimeInstructions` of type TERMINATE_PROCESS_INSTANCE: the elements after which the instance is terminated. */
  terminateAfterElementIds?: string[];
  /** What fired it, for the history: which subscription, when it was due (timers), which message (key, name, correlation key). */
  startTrigger?: {
    subscriptionKey: string;
    kind: SubscriptionKind;
    dueAt: number | null;
    messageKey: string | null;
    messageName?: string;
    correlationKey?: string;
    /** A signal start event: the signal's name and the key of its broadcast. */
    signalName?: string;
    signalKey?: string;
  };
}

export interface CancelProcessInstance {
  type: 'CancelProcessInstance';
  /** Set when the calling instance's call activity ended: the only way an instance a call activity created is cancelled. */
  byParent?: boolean;
}

/** Suspends the instance (Camunda 8.10), and the instances its call activities created, until it is resumed. */
export interface SuspendProcessInstance {
  type: 'SuspendProcessInstance';
}

/** Resumes a suspended instance and the instances its call activities created. */
export interface ResumeProcessInstance {
  type: 'ResumeProcessInstance';
}

/** Where something was thrown, so that one nothing catches comes back there as an incident. */
export interface ThrowOrigin {
  processInstanceKey: string;
  elementInstanceKey: string;
  /** The job whose worker threw it; null for a throw event. */
  jobKey: string | null;
}

/**
 * Something thrown that may leave its instance for the calling one when nothing in it catches it: an error, or an
 * escalation (whose throw event waits for the verdict, as its catch may interrupt the call activity). A new kind joins
 * this union and the switches in call-hierarchy.behaviour.ts.
 */
export interface ThrownEvent {
  kind: 'error' | 'escalation';
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

/**
 * Nothing up to the root of the call hierarchy caught what the instance threw: an error's thrower gets the incident, an
 * escalation's throw event goes on (as it does when a non-interrupting event caught it).
 */
export interface ThrownEventUncaught {
  type: 'ThrownEventUncaught';
  thrown: ThrownEvent;
}

/** A task listener's result (Camunda's `JobResultUserTask`): deny the transition, or correct the task. */
export interface UserTaskJobResult {
  type: 'userTask';
  denied: boolean;
  deniedReason: string | null;
  corrections: TaskCorrections;
}

/** An activity an ad-hoc sub-process is asked to activate, with variables local to it. */
export interface AdHocActivation {
  elementId: string;
  variables: JsonObject;
}

/** The result of an ad-hoc sub-process's job (Camunda's `JobResultAdHocSubProcess`): what to run next, and whether it is done. */
export interface AdHocJobResult {
  type: 'adHocSubProcess';
  activateElements: AdHocActivation[];
  isCompletionConditionFulfilled: boolean;
  isCancelRemainingInstances: boolean;
}

export interface CompleteJob {
  type: 'CompleteJob';
  jobKey: string;
  variables: JsonObject;
  result?: UserTaskJobResult | AdHocJobResult;
}

/** `POST /v2/element-instances/ad-hoc-activities/{key}/activation`: activities of an active ad-hoc sub-process start. */
export interface ActivateAdHocActivities {
  type: 'ActivateAdHocActivities';
  adHocSubProcessInstanceKey: string;
  elements: AdHocActivation[];
  cancelRemainingInstances: boolean;
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

/** Hands one activatable job to a worker, locked for `timeoutMs` (see activateJob). */
export interface ActivateJob {
  type: 'ActivateJob';
  jobKey: string;
  worker: string;
  timeoutMs: number;
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
  /** The broadcast that delivered a signal, for the history. */
  signalKey?: string;
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
  /** The caller's action (Camunda's `action`, e.g. `claim`), which task listeners see; null: `assign`. */
  action?: string | null;
}

export interface UnassignUserTask extends UserTaskCommand {
  type: 'UnassignUserTask';
}

export interface UpdateUserTask extends UserTaskCommand {
  type: 'UpdateUserTask';
  /** The caller's action, which task listeners see; null: `update`. */
  action?: string | null;
  changes: {
    candidateGroups?: string[];
    candidateUsers?: string[];
    dueDate?: string | null;
    followUpDate?: string | null;
    priority?: number;
  };
}

/** One line of a migration plan: element instances of `sourceElementId` continue at `targetElementId`. */
export interface MappingInstruction {
  sourceElementId: string;
  targetElementId: string;
}

/** The process definition an instance migrates to, as the engine deployed it. */
export interface MigrationTarget {
  processDefinitionKey: string;
  version: number;
  process: ExecutableProcess;
}

/**
 * Moves the instance to another process definition in place: every active element instance continues at the element
 * its mapping names, with its jobs, user tasks, subscriptions, incidents and variables. Refused as a whole when one
 * rule of the plan is broken (see migration-plan.ts).
 */
export interface MigrateProcessInstance {
  type: 'MigrateProcessInstance';
  target: MigrationTarget;
  mappingInstructions: MappingInstruction[];
  requestedBy: OperatorRequest;
}

/** Who asked for an operator's change of an instance and why, for its history. */
export interface OperatorRequest {
  actorId: string | null;
  reason: string | null;
  operationReference: number | null;
  /** The batch operation the change belongs to, if any. */
  batchOperationKey: string | null;
}

/** Variables an operator's instruction sets: in the scope of the element `scopeId` names, or of the process when it names none. */
export interface VariableInstruction {
  variables: JsonObject;
  scopeId?: string;
}

/** Activates an element in the active instance of its flow scope (the one `ancestorElementInstanceKey` names, if given). */
export interface ActivateInstruction {
  elementId: string;
  ancestorElementInstanceKey?: string;
  variableInstructions?: VariableInstruction[];
}

/** Terminates one element instance, or every active instance of an element. */
export type TerminateInstruction = { elementInstanceKey: string } | { elementId: string };

/** Terminates the source element instances and activates the target element once for each of them, in the same scope. */
export interface MoveInstruction {
  source: { elementInstanceKey: string } | { elementId: string };
  targetElementId: string;
  ancestorElementInstanceKey?: string;
  variableInstructions?: VariableInstruction[];
}

/** An operator's repair of an instance (`POST /v2/process-instances/{key}/modification`): all of it, or nothing. */
export interface ModifyProcessInstance {
  type: 'ModifyProcessInstance';
  activate: ActivateInstruction[];
  terminate: TerminateInstruction[];
  move: MoveInstruction[];
  requestedBy: OperatorRequest;
}

/** `PUT /v2/element-instances/{key}/variables`: set in that scope (`local`), or where each already lives (else the process). */
export interface SetVariables {
  type: 'SetVariables';
  scopeKey: string;
  variables: JsonObject;
  local: boolean;
}

/** A command addressed to one process instance. */
export type RuntimeCommand =
  | CreateProcessInstance
  | CancelProcessInstance
  | CompleteJob
  | FailJob
  | ThrowJobError
  | UpdateJob
  | ActivateJob
  | YieldJob
  | ResolveIncident
  | TriggerEvent
  | CompleteUserTask
  | AssignUserTask
  | UnassignUserTask
  | UpdateUserTask
  | CompleteCallActivity
  | ThrowFromCalledInstance
  | ThrownEventUncaught
  | MigrateProcessInstance
  | ModifyProcessInstance
  | SetVariables
  | ActivateAdHocActivities
  | SuspendProcessInstance
  | ResumeProcessInstance;

/** Why a command was refused; the engine maps it to an HTTP status. Nothing changed. */
export type RejectionReason = 'NOT_FOUND' | 'INVALID_STATE' | 'INVALID_ARGUMENT' | 'PRECONDITION_FAILED';

export interface Rejection {
  reason: RejectionReason;
  message: string;
  /** Refused because the instance is suspended: a command another instance asked for waits for the resumption. */
  suspended?: true;
}
