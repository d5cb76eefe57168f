import { runUntilEveryTokenWaits } from './behaviours/state-transition.behaviour.js';
import { cancelProcessInstance } from './commands/cancel-process-instance.handler.js';
import { createProcessInstance } from './commands/create-process-instance.handler.js';
import { completeJob, failJob, throwJobError, updateJobRetries } from './commands/job-commands.handler.js';
import { resolveIncident } from './commands/resolve-incident.handler.js';
import { triggerEvent } from './commands/trigger-event.handler.js';
import { assignUserTask, completeUserTask, unassignUserTask, updateUserTask } from './commands/user-task-commands.handler.js';
import type { ProcessInstanceState } from './model/instance-state.js';
import type { CreateProcessInstance, Rejection, RuntimeCommand } from './model/runtime-command.js';
import type { TimedRuntimeEvent } from './model/runtime-event.js';
import { ProcessingContext } from './processing/processing-context.js';
import type { RuntimePorts } from './ports.js';

export type CommandResult = { accepted: true; events: TimedRuntimeEvent[] } | { accepted: false; rejection: Rejection };

function dispatch(context: ProcessingContext, command: RuntimeCommand): Rejection | null {
  switch (command.type) {
    case 'CreateProcessInstance':
      return createProcessInstance(context, command);
    case 'CancelProcessInstance':
      return cancelProcessInstance(context);
    case 'CompleteJob':
      return completeJob(context, command);
    case 'FailJob':
      return failJob(context, command);
    case 'ThrowJobError':
      return throwJobError(context, command);
    case 'UpdateJobRetries':
      return updateJobRetries(context, command);
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
  }
}

/**
 * As in Zeebe, what a message or signal start event delivered becomes process variables, unless the start
 * event has output mappings: then it is local to the start event and only the mapped results reach the process.
 */
function creationContext(state: ProcessInstanceState, command: CreateProcessInstance, ports: RuntimePorts): ProcessingContext {
  const startEvent = command.startEventId === undefined ? undefined : state.process.elements[command.startEventId];
  const mapped = (startEvent?.outputMappings.length ?? 0) > 0;
  return new ProcessingContext(state, ports, command.startEventId ?? null, mapped ? command.variables : null);
}

/**
 * Processes one command against one process instance: decides, applies the events to `state` (which the
 * caller hands over), and runs until every token waits. A rejected command emits nothing and changes nothing.
 */
export function processCommand(state: ProcessInstanceState, command: RuntimeCommand, ports: RuntimePorts): CommandResult {
  const context = command.type === 'CreateProcessInstance' ? creationContext(state, command, ports) : new ProcessingContext(state, ports);
  const rejection = dispatch(context, command);
  if (rejection) return { accepted: false, rejection };
  runUntilEveryTokenWaits(context);
  return { accepted: true, events: context.events };
}
