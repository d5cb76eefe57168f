import pg from 'pg';

/** Normalized text of a statement: comments dropped, whitespace collapsed, lower case (SQL keywords and our names are). */
export function normalizeSql(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Records the text of every statement that the connections whose name begins with `applicationPrefix` send while
 * capturing (an engine names its connections after its process id, see engine-process-id.ts), by wrapping
 * node-postgres' Client.query in this process (where the engine under test runs: TypeORM and PgPool both use it).
 */
export class StatementCapture {
  /** Normalized statement text → how often it was sent while capturing. */
  private readonly seen = new Map<string, number>();
  private readonly original = pg.Client.prototype.query;
  private capturing = false;

  constructor(private readonly applicationPrefix: string) {}

  install(): void {
    const capture = this;
    const original = this.original;
    // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has many overloads; the wrapper passes them through
    pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
      const [config] = args;
      const text = typeof config === 'string' ? config : config?.text;
      const name = (this as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters?.application_name;
      if (capture.capturing && typeof text === 'string' && name?.startsWith(capture.applicationPrefix)) {
        const statement = normalizeSql(text);
        capture.seen.set(statement, (capture.seen.get(statement) ?? 0) + 1);
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }

  uninstall(): void {
    pg.Client.prototype.query = this.original;
  }

  start(): void {
    this.capturing = true;
  }

  /** Stops capturing; answers every distinct statement seen so far. */
  stop(): string[] {
    this.capturing = false;
    return [...this.seen.keys()].sort();
  }

  /** How often each statement was sent while capturing, and forgets them. */
  takeCounts(): Map<string, number> {
    const counts = new Map(this.seen);
    this.seen.clear();
    return counts;
  }
}
