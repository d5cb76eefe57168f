import { Injectable, Logger } from '@nestjs/common';
import type { AuditLogEntityTypeEnum, AuditLogOperationTypeEnum, AuditLogResultEnum } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { PgPool } from '../database/pg-pool.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { type AuditParam, type AuditRowValues, type AuditSubject, auditEntryPartition, auditInsertSql } from './audit-entry-sql.js';
import type { CommandContext, PendingAudit } from '../runtime/command-context.js';

export interface AuditedOperation {
  entityType: AuditLogEntityTypeEnum;
  entityKey: string;
  operationType: AuditLogOperationTypeEnum;
  /** The revision of the user task the decision was made on. */
  userTaskRevision?: number | null;
  /** What the actor said about it (a user task's custom action, an operator's reason), if anything. */
  annotation?: string | null;
  /** Who acted, when not the current caller: the creator of the batch whose item this is. */
  actor?: { id: string | null; kind: string | null };
  /** The batch operation the change belongs to, if any. */
  batchOperationKey?: string | null;
  /** Where the entry's context is read from when not from its entity type's table (a document's, audited as a RESOURCE). */
  subject?: AuditSubject;
}

/**
 * Records user-task decisions and operator actions with the current caller as the actor. A SUCCESS whose operation
 * is one instance command (its handler passes that command the context holding the entry) is written by that
 * command's statement; any other entry after the operation, SUCCESS or FAIL. An entity that does not exist leaves no
 * entry.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(
    private readonly pg: PgPool,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
  ) {}

  /**
   * Runs `operation` and records how it went; its error, if any, is rethrown. The operation gets the request's
   * context with the entry added, for the command that is its whole effect, and the entry's row values, to fill in
   * what it learns as it runs (the revision of the user task it decided on).
   */
  async audited<T>(entry: AuditedOperation, request: CommandContext, operation: (context: CommandContext, row: AuditRowValues) => Promise<T>): Promise<T> {
    const pending: PendingAudit = { row: await this.rowValues(entry), written: false };
    let result: T;
    try {
      result = await operation({ ...request, audit: pending }, pending.row);
    } catch (error) {
      // A write that carried the entry committed the decision: what failed after it does not undo it.
      if (!pending.written) await this.record(entry, 'FAIL', pending.row);
      throw error;
    }
    if (!pending.written) await this.record(entry, 'SUCCESS', pending.row);
    return result;
  }

  /** The entry's values that do not come from its entity's row, with a key taken now (so entries keep their order). */
  private async rowValues(entry: AuditedOperation): Promise<AuditRowValues> {
    const caller = currentCaller();
    const actor = entry.actor ?? { id: caller.id, kind: caller.kind };
    await this.keys.reserve(1);
    return {
      key: this.keys.next(auditEntryPartition(entry.subject ?? entry.entityType, entry.entityKey)),
      entityKey: entry.entityKey,
      entityType: entry.entityType,
      operationType: entry.operationType,
      actorId: actor.id,
      actorType: actor.kind,
      userTaskRevision: entry.userTaskRevision ?? null,
      annotation: entry.annotation ?? null,
      batchOperationKey: entry.batchOperationKey ?? null,
    };
  }

  async record(entry: AuditedOperation, result: AuditLogResultEnum, row?: AuditRowValues): Promise<void> {
    const values = row ?? (await this.rowValues(entry));
    const named: Record<AuditParam, unknown> = { ...values, result, timestamp: new Date(this.clock.now()).toISOString() };
    const order = Object.keys(named) as AuditParam[];
    try {
      // One text per entity type: prepared, as the commands that record them are.
      const subject = entry.subject ?? entry.entityType;
      await this.pg.prepared(
        `audit-${subject}`,
        auditInsertSql(subject, (name) => `$${order.indexOf(name) + 1}`),
        order.map((name) => named[name]),
      );
    } catch (error) {
      // The operation's own answer matters more than its audit entry; a lost entry is logged loudly.
      this.logger.error(
        `Could not record ${entry.operationType} of ${entry.entityType} ${entry.entityKey} (${result}): ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
