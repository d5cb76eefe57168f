import type { ExecutableElement } from '@baton/bpmn-model';
import { throwToCallingInstance } from '../../behaviours/call-hierarchy.behaviour.js';
import { catchError, findErrorCatcher, unhandledError } from '../../behaviours/error-catch.behaviour.js';
import { throwCompensation, withdrawCompensation } from '../../behaviours/compensation-throw.behaviour.js';
import { throwEscalation } from '../../behaviours/escalation-throw.behaviour.js';
import { evaluateString } from '../../behaviours/expression.behaviour.js';
import { visibleVariables } from '../../behaviours/variable.behaviour.js';
import { cancelJob } from '../../behaviours/job.behaviour.js';
import { localVariables, throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../../processing/step-failure.js';
import { jobWorkerTaskProcessor } from '../tasks/job-worker-task.processor.js';

/**
 * An error end event activates only when a boundary event or an event sub-process catches its error (as in Zeebe);
 * the catching activity or scope, which contains the end event, then ends. An error nothing here catches goes to the
 * calling instance, if any, while the end event stays activating; else it stays activating with an incident, as it
 * does when its FEEL error code cannot be evaluated: resolving the incident retries the throw.
 */
function throwErrorEnd(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const errorCode = errorCodeOf(context, instance, element);
  if (!errorCode.ok) return errorCode;
  const catcher = findErrorCatcher(context, instance, errorCode.value);
  if (!catcher) {
    const origin = { processInstanceKey: context.state.processInstanceKey, elementInstanceKey: instance.key, jobKey: null };
    const variables = localVariables(context, instance);
    if (throwToCallingInstance(context, { kind: 'error', code: errorCode.value, message: null, variables, origin })) return succeeded(null);
    const { errorType, message } = unhandledError(errorCode.value, null);
    return failed(errorType, message);
  }
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  catchError(context, catcher, localVariables(context, instance));
  return succeeded(null);
}

function errorCodeOf(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<string> {
  const definition = element.eventDefinition;
  if (definition?.kind !== 'error') throw new Error(`end event ${element.id} throws no error`);
  if (definition.errorCodeExpression === undefined) {
    if (definition.errorCode === null) throw new Error(`error end event ${element.id} has no error code`);
    return succeeded(definition.errorCode);
  }
  const expression = { kind: 'feel' as const, source: definition.errorCodeExpression };
  return evaluateString(expression, visibleVariables(context, instance.key), `the error code of '${element.id}'`, context.ports.now());
}

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (element.job) return jobWorkerTaskProcessor.onActivate(context, instance, element);
  switch (element.eventDefinition?.kind) {
    case 'error':
      return throwErrorEnd(context, instance, element);
    case 'escalation':
      return throwEscalation(context, instance, element);
    case 'compensation':
      return throwCompensation(context, instance, element);
    default:
      return throwSignalAndPass(context, instance, element);
  }
}

/**
 * None, signal, error, escalation, compensation or message end event: the token leaves (after throwing the signal,
 * error or escalation, once the compensation handlers completed, or once the message end event's job is done); the
 * scope completes when it was the last one.
 */
export const endEventProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: (context, instance) => {
    cancelJob(context, instance);
    withdrawCompensation(context, instance);
  },
};
