import { checkFeelSyntax, isFeelExpression, stripFeelMarker } from '@baton/feel';
import type { ExecutableValue } from './executable-model.js';

/** A Zeebe attribute value: `=` marks FEEL, anything else is a literal. */
export function toExecutableValue(text: string): ExecutableValue {
  return isFeelExpression(text) ? { kind: 'feel', source: stripFeelMarker(text) } : { kind: 'static', value: text };
}

/** The syntax problem of a FEEL value, phrased for `what` (e.g. "the condition"); null when fine or static. */
export function feelValueProblem(value: ExecutableValue, what: string): string | null {
  return value.kind === 'feel' ? feelSourceProblem(value.source, what) : null;
}

export function feelSourceProblem(source: string, what: string): string | null {
  const check = checkFeelSyntax(source);
  return check.ok ? null : `invalid FEEL in ${what}: ${check.message}`;
}

const NAME = String.raw`[\p{L}_$][\p{L}\p{N}_$]*`;
const VARIABLE_PATH = new RegExp(`^${NAME}(\\.${NAME})*$`, 'u');

/** A variable name or a dotted path into a variable (`order.customer.id`). */
export function isVariablePath(text: string): boolean {
  return VARIABLE_PATH.test(text);
}
