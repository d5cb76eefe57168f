import type { ExecutableElement } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepFailure } from '../processing/step-failure.js';
import { scheduleActivation } from '../processing/token-steps.js';
import { isInnerInstance } from './multi-instance.behaviour.js';
import { terminateElement } from './state-transition.behaviour.js';

/** The error boundary event of `activity` that catches `errorCode`: one naming the code wins over a catch-all (as in Zeebe). */
function catchingBoundaryEvent(context: ProcessingContext, activity: ExecutableElement, errorCode: string): string | null {
  const errorEvents = (activity.boundaryEventIds ?? []).map((id) => context.element(id)).filter((event) => event.eventDefinition?.kind === 'error');
  const codeOf = (event: ExecutableElement) => (event.eventDefinition?.kind === 'error' ? event.eventDefinition.errorCode : undefined);
  return (errorEvents.find((event) => codeOf(event) === errorCode) ?? errorEvents.find((event) => codeOf(event) === null))?.id ?? null;
}

/** Where a thrown error is caught: the activity that ends, and its boundary event that starts. */
export interface ErrorCatcher {
  activity: ElementInstance;
  boundaryEventId: string;
}

/**
 * The innermost error boundary event that catches an error thrown from `source` (a task whose job threw it, or an
 * error end event): first the source's own, then each enclosing sub-process's, walking outwards. Null when none does.
 */
export function findErrorCatcher(context: ProcessingContext, source: ElementInstance, errorCode: string): ErrorCatcher | null {
  for (let activity: ElementInstance | undefined = source; activity?.flowScopeKey; activity = context.state.elementInstances.get(activity.flowScopeKey)) {
    const element = context.element(activity.elementId);
    // The boundary events of a multi-instance activity belong to its body, the next scope out.
    if (isInnerInstance(activity, element)) continue;
    const boundaryEventId = catchingBoundaryEvent(context, element, errorCode);
    if (boundaryEventId !== null) return { activity, boundaryEventId };
  }
  return null;
}

/** The catching activity is terminated, everything inside it first; its boundary event starts with the error's variables. */
export function catchError(context: ProcessingContext, catcher: ErrorCatcher, variables: JsonObject): void {
  const { activity, boundaryEventId } = catcher;
  if (activity.flowScopeKey === null) throw new Error(`error boundary event ${boundaryEventId} on the process itself`);
  terminateElement(context, activity);
  scheduleActivation(context, boundaryEventId, activity.flowScopeKey, variables);
}

/** The incident of an error nothing caught, worded as Zeebe words it. */
export function unhandledError(errorCode: string, errorMessage: string | null): StepFailure {
  const message =
    `Expected to throw an error event with the code '${errorCode}'` +
    (errorMessage ? ` with message '${errorMessage}'` : '') +
    `, but it was not caught. No error events are available in the scope.`;
  return { errorType: 'UNHANDLED_ERROR_EVENT', message };
}
