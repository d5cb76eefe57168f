import type { ExecutableValue } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementProperty, type ModdleElement, stringProperty, xmlTypeName } from '../moddle/moddle-element.js';
import { readReferencedRootElement, type RootElementKind } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

/** `catch`: a boundary or start event, which may catch every code; `throw`: an end or throw event, which must name one. */
export type CodeRules = 'catch' | 'throw';

/**
 * The code (`errorCode`, `escalationCode`) of the `bpmn:error` or `bpmn:escalation` an event definition references.
 * A throw event's code may be FEEL, evaluated when it is thrown; a catch event matches a literal code, as in Zeebe, and
 * one without a reference or without a code catches every code (null). Undefined when a problem was reported.
 */
export function readEventCode(
  node: ModdleElement,
  definition: ModdleElement,
  kind: RootElementKind,
  rules: CodeRules,
  context: TransformContext,
): ExecutableValue | null | undefined {
  const attribute = `${kind.noun}Code`;
  const thrower = `an ${kind.noun} ${node.$type === 'bpmn:EndEvent' ? 'end' : 'throw'} event`;
  if (!elementProperty(definition, kind.property) && !context.unresolvedReferences.get(definition)?.has(`bpmn:${kind.property}`)) {
    if (rules === 'catch') return null;
    context.problems.onElement(
      node,
      `the ${xmlTypeName(definition.$type)} has no ${kind.property}; ${thrower} must reference a ${xmlTypeName(kind.type)} with an ${attribute}`,
    );
    return undefined;
  }
  const referenced = readReferencedRootElement(node, definition, kind, context);
  if (!referenced) return undefined;
  const raw = stringProperty(referenced, attribute)?.trim() ?? '';
  if (raw === '' || raw === '=') {
    if (rules === 'catch') return null;
    context.problems.onElement(node, `the ${kind.noun} '${referenced.id ?? ''}' has no ${attribute}; ${thrower} must throw a code`);
    return undefined;
  }
  const code = toExecutableValue(raw);
  if (code.kind === 'feel' && rules === 'catch') {
    context.problems.onElement(node, `the ${kind.noun} '${referenced.id ?? ''}' has a FEEL ${attribute}; a catch event matches a literal code only`);
    return undefined;
  }
  const problem = feelValueProblem(code, `the ${attribute} of ${kind.noun} '${referenced.id ?? ''}'`);
  if (problem) {
    context.problems.onElement(node, problem);
    return undefined;
  }
  return code;
}
