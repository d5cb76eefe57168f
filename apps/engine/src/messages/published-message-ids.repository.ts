import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import type { Message } from './message.js';

/** Ids forgotten per statement, so the cleanup never holds many row locks at once. */
const CLEANUP_BATCH = 1000;

const DELETE_EXPIRED_SQL = `
  with expired as (
    delete from published_message_id where ctid in (
      select ctid from published_message_id where published_at <= $1 order by published_at limit ${CLEANUP_BATCH})
    returning 1
  )
  select count(*)::text as deleted from expired`;

/** DELETE_EXPIRED_SQL on Citus, which cannot plan a delete by ctid over shards: by primary key, checked again. */
const DELETE_EXPIRED_BY_KEY_SQL = `
  with expired as (
    delete from published_message_id
     where (tenant_id, name, correlation_key, message_id) in (
             select tenant_id, name, correlation_key, message_id from published_message_id
              where published_at <= $1 order by published_at limit ${CLEANUP_BATCH})
       and published_at <= $1
    returning 1
  )
  select count(*)::text as deleted from expired`;

/**
 * The message ids published within the idempotency window (IDEMPOTENCY_TTL_HOURS), per tenant, name and
 * correlation key: a publication with one of them has no second effect, whatever either's time to live.
 */
@Injectable()
export class PublishedMessageIds {
  constructor(
    private readonly pg: PgPool,
    private readonly config: EngineConfig,
  ) {}

  /** Records the id for this message (in the publication's transaction); false when it was published within the window (one statement, so races have one winner). */
  async claim(sql: SqlRunner, message: Pick<Message, 'key' | 'tenantId' | 'name' | 'correlationKey'>, messageId: string, now: number): Promise<boolean> {
    const rows = await sql.query<{ message_key: string }>(
      `insert into published_message_id (tenant_id, name, correlation_key, message_id, message_key, published_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (tenant_id, name, correlation_key, message_id) do update
         set message_key = excluded.message_key, published_at = excluded.published_at
         where published_message_id.published_at <= $7
       returning message_key`,
      [message.tenantId, message.name, message.correlationKey, messageId, message.key, new Date(now), new Date(this.windowStart(now))],
    );
    return rows.length === 1;
  }

  /** Forgets ids published before the window; returns how many went. */
  async deleteExpired(now: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [row] = await this.pg.query<{ deleted: string }>(this.config.databaseMode === 'citus' ? DELETE_EXPIRED_BY_KEY_SQL : DELETE_EXPIRED_SQL, [
        new Date(this.windowStart(now)),
      ]);
      const deleted = Number(row?.deleted ?? 0);
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }

  private windowStart(now: number): number {
    return now - this.config.idempotencyTtlHours * 3_600_000;
  }
}
