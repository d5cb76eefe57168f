import type { ExecutableValue } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementProperty, type ModdleElement, stringProperty, xmlTypeName } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

/** A `bpmn:message`, `bpmn:signal` or `bpmn:error`, defined beside the processes and referenced by id. */
export interface RootElementKind {
  /** `messageRef` */
  property: string;
  /** `bpmn:Message` */
  type: string;
  /** `message`, for problems. */
  noun: string;
}

export const MESSAGE: RootElementKind = { property: 'messageRef', type: 'bpmn:Message', noun: 'message' };
export const SIGNAL: RootElementKind = { property: 'signalRef', type: 'bpmn:Signal', noun: 'signal' };
export const ERROR: RootElementKind = { property: 'errorRef', type: 'bpmn:Error', noun: 'error' };
export const ESCALATION: RootElementKind = { property: 'escalationRef', type: 'bpmn:Escalation', noun: 'escalation' };

/**
 * The message or signal that `owner` (an event definition or a receive task) references; problems are reported on
 * the flow node `node`. Returns null when the reference is missing, dangling or of the wrong type.
 */
export function readReferencedRootElement(node: ModdleElement, owner: ModdleElement, kind: RootElementKind, context: TransformContext): ModdleElement | null {
  const unresolved = context.unresolvedReferences.get(owner)?.get(`bpmn:${kind.property}`);
  if (unresolved !== undefined) {
    context.problems.onElement(node, `${kind.property} '${unresolved}' refers to ${/^[aeiou]/.test(kind.noun) ? 'an' : 'a'} ${kind.noun} that does not exist`);
    return null;
  }
  const referenced = elementProperty(owner, kind.property);
  if (!referenced) {
    context.problems.onElement(node, `the ${xmlTypeName(owner.$type)} has no ${kind.property}; reference a ${xmlTypeName(kind.type)} with a name`);
    return null;
  }
  if (referenced.$type !== kind.type) {
    context.problems.onElement(node, `${kind.property} '${referenced.id ?? ''}' refers to a ${xmlTypeName(referenced.$type)}, not a ${xmlTypeName(kind.type)}`);
    return null;
  }
  return referenced;
}

/** The name of a referenced message or signal, a literal or FEEL; null (reported) when missing or invalid. */
export function readRootElementName(node: ModdleElement, referenced: ModdleElement, kind: RootElementKind, context: TransformContext): ExecutableValue | null {
  const raw = stringProperty(referenced, 'name')?.trim() ?? '';
  if (raw === '' || raw === '=') {
    context.problems.onElement(node, `the ${kind.noun} '${referenced.id ?? ''}' has no name`);
    return null;
  }
  const name = toExecutableValue(raw);
  const problem = feelValueProblem(name, `the name of ${kind.noun} '${referenced.id ?? ''}'`);
  if (problem) {
    context.problems.onElement(node, problem);
    return null;
  }
  return name;
}
