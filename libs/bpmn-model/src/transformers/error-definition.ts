import type { ExecutableEventDefinition } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import { type CodeRules, readEventCode } from './event-code.js';
import { ERROR } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

export type ErrorTrigger = Extract<ExecutableEventDefinition, { kind: 'error' }>;

/** `catch`: an error boundary or start event, which may catch every error; `throw`: an error end event, which must name one. */
export type ErrorRules = CodeRules;

/** Reads the code of the `bpmn:error` an error event definition references: literal, FEEL (throw only), or null (catch all). */
export function readError(node: ModdleElement, definition: ModdleElement, rules: ErrorRules, context: TransformContext): ErrorTrigger | null {
  const code = readEventCode(node, definition, ERROR, rules, context);
  if (code === undefined) return null;
  if (code === null) return { kind: 'error', errorCode: null };
  return code.kind === 'static' ? { kind: 'error', errorCode: code.value } : { kind: 'error', errorCode: null, errorCodeExpression: code.source };
}
