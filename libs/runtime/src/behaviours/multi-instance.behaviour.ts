import type { ExecutableElement, ExecutableMultiInstance } from '@baton/bpmn-model';
import { evaluateFeel, type JsonValue, jsonEquals } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { LoopItem, ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { scheduleInnerActivation } from '../processing/token-steps.js';
import { recordCompletion } from './compensation-record.behaviour.js';
import { closeSubscriptions } from './event-subscription.behaviour.js';
import { raiseIncident } from './incident.behaviour.js';
import { loopOf } from './multi-instance-element.js';
import { completeScopeWhenDone } from './scope-completion.behaviour.js';
import { awaitHeldChildren, isEnded, terminateElement } from './termination.behaviour.js';
import { setLocalVariable, setLocalVariables, visibleVariables } from './variable.behaviour.js';

const LOOP_COUNTER = 'loopCounter';

/**
 * The body's counters, kept as its local variables: rows need no column for them, and the completion condition reads
 * them by these names, as in Zeebe. numberOfInstances counts the inner instances created so far.
 */
interface Counters {
  numberOfInstances: number;
  numberOfActiveInstances: number;
  numberOfCompletedInstances: number;
  numberOfTerminatedInstances: number;
}

/** FEEL's result types as Zeebe names them in its messages. */
function resultType(value: JsonValue): string {
  if (value === null) return 'NULL';
  if (Array.isArray(value)) return 'ARRAY';
  if (typeof value === 'object') return 'OBJECT';
  return value === true || value === false ? 'BOOLEAN' : typeof value === 'number' ? 'NUMBER' : 'STRING';
}

/** Zeebe's wording for a result of the wrong type, with the evaluation's warnings when it came out null. */
function wrongType(source: string, expected: string, value: JsonValue, evaluationWarnings: readonly string[]): string {
  const warnings = value === null ? evaluationWarnings.join('; ') : '';
  const message = `Expected result of the expression '${source}' to be '${expected}', but was '${resultType(value)}'.`;
  return warnings ? `${message} The evaluation reported the following warnings: ${warnings}` : message;
}

/** The input collection, evaluated in the body's scope; anything but a list is an EXTRACT_VALUE_ERROR. */
export function readInputCollection(context: ProcessingContext, body: ElementInstance, loop: ExecutableMultiInstance): StepResult<JsonValue[]> {
  const variables = visibleVariables(context, body.key);
  const result = evaluateFeel(loop.inputCollection, variables, context.ports.now());
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  if (Array.isArray(result.value)) return succeeded(result.value);
  return failed('EXTRACT_VALUE_ERROR', wrongType(loop.inputCollection, 'ARRAY', result.value, result.warnings));
}

function writeCounters(context: ProcessingContext, bodyKey: string, counters: Counters): void {
  setLocalVariables(context, bodyKey, { ...counters });
}

function readCounters(context: ProcessingContext, bodyKey: string): Counters {
  const local = context.state.variables.get(bodyKey);
  const count = (name: keyof Counters): number => {
    const value = local?.get(name)?.value;
    return typeof value === 'number' ? value : 0;
  };
  return {
    numberOfInstances: count('numberOfInstances'),
    numberOfActiveInstances: count('numberOfActiveInstances'),
    numberOfCompletedInstances: count('numberOfCompletedInstances'),
    numberOfTerminatedInstances: count('numberOfTerminatedInstances'),
  };
}

/** The body creates its inner instances: all at once (parallel), or the first one (sequential). */
export function startInnerInstances(context: ProcessingContext, body: ElementInstance, loop: ExecutableMultiInstance, collection: JsonValue[]): void {
  const created = loop.isSequential ? collection.slice(0, 1) : collection;
  writeCounters(context, body.key, {
    numberOfInstances: created.length,
    numberOfActiveInstances: created.length,
    numberOfCompletedInstances: 0,
    numberOfTerminatedInstances: 0,
  });
  created.forEach((item, index) => {
    scheduleInnerActivation(context, body.elementId, body.key, { counter: index + 1, item });
  });
}

/**
 * The local variables of an inner instance, before its input mappings (which may read them): its item, the variable its
 * output element reads (null, so that what the instance delivers under that name stays local to it), its loopCounter.
 */
export function setLoopVariables(context: ProcessingContext, instanceKey: string, loop: ExecutableMultiInstance, { counter, item }: LoopItem): void {
  if (loop.inputElement) setLocalVariable(context, instanceKey, loop.inputElement, item);
  const output = loop.outputElementVariable;
  if (output !== null && output !== loop.inputElement && output !== LOOP_COUNTER) setLocalVariable(context, instanceKey, output, null);
  setLocalVariable(context, instanceKey, LOOP_COUNTER, counter);
}

/** The item an inner instance puts into the output collection, at its loopCounter (1-based). */
interface CollectedOutput {
  variableKey: string;
  position: number;
  value: JsonValue;
}

interface InnerOutcome {
  output: CollectedOutput | null;
  completionConditionMet: boolean;
  next: LoopItem | null;
}

function collectedOutput(
  context: ProcessingContext,
  inner: ElementInstance,
  body: ElementInstance,
  loop: ExecutableMultiInstance,
): StepResult<CollectedOutput | null> {
  if (loop.outputCollection === null || loop.outputElement === null) return succeeded(null);
  const name = loop.outputCollection;
  const value = evaluateFeel(loop.outputElement, visibleVariables(context, inner.key), context.ports.now());
  if (!value.ok) return failed('EXTRACT_VALUE_ERROR', value.message);
  const variable = context.state.variables.get(body.key)?.get(name);
  const current = variable?.value ?? null;
  const counter = context.state.variables.get(inner.key)?.get(LOOP_COUNTER)?.value;
  if (!Array.isArray(current)) {
    return failed(
      'EXTRACT_VALUE_ERROR',
      `Unable to update an item in output collection '${name}' because the type of the output collection is: ${resultType(current)}. This may happen when multiple BPMN elements write to the same variable.`,
    );
  }
  if (typeof counter !== 'number' || counter > current.length) {
    return failed(
      'EXTRACT_VALUE_ERROR',
      `Unable to update an item in output collection '${name}' at position ${String(counter)} because the size of the collection is: ${current.length}. This may happen when multiple BPMN elements write to the same variable.`,
    );
  }
  return succeeded({ variableKey: variable?.key ?? '', position: counter, value: value.value });
}

function completionConditionMet(context: ProcessingContext, inner: ElementInstance, loop: ExecutableMultiInstance, counters: Counters): StepResult<boolean> {
  if (loop.completionCondition === null) return succeeded(false);
  // As in Zeebe, the counters already count the completing instance as completed, and win over variables of that name.
  const variables = { ...visibleVariables(context, inner.key), ...counters };
  const result = evaluateFeel(loop.completionCondition, variables, context.ports.now());
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  if (typeof result.value === 'boolean') return succeeded(result.value);
  return failed('EXTRACT_VALUE_ERROR', wrongType(loop.completionCondition, 'BOOLEAN', result.value, result.warnings));
}

/** Writes the item unless the collection already holds it there. */
function collectOutput(context: ProcessingContext, bodyKey: string, name: string, { variableKey, position, value }: CollectedOutput): void {
  const current = context.state.variables.get(bodyKey)?.get(name)?.value;
  if (Array.isArray(current) && jsonEquals(current[position - 1] ?? null, value)) return;
  context.emit({ type: 'OutputElementCollected', variableKey, scopeKey: bodyKey, name, position, value });
}

/** Everything that can fail when an inner instance completes, decided before anything is written. */
function decide(
  context: ProcessingContext,
  inner: ElementInstance,
  body: ElementInstance,
  loop: ExecutableMultiInstance,
  after: Counters,
): StepResult<InnerOutcome> {
  const output = collectedOutput(context, inner, body, loop);
  if (!output.ok) return output;
  const met = completionConditionMet(context, inner, loop, after);
  if (!met.ok) return met;
  if (met.value || !loop.isSequential) return succeeded({ output: output.value, completionConditionMet: met.value, next: null });
  const collection = readInputCollection(context, body, loop);
  if (!collection.ok) return collection;
  const created = after.numberOfInstances;
  const next = created < collection.value.length ? { counter: created + 1, item: collection.value[created] ?? null } : null;
  return succeeded({ output: output.value, completionConditionMet: false, next });
}

/**
 * An inner instance completes into its body instead of leaving along flows: its output goes into the output collection
 * at its index, the completion condition may end the body (terminating the other inner instances), a sequential body
 * starts the next one; the body completes when none is left. A failure is an incident on the inner instance's completion.
 */
export function completeInnerInstance(context: ProcessingContext, inner: ElementInstance, element: ExecutableElement): void {
  const loop = loopOf(element);
  const body = context.instance(inner.flowScopeKey ?? '');
  const counters = readCounters(context, body.key);
  const after = {
    ...counters,
    numberOfActiveInstances: counters.numberOfActiveInstances - 1,
    numberOfCompletedInstances: counters.numberOfCompletedInstances + 1,
  };
  const outcome = decide(context, inner, body, loop, after);
  if (!outcome.ok) return raiseIncident(context, inner, outcome.failure, 'COMPLETE');
  const { output, completionConditionMet, next } = outcome.value;
  if (output && loop.outputCollection) collectOutput(context, body.key, loop.outputCollection, output);
  closeSubscriptions(context, inner);
  context.emit({ type: 'ElementCompleted', ...elementEventBase(inner) });
  recordCompletion(context, inner, element);
  if (completionConditionMet) {
    const terminated = terminateInnerInstances(context, body);
    writeCounters(context, body.key, {
      ...after,
      numberOfActiveInstances: after.numberOfActiveInstances - terminated,
      numberOfTerminatedInstances: after.numberOfTerminatedInstances + terminated,
    });
  } else if (next) {
    writeCounters(context, body.key, { ...after, numberOfInstances: next.counter, numberOfActiveInstances: after.numberOfActiveInstances + 1 });
    scheduleInnerActivation(context, body.elementId, body.key, next);
  } else {
    writeCounters(context, body.key, after);
  }
  completeScopeWhenDone(context, body.key);
}

/** The completion condition was met: the inner instances still running end, and those on their way never start. */
function terminateInnerInstances(context: ProcessingContext, body: ElementInstance): number {
  context.dropQueuedActivations(body.key);
  let terminated = 0;
  for (const child of [...context.state.elementInstances.values()]) {
    if (child.flowScopeKey !== body.key || isEnded(child)) continue;
    terminateElement(context, child);
    terminated++;
  }
  // The body completes once inner instances that canceling task listeners hold are terminated.
  awaitHeldChildren(context, body.key, { kind: 'complete', elementInstanceKey: body.key });
  return terminated;
}
