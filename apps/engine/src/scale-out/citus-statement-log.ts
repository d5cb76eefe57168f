import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { normalizeSql } from './statement-capture.js';

/** A statement the Citus coordinator refused, ran as tasks on several shards, or died of, and how often. */
export interface CitusVerdict {
  readonly verdict: 'refused' | 'multi-shard' | 'crashed';
  /** The error Citus gave (refused), the signal the server process died of (crashed); empty for multi-shard. */
  readonly message: string;
  /** Normalized statement text. */
  readonly statement: string;
  count: number;
}

/** Citus' line for a statement planned as several tasks (citus.multi_task_query_log_level). */
const MULTI_TASK = 'multi-task query about to be executed';
/** The postmaster's line for a server process that died, and the detail naming what it ran (its first 1,024 bytes). */
const DIED = /^server process \(PID \d+\) was terminated by (signal \d+: .*)$/;
const DIED_RUNNING = 'Failed process was running: ';
/** An entry of the server log: `%m [%p] %q%u@%d ` then `LEVEL:  message` (Debian's log_line_prefix). */
const ENTRY = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+ \S+ \[\d+\] (?:(\S*)@(\S*) )?([A-Z]+):\s+(.*)$/;

/**
 * Reads what the coordinator's server log says of one database's statements from an offset on: the errors with their
 * statement, and the statements Citus ran on several shards (the database must set
 * citus.multi_task_query_log_level = log, whose lines the server logs with their statement). A server process that
 * crashed is logged by the postmaster without a database: every crash in the window is counted.
 */
export class CitusStatementLog {
  private readonly from: number;

  constructor(
    private readonly path: string,
    private readonly database: string,
  ) {
    if (!existsSync(path)) throw new Error(`The coordinator's server log ${path} is not readable here (CITUS_COORDINATOR_LOG names it)`);
    this.from = statSync(path).size;
  }

  verdicts(): CitusVerdict[] {
    const text = this.readSinceStart();
    const entries: { database: string | undefined; level: string; message: string; statement: string[] }[] = [];
    let field: 'message' | 'statement' | 'other' = 'other';
    for (const line of text.split('\n')) {
      const entry = ENTRY.exec(line);
      if (!entry) {
        if (field === 'statement') entries.at(-1)?.statement.push(line);
        continue;
      }
      const [, , database, level, rest] = entry as unknown as [string, string | undefined, string | undefined, string, string];
      if (level === 'STATEMENT' && entries.length > 0) {
        (entries.at(-1) as { statement: string[] }).statement.push(rest);
        field = 'statement';
      } else if (level === 'DETAIL' && rest.startsWith(DIED_RUNNING) && entries.length > 0) {
        (entries.at(-1) as { statement: string[] }).statement.push(rest.slice(DIED_RUNNING.length));
        field = 'statement';
      } else if (['DETAIL', 'HINT', 'CONTEXT'].includes(level)) {
        field = 'other';
      } else {
        entries.push({ database, level, message: rest, statement: [] });
        field = 'message';
      }
    }
    const verdicts = new Map<string, CitusVerdict>();
    for (const entry of entries) {
      const died = DIED.exec(entry.message);
      if ((entry.database !== this.database && !died) || entry.statement.length === 0) continue;
      const refused = entry.level === 'ERROR';
      if (!refused && !died && !entry.message.startsWith(MULTI_TASK)) continue;
      const verdict: CitusVerdict = {
        verdict: died ? 'crashed' : refused ? 'refused' : 'multi-shard',
        message: died ? (died[1] as string) : refused ? entry.message : '',
        statement: normalizeSql(entry.statement.join('\n')),
        count: 1,
      };
      const id = `${verdict.verdict}\t${verdict.message}\t${verdict.statement}`;
      const seen = verdicts.get(id);
      if (seen) seen.count++;
      else verdicts.set(id, verdict);
    }
    return [...verdicts.values()];
  }

  private readSinceStart(): string {
    const size = statSync(this.path).size;
    if (size <= this.from) return '';
    const buffer = Buffer.alloc(size - this.from);
    const fd = openSync(this.path, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, this.from);
    } finally {
      closeSync(fd);
    }
    return buffer.toString('utf8');
  }
}
