import type { ExecutableEventDefinition, ExecutableValue } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { MESSAGE, readReferencedRootElement, readRootElementName } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

export type MessageTrigger = Extract<ExecutableEventDefinition, { kind: 'message' }>;

/**
 * Reads the message that `owner` (a message event definition or a receive task) references: its name and the
 * `zeebe:subscription` correlation key. Message start events need no key; everything that waits inside an instance does.
 */
export function readMessage(
  node: ModdleElement,
  owner: ModdleElement,
  correlationKey: 'required' | 'optional',
  context: TransformContext,
): MessageTrigger | null {
  const message = readReferencedRootElement(node, owner, MESSAGE, context);
  if (!message) return null;
  const messageName = readRootElementName(node, message, MESSAGE, context);
  const key = readCorrelationKey(node, message, correlationKey, context);
  if (!messageName || key === undefined) return null;
  return { kind: 'message', messageName, correlationKey: key };
}

/** The key, null when absent and optional, undefined when a problem was reported. */
function readCorrelationKey(
  node: ModdleElement,
  message: ModdleElement,
  requirement: 'required' | 'optional',
  context: TransformContext,
): ExecutableValue | null | undefined {
  const subscription = findExtension(message, 'zeebe:Subscription');
  const raw = (subscription ? stringProperty(subscription, 'correlationKey') : undefined)?.trim() ?? '';
  if (raw === '' || raw === '=') {
    if (requirement === 'optional') return null;
    context.problems.onElement(
      node,
      `the message '${message.id ?? ''}' has no correlation key; add a zeebe:subscription with a correlationKey such as '=orderId' to find the waiting process instance`,
    );
    return undefined;
  }
  const key = toExecutableValue(raw);
  const problem = feelValueProblem(key, `the correlation key of message '${message.id ?? ''}'`);
  if (problem) {
    context.problems.onElement(node, problem);
    return undefined;
  }
  return key;
}
