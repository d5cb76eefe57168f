export { processCommand, type CommandResult } from './process-command.js';
export type {
  CalledDecision,
  CalledProcess,
  CalledProcessCatalog,
  ClusterVariables,
  DecisionCatalog,
  GlobalTaskListener,
  JobWaiter,
  JobWaiters,
  LinkedResourceCatalog,
  RuntimePorts,
} from './ports.js';
export {
  emptyInstanceState,
  type Compensation,
  type CompensationState,
  type ElementInstance,
  type ElementInstanceType,
  type ElementLifecycleState,
  type FailedStep,
  type Incident,
  type IncidentErrorType,
  type ParentInstance,
  type Job,
  type JobKind,
  type JobLifecycleState,
  type JobListenerEventType,
  type ProcessInstanceLifecycle,
  type ProcessInstanceState,
  type Variable,
  type EventSubscription,
  type Suspension,
  type SuspendedWrite,
  type SubscriptionKind,
  type TaskCorrections,
  type TaskTransition,
  type TerminationFollowUp,
  type UserTask,
  type UserTaskState,
} from './model/instance-state.js';
export { scheduleTimer, type TimerSchedule, type TimerType } from './behaviours/timer-schedule.js';
export type { EventOfType, InstanceCreationRequest, RuntimeEvent, RuntimeEventType, TimedRuntimeEvent } from './model/runtime-event.js';
export type { Step } from './model/step.js';
export type {
  ActivateAdHocActivities,
  AdHocActivation,
  AdHocJobResult,
  CreateProcessInstance,
  MappingInstruction,
  MigrateProcessInstance,
  MigrationTarget,
  ModifyProcessInstance,
  VariableInstruction,
  OperatorRequest,
  Rejection,
  RejectionReason,
  RuntimeCommand,
  UserTaskJobResult,
} from './model/runtime-command.js';
export { migrationViolations } from './migration/migration-plan.js';
export type { MigrationRule, MigrationViolation } from './migration/migration-violation.js';
export {
  ACTIVATION_RULES,
  activateJobs,
  isActivatable,
  type ActivateJobs,
  type ActivationCandidate,
  type ActivationRule,
  type InstanceActivation,
} from './commands/activate-jobs.js';
export { advanceStartTimer } from './commands/advance-start-timer.js';
export { visibleVariables } from './behaviours/variable.behaviour.js';
export { EXECUTED_ELEMENT_TYPES, type ExecutedElementType } from './processors/processor-registry.js';
