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
   * the deletion (instances called from this definition end with their callers).
   */
  async refuseCalledFromElsewhere(processDefinitionKey: string, what: string): Promise<void> {
    const calledFromElsewhere = await this.pg.query<{ key: string; root: string }>(
      `select p.key::text, p.root_process_instance_key::text as root from process_instance p join process_instance parent on parent.key = p.parent_process_instance_key
        where p.process_definition_key = $1 and p.state = 'ACTIVE' and parent.process_definition_key <> $1 order by p.key limit ${NAMED}`,
      [processDefinitionKey],
    );
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
