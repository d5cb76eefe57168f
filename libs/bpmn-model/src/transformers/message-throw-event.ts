import type { ExecutableElement } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, readJobDefinition } from './job-definition.js';
import { onlyEventDefinition } from './link-event.js';
import type { TransformContext } from './transform-context.js';

/** True for an event whose one definition is a `bpmn:messageEventDefinition`. */
export function isMessageThrow(node: ModdleElement): boolean {
  return onlyEventDefinition(node, 'bpmn:MessageEventDefinition') !== undefined;
}

/**
 * As in Zeebe, a message intermediate throw or end event is carried out like a send task: a job for a worker
 * (`zeebe:taskDefinition`, headers, I/O mappings), and the event completes with it. The message itself is the worker's.
 */
export function createMessageThrowEvent(
  node: ModdleElement,
  type: 'INTERMEDIATE_THROW_EVENT' | 'END_EVENT',
  context: TransformContext,
): ExecutableElement | null {
  const element = createBaseElement(node, type, JOB_WORKER_EXTENSIONS, context);
  const job = readJobDefinition(node, context);
  return job ? { ...element, job } : null;
}
