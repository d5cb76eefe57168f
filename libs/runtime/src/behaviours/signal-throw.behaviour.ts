import type { ExecutableElement } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { boundedName, evaluateValue } from './expression.behaviour.js';
import { passThrough } from './pass-through.behaviour.js';
import { visibleVariables } from './variable.behaviour.js';
import { valueText } from './value-text.js';

/** As in Zeebe, a signal (or an error) carries the throw event's own variables: those its input mappings created. */
export function localVariables(context: ProcessingContext, instance: ElementInstance): JsonObject {
  const variables: JsonObject = {};
  for (const variable of context.state.variables.get(instance.key)?.values() ?? []) variables[variable.name] = variable.value;
  return variables;
}

/** A none event passes through; a signal event first throws its signal, which the engine broadcasts after commit. */
export function throwSignalAndPass(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const definition = element.eventDefinition;
  if (definition?.kind === 'signal') {
    const name = evaluateValue(definition.signalName, visibleVariables(context, instance.key), 'EXTRACT_VALUE_ERROR', context.ports.now());
    if (!name.ok) return name;
    if (typeof name.value !== 'string' || name.value === '') {
      return failed('EXTRACT_VALUE_ERROR', `Expected the signal name of '${element.id}' to be a non-empty string, but it was ${valueText(name.value)}`);
    }
    const bounded = boundedName(name.value, `the signal name of '${element.id}'`);
    if (!bounded.ok) return bounded;
    context.emit({
      type: 'SignalThrown',
      signalKey: context.ports.nextKey(),
      signalName: name.value,
      elementId: element.id,
      variables: localVariables(context, instance),
    });
  }
  passThrough(context, instance);
  return succeeded(null);
}
