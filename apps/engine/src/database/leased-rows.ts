import type { PgPool } from './pg-pool.js';

/**
 * Outbox tables (signals, instance commands) whose rows one engine process carries out at a time: a row is leased
 * (`lease_until`, on the database's clock shared by every engine) with FOR UPDATE SKIP LOCKED, so the others skip it,
 * and a lease that lapses (its engine died) frees the row for the next sweep.
 */
export class LeasedRows<Row> {
  readonly lease: string;
  private static readonly FREE = `(lease_until is null or lease_until < now())`;

  constructor(
    private readonly pg: PgPool,
    private readonly table: string,
    /** The columns to return, as a `returning` clause lists them. */
    private readonly columns: string,
    leaseSeconds: number,
  ) {
    this.lease = `now() + make_interval(secs => ${leaseSeconds})`;
  }

  /** Leases one row by key; undefined when it is gone or another engine holds it. */
  async leaseOne(key: string): Promise<Row | undefined> {
    const [row] = await this.pg.query<Row>(
      `update ${this.table} set lease_until = ${this.lease}
        where key = (select key from ${this.table} where key = $1 and ${LeasedRows.FREE} for update skip locked)
        returning ${this.columns}`,
      [key],
    );
    return row;
  }

  /** Leases the oldest rows nobody holds, in key order. */
  async leaseDue(limit: number): Promise<Row[]> {
    const rows = await this.pg.query<Row & { key: string }>(
      `update ${this.table} set lease_until = ${this.lease}
        where key in (select key from ${this.table} where ${LeasedRows.FREE} order by key limit ${limit} for update skip locked)
        returning ${this.columns}`,
    );
    return rows.sort((a, b) => (BigInt(a.key) < BigInt(b.key) ? -1 : 1));
  }
}
