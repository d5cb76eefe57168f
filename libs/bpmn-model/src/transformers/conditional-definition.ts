import { stripFeelMarker } from '@baton/feel';
import type { ConditionalVariableEvent, ExecutableEventDefinition } from '../executable-model.js';
import { feelSourceProblem } from '../feel-values.js';
import { elementProperty, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

export type ConditionalTrigger = Extract<ExecutableEventDefinition, { kind: 'conditional' }>;

const VARIABLE_EVENTS: readonly ConditionalVariableEvent[] = ['create', 'update'];

/**
 * Reads a `bpmn:conditionalEventDefinition`: its FEEL condition (FEEL with or without `=`, as a sequence flow's) and
 * its `zeebe:conditionalFilter`. Refuses what Zeebe's validation refuses: no or an empty condition, invalid FEEL,
 * variable events other than create and update, empty or FEEL variable names.
 */
export function readConditional(node: ModdleElement, definition: ModdleElement, context: TransformContext): ConditionalTrigger | null {
  const condition = elementProperty(definition, 'condition');
  const body = condition ? (stringProperty(condition, 'body') ?? '') : undefined;
  if (body === undefined) {
    context.problems.onElement(node, 'a conditional event needs a condition: add a bpmn:condition such as "= amount > 100"');
    return null;
  }
  const source = stripFeelMarker(body);
  if (source === '') {
    context.problems.onElement(node, 'the condition of the conditional event is empty');
    return null;
  }
  const problem = feelSourceProblem(source, 'the condition');
  const filter = findExtension(definition, 'zeebe:ConditionalFilter');
  const variableNames = readVariableNames(node, filter, context);
  const variableEvents = readVariableEvents(node, filter, context);
  if (problem) context.problems.onElement(node, problem);
  if (problem || variableNames === undefined || variableEvents === undefined) return null;
  return { kind: 'conditional', condition: source, variableNames, variableEvents };
}

/** The filter's variable names; null without a filter or names; undefined when a problem was reported. */
function readVariableNames(node: ModdleElement, filter: ModdleElement | undefined, context: TransformContext): string[] | null | undefined {
  const raw = filter ? stringProperty(filter, 'variableNames') : undefined;
  if (raw === undefined || raw.trim() === '') return null;
  const names = raw.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) {
    context.problems.onElement(node, `the variable names of the conditional filter must not contain an empty name, but '${raw}' does`);
    return undefined;
  }
  const expression = names.find((name) => name.startsWith('='));
  if (expression !== undefined) {
    context.problems.onElement(node, `the variable names of the conditional filter must be static names, but '${expression}' is an expression`);
    return undefined;
  }
  return names;
}

/** Both kinds of change without a filter; undefined when a problem was reported. */
function readVariableEvents(node: ModdleElement, filter: ModdleElement | undefined, context: TransformContext): ConditionalVariableEvent[] | undefined {
  const raw = filter ? stringProperty(filter, 'variableEvents') : undefined;
  const events = (raw ?? '')
    .split(',')
    .map((event) => event.trim())
    .filter((event) => event !== '');
  if (events.length === 0) return [...VARIABLE_EVENTS];
  const invalid = events.find((event) => !(VARIABLE_EVENTS as readonly string[]).includes(event));
  if (invalid !== undefined) {
    context.problems.onElement(
      node,
      `the variable event '${invalid}' of the conditional filter is not one Zeebe knows: use create, update or both ('create, update')`,
    );
    return undefined;
  }
  return VARIABLE_EVENTS.filter((event) => events.includes(event));
}

/**
 * As Zeebe, refuses root conditional start events of one process that share a condition (compared as written, spaces
 * trimmed): one line per condition, e.g. `'a' and 'b' have the same condition 'x > 1'`.
 */
export function duplicateConditions(startEvents: readonly { id: string; eventDefinition?: ExecutableEventDefinition }[]): string[] {
  const idsByCondition = new Map<string, string[]>();
  for (const { id, eventDefinition } of startEvents) {
    if (eventDefinition?.kind === 'conditional') idsByCondition.set(eventDefinition.condition, [...(idsByCondition.get(eventDefinition.condition) ?? []), id]);
  }
  return [...idsByCondition]
    .filter(([, ids]) => ids.length > 1)
    .map(([condition, ids]) => `${ids.map((id) => `'${id}'`).join(' and ')} have the same condition '${condition}'`);
}
