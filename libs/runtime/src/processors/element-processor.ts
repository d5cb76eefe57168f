import type { ExecutableElement, ExecutableSequenceFlow } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepResult } from '../processing/step-failure.js';

/**
 * The behaviour of one BPMN element type. Processors decide and emit events; a returned failure becomes
 * an incident and leaves the element where it was, so resolving the incident retries the same step.
 */
export interface ElementProcessor {
  /** The element is ACTIVATING and its input mappings are applied: start the work, or pass through. */
  onActivate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null>;
  /** The element is COMPLETING: apply what it delivered (output mappings) before it completes. */
  onComplete(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null>;
  /** Which outgoing flows to take once completed. */
  selectOutgoingFlows(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<ExecutableSequenceFlow[]>;
  /** The element is TERMINATING: withdraw what it opened (jobs, subscriptions). */
  onTerminate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): void;
}
