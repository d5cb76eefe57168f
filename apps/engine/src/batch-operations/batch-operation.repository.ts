import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { stringifyJson } from '../json/json-codec.js';

/** How long an engine process holds a batch it works on; it renews the lease after every chunk of items. */
export const BATCH_LEASE_SECONDS = 5;

export type BatchOperationState = 'CREATED' | 'ACTIVE' | 'SUSPENDED' | 'COMPLETED' | 'PARTIALLY_COMPLETED' | 'CANCELED' | 'FAILED';
export type BatchItemState = 'ACTIVE' | 'COMPLETED' | 'SKIPPED' | 'CANCELED' | 'FAILED';

export interface BatchOperationRow {
  key: string;
  type: string;
  state: BatchOperationState;
  plan: Record<string, unknown>;
  actor_id: string | null;
  actor_type: string | null;
  start_date: Date;
  end_date: Date | null;
  operations_total: number;
  operations_completed: number;
  operations_failed: number;
}

export interface BatchItem {
  itemKey: string;
  processInstanceKey: string;
}

export const BATCH_OPERATION_COLUMNS = `key::text as key, type, state, plan, actor_id, actor_type, start_date, end_date,
  operations_total, operations_completed, operations_failed`;

/** Batch operations and their items; every change of a batch's state is one statement, guarded by the state it expects. */
@Injectable()
export class BatchOperations {
  constructor(private readonly pg: PgPool) {}

  /**
   * Creates an ACTIVE batch with one item per row that `itemsSql` (a `select key, process_instance_key, tenant_id
   * from …`: the item, its process instance, its tenant; its $1… are `params`) finds, in one statement: the items are
   * fixed when the batch is created, and with them the tenants the batch touches (`tenant_ids`, those of its items),
   * which a caller must all see to see the batch.
   * A batch without items touches the tenants of its creator (`tenantIds`; null: every tenant), so that it is
   * its creator's to see, not everybody's. (Batches created before kept their creator's tenants there: as the
   * creator saw only instances of those, they hold every tenant the batch touches, and maybe more.)
   */
  async create(
    batch: { key: string; type: string; plan: unknown; tenantIds: string[] | null; actorId: string; actorType: string; now: number },
    itemsSql: string,
    params: unknown[],
  ): Promise<number> {
    const offset = 7;
    const shifted = itemsSql.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + offset}`);
    const [row] = await this.pg.query<{ total: number }>(
      `with found as materialized (${shifted}), items as (
         insert into batch_operation_item (batch_operation_key, item_key, process_instance_key, state)
         select $1::bigint, f.key, f.process_instance_key, 'ACTIVE' from found f
         returning 1
       ), touched as (
         select jsonb_agg(distinct f.tenant_id order by f.tenant_id) as tenant_ids from found f
       ), batch as (
         insert into batch_operation (key, type, state, plan, tenant_ids, actor_id, actor_type, start_date, operations_total)
         select $1::bigint, $2, 'ACTIVE', $3::jsonb, coalesce((select tenant_ids from touched), $4::jsonb), $5, $6, $7::timestamptz,
                (select count(*) from items)
         returning operations_total
       )
       select operations_total as total from batch`,
      [
        batch.key,
        batch.type,
        stringifyJson(batch.plan),
        batch.tenantIds === null ? null : JSON.stringify(batch.tenantIds),
        batch.actorId,
        batch.actorType,
        new Date(batch.now).toISOString(),
        ...params,
      ],
    );
    return row?.total ?? 0;
  }

  async find(key: string): Promise<BatchOperationRow | null> {
    const [row] = await this.pg.query<BatchOperationRow>(`select ${BATCH_OPERATION_COLUMNS} from batch_operation where key = $1`, [key]);
    return row ?? null;
  }

  /** Moves the batch from one of `from` to `to`; false when it was in none of them. */
  async transition(key: string, from: BatchOperationState[], to: BatchOperationState): Promise<boolean> {
    const ended = to === 'CANCELED' || to === 'COMPLETED' || to === 'PARTIALLY_COMPLETED';
    const rows = await this.pg.query(
      `with b as (
         update batch_operation set state = $3, lease_until = null, end_date = case when $4 then now() else end_date end
          where key = $1 and state = any($2::text[]) returning key
       ), canceled as (
         update batch_operation_item set state = 'CANCELED', processed_date = now()
          where $3 = 'CANCELED' and batch_operation_key = (select key from b) and state = 'ACTIVE'
       )
       select key from b`,
      [key, from, to, ended],
    );
    return rows.length === 1;
  }

  /** Takes an ACTIVE batch nobody holds (or whose holder's lease ran out: it died), for BATCH_LEASE_SECONDS. */
  async leaseNext(): Promise<BatchOperationRow | null> {
    const [row] = await this.pg.query<BatchOperationRow>(
      `update batch_operation set lease_until = now() + make_interval(secs => ${BATCH_LEASE_SECONDS})
        where key = (select key from batch_operation where state = 'ACTIVE' and (lease_until is null or lease_until < now())
                      order by key limit 1 for update skip locked)
       returning ${BATCH_OPERATION_COLUMNS}`,
    );
    return row ?? null;
  }

  /** Renews the lease while the batch is still ACTIVE; false once it was suspended or canceled. */
  async renew(key: string): Promise<boolean> {
    const rows = await this.pg.query(
      `update batch_operation set lease_until = now() + make_interval(secs => ${BATCH_LEASE_SECONDS}) where key = $1 and state = 'ACTIVE' returning key`,
      [key],
    );
    return rows.length === 1;
  }

  async openItems(key: string, limit: number): Promise<BatchItem[]> {
    return this.pg.query<BatchItem>(
      `select item_key::text as "itemKey", process_instance_key::text as "processInstanceKey" from batch_operation_item
        where batch_operation_key = $1 and state = 'ACTIVE' order by item_key limit $2`,
      [key, limit],
    );
  }

  /**
   * Records how an item went and counts it, once: an item processed already (by an engine that died after it) is not
   * counted again. One the operator canceled while it was under way gets what really happened to its instance.
   * The batch's row is locked before the item's, as a cancellation (transition) locks them: item first, the two
   * deadlocked, and PostgreSQL failed one of them (a cancellation answered 500).
   */
  async finishItem(key: string, itemKey: string, state: Exclude<BatchItemState, 'ACTIVE' | 'CANCELED'>, errorMessage: string | null): Promise<void> {
    await this.pg.query(
      `with b as (select key from batch_operation where key = $1 for no key update),
       i as (
         update batch_operation_item set state = $3, processed_date = now(), error_message = $4
          where batch_operation_key = (select key from b) and item_key = $2 and state in ('ACTIVE', 'CANCELED') returning state
       )
       update batch_operation set operations_completed = operations_completed + (select count(*) from i where state <> 'FAILED'),
                                  operations_failed = operations_failed + (select count(*) from i where state = 'FAILED')
        where key = (select key from b)`,
      [key, itemKey, state, errorMessage],
    );
  }

  /** Ends a batch with no item left: COMPLETED, or PARTIALLY_COMPLETED when some failed. */
  async complete(key: string): Promise<void> {
    await this.pg.query(
      `update batch_operation set state = case when operations_failed > 0 then 'PARTIALLY_COMPLETED' else 'COMPLETED' end,
              end_date = now(), lease_until = null
        where key = $1 and state = 'ACTIVE'
          and not exists (select 1 from batch_operation_item where batch_operation_key = $1 and state = 'ACTIVE')`,
      [key],
    );
  }
}
