import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
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

/** How many released locks one round of the Citus variant deletes at most. */
const DELETE_BATCH = 500;

/** Not held: the instance it names no longer runs (a suspended one still holds its key). */
const RELEASED = `not exists (select 1 from process_instance p where p.key = l.process_instance_key and p.state in ('ACTIVE', 'SUSPENDED'))`;
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
  /** false on Citus: locks and instances are distributed apart (scale-out/distribution.ts). */
  private readonly colocated: boolean;

  constructor(
    private readonly pg: PgPool,
    config: EngineConfig,
  ) {
    this.colocated = config.databaseMode !== 'citus';
  }

  /** The lock the instance held, if it was started by a message with a correlation key. */
  async heldBy(processInstanceKey: string): Promise<ReleasedLock | null> {
    const [row] = await this.pg.query<LockRow>(`select tenant_id, bpmn_process_id, correlation_key from message_start_lock where process_instance_key = $1`, [
      processInstanceKey,
    ]);
    return row ? toLock(row) : null;
  }

  async releasedWithWaitingMessage(now: number, limit: number): Promise<ReleasedLock[]> {
    if (!this.colocated) return this.apart(`l.process_instance_key is not null and ${MESSAGE_WAITS}`, now, limit);
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
    if (!this.colocated) {
      const released = await this.apart(`l.claimed_at < now() - interval '1 minute' and not ${MESSAGE_WAITS}`, now, DELETE_BATCH);
      if (released.length === 0) return;
      // Each only as it was read: a lock a starter took over meanwhile has a fresh claimed_at and stays.
      await this.pg.query(
        `delete from message_start_lock l
          using unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as r(tenant_id, bpmn_process_id, correlation_key, claimed_at)
          where l.tenant_id = r.tenant_id and l.bpmn_process_id = r.bpmn_process_id and l.correlation_key = r.correlation_key
            and l.claimed_at = r.claimed_at`,
        [
          released.map((lock) => lock.tenantId),
          released.map((lock) => lock.bpmnProcessId),
          released.map((lock) => lock.correlationKey),
          released.map((lock) => lock.claimedAt),
        ],
      );
      return;
    }
    await this.pg.query(
      `delete from message_start_lock where ctid in (
         select l.ctid from message_start_lock l
          where l.claimed_at < now() - interval '1 minute' and ${RELEASED} and not ${MESSAGE_WAITS}
          for update skip locked)`,
      [new Date(now).toISOString()],
    );
  }

  /**
   * On Citus, where the locks are distributed by correlation key and the instances by their key, RELEASED in two
   * statements (Citus refuses a subquery joining tables distributed apart): the locks matching `where`, then which of
   * their instances are still active.
   */
  private async apart(where: string, now: number, limit: number): Promise<(ReleasedLock & { claimedAt: Date })[]> {
    const rows = await this.pg.query<LockRow & { process_instance_key: string | null; claimed_at: Date }>(
      `select l.tenant_id, l.bpmn_process_id, l.correlation_key, l.process_instance_key::text as process_instance_key, l.claimed_at
         from message_start_lock l where ${where} limit ${limit}`,
      [new Date(now).toISOString()],
    );
    const held = rows.flatMap((row) => (row.process_instance_key === null ? [] : [row.process_instance_key]));
    const active = new Set(
      held.length === 0
        ? []
        : (
            await this.pg.query<{ key: string }>(
              `select key::text as key from process_instance where key = any($1::bigint[]) and state in ('ACTIVE', 'SUSPENDED')`,
              [held],
            )
          ).map((row) => row.key),
    );
    return rows
      .filter((row) => row.process_instance_key === null || !active.has(row.process_instance_key))
      .map((row) => ({ ...toLock(row), claimedAt: row.claimed_at }));
  }
}
