import type { ExecutableElement, ExecutableEventDefinition, ExecutableEventKind, ExecutableValue } from '../executable-model.js';
import { elementList, type ModdleElement } from '../moddle/moddle-element.js';
import { caughtCode } from '../caught-code.js';
import { type ErrorRules, readError } from './error-definition.js';
import type { CodeRules } from './event-code.js';
import { readCompensation } from './compensation-definition.js';
import { readConditional } from './conditional-definition.js';
import { readEscalation } from './escalation-definition.js';
import { readMessage } from './message-definition.js';
import { readSignal } from './signal-definition.js';
import { readTimer, type TimerRules } from './timer-definition.js';
import type { TransformContext } from './transform-context.js';
import { eventDefinitionDetail, refuse } from './unsupported.js';

const KIND_BY_TYPE: ReadonlyMap<string, ExecutableEventKind> = new Map([
  ['bpmn:TimerEventDefinition', 'timer'],
  ['bpmn:MessageEventDefinition', 'message'],
  ['bpmn:SignalEventDefinition', 'signal'],
  ['bpmn:ErrorEventDefinition', 'error'],
  ['bpmn:EscalationEventDefinition', 'escalation'],
  ['bpmn:TerminateEventDefinition', 'terminate'],
  ['bpmn:CompensateEventDefinition', 'compensation'],
  ['bpmn:ConditionalEventDefinition', 'conditional'],
]);

/** What an event accepts: the timers it may wait for, and whether its messages need a correlation key. */
export interface TriggerRules {
  timer?: TimerRules;
  message?: { correlationKey: 'required' | 'optional' };
  signal?: true;
  /** A catching error event may catch every error; a throwing one must name its code. */
  error?: ErrorRules;
  /** Likewise for escalations. */
  escalation?: CodeRules;
  terminate?: true;
  /** A throwing compensation event may name the activity to compensate; a catching one marks a handler. */
  compensation?: 'throw' | 'catch';
  conditional?: true;
}

export type EventDefinitionCheck = { supported: false } | { supported: true; definition: ModdleElement | null };

/**
 * The event's single definition when the rules accept its kind (null for an event without definitions); refuses the
 * event otherwise, naming the definitions: several at once, or one of a kind the runtime does not execute.
 */
export function supportedEventDefinition(node: ModdleElement, rules: TriggerRules, context: TransformContext): EventDefinitionCheck {
  const definitions = elementList(node, 'eventDefinitions');
  const detail = eventDefinitionDetail(node);
  if (definitions.length === 0 && detail === null) return { supported: true, definition: null };
  const [definition] = definitions;
  const kind = KIND_BY_TYPE.get(definition?.$type ?? '');
  if (definitions.length === 1 && definition && elementList(node, 'eventDefinitionRef').length === 0 && kind && rules[kind]) {
    return { supported: true, definition };
  }
  refuse(node, context, detail ?? undefined);
  return { supported: false };
}

/** Reads a definition that `supportedEventDefinition` accepted; reports on `node` and returns null when it cannot run. */
export function readEventDefinition(
  node: ModdleElement,
  definition: ModdleElement,
  rules: TriggerRules,
  context: TransformContext,
): ExecutableEventDefinition | null {
  switch (KIND_BY_TYPE.get(definition.$type)) {
    case 'timer': {
      if (!rules.timer) return null;
      const timer = readTimer(node, definition, rules.timer, context);
      return timer ? { kind: 'timer', timer } : null;
    }
    case 'message':
      return rules.message ? readMessage(node, definition, rules.message.correlationKey, context) : null;
    case 'signal':
      return rules.signal ? readSignal(node, definition, context) : null;
    case 'error':
      return rules.error ? readError(node, definition, rules.error, context) : null;
    case 'escalation':
      return rules.escalation ? readEscalation(node, definition, rules.escalation, context) : null;
    case 'terminate':
      return rules.terminate ? { kind: 'terminate' } : null;
    case 'compensation':
      return rules.compensation ? readCompensation(node, definition, rules.compensation, context) : null;
    case 'conditional':
      return rules.conditional ? readConditional(node, definition, context) : null;
    default:
      return null;
  }
}

/** The literal message or signal name an element waits for; FEEL names are only known at runtime. */
function staticTriggerName(element: ExecutableElement, kind: 'message' | 'signal'): string | null {
  const definition = element.eventDefinition;
  const name: ExecutableValue | undefined =
    definition?.kind === 'message' && kind === 'message'
      ? definition.messageName
      : definition?.kind === 'signal' && kind === 'signal'
        ? definition.signalName
        : undefined;
  return name?.kind === 'static' ? name.value : null;
}

/**
 * Finds elements that wait for the same literal message (or signal) name, where only one may: the message start
 * events of a process, the boundary events of one activity, the events after one event-based gateway.
 * Returns one line per name, e.g. `'a' and 'b' wait for the same message 'paid'`.
 */
export function duplicateTriggerNames(elements: readonly ExecutableElement[], kind: 'message' | 'signal'): string[] {
  const idsByName = new Map<string, string[]>();
  for (const element of elements) {
    const name = staticTriggerName(element, kind);
    if (name !== null) idsByName.set(name, [...(idsByName.get(name) ?? []), element.id]);
  }
  return [...idsByName].filter(([, ids]) => ids.length > 1).map(([name, ids]) => `${quotedList(ids)} wait for the same ${kind} '${name}'`);
}

/** `'a' and 'b'`, `'a', 'b' and 'c'`. */
function quotedList(ids: readonly string[]): string {
  const quoted = ids.map((id) => `'${id}'`);
  const last = quoted.pop();
  return quoted.length === 0 ? (last ?? '') : `${quoted.join(', ')} and ${last ?? ''}`;
}

/**
 * As Zeebe, refuses two catch events of one scope (the boundary events of an activity, the event sub-processes of a
 * process or sub-process) that catch the same error or escalation code, or that both catch every one.
 */
export function duplicateCatchCodes(elements: readonly ExecutableElement[], kind: 'error' | 'escalation'): string[] {
  const idsByCode = new Map<string | null, string[]>();
  for (const element of elements) {
    const code = caughtCode(element, kind);
    if (code !== undefined) idsByCode.set(code, [...(idsByCode.get(code) ?? []), element.id]);
  }
  return [...idsByCode]
    .filter(([, ids]) => ids.length > 1)
    .map(([code, ids]) => `${ids.map((id) => `'${id}'`).join(', ')} catch ${code === null ? `every ${kind}` : `the same ${kind} code '${code}'`}`);
}
