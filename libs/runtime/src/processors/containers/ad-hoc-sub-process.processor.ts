import type { ExecutableElement } from '@baton/bpmn-model';
import { activateAdHocActivities, initAdHocVariables, openAdHocJob, readActiveElements } from '../../behaviours/ad-hoc.behaviour.js';
import { adHocOf } from '../../behaviours/ad-hoc-element.js';
import { cancelJob } from '../../behaviours/job.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { mergeVariables } from '../../behaviours/variable.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';

/**
 * Run by BPMN, the activities its activeElementsCollection names start (an unknown id is an incident naming it, before
 * anything runs); with none it waits for an activation command. Run by a job worker, its job opens instead.
 */
function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const adHoc = adHocOf(element);
  if (element.job) {
    initAdHocVariables(context, instance, adHoc);
    const opened = openAdHocJob(context, instance, element);
    if (!opened.ok) return opened;
    context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
    return succeeded(null);
  }
  const elementIds = readActiveElements(context, instance, adHoc);
  if (!elementIds.ok) return elementIds;
  initAdHocVariables(context, instance, adHoc);
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  const activations = elementIds.value.map((elementId) => ({ elementId, variables: {} }));
  activateAdHocActivities(context, instance, activations, 'ACTIVE_ELEMENTS_COLLECTION');
  return succeeded(null);
}

/** The output collection leaves for the enclosing scopes (as a multi-instance body's does), then the output mappings apply. */
function complete(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const name = adHocOf(element).outputCollection;
  const collected = name === null ? undefined : context.state.variables.get(instance.key)?.get(name);
  if (name !== null && collected && instance.flowScopeKey !== null) mergeVariables(context, instance.flowScopeKey, { [name]: collected.value });
  return completeWithOutputMappings(context, instance, element);
}

/**
 * An ad-hoc sub-process (ad-hoc.behaviour): a scope whose activities start when activated by id, not from a start
 * event; each one's path ends on its own, and then the completion condition, or its job worker, decides whether it is
 * done. Terminating it terminates what runs inside first and withdraws its worker's job.
 */
export const adHocSubProcessProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: complete,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: (context, instance) => cancelJob(context, instance),
};
