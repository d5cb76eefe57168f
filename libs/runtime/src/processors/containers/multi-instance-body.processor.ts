import type { ExecutableElement } from '@baton/bpmn-model';
import { openSubscriptions } from '../../behaviours/event-subscription.behaviour.js';
import { readInputCollection, startInnerInstances } from '../../behaviours/multi-instance.behaviour.js';
import { loopOf } from '../../behaviours/multi-instance-element.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { mergeVariables, setLocalVariable } from '../../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import { scheduleCompletion } from '../../processing/token-steps.js';

/**
 * As in Zeebe, the input collection is read first: when it is not a list, the body waits in an incident with no
 * subscription open yet. Then the boundary events of the activity start waiting, for the whole body.
 */
function activate(context: ProcessingContext, body: ElementInstance, element: ExecutableElement): StepResult<null> {
  const loop = loopOf(element);
  const collection = readInputCollection(context, body, loop);
  if (!collection.ok) return collection;
  if (element.boundaryEventIds?.length) {
    const opened = openSubscriptions(context, body, element.boundaryEventIds);
    if (!opened.ok) return opened;
  }
  context.emit({ type: 'ElementActivated', ...elementEventBase(body) });
  if (loop.outputCollection)
    setLocalVariable(
      context,
      body.key,
      loop.outputCollection,
      collection.value.map(() => null),
    );
  if (collection.value.length === 0) scheduleCompletion(context, body.key);
  else startInnerInstances(context, body, loop, collection.value);
  return succeeded(null);
}

/** The collected output leaves the body for the enclosing scopes, propagated as a delivered variable is. */
function complete(context: ProcessingContext, body: ElementInstance, element: ExecutableElement): StepResult<null> {
  const name = loopOf(element).outputCollection;
  const collected = name === null ? undefined : context.state.variables.get(body.key)?.get(name);
  if (name !== null && collected && body.flowScopeKey !== null) mergeVariables(context, body.flowScopeKey, { [name]: collected.value });
  return succeeded(null);
}

/**
 * The body of a multi-instance activity: a scope around one inner instance of the activity per item of the input
 * collection (multi-instance.behaviour). It owns the activity's boundary events and outgoing flows; the activity's
 * input and output mappings apply to each inner instance. Terminating it terminates the inner instances first.
 */
export const multiInstanceBodyProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: complete,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
