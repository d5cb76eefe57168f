import { Injectable } from '@nestjs/common';
import type { ExecutableProcess } from '@baton/bpmn-model';
import type { JsonObject, JsonValue } from '@baton/feel';
import type { ClusterVariables } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';

/** How long a tenant's cluster variables are read from memory: a change made by another engine process shows within it. */
const FRESH_MS = 1_000;

/**
 * The cluster variables a tenant's commands see, read once a second at most per tenant (as the global task listeners
 * are): this engine process forgets them at once when it changes one; others see a change within {@link FRESH_MS}.
 * Camunda resolves them when an expression is evaluated; here, once per command, which is the same for all of a
 * command's expressions.
 */
@Injectable()
export class ClusterVariableStore {
  private readonly cached = new Map<string, { at: number; variables: ClusterVariables }>();

  constructor(private readonly pg: PgPool) {}

  async forTenant(tenantId: string): Promise<ClusterVariables> {
    const hit = this.cached.get(tenantId);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.variables;
    const rows = await this.pg.query<{ tenant_id: string | null; name: string; value: JsonValue }>(
      'select tenant_id, name, value from cluster_variable where tenant_id is null or tenant_id = $1',
      [tenantId],
    );
    const cluster: JsonObject = {};
    const tenant: JsonObject = {};
    for (const row of rows) (row.tenant_id === null ? cluster : tenant)[row.name] = row.value;
    const variables: ClusterVariables = { cluster, tenant };
    this.cached.set(tenantId, { at: Date.now(), variables });
    return variables;
  }

  /** A global variable changes what every tenant sees. */
  forget(tenantId: string | null): void {
    if (tenantId === null) this.cached.clear();
    else this.cached.delete(tenantId);
  }
}

/** Compiled processes are immutable and long-lived: whether one names `camunda.vars` is read from each once. */
const namesClusterVariablesOf = new WeakMap<ExecutableProcess, boolean>();

/** Only the commands of a process whose expressions name `camunda.vars` read the cluster variables. */
export function namesClusterVariables(process: ExecutableProcess): boolean {
  let names = namesClusterVariablesOf.get(process);
  if (names === undefined) {
    names = JSON.stringify([process.elements, process.flows]).includes('camunda.vars');
    namesClusterVariablesOf.set(process, names);
  }
  return names;
}
