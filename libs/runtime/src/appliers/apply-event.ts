import type { ProcessInstanceState } from '../model/instance-state.js';
import type { EventOfType, RuntimeEvent, RuntimeEventType } from '../model/runtime-event.js';
import { applyElementActivating, applyLifecycleTransition } from './element-lifecycle.applier.js';
import { applyIncidentCreated, applyIncidentResolved } from './incident.applier.js';
import {
  applyJobActivated,
  applyJobCanceled,
  applyJobCompleted,
  applyJobCreated,
  applyJobErrorThrown,
  applyJobFailed,
  applyJobRetriesUpdated,
  applyJobTimeoutUpdated,
  applyJobYielded,
} from './job.applier.js';
import { applyInstanceCommandRequested } from './call-activity.applier.js';
import {
  applyCompensationCompleted,
  applyCompensationHandlerActivated,
  applyCompensationRecorded,
  applyCompensationsDiscarded,
  applyCompensationThrown,
  applyCompensationWithdrawn,
} from './compensation.applier.js';
import {
  applyElementInstanceMigrated,
  applyIncidentMigrated,
  applyJobMigrated,
  applyProcessInstanceMigrated,
  applySubscriptionMigrated,
  applyCompensationMigrated,
  applyUserTaskMigrated,
} from './migration.applier.js';
import { applySequenceFlowTaken } from './sequence-flow.applier.js';
import { applyProcessInstanceResumed, applyProcessInstanceSuspended, applyStepsBuffered } from './suspension.applier.js';
import { applyEventTriggered, applySubscriptionClosed, applySubscriptionOpened, applyTimerRescheduled } from './subscription.applier.js';
import {
  applyUserTaskAssigned,
  applyUserTaskCanceled,
  applyUserTaskCompleted,
  applyUserTaskCreated,
  applyUserTaskListenersPassed,
  applyUserTaskListenersWaiting,
  applyUserTaskTransitionDenied,
  applyUserTaskUpdated,
} from './user-task.applier.js';
import { applyCompletionVariablesStored, applyOutputElementCollected, applyVariableWritten } from './variable.applier.js';

/** Events that only go to the history: the state they describe lives elsewhere, or nowhere. */
const recordOnly = () => undefined;

type Applier<T extends RuntimeEventType> = (state: ProcessInstanceState, event: EventOfType<T>, timestamp: number) => void;

/** One applier per event type; the mapped type makes a missing one a compile error. */
const APPLIERS: { [T in RuntimeEventType]: Applier<T> } = {
  RuntimeInstructionsGiven: (state, event) => {
    state.terminateAfterElementIds = event.terminateAfterElementIds;
  },
  ElementActivating: applyElementActivating,
  ElementActivated: applyLifecycleTransition,
  ElementCompleting: applyLifecycleTransition,
  ElementCompleted: applyLifecycleTransition,
  ElementTerminating: applyLifecycleTransition,
  ElementTerminated: applyLifecycleTransition,
  SequenceFlowTaken: applySequenceFlowTaken,
  AdHocActivitiesRequested: recordOnly,
  AdHocCompletionConditionFulfilled: (state, event) => {
    const instance = state.elementInstances.get(event.elementInstanceKey);
    if (instance) instance.completionConditionFulfilled = true;
  },
  TerminationFollowUpAwaited: (state, event) => {
    const instance = state.elementInstances.get(event.elementInstanceKey);
    if (!instance) return;
    if (event.followUp) instance.terminationFollowUp = event.followUp;
    else delete instance.terminationFollowUp;
  },
  CompletionVariablesStored: applyCompletionVariablesStored,
  VariableCreated: applyVariableWritten,
  VariableUpdated: applyVariableWritten,
  OutputElementCollected: applyOutputElementCollected,
  JobCreated: applyJobCreated,
  JobCompleted: applyJobCompleted,
  JobFailed: applyJobFailed,
  JobErrorThrown: applyJobErrorThrown,
  JobRetriesUpdated: applyJobRetriesUpdated,
  JobActivated: applyJobActivated,
  JobTimeoutUpdated: applyJobTimeoutUpdated,
  JobYielded: applyJobYielded,
  JobCanceled: applyJobCanceled,
  IncidentCreated: applyIncidentCreated,
  IncidentResolved: applyIncidentResolved,
  DecisionEvaluated: recordOnly,
  SubscriptionOpened: applySubscriptionOpened,
  SubscriptionClosed: applySubscriptionClosed,
  TimerRescheduled: applyTimerRescheduled,
  EventTriggered: applyEventTriggered,
  EventTriggerIgnored: recordOnly,
  UserTaskCreated: applyUserTaskCreated,
  UserTaskAssigned: applyUserTaskAssigned,
  UserTaskUpdated: applyUserTaskUpdated,
  UserTaskCompleted: applyUserTaskCompleted,
  UserTaskCanceled: applyUserTaskCanceled,
  UserTaskListenersWaiting: applyUserTaskListenersWaiting,
  UserTaskListenersPassed: applyUserTaskListenersPassed,
  UserTaskTransitionDenied: applyUserTaskTransitionDenied,
  SignalThrown: recordOnly,
  EscalationThrown: recordOnly,
  InstanceCommandRequested: applyInstanceCommandRequested,
  CompensationRecorded: applyCompensationRecorded,
  CompensationThrown: applyCompensationThrown,
  CompensationHandlerActivated: applyCompensationHandlerActivated,
  CompensationCompleted: applyCompensationCompleted,
  CompensationWithdrawn: applyCompensationWithdrawn,
  CompensationsDiscarded: applyCompensationsDiscarded,
  CommandRejected: recordOnly,
  ProcessInstanceMigrated: applyProcessInstanceMigrated,
  ElementInstanceMigrated: applyElementInstanceMigrated,
  JobMigrated: applyJobMigrated,
  UserTaskMigrated: applyUserTaskMigrated,
  SubscriptionMigrated: applySubscriptionMigrated,
  CompensationMigrated: applyCompensationMigrated,
  IncidentMigrated: applyIncidentMigrated,
  ProcessInstanceModified: recordOnly,
  ProcessInstanceSuspended: applyProcessInstanceSuspended,
  ProcessInstanceResumed: applyProcessInstanceResumed,
  StepsBuffered: applyStepsBuffered,
};

export function applyEvent(state: ProcessInstanceState, event: RuntimeEvent, timestamp: number): void {
  (APPLIERS[event.type] as Applier<RuntimeEventType>)(state, event, timestamp);
}
