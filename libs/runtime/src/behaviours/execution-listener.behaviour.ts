import type { ExecutableElement, ExecutableExecutionListener } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance, Job } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateString } from './expression.behaviour.js';
import { createJob } from './job.behaviour.js';
import { mergeVariables, setLocalVariables, visibleVariables } from './variable.behaviour.js';

export type ListenerEventType = ExecutableExecutionListener['eventType'];

function listenersOf(element: ExecutableElement, eventType: ListenerEventType): ExecutableExecutionListener[] {
  return (element.executionListeners ?? []).filter((listener) => listener.eventType === eventType);
}

/**
 * Opens the job of the element's listener of this event type at `index`; `true` when there is one, so the lifecycle
 * waits for it. A listener's worker gets the element's headers with the job, as in Zeebe.
 */
export function openListenerJob(
  context: ProcessingContext,
  instance: ElementInstance,
  element: ExecutableElement,
  eventType: ListenerEventType,
  index: number,
): StepResult<boolean> {
  const listener = listenersOf(element, eventType)[index];
  if (!listener) return succeeded(false);
  const definition = { type: listener.type, retries: listener.retries, customHeaders: element.job?.customHeaders ?? {} };
  const purpose = { kind: 'EXECUTION_LISTENER', listenerEventType: eventType === 'start' ? 'START' : 'END' } as const;
  const created = createJob(context, instance, element, definition, purpose);
  return created.ok ? succeeded(true) : created;
}

/**
 * Which listener a completed listener job was: deployment refuses two listeners of one event type with the same job
 * type, so the type tells them apart; a FEEL job type is evaluated again in the element's scope.
 */
export function listenerIndexOf(context: ProcessingContext, job: Job, element: ExecutableElement): number {
  const eventType: ListenerEventType = job.listenerEventType === 'START' ? 'start' : 'end';
  const variables = visibleVariables(context, job.elementInstanceKey);
  return listenersOf(element, eventType).findIndex((listener) => {
    if (listener.type.kind === 'static') return listener.type.value === job.type;
    const type = evaluateString(listener.type, variables, 'the execution listener job type', context.ports.now());
    return type.ok && type.value === job.type;
  });
}

/**
 * A listener's variables, as in Zeebe: a start listener's become local variables of the element (its later listeners
 * and its own work see them); an end listener's propagate from the element's flow scope, like output mappings.
 */
export function applyListenerVariables(context: ProcessingContext, job: Job, instance: ElementInstance, variables: JsonObject): void {
  if (job.listenerEventType === 'START') setLocalVariables(context, instance.key, variables);
  else mergeVariables(context, instance.flowScopeKey ?? instance.key, variables);
}

/** An element that ends while a listener holds it up withdraws the listener's job. */
export function cancelListenerJob(context: ProcessingContext, instance: ElementInstance): void {
  const job = instance.jobKey ? context.state.jobs.get(instance.jobKey) : undefined;
  if (job?.kind !== 'EXECUTION_LISTENER' || job.state === 'COMPLETED' || job.state === 'CANCELED') return;
  context.emit({ type: 'JobCanceled', jobKey: job.key, elementInstanceKey: instance.key });
}
