import type { ExecutableElement } from '@baton/bpmn-model';
import { throwToCallingInstance } from '../../behaviours/call-hierarchy.behaviour.js';
import { catchError, findErrorCatcher, unhandledError } from '../../behaviours/error-catch.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { localVariables, throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../../processing/step-failure.js';
import type { ElementProcessor } from '../element-processor.js';

/**
 * An error end event activates only when a boundary event catches its error (as in Zeebe); the catching activity,
 * which contains the end event, then ends. An error nothing here catches goes to the calling instance, if any, while
 * the end event stays activating; else it stays activating with an incident.
 */
function throwErrorEnd(context: ProcessingContext, instance: ElementInstance, errorCode: string): StepResult<null> {
  const catcher = findErrorCatcher(context, instance, errorCode);
  if (!catcher) {
    const origin = { processInstanceKey: context.state.processInstanceKey, elementInstanceKey: instance.key, jobKey: null };
    const variables = localVariables(context, instance);
    if (throwToCallingInstance(context, { kind: 'error', code: errorCode, message: null, variables, origin })) return succeeded(null);
    const { errorType, message } = unhandledError(errorCode, null);
    return failed(errorType, message);
  }
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  catchError(context, catcher, localVariables(context, instance));
  return succeeded(null);
}

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const definition = element.eventDefinition;
  if (definition?.kind !== 'error') return throwSignalAndPass(context, instance, element);
  if (definition.errorCode === null) throw new Error(`error end event ${element.id} has no error code`);
  return throwErrorEnd(context, instance, definition.errorCode);
}

/** None, signal or error end event: the token leaves (after throwing the signal or error); the scope completes when it was the last one. */
export const endEventProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: nothingToWithdraw,
};
