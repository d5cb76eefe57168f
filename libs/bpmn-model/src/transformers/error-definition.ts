import type { ExecutableEventDefinition } from '../executable-model.js';
import { elementProperty, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { ERROR, readReferencedRootElement } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

export type ErrorTrigger = Extract<ExecutableEventDefinition, { kind: 'error' }>;

/** `catch`: an error boundary event, which may catch every error; `throw`: an error end event, which must name one. */
export type ErrorRules = 'catch' | 'throw';

/**
 * Reads the code of the `bpmn:error` an error event definition references. Codes are matched as literal text
 * (FEEL codes are not supported yet); a catching event without errorRef, or whose error has no code, catches all.
 */
export function readError(node: ModdleElement, definition: ModdleElement, rules: ErrorRules, context: TransformContext): ErrorTrigger | null {
  if (!elementProperty(definition, 'errorRef') && !context.unresolvedReferences.get(definition)?.has('bpmn:errorRef')) {
    if (rules === 'catch') return { kind: 'error', errorCode: null };
    context.problems.onElement(node, 'the bpmn:errorEventDefinition has no errorRef; an error end event must reference a bpmn:error with an errorCode');
    return null;
  }
  const error = readReferencedRootElement(node, definition, ERROR, context);
  if (!error) return null;
  const code = stringProperty(error, 'errorCode')?.trim() ?? '';
  if (code.startsWith('=')) {
    context.problems.onElement(node, `the error '${error.id ?? ''}' has a FEEL errorCode; only a literal code is supported yet`);
    return null;
  }
  if (code === '' && rules === 'throw') {
    context.problems.onElement(node, `the error '${error.id ?? ''}' has no errorCode; an error end event must throw a code`);
    return null;
  }
  return { kind: 'error', errorCode: code === '' ? null : code };
}
