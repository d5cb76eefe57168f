import { Injectable } from '@nestjs/common';
import type { ExecutableProcess } from '@baton/bpmn-model';
import type { GlobalTaskListener } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';

export interface GlobalTaskListenerRow {
  id: string;
  type: string;
  retries: number;
  event_types: string[];
  after_non_global: boolean;
  priority: number;
  source: 'API' | 'CONFIGURATION';
}

export const GLOBAL_TASK_LISTENER_COLUMNS = 'id, type, retries, event_types, after_non_global, priority, source';

/** How long a tenant's listeners are read from memory: a change made by another engine process shows within it. */
const FRESH_MS = 1_000;

const toListener = (row: GlobalTaskListenerRow): GlobalTaskListener => ({
  id: row.id,
  type: row.type,
  retries: row.retries,
  eventTypes: row.event_types,
  afterNonGlobal: row.after_non_global,
  priority: row.priority,
});

/**
 * A tenant's global task listeners for the runtime, read once a second at most per tenant: commands on user tasks
 * need them, and a read per command would add a query to each. This engine process forgets a tenant's at once when it
 * changes them; others see a change within {@link FRESH_MS}.
 */
@Injectable()
export class GlobalTaskListenerStore {
  private readonly cached = new Map<string, { at: number; listeners: readonly GlobalTaskListener[] }>();

  constructor(private readonly pg: PgPool) {}

  async forTenant(tenantId: string): Promise<readonly GlobalTaskListener[]> {
    const hit = this.cached.get(tenantId);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.listeners;
    const rows = await this.pg.query<GlobalTaskListenerRow>(`select ${GLOBAL_TASK_LISTENER_COLUMNS} from global_task_listener where tenant_id = $1`, [
      tenantId,
    ]);
    const listeners = rows.map(toListener);
    this.cached.set(tenantId, { at: Date.now(), listeners });
    return listeners;
  }

  forget(tenantId: string): void {
    this.cached.delete(tenantId);
  }
}

/** Compiled processes are immutable and long-lived: whether one has a Camunda user task is read from each once. */
const hasCamundaUserTaskOf = new WeakMap<ExecutableProcess, boolean>();

/** Only the commands of a process with a Camunda user task may meet a global task listener. */
export function hasCamundaUserTask(process: ExecutableProcess): boolean {
  let has = hasCamundaUserTaskOf.get(process);
  if (has === undefined) {
    has = Object.values(process.elements).some((element) => element.userTask !== undefined);
    hasCamundaUserTaskOf.set(process, has);
  }
  return has;
}
