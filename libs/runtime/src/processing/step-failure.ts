import type { IncidentErrorType } from '../model/instance-state.js';

/** A step that could not be done; the dispatcher turns it into an incident and leaves the element where it was. */
export interface StepFailure {
  errorType: IncidentErrorType;
  message: string;
}

export type StepResult<T> = { ok: true; value: T } | { ok: false; failure: StepFailure };

export function succeeded<T>(value: T): StepResult<T> {
  return { ok: true, value };
}

export function failed<T>(errorType: IncidentErrorType, message: string): StepResult<T> {
  return { ok: false, failure: { errorType, message } };
}
