import type { ExecutableElement } from './executable-model.js';

/**
 * The literal code an error or escalation catch event (boundary or event sub-process start event) matches; null for one
 * that catches every code; undefined for an element that does not catch this kind.
 */
export function caughtCode(element: ExecutableElement, kind: 'error' | 'escalation'): string | null | undefined {
  const definition = element.eventDefinition;
  if (definition?.kind === 'error' && kind === 'error') return definition.errorCode;
  if (definition?.kind === 'escalation' && kind === 'escalation') return definition.escalationCode?.kind === 'static' ? definition.escalationCode.value : null;
  return undefined;
}
