import { Injectable } from '@nestjs/common';
import type { SqlRunner } from '../database/database.js';
import type { ProcessDefinition } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { StartEventSubscriptions } from '../deployment/start-event-subscriptions.js';
import { KeyGenerator } from '../runtime/key-generator.js';

/**
 * The start events of a process wait for the latest version only. When that version is deleted, the latest version
 * left takes over, as in Zeebe: its timer, message and signal start events wait again (its timers from now).
 */
@Injectable()
export class StartEventsAfterDeletion {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly subscriptions: StartEventSubscriptions,
    private readonly keys: KeyGenerator,
  ) {}

  /** Runs in the deletion's transaction, after `deleted` was marked deleted. */
  async afterDeletion(sql: SqlRunner, deleted: ProcessDefinition, now: number): Promise<void> {
    const live = `from process_definition where bpmn_process_id = $1 and tenant_id = $2 and deleted_at is null`;
    const [newer] = await sql.query(`select 1 ${live} and version > $3 limit 1`, [deleted.bpmnProcessId, deleted.tenantId, deleted.version]);
    // A later version's start events wait, not those of the deleted one: nothing changes.
    if (newer) return;
    const [previous] = await sql.query<{ key: string }>(`select key::text ${live} order by version desc limit 1`, [deleted.bpmnProcessId, deleted.tenantId]);
    const successor = previous ? await this.definitions.findByKey(previous.key) : null;
    if (!successor) {
      await sql.query(`delete from start_event_subscription where bpmn_process_id = $1 and tenant_id = $2`, [deleted.bpmnProcessId, deleted.tenantId]);
      return;
    }
    await this.keys.reserve();
    await this.subscriptions.replace(sql, successor, now);
  }
}
