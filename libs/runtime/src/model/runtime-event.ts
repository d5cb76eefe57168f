import type { ExecutableProcess } from '@baton/bpmn-model';
import type { EvaluatedDecisionJson } from '@baton/dmn';
import type { JsonObject, JsonValue } from '@baton/feel';
import type {
  ElementInstanceType,
  EventSubscription,
  FailedStep,
  IncidentErrorType,
  JobKind,
  JobListenerEventType,
  ParentInstance,
  SubscriptionKind,
  TaskCorrections,
  TaskTransition,
  TaskTransitionEventType,
  TerminationFollowUp,
  UserTask,
} from './instance-state.js';
import type { MappingInstruction, OperatorRequest, RuntimeCommand } from './runtime-command.js';
import type { Step } from './step.js';

interface ElementEventBase {
  elementInstanceKey: string;
  elementId: string;
  elementType: ElementInstanceType;
  flowScopeKey: string | null;
}

export interface ElementActivating extends ElementEventBase {
  type: 'ElementActivating';
}
export interface ElementActivated extends ElementEventBase {
  type: 'ElementActivated';
}
export interface ElementCompleting extends ElementEventBase {
  type: 'ElementCompleting';
}
export interface ElementCompleted extends ElementEventBase {
  type: 'ElementCompleted';
}
export interface ElementTerminating extends ElementEventBase {
  type: 'ElementTerminating';
}
export interface ElementTerminated extends ElementEventBase {
  type: 'ElementTerminated';
}

export interface SequenceFlowTaken {
  type: 'SequenceFlowTaken';
  flowId: string;
  sourceId: string;
  targetId: string;
  flowScopeKey: string;
}

/**
 * Activities of an ad-hoc sub-process were asked to run, and by what: its activeElementsCollection when it started, an
 * activation command, or its job worker's result. Only the history keeps it: it says why each activity ran.
 */
export interface AdHocActivitiesRequested {
  type: 'AdHocActivitiesRequested';
  elementInstanceKey: string;
  elementIds: string[];
  activatedBy: 'ACTIVE_ELEMENTS_COLLECTION' | 'ACTIVATION_COMMAND' | 'JOB_RESULT';
}

/** An ad-hoc sub-process's job worker said it is done while activities still run: the last one to end completes it. */
export interface AdHocCompletionConditionFulfilled {
  type: 'AdHocCompletionConditionFulfilled';
  elementInstanceKey: string;
}

/**
 * A termination waits for canceling task listeners: `followUp` runs once it is over (null: it ran, or is no longer
 * awaited).
 */
export interface TerminationFollowUpAwaited {
  type: 'TerminationFollowUpAwaited';
  elementInstanceKey: string;
  followUp: TerminationFollowUp | null;
}

export interface CompletionVariablesStored {
  type: 'CompletionVariablesStored';
  elementInstanceKey: string;
  variables: JsonObject | null;
}

export interface VariableCreated {
  type: 'VariableCreated';
  variableKey: string;
  scopeKey: string;
  name: string;
  value: JsonValue;
}

export interface VariableUpdated {
  type: 'VariableUpdated';
  variableKey: string;
  scopeKey: string;
  name: string;
  value: JsonValue;
}

/**
 * An inner instance of a multi-instance activity delivered its output element into the body's output collection, at
 * its loopCounter (1-based). Only the item is recorded: recording the whole collection at every completion made the
 * history grow with the square of the number of items.
 */
export interface OutputElementCollected {
  type: 'OutputElementCollected';
  variableKey: string;
  scopeKey: string;
  name: string;
  position: number;
  value: JsonValue;
}

export interface JobCreated {
  type: 'JobCreated';
  jobKey: string;
  jobType: string;
  kind: JobKind;
  listenerEventType: JobListenerEventType;
  elementInstanceKey: string;
  elementId: string;
  retries: number;
  /** Absent in the history of jobs created before job priorities: they have priority 0. */
  priority?: number;
  customHeaders: Record<string, string>;
}

export interface JobCompleted {
  type: 'JobCompleted';
  jobKey: string;
  elementInstanceKey: string;
  variables: JsonObject;
  /** A task listener's answer: whether it denied the transition, and why. */
  isDenied?: boolean;
  deniedReason?: string | null;
}

export interface JobFailed {
  type: 'JobFailed';
  jobKey: string;
  elementInstanceKey: string;
  retries: number;
  errorMessage: string | null;
  retryAt: number | null;
}

export interface JobErrorThrown {
  type: 'JobErrorThrown';
  jobKey: string;
  elementInstanceKey: string;
  errorCode: string;
  errorMessage: string | null;
}

export interface JobRetriesUpdated {
  type: 'JobRetriesUpdated';
  jobKey: string;
  elementInstanceKey: string;
  retries: number;
}

/** A worker took the job: it is locked to `worker` until `deadline`, then activatable again. */
export interface JobActivated {
  type: 'JobActivated';
  jobKey: string;
  elementInstanceKey: string;
  elementId: string;
  worker: string;
  deadline: number;
}

/** The lock of an activated job was moved. */
export interface JobTimeoutUpdated {
  type: 'JobTimeoutUpdated';
  jobKey: string;
  elementInstanceKey: string;
  deadline: number;
}

/** An activated job that never reached its worker (the long poll's client went away) is activatable again at once. */
export interface JobYielded {
  type: 'JobYielded';
  jobKey: string;
  elementInstanceKey: string;
  worker: string;
}

export interface JobCanceled {
  type: 'JobCanceled';
  jobKey: string;
  elementInstanceKey: string;
}

export interface IncidentCreated {
  type: 'IncidentCreated';
  incidentKey: string;
  errorType: IncidentErrorType;
  errorMessage: string;
  elementInstanceKey: string;
  elementId: string;
  jobKey: string | null;
  failedStep: FailedStep;
}

/**
 * A business rule task evaluated its decision: which one (key, id, version, its requirements graph), the result or the
 * failure, and the audit of every decision evaluated (required ones first), as Camunda records a decision evaluation.
 */
export interface DecisionEvaluated {
  type: 'DecisionEvaluated';
  decisionEvaluationKey: string;
  elementInstanceKey: string;
  elementId: string;
  decisionKey: string;
  decisionId: string;
  decisionName: string;
  decisionVersion: number;
  decisionRequirementsKey: string;
  decisionRequirementsId: string;
  /** The decision's result as written to the result variable; null when the evaluation failed. */
  output: JsonValue;
  failedDecisionId: string | null;
  failureMessage: string | null;
  evaluatedDecisions: EvaluatedDecisionJson[];
}

export interface IncidentResolved {
  type: 'IncidentResolved';
  incidentKey: string;
  elementInstanceKey: string;
}

/** The instance is suspended; `parked` are its subscriptions, closed by the SubscriptionClosed events that follow. */
export interface ProcessInstanceSuspended {
  type: 'ProcessInstanceSuspended';
  parked: EventSubscription[];
}

/** Steps a command taken while suspended queued (a modification's activations): they wait for the resumption. */
export interface StepsBuffered {
  type: 'StepsBuffered';
  steps: Step[];
}

/** The instance is resumed, after the SubscriptionOpened events that reopened its parked subscriptions. */
export interface ProcessInstanceResumed {
  type: 'ProcessInstanceResumed';
}

export interface SubscriptionOpened {
  type: 'SubscriptionOpened';
  subscription: EventSubscription;
}

export interface SubscriptionClosed {
  type: 'SubscriptionClosed';
  subscriptionKey: string;
  elementInstanceKey: string;
}

/** A cycle timer fired and waits for its next due time, computed from the previous one. */
export interface TimerRescheduled {
  type: 'TimerRescheduled';
  subscriptionKey: string;
  dueAt: number;
  repetitionsLeft: number | null;
}

/** The awaited event happened: the timer fired (at `firedAt`, scheduled for `dueAt`), the message or signal arrived. */
export interface EventTriggered {
  type: 'EventTriggered';
  subscriptionKey: string;
  kind: SubscriptionKind;
  elementInstanceKey: string;
  elementId: string;
  dueAt: number | null;
  firedAt: number;
  messageKey: string | null;
  /** The message's name and correlation key (kind 'message'; null otherwise): the history says which message it was. */
  messageName: string | null;
  correlationKey: string | null;
  /** The signal's name and the key of the broadcast that delivered it (kind 'signal'; null otherwise). */
  signalName: string | null;
  signalKey: string | null;
  variables: JsonObject;
}

/** A trigger that arrived after another event won, or after the element ended: recorded, and nothing else. */
export interface EventTriggerIgnored {
  type: 'EventTriggerIgnored';
  subscriptionKey: string;
  kind: SubscriptionKind;
  reason: string;
}

export interface UserTaskCreated {
  type: 'UserTaskCreated';
  userTask: UserTask;
}

export interface UserTaskAssigned {
  type: 'UserTaskAssigned';
  userTaskKey: string;
  elementInstanceKey: string;
  assignee: string | null;
}

export interface UserTaskUpdated {
  type: 'UserTaskUpdated';
  userTaskKey: string;
  elementInstanceKey: string;
  changes: Partial<Pick<UserTask, 'candidateGroups' | 'candidateUsers' | 'dueDate' | 'followUpDate' | 'priority'>>;
}

export interface UserTaskCompleted {
  type: 'UserTaskCompleted';
  userTaskKey: string;
  elementInstanceKey: string;
  variables: JsonObject;
  action: string | null;
}

/** A task transition waits for its task listeners; the open listener's job is `transition.index`. */
export interface UserTaskListenersWaiting {
  type: 'UserTaskListenersWaiting';
  userTaskKey: string;
  elementInstanceKey: string;
  transition: TaskTransition;
}

/** The task's listeners let the transition through: their corrections apply, then the transition's own event follows. */
export interface UserTaskListenersPassed {
  type: 'UserTaskListenersPassed';
  userTaskKey: string;
  elementInstanceKey: string;
  corrections: TaskCorrections;
}

/** A task listener denied the transition: the task stays as it was, with the listener's reason. */
export interface UserTaskTransitionDenied {
  type: 'UserTaskTransitionDenied';
  userTaskKey: string;
  elementInstanceKey: string;
  eventType: TaskTransitionEventType;
  reason: string;
}

export interface UserTaskCanceled {
  type: 'UserTaskCanceled';
  userTaskKey: string;
  elementInstanceKey: string;
}

/** A signal thrown by the instance; the engine broadcasts it to every subscriber once this commits. */
export interface SignalThrown {
  type: 'SignalThrown';
  signalKey: string;
  signalName: string;
  elementId: string;
  variables: JsonObject;
}

/**
 * An escalation throw or end event escalated: `catchElementId` is the boundary event or event sub-process start event
 * that caught it, null when nothing did (which is no incident: the event went on).
 */
export interface EscalationThrown {
  type: 'EscalationThrown';
  elementInstanceKey: string;
  elementId: string;
  escalationCode: string;
  catchElementId: string | null;
}

/** A compensable activity completed: its completion may be compensated later (see Compensation). */
export interface CompensationRecorded {
  type: 'CompensationRecorded';
  compensationKey: string;
  elementInstanceKey: string;
  elementId: string;
  scopeKey: string;
  handlerId: string | null;
  completionOrder: number;
}

/** A compensation throw or end event took these completions, in the order their handlers will run (most recent first). */
export interface CompensationThrown {
  type: 'CompensationThrown';
  elementInstanceKey: string;
  elementId: string;
  compensationKeys: string[];
}

/** The handler of one completion starts: `elementInstanceKey` is the handler's, the compensated activity is named beside it. */
export interface CompensationHandlerActivated {
  type: 'CompensationHandlerActivated';
  compensationKey: string;
  elementInstanceKey: string;
  elementId: string;
  compensatedElementInstanceKey: string;
  compensatedElementId: string;
  throwElementInstanceKey: string;
}

/** One completion is compensated: its handler completed (null for a sub-process compensated by its inner activities alone). */
export interface CompensationCompleted {
  type: 'CompensationCompleted';
  compensationKey: string;
  compensatedElementInstanceKey: string;
  compensatedElementId: string;
  handlerElementInstanceKey: string | null;
  throwElementInstanceKey: string;
}

/**
 * The throw event was terminated before its handlers were done: the completions it had queued (and the one whose
 * handler was terminated with it) may be compensated again by a later throw.
 */
export interface CompensationWithdrawn {
  type: 'CompensationWithdrawn';
  elementInstanceKey: string;
  compensationKeys: string[];
}

/** Completions inside a scope that ended (or was compensated by its event sub-process): nothing can compensate them any more. */
export interface CompensationsDiscarded {
  type: 'CompensationsDiscarded';
  scopeKey: string;
  compensationKeys: string[];
}

/**
 * A command for another process instance (its call activity's child, or its caller), which the engine runs once this
 * commits, as its own command on that instance (the instance outbox). `creation` is set when the command creates the
 * instance: a call activity's child, from which definition and below which caller.
 */
export interface InstanceCommandRequested {
  type: 'InstanceCommandRequested';
  requestKey: string;
  processInstanceKey: string;
  command: RuntimeCommand;
  creation: InstanceCreationRequest | null;
}

/**
 * The child a call activity asks for: its definition, its caller, and the business id the call activity gave it
 * (absent: it takes its caller's, as it takes the caller's tags).
 */
export interface InstanceCreationRequest {
  processDefinitionKey: string;
  parent: ParentInstance;
  businessId?: string;
}

/**
 * A command the runtime refused because it would have moved an element through a transition its lifecycle does not
 * allow: nothing else of the command is kept, this record tells the operator it happened.
 */
export interface CommandRejected {
  type: 'CommandRejected';
  commandType: string;
  reason: string;
  message: string;
}

/**
 * The instance now runs on another process definition. `targetProcess` is the compiled graph the engine loaded for
 * `targetProcessDefinitionKey`: the history keeps the key, not the graph (history-rows.ts leaves it out).
 */
export interface ProcessInstanceMigrated {
  type: 'ProcessInstanceMigrated';
  sourceProcessDefinitionKey: string;
  sourceProcessDefinitionId: string;
  sourceVersion: number;
  targetProcessDefinitionKey: string;
  targetProcessDefinitionId: string;
  targetVersion: number;
  mappingInstructions: MappingInstruction[];
  requestedBy: OperatorRequest;
  targetProcess: ExecutableProcess;
}

/** An element instance continues at another element of the migrated instance's new definition. */
export interface ElementInstanceMigrated extends ElementEventBase {
  type: 'ElementInstanceMigrated';
  sourceElementId: string;
}

/** A job keeps its key and follows its element into the new definition, with the target's type, retries and headers. */
export interface JobMigrated {
  type: 'JobMigrated';
  jobKey: string;
  elementInstanceKey: string;
  elementId: string;
  jobType: string;
  retries: number;
  customHeaders: Record<string, string>;
}

/** A user task keeps its key; assignment and candidates change only where the target defines its own. */
export interface UserTaskMigrated {
  type: 'UserTaskMigrated';
  userTaskKey: string;
  elementInstanceKey: string;
  elementId: string;
  changes: Partial<Pick<UserTask, 'assignee' | 'candidateGroups' | 'candidateUsers' | 'customHeaders'>>;
}

/** A subscription kept across a migration, pointed at the target's event with the target's message or signal. */
export interface SubscriptionMigrated {
  type: 'SubscriptionMigrated';
  subscriptionKey: string;
  elementInstanceKey: string;
  elementId: string;
  interrupting: boolean;
  messageName: string | null;
  correlationKey: string | null;
  signalName: string | null;
}

/**
 * A completion that may still be compensated follows its activity into the new definition: a later compensation
 * throw finds it by the target's element id and runs the target's handler.
 */
export interface CompensationMigrated {
  type: 'CompensationMigrated';
  compensationKey: string;
  elementInstanceKey: string;
  elementId: string;
  handlerId: string | null;
}

/** An open incident follows its element instance into the new definition; resolving it retries there. */
export interface IncidentMigrated {
  type: 'IncidentMigrated';
  incidentKey: string;
  elementInstanceKey: string;
  elementId: string;
}

/** An operator modified the instance: who, why, and what they asked for (the changes follow as their own events). */
export interface ProcessInstanceModified {
  type: 'ProcessInstanceModified';
  activatedElementIds: string[];
  terminatedElementInstanceKeys: string[];
  requestedBy: OperatorRequest;
}

/** The creation's runtime instructions: the instance is terminated once one of these elements completes or ends. */
export interface RuntimeInstructionsGiven {
  type: 'RuntimeInstructionsGiven';
  terminateAfterElementIds: string[];
}

/** Every state change of a process instance. Appliers are the only code that turns these into state. */
export type RuntimeEvent =
  | RuntimeInstructionsGiven
  | AdHocActivitiesRequested
  | AdHocCompletionConditionFulfilled
  | TerminationFollowUpAwaited
  | ElementActivating
  | ElementActivated
  | ElementCompleting
  | ElementCompleted
  | ElementTerminating
  | ElementTerminated
  | SequenceFlowTaken
  | CompletionVariablesStored
  | VariableCreated
  | VariableUpdated
  | OutputElementCollected
  | JobCreated
  | JobCompleted
  | JobFailed
  | JobErrorThrown
  | JobRetriesUpdated
  | JobActivated
  | JobTimeoutUpdated
  | JobYielded
  | JobCanceled
  | IncidentCreated
  | IncidentResolved
  | DecisionEvaluated
  | SubscriptionOpened
  | SubscriptionClosed
  | TimerRescheduled
  | EventTriggered
  | EventTriggerIgnored
  | UserTaskCreated
  | UserTaskAssigned
  | UserTaskUpdated
  | UserTaskCompleted
  | UserTaskCanceled
  | UserTaskListenersWaiting
  | UserTaskListenersPassed
  | UserTaskTransitionDenied
  | SignalThrown
  | EscalationThrown
  | InstanceCommandRequested
  | ProcessInstanceSuspended
  | ProcessInstanceResumed
  | StepsBuffered
  | CompensationRecorded
  | CompensationThrown
  | CompensationHandlerActivated
  | CompensationCompleted
  | CompensationWithdrawn
  | CompensationsDiscarded
  | CommandRejected
  | ProcessInstanceMigrated
  | ElementInstanceMigrated
  | JobMigrated
  | UserTaskMigrated
  | SubscriptionMigrated
  | CompensationMigrated
  | IncidentMigrated
  | ProcessInstanceModified;

export type RuntimeEventType = RuntimeEvent['type'];

export type EventOfType<T extends RuntimeEventType> = Extract<RuntimeEvent, { type: T }>;

/** An event as the runtime hands it out: with the engine time at which it happened. */
export type TimedRuntimeEvent = RuntimeEvent & { timestamp: number };
