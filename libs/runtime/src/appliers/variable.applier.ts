import type { ProcessInstanceState } from '../model/instance-state.js';
import type { CompletionVariablesStored, VariableCreated, VariableUpdated } from '../model/runtime-event.js';
import { bumpRevisionOfTasksSeeing } from './user-task.applier.js';

export function applyVariableWritten(state: ProcessInstanceState, event: VariableCreated | VariableUpdated): void {
  let scope = state.variables.get(event.scopeKey);
  if (!scope) {
    scope = new Map();
    state.variables.set(event.scopeKey, scope);
  }
  scope.set(event.name, { key: event.variableKey, scopeKey: event.scopeKey, name: event.name, value: event.value });
  bumpRevisionOfTasksSeeing(state, event);
}

export function applyCompletionVariablesStored(state: ProcessInstanceState, event: CompletionVariablesStored): void {
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (!instance) throw new Error(`CompletionVariablesStored: no element instance ${event.elementInstanceKey}`);
  instance.completionVariables = event.variables;
}
