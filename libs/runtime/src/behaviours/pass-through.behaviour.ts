import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';
import { scheduleCompletion } from '../processing/token-steps.js';

/** Elements with no work of their own are activated and completed at once. */
export function passThrough(context: ProcessingContext, instance: ElementInstance): StepResult<null> {
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  scheduleCompletion(context, instance.key);
  return succeeded(null);
}

export function nothingToComplete(): StepResult<null> {
  return succeeded(null);
}

export function nothingToWithdraw(): void {}
