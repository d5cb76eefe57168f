import type { ExecutableEventDefinition } from '@baton/bpmn-model';
import { evaluateFeel } from '@baton/feel';
import { fireSubscription } from '../commands/trigger-event.handler.js';
import type { ElementInstance, EventSubscription } from '../model/instance-state.js';
import type { VariableChange } from '../processing/condition-watch.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { raiseIncident } from './incident.behaviour.js';
import { isEnded } from './termination.behaviour.js';
import { valueText } from './value-text.js';
import { scopeChain, visibleVariables } from './variable.behaviour.js';

type ConditionalDefinition = Extract<ExecutableEventDefinition, { kind: 'conditional' }>;

/** Letters, digits and `_`: a mention of a variable is not part of a longer name. */
const NAME_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * Whether the condition's source mentions the variable as a name of its own (not inside a longer name, not a context
 * entry after a dot). Zeebe derives a condition's variables from the expression; a mention is the same or more, so a
 * condition is never left out of a change it depends on.
 */
export function mentionsVariable(source: string, name: string): boolean {
  for (let at = source.indexOf(name); at !== -1; at = source.indexOf(name, at + 1)) {
    const before = source[at - 1] ?? ' ';
    const after = source[at + name.length] ?? ' ';
    if (!NAME_CHARACTER.test(before) && before !== '.' && !NAME_CHARACTER.test(after)) return true;
  }
  return false;
}

/** The filter's variable names when it has them, else the variables the condition mentions; and the kind of change. */
function reactsTo(definition: ConditionalDefinition, change: VariableChange): boolean {
  if (!definition.variableEvents.includes(change.event)) return false;
  return definition.variableNames ? definition.variableNames.includes(change.name) : mentionsVariable(definition.condition, change.name);
}

/** The change is in the owner's scope or an enclosing one, and no scope in between hides it with a variable of its own. */
function sees(context: ProcessingContext, owner: ElementInstance, change: VariableChange): boolean {
  for (const key of scopeChain(context, owner.key)) {
    if (key === change.scopeKey) return true;
    if (context.state.variables.get(key)?.has(change.name)) return false;
  }
  return false;
}

function conditionOf(context: ProcessingContext, subscription: EventSubscription): ConditionalDefinition {
  const definition = context.element(subscription.elementId).eventDefinition;
  if (definition?.kind !== 'conditional') throw new Error(`subscription ${subscription.key} waits for no condition`);
  return definition;
}

/**
 * As in Zeebe, top-down: the subscriptions of outer scopes first, and on one element its boundary events before the
 * event sub-processes inside it; an event that interrupts ends the subscriptions below it before they are looked at.
 */
function topDown(context: ProcessingContext, subscriptions: EventSubscription[]): EventSubscription[] {
  const rank = (subscription: EventSubscription) => {
    const depth = scopeChain(context, subscription.elementInstanceKey).length;
    return depth * 2 + (context.element(subscription.elementId).type === 'BOUNDARY_EVENT' ? 0 : 1);
  };
  return subscriptions
    .map((subscription) => ({ subscription, rank: rank(subscription) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ subscription }) => subscription);
}

/**
 * Evaluates the conditions the command gave cause to: each conditional subscription opened since the last check (its
 * scope activated) or whose element's incident was resolved, and each one a variable write reached (visible to it, a variable it depends on, a kind of change
 * its filter takes). Each is evaluated once however many of its variables changed; a true condition triggers its event,
 * a failing one (or one that is not a boolean) is an incident on the element that waits. Returns whether an event
 * triggered, so that the tokens it started run before the next check.
 */
export function checkConditions(context: ProcessingContext): boolean {
  const watch = context.conditions;
  if (!watch?.pending) return false;
  const { opened, changes, resolved } = watch.take();
  const due = new Map<string, EventSubscription>();
  for (const key of opened) {
    const subscription = context.state.subscriptions.get(key);
    if (subscription) due.set(key, subscription);
  }
  if (changes.length > 0 || resolved.length > 0) {
    for (const subscription of context.state.subscriptions.values()) {
      if (subscription.kind !== 'conditional' || due.has(subscription.key)) continue;
      if (resolved.includes(subscription.elementInstanceKey)) {
        due.set(subscription.key, subscription);
        continue;
      }
      const owner = context.state.elementInstances.get(subscription.elementInstanceKey);
      const definition = conditionOf(context, subscription);
      if (owner && changes.some((change) => reactsTo(definition, change) && sees(context, owner, change))) due.set(subscription.key, subscription);
    }
  }
  let triggered = false;
  for (const subscription of topDown(context, [...due.values()])) {
    const owner = context.state.elementInstances.get(subscription.elementInstanceKey);
    if (!context.state.subscriptions.has(subscription.key) || !owner || isEnded(owner) || owner.state !== 'ACTIVATED') continue;
    if (evaluate(context, subscription, owner)) {
      fireSubscription(context, subscription, owner, { messageKey: null, variables: {} });
      triggered = true;
    }
  }
  return triggered;
}

/** Whether the condition holds in the owner's scope; null (a variable not there yet) does not. */
function evaluate(context: ProcessingContext, subscription: EventSubscription, owner: ElementInstance): boolean {
  const { condition } = conditionOf(context, subscription);
  const result = evaluateFeel(condition, visibleVariables(context, owner.key), context.ports.now());
  if (result.ok && (typeof result.value === 'boolean' || result.value === null)) return result.value === true;
  const why = result.ok ? `it was ${valueText(result.value)}` : result.message;
  // One incident at a time on an element; the condition is checked again at the next change of its variables.
  if (owner.incidentKey === null) {
    const message = `Expected the condition '${condition}' of '${subscription.elementId}' to be true or false, but ${why}`;
    raiseIncident(context, owner, { errorType: 'CONDITION_ERROR', message }, 'ACTIVATE');
  }
  return false;
}
