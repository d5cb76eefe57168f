import type { ExecutableElement, ExecutableSequenceFlow } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance, Job } from '../model/instance-state.js';
import { isJoiningGateway } from '../appliers/sequence-flow.applier.js';
import { afterAdHocPathEnded, beforeAdHocPathEnds } from './ad-hoc.behaviour.js';
import { adHocScopeOf } from './ad-hoc-element.js';
import { TransitionRefused } from '../model/transition-refused.js';
import type { ProcessingContext, Step } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { scheduleActivation } from '../processing/token-steps.js';
import { STEP_BUDGET, stepBudgetExhausted } from '../processing/step-budget.js';
import { recordCompletion } from './compensation-record.behaviour.js';
import { finishCompensationHandler } from './compensation-throw.behaviour.js';
import { checkConditions } from './conditional-event.behaviour.js';
import { closeSubscriptions, openSubscriptions } from './event-subscription.behaviour.js';
import { applyListenerVariables, listenerIndexOf, openListenerJob } from './execution-listener.behaviour.js';
import { raiseIncident } from './incident.behaviour.js';
import { completeInnerInstance, setLoopVariables } from './multi-instance.behaviour.js';
import { isInnerInstance, loopOf, MULTI_INSTANCE_BODY } from './multi-instance-element.js';
import { activateCompleteInclusiveJoins, activateReleasedInclusiveJoins, joinIsComplete } from './join.behaviour.js';
import { completeScopeWhenDone } from './scope-completion.behaviour.js';
import { terminateChildren, terminateInstanceAfter } from './termination.behaviour.js';
import { applyInputMappings } from './variable-mapping.behaviour.js';

/**
 * Runs queued steps until every token waits (for a job, a person, a message) or the instance has ended; then inclusive
 * joins that tokens ending elsewhere released are activated, and conditional events whose condition now holds trigger,
 * and the steps they cause run in turn.
 */
export function runUntilEveryTokenWaits(context: ProcessingContext): void {
  // A loop without a wait state activates elements over and over by their flows; the inner instances of a
  // multi-instance activity are as many as its items, finite, and do not count.
  let activations = 0;
  do {
    for (let step = context.nextStep(); step; step = context.nextStep()) {
      if (step.kind === 'activate' && !step.loop) activations++;
      runStep(context, step, activations > STEP_BUDGET);
    }
    // Conditions are checked once the tokens have settled: a boundary event's subscription is gone once its activity
    // completed, so what the completion wrote (output mappings) does not trigger it, as in Zeebe.
  } while (activateReleasedInclusiveJoins(context) || checkConditions(context));
}

/** `stopped`: the command used up its step budget, so the step begins and then halts with an incident that retries it. */
function runStep(context: ProcessingContext, step: Step, stopped: boolean): void {
  if (step.kind === 'activate') activateElement(context, step, stopped);
  else completeElement(context, step.elementInstanceKey, stopped);
}

function activateElement(context: ProcessingContext, step: Extract<Step, { kind: 'activate' }>, stopped: boolean): void {
  const scope = context.state.elementInstances.get(step.flowScopeKey);
  if (scope?.state !== 'ACTIVATED') return;
  const element = context.element(step.elementId);
  if (!step.direct && isJoiningGateway(element) && !joinIsComplete(context, scope, element)) return;
  context.emit({
    type: 'ElementActivating',
    elementInstanceKey: step.elementInstanceKey,
    elementId: element.id,
    // Reaching a multi-instance activity activates its body; the body activates the inner instances, each with its item.
    elementType: element.multiInstance && !step.loop ? MULTI_INSTANCE_BODY : element.type,
    flowScopeKey: step.flowScopeKey,
  });
  if (step.trigger) context.emit({ type: 'CompletionVariablesStored', elementInstanceKey: step.elementInstanceKey, variables: step.trigger });
  if (step.loop) setLoopVariables(context, step.elementInstanceKey, loopOf(element), step.loop);
  const instance = context.instance(step.elementInstanceKey);
  if (stopped) raiseIncident(context, instance, stepBudgetExhausted(element.id), 'ACTIVATE');
  else continueActivation(context, instance);
}

/**
 * The part of activation that an incident resolution retries: input mappings, then the start execution listeners
 * (the first one's job; each completed one opens the next), then the rest of the activation. A multi-instance body has
 * no mappings or listeners of its own (they apply to each inner instance).
 */
export function continueActivation(context: ProcessingContext, instance: ElementInstance): void {
  const element = context.element(instance.elementId);
  if (instance.elementType !== MULTI_INSTANCE_BODY) {
    const inputs = applyInputMappings(context, instance, element.inputMappings);
    if (!inputs.ok) return raiseIncident(context, instance, inputs.failure, 'ACTIVATE');
    const listening = openListenerJob(context, instance, element, 'start', 0);
    if (!listening.ok) return raiseIncident(context, instance, listening.failure, 'ACTIVATE');
    if (listening.value) return;
  }
  finishActivation(context, instance, element);
}

/**
 * After the start listeners: the subscriptions of boundary events and, for a scope, of its event sub-processes (opened
 * before the work starts, so nothing can slip by), then the element's own work. A multi-instance body opens the boundary
 * subscriptions itself; the event sub-processes of a multi-instance sub-process belong to each inner instance.
 */
function finishActivation(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): void {
  const isBody = instance.elementType === MULTI_INSTANCE_BODY;
  const waitsFor = [...(element.multiInstance ? [] : (element.boundaryEventIds ?? [])), ...(isBody ? [] : (element.eventSubProcessStartEventIds ?? []))];
  if (waitsFor.length > 0) {
    const opened = openSubscriptions(context, instance, waitsFor);
    if (!opened.ok) return raiseIncident(context, instance, opened.failure, 'ACTIVATE');
  }
  const activated = context.processorFor(instance.elementType).onActivate(context, instance, element);
  if (!activated.ok) raiseIncident(context, instance, activated.failure, 'ACTIVATE');
}

/**
 * Within one command, a completion queued for an element that completed or was terminated meanwhile finds its token
 * gone and does nothing. One for an element that is not there (ended elements are not loaded, so this includes one
 * that ended in an earlier command) or has not finished activating is refused.
 */
function completeElement(context: ProcessingContext, elementInstanceKey: string, stopped: boolean): void {
  const instance = context.state.elementInstances.get(elementInstanceKey);
  if (!instance || instance.state === 'ACTIVATING') {
    throw new TransitionRefused(`ElementCompleting: element instance ${elementInstanceKey} is ${instance ? `${instance.elementId}, ACTIVATING` : 'not there'}`);
  }
  if (instance.state !== 'ACTIVATED') return;
  context.emit({ type: 'ElementCompleting', ...elementEventBase(instance) });
  if (stopped) raiseIncident(context, instance, stepBudgetExhausted(instance.elementId), 'COMPLETE');
  else continueCompletion(context, instance);
}

/**
 * The part of completion that an incident resolution retries: output mappings, then the end execution listeners (the
 * first one's job; each completed one opens the next), then the rest of the completion.
 */
export function continueCompletion(context: ProcessingContext, instance: ElementInstance): void {
  const element = context.element(instance.elementId);
  const completed = context.processorFor(instance.elementType).onComplete(context, instance, element);
  if (!completed.ok) return raiseIncident(context, instance, completed.failure, 'COMPLETE');
  if (instance.elementType !== MULTI_INSTANCE_BODY) {
    const listening = openListenerJob(context, instance, element, 'end', 0);
    if (!listening.ok) return raiseIncident(context, instance, listening.failure, 'COMPLETE');
    if (listening.value) return;
  }
  finishCompletion(context, instance, element);
}

/**
 * A listener's job completed: its variables apply, then the element's next listener of the same event type opens its
 * job, or, after the last one, the activation or completion goes on. A failure to open the next one is an incident
 * whose resolution runs that part of the lifecycle again, every listener of that event type included, as in Zeebe.
 */
export function continueAfterListener(context: ProcessingContext, job: Job, variables: JsonObject): void {
  const instance = context.instance(job.elementInstanceKey);
  const element = context.element(instance.elementId);
  const starting = job.listenerEventType === 'START';
  const index = listenerIndexOf(context, job, element);
  applyListenerVariables(context, job, instance, variables);
  const next = openListenerJob(context, instance, element, starting ? 'start' : 'end', index + 1);
  if (!next.ok) return raiseIncident(context, instance, next.failure, starting ? 'ACTIVATE' : 'COMPLETE');
  if (next.value) return;
  if (starting) finishActivation(context, instance, element);
  else finishCompletion(context, instance, element);
}

/** After the end listeners: flow selection, then leaving the element. */
function finishCompletion(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): void {
  const processor = context.processorFor(instance.elementType);
  if (isInnerInstance(instance, element)) return completeInnerInstance(context, instance, element);
  const flows = processor.selectOutgoingFlows(context, instance, element);
  if (!flows.ok) return raiseIncident(context, instance, flows.failure, 'COMPLETE');
  // An element without outgoing flows ends a path of an ad-hoc sub-process: its output and the completion condition count.
  const adHocScope = flows.value.length === 0 ? adHocScopeOf(context, instance) : null;
  const pathEnd = adHocScope ? beforeAdHocPathEnds(context, instance, adHocScope) : null;
  if (pathEnd && !pathEnd.ok) return raiseIncident(context, instance, pathEnd.failure, 'COMPLETE');
  closeSubscriptions(context, instance);
  // An event-based gateway hands the winning event's variables to the catch event it leaves towards.
  const trigger = element.type === 'EVENT_BASED_GATEWAY' ? (instance.completionVariables ?? {}) : undefined;
  context.emit({ type: 'ElementCompleted', ...elementEventBase(instance) });
  if (terminateInstanceAfter(context, instance)) return;
  // A compensation handler has no flows: its throw event goes on with the next handler instead.
  if (element.isForCompensation && finishCompensationHandler(context, instance)) return;
  recordCompletion(context, instance, element);
  if (instance.flowScopeKey === null) return;
  takeFlows(context, instance.flowScopeKey, flows.value, trigger);
  if (element.eventDefinition?.kind === 'terminate') completeScopeAtOnce(context, instance.flowScopeKey);
  else if (adHocScope) afterAdHocPathEnded(context, adHocScope, pathEnd?.ok ? pathEnd.value : null);
  else if (flows.value.length === 0) completeScopeWhenDone(context, instance.flowScopeKey);
}

/**
 * An inclusive join reached by one of these flows is checked only once all of them are taken: a token on its way
 * along a sibling flow may still be one the join must wait for.
 */
function takeFlows(context: ProcessingContext, flowScopeKey: string, flows: ExecutableSequenceFlow[], trigger?: JsonObject): void {
  const scope = context.instance(flowScopeKey);
  const inclusiveJoins = new Map<string, ExecutableElement>();
  for (const flow of flows) {
    context.emit({ type: 'SequenceFlowTaken', flowId: flow.id, sourceId: flow.sourceId, targetId: flow.targetId, flowScopeKey });
    const target = context.element(flow.targetId);
    if (isJoiningGateway(target) && target.type === 'INCLUSIVE_GATEWAY') inclusiveJoins.set(target.id, target);
    else if (!isJoiningGateway(target) || joinIsComplete(context, scope, target)) scheduleActivation(context, target.id, flowScopeKey, trigger);
  }
  activateCompleteInclusiveJoins(context, scope, inclusiveJoins.values());
}

/**
 * After a terminate end event, as in Zeebe: every other token in its scope ends (those still on their way included),
 * then the scope completes; only this scope, an enclosing one goes on.
 */
function completeScopeAtOnce(context: ProcessingContext, scopeKey: string): void {
  terminateChildren(context, scopeKey, { kind: 'complete', elementInstanceKey: scopeKey });
}
