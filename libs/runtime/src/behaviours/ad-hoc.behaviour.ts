import type { ExecutableAdHoc, ExecutableAdHocActivity, ExecutableElement } from '@baton/bpmn-model';
import { evaluateFeel, type JsonObject, type JsonValue } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { AdHocActivation } from '../model/runtime-command.js';
import type { AdHocActivitiesRequested } from '../model/runtime-event.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { scheduleDirectActivation } from '../processing/token-steps.js';
import { AD_HOC_SUB_PROCESS_INNER_INSTANCE, innerInstanceIdOf } from '../model/ad-hoc-inner-instance.js';
import { adHocOf } from './ad-hoc-element.js';
import { evaluateCondition } from './expression.behaviour.js';
import { raiseIncident } from './incident.behaviour.js';
import { cancelJob, createJob } from './job.behaviour.js';
import { completeScopeWhenDone } from './scope-completion.behaviour.js';
import { isEnded, terminateChildren } from './termination.behaviour.js';
import { valueText } from './value-text.js';
import { setLocalVariable, setLocalVariables, visibleVariables } from './variable.behaviour.js';

/** The local variable in which Zeebe describes the activities to the ad-hoc sub-process's job worker (an AI agent's tools). */
export const AD_HOC_ELEMENTS_VARIABLE = 'adHocSubProcessElements';

const AD_HOC_JOB = { kind: 'AD_HOC_SUB_PROCESS', listenerEventType: 'UNSPECIFIED' } as const;

/** The ids among `elementIds` that are no activity the ad-hoc sub-process can activate. */
export function unknownActivities(adHoc: ExecutableAdHoc, elementIds: readonly string[]): string[] {
  const known = new Set(adHoc.activities.map((activity) => activity.elementId));
  return elementIds.filter((elementId) => !known.has(elementId));
}

/**
 * Starts activities of an active ad-hoc sub-process (their ids checked by the caller). As in Zeebe, each activation gets
 * an inner instance of its own, created active, that holds its variables, so that every element on the activation's
 * path sees them and the output element is read per activation.
 */
export function activateAdHocActivities(
  context: ProcessingContext,
  adHocInstance: ElementInstance,
  activations: readonly AdHocActivation[],
  activatedBy: AdHocActivitiesRequested['activatedBy'],
): void {
  if (activations.length === 0) return;
  const elementIds = activations.map((activation) => activation.elementId);
  context.emit({ type: 'AdHocActivitiesRequested', elementInstanceKey: adHocInstance.key, elementIds, activatedBy });
  for (const activation of activations) {
    const innerKey = openInnerInstance(context, adHocInstance, activation.variables);
    scheduleDirectActivation(context, activation.elementId, innerKey);
  }
}

/** Creates an inner instance of the ad-hoc sub-process, active at once, with `variables` local to it; answers its key. */
export function openInnerInstance(context: ProcessingContext, adHocInstance: ElementInstance, variables: JsonObject): string {
  const base = {
    elementInstanceKey: context.ports.nextKey(),
    elementId: innerInstanceIdOf(adHocInstance.elementId),
    elementType: AD_HOC_SUB_PROCESS_INNER_INSTANCE,
    flowScopeKey: adHocInstance.key,
  } as const;
  context.emit({ type: 'ElementActivating', ...base });
  context.emit({ type: 'ElementActivated', ...base });
  setLocalVariables(context, base.elementInstanceKey, variables);
  return base.elementInstanceKey;
}

/** As in Zeebe, the job worker sees the activities it may activate in a local variable, and the output collection starts empty. */
export function initAdHocVariables(context: ProcessingContext, instance: ElementInstance, adHoc: ExecutableAdHoc): void {
  setLocalVariable(context, instance.key, AD_HOC_ELEMENTS_VARIABLE, adHoc.activities.map(activityValue));
  if (adHoc.outputCollection) setLocalVariable(context, instance.key, adHoc.outputCollection, []);
}

function activityValue(activity: ExecutableAdHocActivity): JsonObject {
  return {
    elementId: activity.elementId,
    elementName: activity.elementName,
    documentation: activity.documentation,
    properties: activity.properties,
    parameters: activity.parameters.map((parameter) => ({ ...parameter })),
  };
}

/** The ids its activeElementsCollection gives when it starts: a list of the ids of its activities (Zeebe's EXTRACT_VALUE_ERROR otherwise). */
export function readActiveElements(context: ProcessingContext, instance: ElementInstance, adHoc: ExecutableAdHoc): StepResult<string[]> {
  const source = adHoc.activeElementsCollection;
  if (source === null) return succeeded([]);
  const result = evaluateFeel(source, visibleVariables(context, instance.key), context.ports.now());
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', `Failed to activate ad-hoc elements. ${result.message}`);
  const ids = result.value;
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    return failed('EXTRACT_VALUE_ERROR', `Failed to activate ad-hoc elements. Expected '${source}' to be a list of element ids, but it was ${valueText(ids)}`);
  }
  const unknown = unknownActivities(adHoc, ids);
  if (unknown.length > 0) {
    const names = unknown.map((id) => `'${id}'`).join(', ');
    return failed('EXTRACT_VALUE_ERROR', `Failed to activate ad-hoc elements. No BPMN elements found with ids: ${names}.`);
  }
  return succeeded(ids);
}

/** Opens the job its worker decides with: one at a time, as in Zeebe. */
export function openAdHocJob(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (!element.job) throw new Error(`ad-hoc sub-process ${element.id} has no job worker`);
  return createJob(context, instance, element, element.job, AD_HOC_JOB);
}

/**
 * Before the element that ends a path of the ad-hoc sub-process completes (so that a failure is an incident on it,
 * which resolution retries): its outputElement, evaluated in its scope, joins the output collection, and the completion
 * condition is evaluated in the ad-hoc sub-process's scope with that collection. Null: no condition to evaluate.
 */
export function beforeAdHocPathEnds(context: ProcessingContext, ending: ElementInstance, adHocInstance: ElementInstance): StepResult<boolean | null> {
  const adHoc = adHocOf(context.element(adHocInstance.elementId));
  const collected: JsonObject = {};
  if (adHoc.outputCollection && adHoc.outputElement) {
    const element = evaluateFeel(adHoc.outputElement, visibleVariables(context, ending.key), context.ports.now());
    if (!element.ok) return failed('EXTRACT_VALUE_ERROR', `Failed to evaluate the outputElement '${adHoc.outputElement}'. ${element.message}`);
    const current = context.state.variables.get(adHocInstance.key)?.get(adHoc.outputCollection)?.value;
    collected[adHoc.outputCollection] = [...(Array.isArray(current) ? current : []), element.value];
  }
  const condition = adHoc.completionCondition;
  const satisfied =
    condition === null ? succeeded(null) : evaluateCondition(condition, { ...visibleVariables(context, adHocInstance.key), ...collected }, context.ports.now());
  if (!satisfied.ok) return failed(satisfied.failure.errorType, `Failed to evaluate completion condition. ${satisfied.failure.message}`);
  for (const [name, value] of Object.entries(collected)) setLocalVariable(context, adHocInstance.key, name, value as JsonValue);
  return satisfied;
}

/**
 * A path of the ad-hoc sub-process ended. Run by BPMN: without a condition it completes once nothing runs in it; a
 * fulfilled one completes it (cancelling what still runs unless cancelRemainingInstances is false); an unfulfilled one
 * leaves it waiting for activations. Run by a job worker, as in Zeebe: its open job is withdrawn and a new one asks the
 * worker again, unless the worker already said it is done.
 */
export function afterAdHocPathEnded(context: ProcessingContext, adHocInstance: ElementInstance, satisfied: boolean | null): void {
  if (adHocInstance.state !== 'ACTIVATED') return;
  const element = context.element(adHocInstance.elementId);
  if (element.job) {
    cancelJob(context, adHocInstance);
    if (adHocInstance.completionConditionFulfilled) return completeScopeWhenDone(context, adHocInstance.key);
    // A job that cannot be opened (its type failed to evaluate) waits in an incident whose resolution opens it again.
    const opened = openAdHocJob(context, adHocInstance, element);
    if (!opened.ok) raiseIncident(context, adHocInstance, opened.failure, 'JOB');
    return;
  }
  if (satisfied === null) completeScopeWhenDone(context, adHocInstance.key);
  else if (satisfied) completionConditionFulfilled(context, adHocInstance, adHocOf(element).cancelRemainingInstances);
}

/** Completes the ad-hoc sub-process now (what still runs in it terminated), or once its last activity ends. */
export function completionConditionFulfilled(context: ProcessingContext, adHocInstance: ElementInstance, cancelRemainingInstances: boolean): void {
  if (cancelRemainingInstances) {
    terminateChildren(context, adHocInstance.key, { kind: 'complete', elementInstanceKey: adHocInstance.key });
  } else {
    completeScopeWhenDone(context, adHocInstance.key);
  }
}

/** Whether anything still runs in the ad-hoc sub-process, or is on its way into it. */
export function hasRunningActivities(context: ProcessingContext, adHocInstance: ElementInstance): boolean {
  if (context.hasQueuedActivation(adHocInstance.key)) return true;
  for (const instance of context.state.elementInstances.values()) {
    if (instance.flowScopeKey === adHocInstance.key && !isEnded(instance)) return true;
  }
  return false;
}

/** Resolving the incident of a job that could not be opened opens it again. */
export function reopenAdHocJob(context: ProcessingContext, adHocInstance: ElementInstance): void {
  const element = context.element(adHocInstance.elementId);
  if (adHocInstance.state !== 'ACTIVATED' || !element.job) return;
  const opened = openAdHocJob(context, adHocInstance, element);
  if (!opened.ok) raiseIncident(context, adHocInstance, opened.failure, 'JOB');
}
