import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { partitionSql } from '../runtime/partition.js';

interface HandOverRow {
  process_instance_key: string;
  key: string;
  opened: boolean;
  correlation_key: string;
  message_name: string;
  tenant_id: string;
  bpmn_process_id: string;
  created_at: string;
}

/** A hand-over is taken up by the sweep once its own engine had this long to do it after the commit. */
const SWEEP_AFTER = '5 seconds';
/** Hand-overs per round of the sweep; the next round takes the rest. */
const SWEEP_BATCH = 500;

const COLUMNS = `process_instance_key::text as process_instance_key, key::text as key, opened, correlation_key, message_name, tenant_id,
  bpmn_process_id, created_at::text as created_at`;

/**
 * The copies of open message subscriptions on their correlation key's shard (Citus mode; migration 0056), so that a
 * publication finds what waits for it on one shard. The command that opens or closes a subscription writes a
 * hand-over row on its instance's shard (message-subscription-outbox.ts); right after its commit the copy is written
 * or deleted in a commit of its own on the correlation key's shard, and the hand-over row deleted: two single-shard
 * commits and no two-shard transaction. A copy carries the time its subscription opened: a close deletes only a copy
 * opened before it, so hand-overs of one subscription may run late or twice, in any order, and never delete the copy
 * of a subscription opened again since. A copy left over (a close not yet handed over) costs a publication one
 * refused trigger, after which it is forgotten.
 */
@Injectable()
export class MessageSubscriptionCopies {
  /** Citus mode; on one PostgreSQL a publication reads event_subscription itself and nothing here runs. */
  readonly enabled: boolean;

  constructor(
    private readonly pg: PgPool,
    config: EngineConfig,
  ) {
    this.enabled = config.databaseMode === 'citus';
  }

  /** Hands over what the instance's committed commands asked for (its shard only), oldest first. */
  async handOver(processInstanceKey: string): Promise<void> {
    const rows = await this.pg.query<HandOverRow>(
      `select ${COLUMNS} from message_subscription_outbox
        where process_instance_key = $1 and partition_id = ${partitionSql('$1')} order by created_at, opened`,
      [processInstanceKey],
    );
    for (const row of rows) await this.apply(row);
  }

  /** Hands over what an engine process did not right after its commit (it died, or the hand-over failed); returns how many. */
  async sweep(): Promise<number> {
    const rows = await this.pg.query<HandOverRow>(
      `select ${COLUMNS} from message_subscription_outbox where created_at < now() - interval '${SWEEP_AFTER}' order by created_at, opened limit ${SWEEP_BATCH}`,
    );
    for (const row of rows) await this.apply(row);
    return rows.length;
  }

  /** A publication found the copy's subscription no longer waiting: the copy it read goes, not one written since. */
  async forget(correlationKey: string, key: string, openedAt: string): Promise<void> {
    await this.pg.query(`delete from message_subscription where correlation_key = $1 and key = $2 and opened_at = $3::timestamptz`, [
      correlationKey,
      key,
      openedAt,
    ]);
  }

  private async apply(row: HandOverRow): Promise<void> {
    if (row.opened) {
      await this.pg.query(
        `insert into message_subscription (correlation_key, key, message_name, tenant_id, process_instance_key, bpmn_process_id, opened_at)
         values ($1, $2, $3, $4, $5, $6, $7::timestamptz)
         on conflict on constraint message_subscription_pkey do update set opened_at = excluded.opened_at, message_name = excluded.message_name,
           tenant_id = excluded.tenant_id, bpmn_process_id = excluded.bpmn_process_id
         where message_subscription.opened_at < excluded.opened_at`,
        [row.correlation_key, row.key, row.message_name, row.tenant_id, row.process_instance_key, row.bpmn_process_id, row.created_at],
      );
    } else {
      await this.pg.query(`delete from message_subscription where correlation_key = $1 and key = $2 and opened_at < $3::timestamptz`, [
        row.correlation_key,
        row.key,
        row.created_at,
      ]);
    }
    // A later hand-over of the same subscription and direction took the row over meanwhile: it stays for its own turn.
    await this.pg.query(
      `delete from message_subscription_outbox where process_instance_key = $1 and partition_id = ${partitionSql('$1')}
          and key = $2 and opened = $3 and created_at = $4::timestamptz`,
      [row.process_instance_key, row.key, row.opened, row.created_at],
    );
  }
}
