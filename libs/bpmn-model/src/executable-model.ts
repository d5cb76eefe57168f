import type { JsonObject } from '@baton/feel';

/**
 * The executable graph the compiler produces once, at deploy time. It is plain JSON (stored with the
 * process definition) and immutable; the runtime never sees XML.
 */

/** Element types, spelled as the Camunda 8 REST API spells them. */
export type ExecutableElementType =
  | 'PROCESS'
  | 'START_EVENT'
  | 'END_EVENT'
  | 'INTERMEDIATE_THROW_EVENT'
  | 'INTERMEDIATE_CATCH_EVENT'
  | 'BOUNDARY_EVENT'
  | 'SERVICE_TASK'
  | 'SEND_TASK'
  | 'BUSINESS_RULE_TASK'
  | 'SCRIPT_TASK'
  | 'USER_TASK'
  | 'RECEIVE_TASK'
  | 'MANUAL_TASK'
  | 'TASK'
  | 'EXCLUSIVE_GATEWAY'
  | 'PARALLEL_GATEWAY'
  | 'INCLUSIVE_GATEWAY'
  | 'EVENT_BASED_GATEWAY'
  | 'SUB_PROCESS'
  | 'EVENT_SUB_PROCESS'
  | 'AD_HOC_SUB_PROCESS'
  | 'CALL_ACTIVITY';

/** Event definitions as the catch and throw behaviours see them. */
export type ExecutableEventKind = ExecutableEventDefinition['kind'];

/** A value written in the model: either a literal or a FEEL expression (the `=` marker already removed). */
export type ExecutableValue = { kind: 'static'; value: string } | { kind: 'feel'; source: string };

/** One `zeebe:input` or `zeebe:output`: evaluate `source`, write the result to `target` (a name or a dotted path). */
export interface ExecutableMapping {
  source: ExecutableValue;
  target: string;
}

/** A `zeebe:linkedResource`: a deployed resource whose key the job's worker gets in the `linkedResources` header. */
export interface ExecutableLinkedResource {
  resourceId: string;
  resourceType: string;
  linkName: string | null;
  bindingType: 'latest' | 'deployment' | 'versionTag';
  versionTag: string | null;
}

/** A `zeebe:taskDefinition`: the job a worker activates. */
export interface ExecutableJobDefinition {
  type: ExecutableValue;
  retries: ExecutableValue;
  /**
   * `zeebe:jobPriorityDefinition` of the task, else of the process (Zeebe 8.10): a 32-bit integer or FEEL, evaluated
   * when the job is created; higher is handed out first. Absent: priority 0.
   */
  priority?: ExecutableValue;
  customHeaders: Record<string, string>;
  /** `zeebe:linkedResources`, resolved when the job is created; absent when there are none. */
  linkedResources?: ExecutableLinkedResource[];
  /** Set for job-worker user tasks: attributes evaluated into the `io.camunda.zeebe:*` headers when the job is created. */
  userTaskHeaders?: ExecutableUserTask;
}

/** A `zeebe:executionListener`: a job of its type that the element's start or end waits for, in document order. */
export interface ExecutableExecutionListener {
  eventType: 'start' | 'end';
  type: ExecutableValue;
  retries: ExecutableValue;
}

/** The user task transitions a task listener holds up, by Zeebe's current names. */
export type TaskListenerEventType = 'creating' | 'assigning' | 'updating' | 'completing' | 'canceling';

/** A `zeebe:taskListener` of a Camunda user task: a job of its type that the transition waits for, in document order. */
export interface ExecutableTaskListener {
  eventType: TaskListenerEventType;
  type: ExecutableValue;
  retries: ExecutableValue;
}

/** A `zeebe:script`: a FEEL expression whose result is stored in `resultVariable`. */
export interface ExecutableScript {
  expression: string;
  resultVariable: string;
}

/**
 * When a timer is due: a duration after it opens (`PT15M`), a date (`2026-01-31T09:00:00Z`), or a cycle
 * (`R5/PT10S`, `R/PT1H`, `R3/2026-01-01T00:00:00Z/P1D`). The text may come from FEEL, evaluated when the timer opens.
 */
export interface ExecutableTimer {
  type: 'duration' | 'date' | 'cycle';
  expression: ExecutableValue;
}

/** The trigger of a catch event, boundary event, receive task or event start event. */
export type ExecutableEventDefinition =
  | { kind: 'timer'; timer: ExecutableTimer }
  /** correlationKey is null only for message start events, which need none. */
  | { kind: 'message'; messageName: ExecutableValue; correlationKey: ExecutableValue | null }
  | { kind: 'signal'; signalName: ExecutableValue }
  /**
   * A caught error matches its code; a null code (no errorRef, or an error without a code) catches every error. An
   * error end event throws `errorCode`, or the result of `errorCodeExpression` (FEEL, evaluated when it is reached).
   */
  | { kind: 'error'; errorCode: string | null; errorCodeExpression?: string }
  /**
   * Thrown by intermediate throw and end events (a literal or FEEL code); caught by boundary events and event
   * sub-process start events, where a null code catches every escalation.
   */
  | { kind: 'escalation'; escalationCode: ExecutableValue | null }
  /** Only on end events: ends every other token of the scope, which then completes. */
  | { kind: 'terminate' }
  /**
   * Compensation. On a boundary event or an event sub-process start event it marks the handler (activityRef null);
   * on an intermediate throw or end event it compensates the completed activities of its scope, or only those of
   * `activityRef`, and waits for their handlers.
   */
  | { kind: 'compensation'; activityRef: string | null }
  /**
   * A `bpmn:conditionalEventDefinition`: the event happens when `condition` (FEEL, without `=`) is true, checked when
   * its scope activates and again when a variable it depends on changes. `variableNames` (a `zeebe:conditionalFilter`)
   * names those variables; null: every variable the condition mentions. `variableEvents`: which changes count.
   */
  | { kind: 'conditional'; condition: string; variableNames: string[] | null; variableEvents: ConditionalVariableEvent[] };

/** The variable changes a conditional event reacts to (`zeebe:conditionalFilter variableEvents`). */
export type ConditionalVariableEvent = 'create' | 'update';

/** A Camunda form deployed as a `.form` resource, linked by its id and resolved by the binding type. */
export interface ExecutableLinkedForm {
  kind: 'formId';
  formId: string;
  bindingType: 'latest' | 'deployment' | 'versionTag';
  versionTag: string | null;
}

/**
 * A form linked to a user task: a Camunda form by id (deployed as a `.form` resource), an external reference, or (job-worker
 * user tasks only) a form key: `camunda-forms:bpmn:<id>` for a form embedded in the process as `zeebe:userTaskForm`.
 */
export type ExecutableFormLink = ExecutableLinkedForm | { kind: 'external'; reference: ExecutableValue } | { kind: 'formKey'; formKey: string };

/** A `zeebe:userTask`: who may work on it, when, and with which form. Every value may be FEEL. */
export interface ExecutableUserTask {
  assignee: ExecutableValue | null;
  /** FEEL list or comma-separated static text. */
  candidateGroups: ExecutableValue | null;
  candidateUsers: ExecutableValue | null;
  dueDate: ExecutableValue | null;
  followUpDate: ExecutableValue | null;
  /** `zeebe:taskListeners` of a Camunda user task, in document order; absent when there are none. */
  taskListeners?: ExecutableTaskListener[];
  /** 0..100, default 50. */
  priority: ExecutableValue | null;
  form: ExecutableFormLink | null;
}

/**
 * `bpmn:multiInstanceLoopCharacteristics` with `zeebe:loopCharacteristics`: the activity runs once per item of a
 * collection, inside a multi-instance body that owns its boundary events and its outgoing flows.
 */
export interface ExecutableMultiInstance {
  isSequential: boolean;
  /** FEEL (without `=`), evaluated when the body activates; it must give a list. */
  inputCollection: string;
  /** The local variable of each inner instance that holds its item. */
  inputElement: string | null;
  /** The body's local variable that collects each inner instance's `outputElement` at its index; set with outputElement. */
  outputCollection: string | null;
  /** FEEL (without `=`), evaluated in the inner instance's scope when it completes. */
  outputElement: string | null;
  /**
   * The variable the outputElement reads when it only reads one (`= result`, `= result.total`): created as null in each
   * inner instance so that what the instance delivers under that name stays local to it, as in Zeebe.
   */
  outputElementVariable: string | null;
  /** FEEL (without `=`), evaluated after each inner instance completes; true ends the body. */
  completionCondition: string | null;
}

/** One activity an ad-hoc sub-process can activate, as Zeebe describes it to a job worker (`adHocSubProcessElements`). */
export interface ExecutableAdHocActivity {
  elementId: string;
  elementName: string | null;
  documentation: string | null;
  /** `zeebe:properties` of the activity, name to value. */
  properties: Record<string, string>;
  /** The `fromAi(...)` calls of its input mappings: what a caller (an AI agent) must give it. */
  parameters: ExecutableAdHocParameter[];
}

/** One `fromAi(value, description, type, schema, options)` call: the name is the value's path without its first part. */
export interface ExecutableAdHocParameter {
  name: string;
  description: string | null;
  type: string | null;
  schema: JsonObject | null;
  options: JsonObject | null;
}

/**
 * A `bpmn:adHocSubProcess` with `zeebe:adHoc`: its activities run when something activates them (the
 * activeElementsCollection when it starts, an activation command, or the job worker of its `zeebe:taskDefinition`),
 * not along sequence flows from a start event.
 */
export interface ExecutableAdHoc {
  /** FEEL (without `=`) giving the ids of the activities to activate when it starts; null: none. */
  activeElementsCollection: string | null;
  /** FEEL (without `=`), evaluated after each activity's path ends; true completes it. */
  completionCondition: string | null;
  /** Whether fulfilling the completion condition terminates the activities still running (BPMN's default: true). */
  cancelRemainingInstances: boolean;
  /** A local variable collecting `outputElement` once per ended path; set with outputElement. */
  outputCollection: string | null;
  /** FEEL (without `=`), evaluated in the ended activity's scope. */
  outputElement: string | null;
  /** The activities it can activate (its flow nodes without incoming flows, events that need a trigger excepted), in document order. */
  activities: ExecutableAdHocActivity[];
}

/**
 * A `zeebe:calledElement`: which process a call activity starts (resolved when it activates: the latest version, the
 * version deployed with the caller, or the latest with a version tag) and which variables cross in each direction.
 */
export interface ExecutableCalledElement {
  processId: ExecutableValue;
  bindingType: 'latest' | 'deployment' | 'versionTag';
  versionTag: string | null;
  /** Every variable of the child reaches the call activity when it completes (else only its output mappings' results). */
  propagateAllChildVariables: boolean;
  /** Every variable visible to the call activity goes to the child (else only its input mappings' results). */
  propagateAllParentVariables: boolean;
  /** The child's business id (literal or FEEL); null: the child takes its caller's. */
  businessId: ExecutableValue | null;
}

/**
 * A `zeebe:calledDecision` of a business rule task: which DMN decision it evaluates (resolved when it activates, with
 * the same binding types as a call activity) and the variable that receives the decision's result.
 */
export interface ExecutableCalledDecision {
  decisionId: ExecutableValue;
  resultVariable: string;
  bindingType: 'latest' | 'deployment' | 'versionTag';
  versionTag: string | null;
}

export interface ExecutableSequenceFlow {
  id: string;
  name: string | null;
  sourceId: string;
  targetId: string;
  /** FEEL source of the condition, without the `=` marker; null for an unconditional flow. */
  condition: string | null;
}

export interface ExecutableElement {
  id: string;
  name: string | null;
  type: ExecutableElementType;
  /** The BPMN type as written in the XML (`bpmn:ServiceTask`), for messages. */
  bpmnType: string;
  /** The id of the process or sub-process that contains this element; null for the process itself. */
  flowScopeId: string | null;
  /** Sequence flow ids, in document order. */
  incoming: string[];
  outgoing: string[];
  defaultFlowId: string | null;
  inputMappings: ExecutableMapping[];
  outputMappings: ExecutableMapping[];
  /** Set for job worker tasks (service, send, business rule, and script tasks implemented by a worker). */
  job?: ExecutableJobDefinition;
  /** `zeebe:executionListeners`, in document order; absent when there are none. */
  executionListeners?: ExecutableExecutionListener[];
  /** Set for script tasks implemented with FEEL. */
  script?: ExecutableScript;
  /** Set for containers (process, sub-process): the none start event that starts them, when there is one. */
  noneStartEventId?: string;
  /** Set for the process: its start events with a timer, message, signal or conditional definition. */
  eventStartEventIds?: string[];
  /** Set for catch events, boundary events, receive tasks, event start events and signal throw/end events. */
  eventDefinition?: ExecutableEventDefinition;
  /** Set for link throw and link catch events: the name that links a throw to the catch it jumps to. */
  linkName?: string;
  /** Set for link throw events once compiled: the link catch event of the same scope they jump to. */
  linkTargetId?: string;
  /** Set for boundary events: the activity they are attached to. */
  attachedToId?: string;
  /** Set for boundary events (`cancelActivity`) and event sub-process start events (`isInterrupting`): whether they interrupt. */
  cancelActivity?: boolean;
  /** Set for scopes (process, sub-process, event sub-process) with event sub-processes: their start events, in document order. */
  eventSubProcessStartEventIds?: string[];
  /** Set for event sub-processes: the one start event whose event starts them. */
  startEventId?: string;
  /**
   * Set for joining inclusive gateways (more than one incoming flow): for each incoming flow, the elements of the
   * gateway's scope from which a token can still reach that flow without passing the gateway. The join waits for a
   * flow only while a token sits on one of them.
   */
  joinSources?: Record<string, string[]>;
  /** Set for activities with boundary events, in document order. */
  boundaryEventIds?: string[];
  /** Set for call activities. */
  calledElement?: ExecutableCalledElement;
  /** Set for business rule tasks that evaluate a DMN decision (else they have a job). */
  calledDecision?: ExecutableCalledDecision;
  /** Set for user tasks (`zeebe:userTask`). */
  userTask?: ExecutableUserTask;
  /** Set for a process's none start event that links a deployed Camunda form (`zeebe:formDefinition formId`): its start form. */
  startForm?: ExecutableLinkedForm;
  /** Custom headers (`zeebe:taskHeaders`) of user tasks, as for jobs. */
  customHeaders?: Record<string, string>;
  /** Set for multi-instance activities. */
  multiInstance?: ExecutableMultiInstance;
  /** Set for ad-hoc sub-processes (with `job` too when a job worker decides what runs in them). */
  adHoc?: ExecutableAdHoc;
  /**
   * Set for compensation work: handlers (`isForCompensation`), compensation event sub-processes, and every element
   * inside them. They run only when a compensation throw event asks for them, never along sequence flows.
   */
  isForCompensation?: true;
  /** Set for activities with a compensation boundary event: the handler activity its association points to. */
  compensationHandlerId?: string;
  /** Set for sub-processes with a compensation event sub-process: it replaces compensating the inner activities. */
  compensationEventSubProcessId?: string;
}

export interface ExecutableProcess {
  /** The BPMN process id (`processDefinitionId` in the REST API). */
  id: string;
  name: string | null;
  versionTag: string | null;
  /** Every flow node by id, the process itself included (type PROCESS). */
  elements: Record<string, ExecutableElement>;
  flows: Record<string, ExecutableSequenceFlow>;
  /** Forms embedded in the process (`zeebe:userTaskForm`), by id: the form JSON a `camunda-forms:bpmn:<id>` key names. */
  embeddedForms?: Record<string, string>;
}

/** A problem found in a model: it names the element, its BPMN type and, when known, the line. */
export interface ModelProblem {
  elementId: string | null;
  elementType: string | null;
  line: number | null;
  message: string;
}

/** `warnings`: what the engine ignores in a model it runs (leftover Camunda 7 attributes), located as problems are. */
export type CompileResult = { ok: true; processes: ExecutableProcess[]; warnings: ModelProblem[] } | { ok: false; problems: ModelProblem[] };
