import type { ExecutableEventDefinition } from '../executable-model.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import { type CodeRules, readEventCode } from './event-code.js';
import { ESCALATION } from './referenced-root-element.js';
import type { TransformContext } from './transform-context.js';

export type EscalationTrigger = Extract<ExecutableEventDefinition, { kind: 'escalation' }>;

/** Reads the code of the `bpmn:escalation` an escalation event definition references: literal, FEEL (throw only), or null (catch all). */
export function readEscalation(node: ModdleElement, definition: ModdleElement, rules: CodeRules, context: TransformContext): EscalationTrigger | null {
  const code = readEventCode(node, definition, ESCALATION, rules, context);
  return code === undefined ? null : { kind: 'escalation', escalationCode: code };
}
