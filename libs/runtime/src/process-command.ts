import { runUntilEveryTokenWaits } from './behaviours/state-transition.behaviour.js';
import { activateAdHocActivitiesCommand } from './commands/ad-hoc-commands.handler.js';
import { completeCallActivity, throwFromCalledInstance, thrownEventUncaught } from './commands/call-hierarchy-commands.handler.js';
import { activateForWaitingPolls, activateJob } from './commands/activate-jobs.js';
import { cancelProcessInstance } from './commands/cancel-process-instance.handler.js';
import { createProcessInstance } from './commands/create-process-instance.handler.js';
import { completeJob, failJob, throwJobError, updateJob, yieldJob } from './commands/job-commands.handler.js';
import { migrateProcessInstance } from './commands/migrate-process-instance.handler.js';
import { modifyProcessInstance, setVariables } from './commands/modify-process-instance.handler.js';
import { resolveIncident } from './commands/resolve-incident.handler.js';
import { bufferWhileSuspended, refusedWhileSuspended, resumeProcessInstance, suspendProcessInstance } from './commands/suspension.handler.js';
import { triggerEvent } from './commands/trigger-event.handler.js';
import { assignUserTask, completeUserTask, unassignUserTask, updateUserTask } from './commands/user-task-commands.handler.js';
import type { ProcessInstanceState } from './model/instance-state.js';
import type { CreateProcessInstance, Rejection, RuntimeCommand } from './model/runtime-command.js';
import type { CommandRejected, TimedRuntimeEvent } from './model/runtime-event.js';
import { TransitionRefused } from './model/transition-refused.js';
import { ProcessingContext } from './processing/processing-context.js';
import { processorFor } from './processors/processor-registry.js';
import { StartInstructions } from './processing/start-instructions.js';
import type { RuntimePorts } from './ports.js';

export type CommandResult =
  | { accepted: true; events: TimedRuntimeEvent[] }
  /** `record`: what the history keeps of a rejection the operator must see (a transition the lifecycle refused). */
  | { accepted: false; rejection: Rejection; record: (CommandRejected & { timestamp: number }) | null };

function dispatch(context: ProcessingContext, command: RuntimeCommand): Rejection | null {
  switch (command.type) {
    case 'CreateProcessInstance':
      return createProcessInstance(context, command);
    case 'CancelProcessInstance':
      return cancelProcessInstance(context, command);
    case 'CompleteJob':
      return completeJob(context, command);
    case 'FailJob':
      return failJob(context, command);
    case 'ThrowJobError':
      return throwJobError(context, command);
    case 'UpdateJob':
      return updateJob(context, command);
    case 'ActivateJob':
      return activateJob(context, command);
    case 'YieldJob':
      return yieldJob(context, command);
    case 'ResolveIncident':
      return resolveIncident(context, command);
    case 'TriggerEvent':
      return triggerEvent(context, command);
    case 'CompleteUserTask':
      return completeUserTask(context, command);
    case 'AssignUserTask':
      return assignUserTask(context, command);
    case 'UnassignUserTask':
      return unassignUserTask(context, command);
    case 'UpdateUserTask':
      return updateUserTask(context, command);
    case 'CompleteCallActivity':
      return completeCallActivity(context, command);
    case 'ThrowFromCalledInstance':
      return throwFromCalledInstance(context, command);
    case 'ThrownEventUncaught':
      return thrownEventUncaught(context, command);
    case 'MigrateProcessInstance':
      return migrateProcessInstance(context, command);
    case 'ModifyProcessInstance':
      return modifyProcessInstance(context, command);
    case 'SetVariables':
      return setVariables(context, command);
    case 'ActivateAdHocActivities':
      return activateAdHocActivitiesCommand(context, command);
    case 'SuspendProcessInstance':
      return suspendProcessInstance(context);
    case 'ResumeProcessInstance':
      return resumeProcessInstance(context);
  }
}

/**
 * As in Zeebe, what a message or signal start event delivered becomes process variables, unless the start
 * event has output mappings: then it is local to the start event and only the mapped results reach the process.
 */
function creationContext(state: ProcessInstanceState, command: CreateProcessInstance, ports: RuntimePorts): ProcessingContext {
  const startEvent = command.startEventId === undefined ? undefined : state.process.elements[command.startEventId];
  const mapped = (startEvent?.outputMappings.length ?? 0) > 0;
  const context = new ProcessingContext(state, ports, processorFor, command.startEventId ?? null, mapped ? command.variables : null);
  if (command.startElementIds?.length) context.startInstructions = new StartInstructions(state.process, command.startElementIds);
  return context;
}

/**
 * Processes one command against one process instance: decides, applies the events to `state` (which the
 * caller hands over), and runs until every token waits. A rejected command emits nothing; when the lifecycle gate
 * refused one of its transitions, `state` is left half-changed and must be thrown away.
 */
export function processCommand(state: ProcessInstanceState, command: RuntimeCommand, ports: RuntimePorts): CommandResult {
  const context = command.type === 'CreateProcessInstance' ? creationContext(state, command, ports) : new ProcessingContext(state, ports, processorFor);
  try {
    const rejection = refusedWhileSuspended(state, command) ?? dispatch(context, command);
    if (rejection) return { accepted: false, rejection, record: null };
    bufferWhileSuspended(context);
    runUntilEveryTokenWaits(context);
    activateForWaitingPolls(context);
  } catch (error) {
    if (!(error instanceof TransitionRefused)) throw error;
    const rejection: Rejection = { reason: 'INVALID_STATE', message: `The command ${command.type} was rejected: ${error.message}` };
    return {
      accepted: false,
      rejection,
      record: { type: 'CommandRejected', commandType: command.type, reason: rejection.reason, message: error.message, timestamp: ports.now() },
    };
  }
  return { accepted: true, events: context.events };
}
