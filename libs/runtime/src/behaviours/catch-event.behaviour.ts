import type { ExecutableElement } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import type { StepResult } from '../processing/step-failure.js';
import { succeeded } from '../processing/step-failure.js';
import { openSubscriptions } from './event-subscription.behaviour.js';
import { passThrough } from './pass-through.behaviour.js';

/**
 * A catching element waits for its own event, unless the event already happened (it was reached from an
 * event-based gateway, whose subscription fired): then it only passes the event's variables on.
 */
export function waitForOwnEvent(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (instance.completionVariables !== null) return passThrough(context, instance);
  const opened = openSubscriptions(context, instance, [element.id]);
  if (!opened.ok) return opened;
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  return succeeded(null);
}
