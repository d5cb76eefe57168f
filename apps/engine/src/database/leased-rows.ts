import { type EngineProcessId, HOLDER_GRACE_SECONDS, holderGoneSql } from './engine-process-id.js';
import type { PgPool } from './pg-pool.js';

/**
 * Outbox tables (signals, instance commands) whose rows one engine process carries out at a time: a row is leased
 * (`lease_until`, on the database's clock shared by every engine) with FOR UPDATE SKIP LOCKED, so the others skip it,
 * and a lease that lapses frees the row for the next sweep. The lease names its holder (`leased_by`): a row whose
 * holder has no connection left (it died) is free a few seconds after it was leased, without waiting for the lease.
 */
export class LeasedRows<Row> {
  readonly lease: string;
  private readonly free: string;

  constructor(
    private readonly pg: PgPool,
    private readonly table: string,
    /** The columns to return, as a `returning` clause lists them. */
    private readonly columns: string,
    leaseSeconds: number,
    private readonly holder: EngineProcessId,
    /** false on Citus (row-locks.ts): the lease's update checks again that the row is free. */
    private readonly rowLocks = true,
  ) {
    this.lease = `now() + make_interval(secs => ${leaseSeconds})`;
    const leasedLongEnough = `lease_until < now() + make_interval(secs => ${leaseSeconds - HOLDER_GRACE_SECONDS})`;
    this.free = `(lease_until is null or lease_until < now() or (${holderGoneSql('leased_by')} and ${leasedLongEnough}))`;
  }

  /** Who leases through this object: this engine process. */
  get holderId(): string {
    return this.holder.value;
  }

  private get leaseSet(): string {
    return `lease_until = ${this.lease}, leased_by = '${this.holder.value}'`;
  }

  /** Leases one row by key; undefined when it is gone or another engine holds it. */
  async leaseOne(key: string): Promise<Row | undefined> {
    const [row] = await this.pg.query<Row>(
      this.rowLocks
        ? `update ${this.table} set ${this.leaseSet}
        where key = (select key from ${this.table} where key = $1 and ${this.free} for update skip locked)
        returning ${this.columns}`
        : `update ${this.table} set ${this.leaseSet} where key = $1 and ${this.free} returning ${this.columns}`,
      [key],
    );
    return row;
  }

  /** Leases the oldest rows nobody holds, in key order. */
  async leaseDue(limit: number): Promise<Row[]> {
    const rows = await this.pg.query<Row & { key: string }>(
      `update ${this.table} set ${this.leaseSet}
        where key in (select key from ${this.table} where ${this.free} order by key limit ${limit}${this.rowLocks ? ' for update skip locked' : ''})${
          this.rowLocks ? '' : ` and ${this.free}`
        }
        returning ${this.columns}`,
    );
    return rows.sort((a, b) => (BigInt(a.key) < BigInt(b.key) ? -1 : 1));
  }
}
