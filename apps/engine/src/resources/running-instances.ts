import { Injectable } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log.js';
import { PgPool } from '../database/pg-pool.js';
import { conflict } from '../http/problem-detail.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';

/** Shown in a refusal: enough instance keys to find them, not all of them. */
const NAMED = 3;

/** The running instances of a process definition about to be deleted: refused, or canceled at the operator's request. */
@Injectable()
export class RunningInstances {
  constructor(
    private readonly pg: PgPool,
    private readonly executor: CommandExecutor,
    private readonly audit: AuditLog,
  ) {}

  /** Refuses the deletion of `what` while instances of it run. */
  async refuseAny(processDefinitionKey: string, what: string): Promise<void> {
    const rows = await this.pg.query<{ key: string; total: number }>(
      `select key::text, count(*) over ()::int as total from process_instance where process_definition_key = $1 and state = 'ACTIVE' order by key limit ${NAMED}`,
      [processDefinitionKey],
    );
    if (rows.length === 0) return;
    const total = rows[0]?.total ?? rows.length;
    throw conflict(
      `Expected to delete ${what}, but ${total} running process instance(s) use it (${rows.map((row) => row.key).join(', ')}${total > NAMED ? ', ...' : ''}): ` +
        `migrate them to another version or cancel them first, or send "cancelRunningInstances": true to cancel them with the deletion`,
    );
  }

  /**
   * An instance a call activity of another process created ends only with its caller, so it cannot be canceled with
   * the deletion (instances called from this definition end with their callers). The called instances and their
   * callers are read in two statements: a caller may live on another shard, and Citus joins two instances only by key.
   */
  async refuseCalledFromElsewhere(processDefinitionKey: string, what: string): Promise<void> {
    const called = await this.pg.query<{ key: string; root: string; parent: string }>(
      `select key::text, root_process_instance_key::text as root, parent_process_instance_key::text as parent from process_instance
        where process_definition_key = $1 and state = 'ACTIVE' and parent_process_instance_key is not null order by key`,
      [processDefinitionKey],
    );
    if (called.length === 0) return;
    const otherCallers = new Set(
      (
        await this.pg.query<{ key: string }>(`select key::text from process_instance where key = any($1::bigint[]) and process_definition_key <> $2`, [
          [...new Set(called.map((row) => row.parent))],
          processDefinitionKey,
        ])
      ).map((row) => row.key),
    );
    const calledFromElsewhere = called.filter((row) => otherCallers.has(row.parent)).slice(0, NAMED);
    if (calledFromElsewhere.length > 0) {
      const named = calledFromElsewhere.map((row) => `${row.key} (root ${row.root})`).join(', ');
      throw conflict(
        `Expected to delete ${what} and cancel its running instances, but some were created by call activities of other processes: ${named}; cancel their root process instances first`,
      );
    }
  }

  /** Cancels every running instance of the definition, each in its own command and audited as the caller's. */
  async cancelAll(processDefinitionKey: string, what: string): Promise<void> {
    const roots = await this.pg.query<{ key: string }>(
      `select key::text from process_instance where process_definition_key = $1 and state = 'ACTIVE' and parent_process_instance_key is null order by key`,
      [processDefinitionKey],
    );
    for (const { key } of roots) {
      const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'CANCEL', annotation: `with the deletion of ${what}` } as const;
      // An instance that ended meanwhile needs nothing; each cancellation is its own command, without the deletion's request.
      await this.audit.audited(entry, NO_COMMAND_CONTEXT, () =>
        this.executor.executeWhile({ processInstanceKey: key }, { type: 'CancelProcessInstance' }, () => true),
      );
    }
  }
}
