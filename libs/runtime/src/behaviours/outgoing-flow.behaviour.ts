import type { ExecutableElement, ExecutableSequenceFlow } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateCondition } from './expression.behaviour.js';
import { visibleVariables } from './variable.behaviour.js';

function outgoingFlows(context: ProcessingContext, element: ExecutableElement): ExecutableSequenceFlow[] {
  return element.outgoing.map((flowId) => context.flow(flowId));
}

/** Every outgoing flow, conditions ignored (parallel gateway). */
export function allOutgoingFlows(context: ProcessingContext, element: ExecutableElement): StepResult<ExecutableSequenceFlow[]> {
  return succeeded(outgoingFlows(context, element));
}

/**
 * Leaving an activity or event: unconditional flows are always taken, conditional ones when true; the
 * default flow only when nothing else was taken.
 */
export function conditionalOutgoingFlows(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
): StepResult<ExecutableSequenceFlow[]> {
  const flows = outgoingFlows(context, element);
  if (flows.every((flow) => flow.condition === null)) return succeeded(flows);
  const variables = visibleVariables(context, instance.key);
  const taken: ExecutableSequenceFlow[] = [];
  for (const flow of flows) {
    if (flow.id === element.defaultFlowId) continue;
    if (flow.condition === null) {
      taken.push(flow);
      continue;
    }
    const result = evaluateCondition(flow.condition, variables, context.ports.now());
    if (!result.ok) return result;
    if (result.value) taken.push(flow);
  }
  if (taken.length > 0) return succeeded(taken);
  if (element.defaultFlowId) return succeeded([context.flow(element.defaultFlowId)]);
  return failed('CONDITION_ERROR', noFlowMessage(element));
}

/** Exclusive gateway: the first flow whose condition is true, in the model's order, else the default flow. */
export function firstTrueOutgoingFlow(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<ExecutableSequenceFlow[]> {
  const flows = outgoingFlows(context, element);
  if (flows.length === 1 && flows[0]?.condition === null) return succeeded(flows);
  const variables = visibleVariables(context, instance.key);
  for (const flow of flows) {
    if (flow.id === element.defaultFlowId || flow.condition === null) continue;
    const result = evaluateCondition(flow.condition, variables, context.ports.now());
    if (!result.ok) return result;
    if (result.value) return succeeded([flow]);
  }
  if (element.defaultFlowId) return succeeded([context.flow(element.defaultFlowId)]);
  return failed('CONDITION_ERROR', noFlowMessage(element));
}

/**
 * Inclusive gateway, as in Zeebe: every flow whose condition is true, else the default flow. A flow without a
 * condition is taken only when it is the single way out; without outgoing flows the path ends here.
 */
export function everyTrueOutgoingFlow(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<ExecutableSequenceFlow[]> {
  const flows = outgoingFlows(context, element);
  if (flows.length === 0 || (flows.length === 1 && flows[0]?.condition === null)) return succeeded(flows);
  const variables = visibleVariables(context, instance.key);
  const taken: ExecutableSequenceFlow[] = [];
  for (const flow of flows) {
    if (flow.id === element.defaultFlowId || flow.condition === null) continue;
    const result = evaluateCondition(flow.condition, variables, context.ports.now());
    if (!result.ok) return result;
    if (result.value) taken.push(flow);
  }
  if (taken.length > 0) return succeeded(taken);
  if (element.defaultFlowId) return succeeded([context.flow(element.defaultFlowId)]);
  return failed('CONDITION_ERROR', 'Expected at least one condition to evaluate to true, or to have a default flow');
}

function noFlowMessage(element: ExecutableElement): string {
  return `Expected at least one condition of the outgoing sequence flows of '${element.id}' to evaluate to true, or a default flow, but none did`;
}
