import { setLocalVariables } from '../behaviours/variable.behaviour.js';
import { continueActivation } from '../behaviours/state-transition.behaviour.js';
import type { CreateProcessInstance, Rejection } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { refuseStartInstructions } from '../processing/start-instructions.js';

/** As Zeebe: an instruction naming an element the process does not have (or the process itself) is refused. */
function refuseRuntimeInstructions(context: ProcessingContext, command: CreateProcessInstance): Rejection | null {
  const { process } = context.state;
  const unknown = (command.terminateAfterElementIds ?? []).find((id) => id === process.id || !Object.hasOwn(process.elements, id));
  if (unknown === undefined) return null;
  return {
    reason: 'INVALID_ARGUMENT',
    message: `Expected to find element with id '${unknown}' of a runtime instruction in process '${process.id}', but no such element exists`,
  };
}

/** Creates the process instance's own element instance with the start variables, then lets the tokens run. */
export function createProcessInstance(context: ProcessingContext, command: CreateProcessInstance): Rejection | null {
  const { state } = context;
  if (state.elementInstances.has(state.processInstanceKey)) {
    return { reason: 'INVALID_STATE', message: `Process instance ${state.processInstanceKey} already exists` };
  }
  const refused = refuseStartInstructions(state.process, command.startElementIds ?? []) ?? refuseRuntimeInstructions(context, command);
  if (refused) return refused;
  const process = context.element(state.process.id);
  if (command.startEventId === undefined && !command.startElementIds?.length && !process.noneStartEventId) {
    return { reason: 'INVALID_STATE', message: 'Expected to create instance of process with none start event, but there is no such event' };
  }
  context.emit({
    type: 'ElementActivating',
    elementInstanceKey: state.processInstanceKey,
    elementId: process.id,
    elementType: 'PROCESS',
    flowScopeKey: null,
  });
  if (command.startEventId !== undefined && command.startTrigger) {
    context.emit({
      type: 'EventTriggered',
      subscriptionKey: command.startTrigger.subscriptionKey,
      kind: command.startTrigger.kind,
      elementInstanceKey: state.processInstanceKey,
      elementId: command.startEventId,
      dueAt: command.startTrigger.dueAt,
      firedAt: context.ports.now(),
      messageKey: command.startTrigger.messageKey,
      messageName: command.startTrigger.messageName ?? null,
      correlationKey: command.startTrigger.correlationKey ?? null,
      signalName: command.startTrigger.signalName ?? null,
      signalKey: command.startTrigger.signalKey ?? null,
      variables: command.variables,
    });
  }
  if (command.terminateAfterElementIds?.length) {
    context.emit({ type: 'RuntimeInstructionsGiven', terminateAfterElementIds: [...new Set(command.terminateAfterElementIds)] });
  }
  if (context.startEventVariables === null) setLocalVariables(context, state.processInstanceKey, command.variables);
  continueActivation(context, context.instance(state.processInstanceKey));
  return null;
}
