import { type JsonObject, type JsonValue, jsonEquals } from '@baton/feel';
import type { ProcessingContext } from '../processing/processing-context.js';

/** Scope keys from the given scope out to the process instance. */
export function scopeChain(context: Pick<ProcessingContext, 'state'>, scopeKey: string): string[] {
  const chain: string[] = [];
  let current: string | null = scopeKey;
  while (current !== null) {
    chain.push(current);
    current = context.state.elementInstances.get(current)?.flowScopeKey ?? null;
  }
  return chain;
}

/**
 * The variables visible in a scope: inner scopes shadow outer ones. With cluster variables in the ports, `camunda.vars`
 * holds them (`cluster`, `tenant`, and `env`: the tenant's over the global ones), below every process variable, as
 * Camunda resolves them: a process variable named `camunda` shadows the namespace.
 */
export function visibleVariables(
  context: Pick<ProcessingContext, 'state'> & { ports?: Pick<ProcessingContext['ports'], 'clusterVariables'> },
  scopeKey: string,
): JsonObject {
  const cluster = context.ports?.clusterVariables;
  const visible: JsonObject = cluster
    ? { camunda: { vars: { cluster: cluster.cluster, tenant: cluster.tenant, env: { ...cluster.cluster, ...cluster.tenant } } } }
    : {};
  for (const key of scopeChain(context, scopeKey).reverse()) {
    for (const variable of context.state.variables.get(key)?.values() ?? []) visible[variable.name] = variable.value;
  }
  return visible;
}

/** Writes one variable into exactly this scope; an unchanged value writes nothing. */
export function setLocalVariable(context: ProcessingContext, scopeKey: string, name: string, value: JsonValue): void {
  const existing = context.state.variables.get(scopeKey)?.get(name);
  if (!existing) {
    context.emit({ type: 'VariableCreated', variableKey: context.ports.nextKey(), scopeKey, name, value });
  } else if (!jsonEquals(existing.value, value)) {
    context.emit({ type: 'VariableUpdated', variableKey: existing.key, scopeKey, name, value });
  }
}

export function setLocalVariables(context: ProcessingContext, scopeKey: string, document: JsonObject): void {
  for (const [name, value] of Object.entries(document)) setLocalVariable(context, scopeKey, name, value);
}

/**
 * Zeebe's propagation: each variable is updated in the nearest scope (from `scopeKey` outwards) that already
 * has it, and created in the process instance scope otherwise.
 */
export function mergeVariables(context: ProcessingContext, scopeKey: string, document: JsonObject): void {
  const chain = scopeChain(context, scopeKey);
  const rootKey = chain[chain.length - 1] ?? scopeKey;
  for (const [name, value] of Object.entries(document)) {
    const owner = chain.find((key) => context.state.variables.get(key)?.has(name)) ?? rootKey;
    setLocalVariable(context, owner, name, value);
  }
}
