import { Injectable } from '@nestjs/common';
import type { JsonObject } from '@baton/feel';
import type { SqlRunner } from '../database/database.js';
import { EngineProcessId } from '../database/engine-process-id.js';
import { LeasedRows } from '../database/leased-rows.js';
import { PgPool } from '../database/pg-pool.js';
import type { Signal } from './signal.js';
import { stringifyJson } from '../json/json-codec.js';

/**
 * How long a broadcaster holds a signal (the database's clock, shared by every engine process). A broadcast that
 * takes longer may be started again by another engine; a signal is delivered at least once, never lost.
 */
export const SIGNAL_LEASE_SECONDS = 300;

interface OutboxRow {
  key: string;
  signal_name: string;
  tenant_id: string;
  variables: JsonObject;
  created_at: Date;
}

const COLUMNS = `key::text as key, signal_name, tenant_id, variables, created_at`;

const toSignal = (row: OutboxRow): Signal => ({
  key: row.key,
  name: row.signal_name,
  tenantId: row.tenant_id,
  variables: row.variables,
  createdAt: row.created_at,
});

/**
 * Signals waiting to be broadcast. Instances write theirs in the statement that throws them; the API writes its
 * own before broadcasting. A row is leased while broadcast and deleted once done, so a crash in between only
 * delays the signal until the lease runs out and the sweep picks it up.
 */
@Injectable()
export class SignalOutbox {
  private readonly rows: LeasedRows<OutboxRow>;

  constructor(
    private readonly pg: PgPool,
    holder: EngineProcessId,
  ) {
    this.rows = new LeasedRows(pg, 'signal_outbox', COLUMNS, SIGNAL_LEASE_SECONDS, holder);
  }

  /** Records a signal already leased by the caller, who broadcasts it right away (in the caller's transaction). */
  async addLeased(sql: SqlRunner, signal: Signal, createdAt: number): Promise<void> {
    await sql.query(
      `insert into signal_outbox (key, signal_name, tenant_id, variables, created_at, lease_until, leased_by)
       values ($1, $2, $3, $4::jsonb, $5, ${this.rows.lease}, $6)`,
      [signal.key, signal.name, signal.tenantId, stringifyJson(signal.variables), new Date(createdAt).toISOString(), this.rows.holderId],
    );
  }

  /** Leases one signal by key; null when it is gone (broadcast already) or another broadcaster holds it. */
  async lease(key: string): Promise<Signal | null> {
    const row = await this.rows.leaseOne(key);
    return row ? toSignal(row) : null;
  }

  /** Leases the oldest signals nobody holds, skipping rows other engines are leasing at this moment. */
  async leaseDue(limit: number): Promise<Signal[]> {
    return (await this.rows.leaseDue(limit)).map(toSignal);
  }

  async remove(key: string): Promise<void> {
    await this.pg.query(`delete from signal_outbox where key = $1`, [key]);
  }
}
