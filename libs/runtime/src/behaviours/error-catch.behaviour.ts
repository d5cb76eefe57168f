import type { JsonObject } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepFailure } from '../processing/step-failure.js';
import { catchEvent, type EventCatcher, findCatcher } from './event-catch.behaviour.js';

/** Where a thrown error is caught: an error boundary event or an error event sub-process (see findCatcher). */
export type ErrorCatcher = EventCatcher;

/**
 * The innermost error boundary event or error event sub-process that catches an error thrown from `source` (a task
 * whose job threw it, an error end event, or any element instance to start looking at). Null when none does.
 */
export function findErrorCatcher(context: ProcessingContext, source: ElementInstance, errorCode: string): ErrorCatcher | null {
  return findCatcher(context, source, 'error', errorCode);
}

/** Errors always interrupt: the catching activity, or every other token of the catching scope, ends first. */
export function catchError(context: ProcessingContext, catcher: ErrorCatcher, variables: JsonObject): void {
  catchEvent(context, catcher, variables);
}

/** The incident of an error nothing caught, worded as Zeebe words it. */
export function unhandledError(errorCode: string, errorMessage: string | null): StepFailure {
  const message =
    `Expected to throw an error event with the code '${errorCode}'` +
    (errorMessage ? ` with message '${errorMessage}'` : '') +
    `, but it was not caught. No error events are available in the scope.`;
  return { errorType: 'UNHANDLED_ERROR_EVENT', message };
}
