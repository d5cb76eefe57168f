import type { ProcessInstanceState } from '../model/instance-state.js';
import type { CompletionVariablesStored, OutputElementCollected, VariableCreated, VariableUpdated } from '../model/runtime-event.js';
import { noteWriteWhileSuspended } from './suspension.applier.js';
import { bumpRevisionOfTasksSeeing } from './user-task.applier.js';

export function applyVariableWritten(state: ProcessInstanceState, event: VariableCreated | VariableUpdated): void {
  let scope = state.variables.get(event.scopeKey);
  if (!scope) {
    scope = new Map();
    state.variables.set(event.scopeKey, scope);
  }
  scope.set(event.name, { key: event.variableKey, scopeKey: event.scopeKey, name: event.name, value: event.value });
  bumpRevisionOfTasksSeeing(state, event);
  noteWriteWhileSuspended(state, event);
}

/**
 * Replaces one item of the output collection. Sibling user tasks see the collection but keep their revision: it is
 * the body's bookkeeping, and bumping every open task of a large multi-instance at each completion rewrote them all.
 */
export function applyOutputElementCollected(state: ProcessInstanceState, event: OutputElementCollected): void {
  const variable = state.variables.get(event.scopeKey)?.get(event.name);
  if (!variable || !Array.isArray(variable.value)) throw new Error(`OutputElementCollected: no output collection ${event.name} in ${event.scopeKey}`);
  const collection = [...variable.value];
  collection[event.position - 1] = event.value;
  state.variables.get(event.scopeKey)?.set(event.name, { ...variable, value: collection });
}

export function applyCompletionVariablesStored(state: ProcessInstanceState, event: CompletionVariablesStored): void {
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (!instance) throw new Error(`CompletionVariablesStored: no element instance ${event.elementInstanceKey}`);
  instance.completionVariables = event.variables;
}
