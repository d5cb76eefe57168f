import type { ExecutableCalledElement, ExecutableElement } from '@baton/bpmn-model';
import { requestCommand } from '../../behaviours/call-hierarchy.behaviour.js';
import { evaluateString } from '../../behaviours/expression.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { localVariables } from '../../behaviours/signal-throw.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import { visibleVariables } from '../../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../../processing/step-failure.js';
import type { CalledProcess } from '../../ports.js';

/** The deployed process to call, resolved now (so a later deployment can resolve the incident); worded as Zeebe words it. */
function calledProcess(context: ProcessingContext, called: ExecutableCalledElement, processId: string): StepResult<CalledProcess> {
  const catalog = context.ports.calledProcesses;
  const process = catalog?.find(processId, called.bindingType, called.versionTag) ?? null;
  if (!process) {
    if (called.bindingType === 'versionTag') {
      return failed(
        'CALLED_ELEMENT_ERROR',
        `Expected to call process with BPMN process id '${processId}' and version tag '${called.versionTag}', but no such process found. ` +
          'To resolve this incident, deploy a process with the given process id and version tag.',
      );
    }
    if (called.bindingType === 'deployment') {
      return failed(
        'CALLED_ELEMENT_ERROR',
        `Expected to call process with BPMN process id '${processId}' with binding type 'deployment', but no such process found in the deployment ` +
          `with key ${catalog?.deploymentKey ?? 'unknown'} which contained the current process. To resolve this incident, migrate the process ` +
          'instance to a process definition that is deployed together with the intended process definition to call.',
      );
    }
    return failed('CALLED_ELEMENT_ERROR', `Expected process with BPMN process id '${processId}' to be deployed, but not found.`);
  }
  if (!process.hasNoneStartEvent) {
    return failed('CALLED_ELEMENT_ERROR', `Expected process with BPMN process id '${processId}' to have a none start event, but not found.`);
  }
  return succeeded(process);
}

/** The REST API's limit on a business id, which a called instance's must keep too. */
const BUSINESS_ID_MAX_LENGTH = 256;

/** The business id `zeebe:calledElement` gives the child; null when it gives none (the child takes its caller's). */
function calledBusinessId(
  context: ProcessingContext,
  instance: ElementInstance,
  elementId: string,
  called: ExecutableCalledElement,
): StepResult<string | null> {
  if (!called.businessId) return succeeded(null);
  const what = `the business id of the instance '${elementId}' calls`;
  const value = evaluateString(called.businessId, visibleVariables(context, instance.key), what, context.ports.now());
  if (!value.ok || value.value.length <= BUSINESS_ID_MAX_LENGTH) return value;
  return failed('EXTRACT_VALUE_ERROR', `Expected ${what} to have at most ${BUSINESS_ID_MAX_LENGTH} characters, but it has ${value.value.length}`);
}

/**
 * As in Zeebe: the called process is resolved, the call activity is activated and asks for the child instance, which
 * gets every variable the call activity sees, or only its own (the input mappings' results).
 */
function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const called = element.calledElement;
  if (!called) throw new Error(`call activity ${element.id} has no called element`);
  const processId = evaluateString(called.processId, visibleVariables(context, instance.key), `the called process id of '${element.id}'`, context.ports.now());
  if (!processId.ok) return processId;
  const process = calledProcess(context, called, processId.value);
  if (!process.ok) return process;
  const businessId = calledBusinessId(context, instance, element.id, called);
  if (!businessId.ok) return businessId;
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  const variables = called.propagateAllParentVariables ? visibleVariables(context, instance.key) : localVariables(context, instance);
  const parent = context.state.parent;
  requestCommand(
    context,
    context.ports.nextKey(),
    { type: 'CreateProcessInstance', variables },
    {
      processDefinitionKey: process.value.processDefinitionKey,
      parent: {
        processInstanceKey: context.state.processInstanceKey,
        elementInstanceKey: instance.key,
        rootProcessInstanceKey: parent?.rootProcessInstanceKey ?? context.state.processInstanceKey,
      },
      ...(businessId.value === null ? {} : { businessId: businessId.value }),
    },
  );
  return succeeded(null);
}

/** Ending the call activity early ends the instance it called (and, through its own call activities, theirs). */
function terminate(context: ProcessingContext, instance: ElementInstance): void {
  if (instance.calledProcessInstanceKey === null) return;
  requestCommand(context, instance.calledProcessInstanceKey, { type: 'CancelProcessInstance', byParent: true });
}

/**
 * Call activity: waits for the instance it created; what that instance delivered when it completed (stored by the
 * CompleteCallActivity command) goes through the output mappings, as a job's variables do.
 */
export const callActivityProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: terminate,
};
