import type { ExecutableElement } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { elementEventBase } from '../processing/processing-context.js';
import { succeeded, type StepResult } from '../processing/step-failure.js';
import { scheduleCompletion } from '../processing/token-steps.js';
import { throwToCallingInstance } from './call-hierarchy.behaviour.js';
import { catchEvent, findCatcher, interrupts } from './event-catch.behaviour.js';
import { evaluateString } from './expression.behaviour.js';
import { visibleVariables } from './variable.behaviour.js';

/**
 * An escalation throw or end event, as in Zeebe: the innermost escalation boundary event or event sub-process that
 * catches the code starts (without variables); an interrupting one ends the throwing event with everything else it
 * interrupts, otherwise the throwing event goes on (an end event ends). An escalation nothing in this instance catches
 * goes on to the calling instance, if any, while the event waits for the verdict there; one nothing catches anywhere
 * is no incident: the history records it, and the event goes on.
 */
export function throwEscalation(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const definition = element.eventDefinition;
  if (definition?.kind !== 'escalation' || definition.escalationCode === null) throw new Error(`element ${element.id} throws no escalation code`);
  const code = evaluateString(
    definition.escalationCode,
    visibleVariables(context, instance.key),
    `the escalation code of '${element.id}'`,
    context.ports.now(),
  );
  if (!code.ok) return code;
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  const catcher = findCatcher(context, instance, 'escalation', code.value);
  context.emit({
    type: 'EscalationThrown',
    elementInstanceKey: instance.key,
    elementId: element.id,
    escalationCode: code.value,
    catchElementId: catcher?.catchEventId ?? null,
  });
  if (catcher) catchEvent(context, catcher, {});
  else if (throwToCallingInstance(context, { kind: 'escalation', code: code.value, message: null, variables: {}, origin: originOf(context, instance) })) {
    // The calling instance decides: an interrupting catch there ends this instance, anything else lets the event go on.
    return succeeded(null);
  }
  if (!catcher || !interrupts(context, catcher)) scheduleCompletion(context, instance.key);
  return succeeded(null);
}

function originOf(context: ProcessingContext, instance: ElementInstance) {
  return { processInstanceKey: context.state.processInstanceKey, elementInstanceKey: instance.key, jobKey: null };
}
