import type { ConditionalVariableEvent, ExecutableElementType, ExecutableProcess, ExecutableValue } from '@baton/bpmn-model';
import type { JsonObject, JsonValue } from '@baton/feel';
import type { Step } from './step.js';

/**
 * What an element instance is: the element's type, the body of a multi-instance activity (same element id as the
 * activity), which wraps one inner instance of the activity per item, or the scope around one activation of an ad-hoc
 * sub-process's element (Zeebe's inner instance, element id `<ad-hoc id>#innerInstance`).
 */
export type ElementInstanceType = ExecutableElementType | 'MULTI_INSTANCE_BODY' | 'AD_HOC_SUB_PROCESS_INNER_INSTANCE';

export type ElementLifecycleState = 'ACTIVATING' | 'ACTIVATED' | 'COMPLETING' | 'COMPLETED' | 'TERMINATING' | 'TERMINATED';

export type ProcessInstanceLifecycle = 'ACTIVE' | 'SUSPENDED' | 'COMPLETED' | 'TERMINATED';

/** One token: an element instance. The process instance itself is the element instance whose key is the instance key. */
export interface ElementInstance {
  key: string;
  elementId: string;
  elementType: ElementInstanceType;
  /** Key of the element instance of the enclosing process, sub-process or multi-instance body; null for the process instance. */
  flowScopeKey: string | null;
  state: ElementLifecycleState;
  startTime: number;
  endTime: number | null;
  incidentKey: string | null;
  jobKey: string | null;
  /**
   * For scopes: sequence flows taken towards a joining parallel or inclusive gateway and not yet consumed, by flow id.
   * They count as active tokens of the scope.
   */
  pendingJoins: Record<string, number>;
  /**
   * Variables a job, script, person or event delivered, kept until output mappings have been applied. For a
   * catch or boundary event, non-null means the event already happened.
   */
  completionVariables: JsonObject | null;
  /** Event-based gateways: the catch event that fired first, to leave towards. */
  triggeredEventId: string | null;
  /** Call activities: the process instance they created (its key is allocated before it exists). */
  calledProcessInstanceKey: string | null;
  /**
   * Ad-hoc sub-processes run by a job worker: its job result said the completion condition is fulfilled while
   * activities still run, so the last one to end completes it instead of asking the worker again. Absent otherwise.
   */
  completionConditionFulfilled?: true;
  /**
   * What runs once this element's termination, or that of the children it terminated, is over, when a user task's
   * canceling listeners hold it up (an interrupting event's activation, a scope's completion). Absent otherwise.
   */
  terminationFollowUp?: TerminationFollowUp;
}

/**
 * The step that follows a termination. Without canceling task listeners it runs at once; with them it waits, as Zeebe's
 * element waits in TERMINATING until its listeners completed.
 */
export type TerminationFollowUp =
  | { kind: 'activate'; elementId: string; flowScopeKey: string; trigger?: JsonObject }
  | { kind: 'complete'; elementInstanceKey: string }
  | { kind: 'terminate'; elementInstanceKey: string };

/** `conditional`: a conditional event waits for its condition to hold (it is read from the event's element). */
export type SubscriptionKind = 'timer' | 'message' | 'signal' | 'conditional';

/**
 * Something an element instance waits for: a timer due at an instant, a message by name and correlation key,
 * or a signal by name. Boundary events and event-based gateways own the subscriptions of the events after them.
 */
export interface EventSubscription {
  key: string;
  kind: SubscriptionKind;
  /** The element instance that waits: the catch event, the activity of a boundary event, or the gateway. */
  elementInstanceKey: string;
  /** The event element to trigger. */
  elementId: string;
  interrupting: boolean;
  /** Timers: when due (epoch ms); cycles also how many repetitions are left (null = forever) and the interval. */
  dueAt: number | null;
  repetitionsLeft: number | null;
  interval: string | null;
  messageName: string | null;
  correlationKey: string | null;
  signalName: string | null;
  createdAt: number;
}

export type UserTaskState = 'CREATED' | 'COMPLETED' | 'CANCELED';

/** The task transitions a listener can hold up (canceling: the task's element stays TERMINATING meanwhile). */
export type TaskTransitionEventType = 'creating' | 'assigning' | 'updating' | 'completing' | 'canceling';

/** A listener job to open: the model's `zeebe:taskListener` or a global task listener (static values). */
export interface TaskListenerJob {
  type: ExecutableValue;
  retries: ExecutableValue;
}

/** What a task listener may correct (Camunda's `JobResultCorrections`); absent: kept. */
export interface TaskCorrections {
  assignee?: string | null;
  dueDate?: string | null;
  followUpDate?: string | null;
  candidateUsers?: string[];
  candidateGroups?: string[];
  priority?: number;
}

/** The attributes an update may change. */
export type TaskChanges = Partial<Pick<UserTask, 'candidateGroups' | 'candidateUsers' | 'dueDate' | 'followUpDate' | 'priority'>>;

/**
 * A task transition its listeners hold up: their jobs open one after the other (`index` is the open one), each may
 * correct the task, and the transition happens after the last one; a denial drops it. The listeners are fixed when
 * the transition starts, so a global listener changed meanwhile does not shift them.
 */
export interface TaskTransition {
  eventType: TaskTransitionEventType;
  /** Camunda's `action` header: assign, claim, unassign, update, complete, or the caller's own. */
  action: string;
  listeners: TaskListenerJob[];
  index: number;
  /** The attributes the transition changes (Camunda's `changedAttributes` header). */
  changedAttributes: string[];
  /** assigning: the assignee the task gets (null: unassigned); creating: the model's assignee, given after creation. */
  assignee?: string | null;
  /** updating: what changes. */
  changes?: TaskChanges;
  /** completing: the reviewer's variables. */
  variables?: JsonObject;
  corrections: TaskCorrections;
}

export interface UserTask {
  key: string;
  elementInstanceKey: string;
  elementId: string;
  state: UserTaskState;
  assignee: string | null;
  candidateGroups: string[];
  candidateUsers: string[];
  dueDate: string | null;
  followUpDate: string | null;
  priority: number;
  formId: string | null;
  formBinding: string | null;
  externalFormReference: string | null;
  /** A form embedded in the process (`zeebe:userTaskForm`), named by a job-worker task's `camunda-forms:bpmn:` key. */
  embeddedFormId: string | null;
  /** A job-worker user task (no `zeebe:userTask`): the job that carries it too; completing either completes both. */
  jobKey: string | null;
  customHeaders: Record<string, string>;
  /** The transition its task listeners hold up (Camunda's CREATING, ASSIGNING, UPDATING, COMPLETING, CANCELING); null otherwise. */
  listening: TaskTransition | null;
  /** Why a task listener denied the task's last transition; cleared by the next transition that goes through. */
  deniedReason: string | null;
  /** Changes whenever the task or a variable it can see changes: the ETag a reviewer's update must match. */
  revision: number;
  createdAt: number;
  completedAt: number | null;
}

export interface Variable {
  key: string;
  scopeKey: string;
  name: string;
  value: JsonValue;
}

export type JobLifecycleState = 'ACTIVATABLE' | 'ACTIVATED' | 'FAILED' | 'ERROR_THROWN' | 'COMPLETED' | 'CANCELED';

/** Camunda's job kinds: the element's own work, or a listener the element's lifecycle waits for. */
export type JobKind = 'BPMN_ELEMENT' | 'EXECUTION_LISTENER' | 'TASK_LISTENER' | 'AD_HOC_SUB_PROCESS';

/** Camunda's `listenerEventType`: which part of the lifecycle a listener job holds up; UNSPECIFIED for other jobs. */
export type JobListenerEventType = 'UNSPECIFIED' | 'START' | 'END' | 'CREATING' | 'ASSIGNING' | 'UPDATING' | 'COMPLETING' | 'CANCELING';

export interface Job {
  key: string;
  type: string;
  kind: JobKind;
  listenerEventType: JobListenerEventType;
  elementInstanceKey: string;
  elementId: string;
  state: JobLifecycleState;
  retries: number;
  /** `zeebe:jobPriorityDefinition` (Zeebe 8.10): activation hands out higher priorities of a type first; 0 by default. */
  priority: number;
  customHeaders: Record<string, string>;
  errorMessage: string | null;
  /** The code of the BPMN error the worker threw (absent unless it threw one). */
  errorCode?: string;
  /** Epoch ms of the job's latest failure (absent while it never failed): what the job statistics count as failed. */
  failedAt?: number;
  /** A completed task listener's answer (Camunda's `isDenied`, `deniedReason`); absent for other jobs. */
  isDenied?: boolean;
  deniedReason?: string | null;
  /** Epoch ms before which the job is not activatable (retry back-off); null when activatable at once. */
  retryAt: number | null;
  /**
   * The activation lock while ACTIVATED: who holds the job and until when (epoch ms). The worker's name stays after
   * the job ends or fails (as Camunda's job keeps it), so that a failure counts against the worker that reported it.
   */
  worker: string | null;
  deadline: number | null;
  createdAt: number;
}

/** Camunda's incident error types. */
export type IncidentErrorType =
  | 'JOB_NO_RETRIES'
  | 'CONDITION_ERROR'
  | 'IO_MAPPING_ERROR'
  | 'EXTRACT_VALUE_ERROR'
  | 'UNHANDLED_ERROR_EVENT'
  | 'CALLED_ELEMENT_ERROR'
  | 'CALLED_DECISION_ERROR'
  | 'DECISION_EVALUATION_ERROR'
  | 'RESOURCE_NOT_FOUND'
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

/** Where an instance that a call activity created comes from: the calling instance and element, and the top of the hierarchy. */
export interface ParentInstance {
  processInstanceKey: string;
  elementInstanceKey: string;
  rootProcessInstanceKey: string;
}

/**
 * Where a completed compensable activity stands: COMPLETED (may be compensated), QUEUED (a compensation throw event
 * took it and will run its handler in turn), COMPENSATING (its handler runs), COMPENSATED, or DISCARDED (its scope
 * ended without being compensable itself, so nothing can compensate it any more).
 */
export type CompensationState = 'COMPLETED' | 'QUEUED' | 'COMPENSATING' | 'COMPENSATED' | 'DISCARDED';

/** One completion of a compensable activity: a loop or a multi-instance activity has one per completion. */
export interface Compensation {
  key: string;
  /** The completed activity. */
  elementInstanceKey: string;
  elementId: string;
  /** The scope it completed in (for an inner instance of a multi-instance activity, the scope of its body). */
  scopeKey: string;
  /** What undoes it: the handler, or the sub-process' compensation event sub-process; null: only its inner activities. */
  handlerId: string | null;
  /** Orders the completions of one scope, the most recent highest. */
  completionOrder: number;
  state: CompensationState;
  /** Set once QUEUED: the throw event that waits for it, and its place in that event's queue. */
  throwElementInstanceKey: string | null;
  queuePosition: number | null;
  /** Set once COMPENSATING: the element instance of its handler. */
  handlerElementInstanceKey: string | null;
  completedAt: number;
}

/** Everything the runtime needs to process one command for one process instance. */
export interface ProcessInstanceState {
  processInstanceKey: string;
  /** Set for an instance a call activity created. */
  parent: ParentInstance | null;
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
  /** Open event subscriptions (timers, messages, signals, conditions). */
  subscriptions: Map<string, EventSubscription>;
  /** The instance's user tasks that are open, plus those touched while processing. */
  userTasks: Map<string, UserTask>;
  /** Completions of compensable activities not yet compensated (or discarded), plus those touched while processing. */
  compensations: Map<string, Compensation>;
  /**
   * Camunda's runtime instructions given at creation: once an element with one of these ids completes or is
   * terminated, the whole instance is terminated (a test or a partial run stops there).
   */
  terminateAfterElementIds: readonly string[];
  /** Set while the instance is suspended (Camunda 8.10): it takes only its resumption, cancellation and variable writes. */
  suspension: Suspension | null;
}

/**
 * A suspension: since when, and the event subscriptions it closed (timers, messages, signals), reopened under the same
 * keys and due times on resumption, so that nothing triggers the instance meanwhile (a timer due meanwhile fires then).
 */
export interface Suspension {
  suspendedAt: number;
  parked: EventSubscription[];
  /**
   * The variable writes made while suspended that conditional events could react to (only kept for a process with
   * conditional events, each scope, name and kind once): their conditions are evaluated on resumption, not before.
   */
  writes: SuspendedWrite[];
  /**
   * What the commands taken while suspended queued (a modification's activations), in order: as Zeebe buffers a
   * suspended instance's follow-up commands, they run on resumption.
   */
  buffered: Step[];
}

/** A variable written while the instance was suspended (the shape of the condition watch's VariableChange). */
export interface SuspendedWrite {
  scopeKey: string;
  name: string;
  event: ConditionalVariableEvent;
}

/** A new, empty state for a process instance about to be created. */
export function emptyInstanceState(
  processInstanceKey: string,
  processDefinitionKey: string,
  processDefinitionVersion: number,
  process: ExecutableProcess,
  parent: ParentInstance | null = null,
): ProcessInstanceState {
  return {
    processInstanceKey,
    parent,
    processDefinitionKey,
    processDefinitionVersion,
    process,
    elementInstances: new Map(),
    variables: new Map(),
    jobs: new Map(),
    incidents: new Map(),
    subscriptions: new Map(),
    userTasks: new Map(),
    compensations: new Map(),
    terminateAfterElementIds: [],
    suspension: null,
  };
}
