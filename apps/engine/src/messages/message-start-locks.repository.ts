import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';

export interface ReleasedLock {
  tenantId: string;
  bpmnProcessId: string;
  correlationKey: string;
}

interface LockRow {
  tenant_id: string;
  bpmn_process_id: string;
  correlation_key: string;
}

const toLock = (row: LockRow): ReleasedLock => ({ tenantId: row.tenant_id, bpmnProcessId: row.bpmn_process_id, correlationKey: row.correlation_key });

/** Not held: the instance it names is no longer ACTIVE. */
const RELEASED = `not exists (select 1 from process_instance p where p.key = l.process_instance_key and p.state = 'ACTIVE')`;
/** A live buffered message that may start the process with this key and has not reached it yet. */
const MESSAGE_WAITS = `exists (
  select 1 from message m
    join start_event_subscription s on s.kind = 'message' and s.bpmn_process_id = l.bpmn_process_id
                             and s.tenant_id = m.tenant_id and s.message_name = m.name
   where m.tenant_id = l.tenant_id and m.correlation_key = l.correlation_key and m.expires_at > $1
     and not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = l.bpmn_process_id))`;

/**
 * The message start event locks seen from outside a start: which were released while a buffered message with
 * their key waits (Zeebe then starts the next instance with it), and which can go.
 */
@Injectable()
export class MessageStartLocks {
  constructor(private readonly pg: PgPool) {}

  /** The lock the instance held, if it was started by a message with a correlation key. */
  async heldBy(processInstanceKey: string): Promise<ReleasedLock | null> {
    const [row] = await this.pg.query<LockRow>(`select tenant_id, bpmn_process_id, correlation_key from message_start_lock where process_instance_key = $1`, [
      processInstanceKey,
    ]);
    return row ? toLock(row) : null;
  }

  async releasedWithWaitingMessage(now: number, limit: number): Promise<ReleasedLock[]> {
    const rows = await this.pg.query<LockRow>(
      `select l.tenant_id, l.bpmn_process_id, l.correlation_key from message_start_lock l
        where l.process_instance_key is not null and ${RELEASED} and ${MESSAGE_WAITS}
        limit ${limit}`,
      [new Date(now).toISOString()],
    );
    return rows.map(toLock);
  }

  /**
   * Deletes released locks no message waits for. Rows a starter holds are skipped, and a row a starter just took
   * over is left alone by its fresh claimed_at (the NOT EXISTS sees an older snapshot than the row lock does).
   */
  async deleteReleased(now: number): Promise<void> {
    await this.pg.query(
      `delete from message_start_lock where ctid in (
         select l.ctid from message_start_lock l
          where l.claimed_at < now() - interval '1 minute' and ${RELEASED} and not ${MESSAGE_WAITS}
          for update skip locked)`,
      [new Date(now).toISOString()],
    );
  }
}
