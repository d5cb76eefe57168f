import type { ExecutableEventDefinition } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import { readReferencedRootElement, readRootElementName, SIGNAL } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

export type SignalTrigger = Extract<ExecutableEventDefinition, { kind: 'signal' }>;

/** Reads the signal a `bpmn:signalEventDefinition` references; signals are broadcast by name, so only the name matters. */
export function readSignal(node: ModdleElement, definition: ModdleElement, context: TransformContext): SignalTrigger | null {
  const signal = readReferencedRootElement(node, definition, SIGNAL, context);
  if (!signal) return null;
  const signalName = readRootElementName(node, signal, SIGNAL, context);
  return signalName ? { kind: 'signal', signalName } : null;
}
