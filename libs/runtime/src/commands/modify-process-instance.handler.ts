import { openInnerInstance } from '../behaviours/ad-hoc.behaviour.js';
import { AD_HOC_SUB_PROCESS, adHocOf } from '../behaviours/ad-hoc-element.js';
import { awaitHeldChildren, isEnded, terminateElement } from '../behaviours/termination.behaviour.js';
import { mergeVariables, setLocalVariables } from '../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../model/instance-state.js';
import type { ModifyProcessInstance, Rejection, SetVariables, VariableInstruction } from '../model/runtime-command.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { scheduleDirectActivation } from '../processing/token-steps.js';

/** Elements an operator cannot activate: they are entered by their event or by their container, not on their own. */
const NOT_ACTIVATABLE = new Set(['PROCESS', 'START_EVENT', 'BOUNDARY_EVENT']);

/** Why an instruction cannot be carried out. */
interface Refusal {
  message: string;
}

interface Activation {
  elementId: string;
  flowScopeKey: string;
  variableInstructions: VariableInstruction[];
}

function activeInstances(context: ProcessingContext): ElementInstance[] {
  return [...context.state.elementInstances.values()].filter((instance) => !isEnded(instance) && instance.key !== context.state.processInstanceKey);
}

/** The active instance of the element's flow scope to activate it in: the one named, or the only one there is. */
function flowScopeFor(context: ProcessingContext, elementId: string, ancestorKey: string | undefined, sourceScopeKey?: string): string | Refusal {
  const element = context.state.process.elements[elementId];
  if (!element || NOT_ACTIVATABLE.has(element.type)) {
    return { message: `element '${elementId}' ${element ? `is a ${element.type}, which cannot be activated` : 'is not in the process'}` };
  }
  const scopeId = element.flowScopeId ?? context.state.process.id;
  const candidates = [...context.state.elementInstances.values()].filter((instance) => !isEnded(instance) && instance.elementId === scopeId);
  if (ancestorKey && ancestorKey !== '-1') {
    if (candidates.some((candidate) => candidate.key === ancestorKey)) return ancestorKey;
    return { message: `element instance '${ancestorKey}' is not an active instance of '${scopeId}', the flow scope of '${elementId}'` };
  }
  // A move stays in its source's scope when the target belongs there.
  if (sourceScopeKey !== undefined && candidates.some((candidate) => candidate.key === sourceScopeKey)) return sourceScopeKey;
  const [only, ...more] = candidates;
  if (!only) return { message: `the flow scope '${scopeId}' of '${elementId}' has no active instance` };
  if (more.length > 0)
    return { message: `the flow scope '${scopeId}' of '${elementId}' has ${candidates.length} active instances: name one as ancestorElementInstanceKey` };
  return only.key;
}

function terminationTargets(context: ProcessingContext, source: { elementInstanceKey: string } | { elementId: string }): ElementInstance[] | Refusal {
  const active = activeInstances(context);
  if ('elementInstanceKey' in source) {
    const instance = active.find((candidate) => candidate.key === source.elementInstanceKey);
    return instance ? [instance] : { message: `element instance '${source.elementInstanceKey}' is not active in the process instance` };
  }
  const instances = active.filter((candidate) => candidate.elementId === source.elementId);
  return instances.length > 0 ? instances : { message: `element '${source.elementId}' has no active instance` };
}

/**
 * An activity of an ad-hoc sub-process runs in an inner instance of its own, as one its activation starts does; an
 * event sub-process of it runs in it directly.
 */
function runsIn(context: ProcessingContext, elementId: string, flowScopeKey: string): string {
  const scope = context.instance(flowScopeKey);
  if (scope.elementType !== AD_HOC_SUB_PROCESS) return flowScopeKey;
  const isActivity = adHocOf(context.element(scope.elementId)).activities.some((activity) => activity.elementId === elementId);
  return isActivity ? openInnerInstance(context, scope, {}) : flowScopeKey;
}

function setInstructedVariables(context: ProcessingContext, activation: Activation, elementInstanceKey: string): void {
  for (const instruction of activation.variableInstructions) {
    const scopeKey =
      instruction.scopeId === undefined || instruction.scopeId === ''
        ? context.state.processInstanceKey
        : instruction.scopeId === activation.elementId
          ? elementInstanceKey
          : activation.flowScopeKey;
    setLocalVariables(context, scopeKey, instruction.variables);
  }
}

/**
 * Checks every instruction against the instance first (nothing changes when one is refused), then activates, then
 * terminates, as Zeebe does; an instance left without a token is terminated.
 */
export function modifyProcessInstance(context: ProcessingContext, command: ModifyProcessInstance): Rejection | null {
  const refuse = (message: string): Rejection => ({
    reason: 'INVALID_ARGUMENT',
    message: `Expected to modify process instance '${context.state.processInstanceKey}', but ${message}`,
  });
  const activations: Activation[] = [];
  const terminations: ElementInstance[] = [];
  for (const instruction of command.terminate) {
    const targets = terminationTargets(context, instruction);
    if (!Array.isArray(targets)) return refuse(targets.message);
    terminations.push(...targets);
  }
  for (const instruction of command.activate) {
    const scope = flowScopeFor(context, instruction.elementId, instruction.ancestorElementInstanceKey);
    if (typeof scope !== 'string') return refuse(scope.message);
    activations.push({ elementId: instruction.elementId, flowScopeKey: scope, variableInstructions: instruction.variableInstructions ?? [] });
  }
  for (const instruction of command.move) {
    const sources = terminationTargets(context, instruction.source);
    if (!Array.isArray(sources)) return refuse(sources.message);
    for (const source of sources) {
      const scope = flowScopeFor(context, instruction.targetElementId, instruction.ancestorElementInstanceKey, source.flowScopeKey ?? undefined);
      if (typeof scope !== 'string') return refuse(scope.message);
      terminations.push(source);
      activations.push({ elementId: instruction.targetElementId, flowScopeKey: scope, variableInstructions: instruction.variableInstructions ?? [] });
    }
  }
  context.emit({
    type: 'ProcessInstanceModified',
    activatedElementIds: activations.map((activation) => activation.elementId),
    terminatedElementInstanceKeys: terminations.map((instance) => instance.key),
    requestedBy: command.requestedBy,
  });
  for (const activation of activations) {
    const key = scheduleDirectActivation(context, activation.elementId, runsIn(context, activation.elementId, activation.flowScopeKey));
    setInstructedVariables(context, activation, key);
  }
  for (const instance of terminations) terminateElement(context, instance);
  const processInstance = context.instance(context.state.processInstanceKey);
  const running = activeInstances(context).some((instance) => instance.state !== 'TERMINATING');
  if (running || context.hasQueuedActivation(processInstance.key)) return null;
  // With nothing left to run the instance ends, once what canceling task listeners hold is terminated.
  const end = { kind: 'terminate', elementInstanceKey: processInstance.key } as const;
  if (!awaitHeldChildren(context, processInstance.key, end)) terminateElement(context, processInstance);
  return null;
}

/** Sets variables in a scope of the instance; the scope must be active. */
export function setVariables(context: ProcessingContext, command: SetVariables): Rejection | null {
  const scope = context.state.elementInstances.get(command.scopeKey);
  if (!scope || isEnded(scope)) {
    return { reason: 'NOT_FOUND', message: `Expected to set variables in element instance '${command.scopeKey}', but it is not active` };
  }
  if (command.local) setLocalVariables(context, scope.key, command.variables);
  else mergeVariables(context, scope.key, command.variables);
  return null;
}
