import type { ExecutableElement, ExecutableMapping } from '@baton/bpmn-model';
import type { JsonObject, JsonValue } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateValue } from './expression.behaviour.js';
import { adHocScopeOf } from './ad-hoc-element.js';
import { isInnerInstance } from './multi-instance-element.js';
import { mergeVariables, setLocalVariables, visibleVariables } from './variable.behaviour.js';

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes `value` at a dotted path, keeping the other entries of existing contexts along the way. */
function writePath(document: JsonObject, path: string[], value: JsonValue, existing: JsonObject): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    document[head] = value;
    return;
  }
  const current = document[head] ?? existing[head];
  const nested: JsonObject = isObject(current) ? { ...current } : {};
  writePath(nested, rest, value, {});
  document[head] = nested;
}

/** Evaluates mappings in order; each result is visible to the mappings after it, as in one FEEL context. */
function evaluateMappings(mappings: ExecutableMapping[], variables: JsonObject, element: string, now: number): StepResult<JsonObject> {
  const result: JsonObject = {};
  const scope: JsonObject = { ...variables };
  for (const mapping of mappings) {
    const value = evaluateValue(mapping.source, scope, 'IO_MAPPING_ERROR', now);
    if (!value.ok) return failed('IO_MAPPING_ERROR', `Failed to map '${mapping.target}' of element '${element}': ${value.failure.message}`);
    writePath(result, mapping.target.split('.'), value.value, scope);
    Object.assign(scope, result);
  }
  return succeeded(result);
}

/**
 * Input mappings become local variables of the element instance. They read the enclosing scope, except in an inner
 * instance of a multi-instance activity, which reads its own loop variables (its item, its loopCounter) first, and in
 * an activity of an ad-hoc sub-process, which reads the variables it was activated with first (Zeebe keeps those in
 * an inner instance around it).
 */
export function applyInputMappings(context: ProcessingContext, instance: ElementInstance, mappings: ExecutableMapping[]): StepResult<null> {
  if (mappings.length === 0) return succeeded(null);
  const readsOwnScope = isInnerInstance(instance, context.element(instance.elementId)) || adHocScopeOf(context, instance) !== null;
  const variables = visibleVariables(context, readsOwnScope ? instance.key : (instance.flowScopeKey ?? instance.key));
  const result = evaluateMappings(mappings, variables, instance.elementId, context.ports.now());
  if (!result.ok) return result;
  setLocalVariables(context, instance.key, result.value);
  return succeeded(null);
}

/**
 * What a job or script delivered, through the output mappings: without mappings the variables propagate
 * from the element's scope; with mappings they become local and only the mapped results leave the element. As in
 * Zeebe, the results of an inner instance of a multi-instance activity propagate from its own scope, so that they can
 * set its output element's variable.
 */
export function applyOutputMappings(context: ProcessingContext, instance: ElementInstance, mappings: ExecutableMapping[]): StepResult<null> {
  const delivered = instance.completionVariables ?? {};
  if (mappings.length === 0) {
    mergeVariables(context, instance.key, delivered);
    return succeeded(null);
  }
  setLocalVariables(context, instance.key, delivered);
  const result = evaluateMappings(mappings, visibleVariables(context, instance.key), instance.elementId, context.ports.now());
  if (!result.ok) return result;
  const innerInstance = isInnerInstance(instance, context.element(instance.elementId));
  mergeVariables(context, innerInstance ? instance.key : (instance.flowScopeKey ?? instance.key), result.value);
  return succeeded(null);
}

/** The completion of an element that does nothing else when it completes: its output mappings (or delivered variables) apply. */
export function completeWithOutputMappings(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  return applyOutputMappings(context, instance, element.outputMappings);
}
