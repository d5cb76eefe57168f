import { Injectable } from '@nestjs/common';
import type { EventOfType, RuntimeCommand, TimedRuntimeEvent } from '@baton/runtime';
import { EngineConfig } from '../config/engine-config.js';
import { EngineProcessId } from '../database/engine-process-id.js';
import { LeasedRows } from '../database/leased-rows.js';
import { PgPool } from '../database/pg-pool.js';
import { takesRowLocks } from '../database/row-locks.js';
import { partitionSql } from './partition.js';

/**
 * How long one engine holds a command of the outbox while it carries it out (the database's clock, shared by every
 * engine process). A command not done by then is carried out again: at least once, and the target finds it done.
 */
export const OUTBOX_LEASE_SECONDS = 60;

/** A command one instance asked of another (InstanceCommandRequested), as the outbox keeps it. */
export interface OutboxCommand {
  key: string;
  processInstanceKey: string;
  sourceProcessInstanceKey: string;
  command: RuntimeCommand;
  creation: EventOfType<'InstanceCommandRequested'>['creation'];
}

interface OutboxRow {
  key: string;
  process_instance_key: string;
  source_process_instance_key: string;
  command: RuntimeCommand;
  creation: OutboxCommand['creation'];
}

const COLUMNS = `key::text as key, process_instance_key::text as process_instance_key,
  source_process_instance_key::text as source_process_instance_key, command, creation`;

const toCommand = (row: OutboxRow): OutboxCommand => ({
  key: row.key,
  processInstanceKey: row.process_instance_key,
  sourceProcessInstanceKey: row.source_process_instance_key,
  command: row.command,
  creation: row.creation,
});

/** The outbox rows a command's events ask for, written by the instance write (of the source instance) in the same statement. */
export function commandOutboxRows(events: TimedRuntimeEvent[], sourceProcessInstanceKey: string) {
  return events.flatMap((event) =>
    event.type === 'InstanceCommandRequested'
      ? [
          {
            key: event.requestKey,
            processInstanceKey: event.processInstanceKey,
            sourceProcessInstanceKey,
            command: event.command,
            creation: event.creation,
            createdAt: new Date(event.timestamp).toISOString(),
          },
        ]
      : [],
  );
}

/**
 * Commands waiting to be carried out on another instance. Claimed with FOR UPDATE SKIP LOCKED and a lease, so one
 * engine carries out each while the others skip it; deleted once done.
 */
@Injectable()
export class InstanceOutbox {
  private readonly rows: LeasedRows<OutboxRow>;

  constructor(
    private readonly pg: PgPool,
    holder: EngineProcessId,
    config: EngineConfig,
  ) {
    this.rows = new LeasedRows(pg, 'instance_command_outbox', COLUMNS, OUTBOX_LEASE_SECONDS, holder, takesRowLocks(config));
  }

  /** Leases one command by key; null when it is done already or another engine holds it. */
  async lease(key: string): Promise<OutboxCommand | null> {
    const row = await this.rows.leaseOne(key);
    return row ? toCommand(row) : null;
  }

  /** Leases the oldest commands nobody holds, in the order they were asked for. */
  async leaseDue(limit: number): Promise<OutboxCommand[]> {
    return (await this.rows.leaseDue(limit)).map(toCommand);
  }

  /** Hands a command back for the next sweep (it has to wait for another one first). */
  async release(key: string): Promise<void> {
    await this.pg.query(`update instance_command_outbox set lease_until = null where key = $1`, [key]);
  }

  async remove(key: string): Promise<void> {
    await this.pg.query(`delete from instance_command_outbox where key = $1`, [key]);
  }

  /** Whether the creation of this instance is still to be carried out. */
  async creationPending(processInstanceKey: string): Promise<boolean> {
    const rows = await this.pg.query(
      `select 1 from instance_command_outbox where process_instance_key = $1 and partition_id = ${partitionSql('$1')} and creation is not null`,
      [processInstanceKey],
    );
    return rows.length > 0;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.pg.query(`select 1 from instance_command_outbox limit 1`);
    return rows.length === 0;
  }
}
