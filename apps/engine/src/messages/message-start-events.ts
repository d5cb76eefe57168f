import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { Database, type SqlRunner } from '../database/database.js';
import { TransactionSlots } from '../database/transaction-slots.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { lockedHolderOfBusinessId } from '../process-instances/business-id-uniqueness.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { MessageClaims } from './message-claims.repository.js';
import type { Message, MessageStartEvent } from './message.js';
import { partitionSql } from '../runtime/partition.js';

/** Creations in flight at once on this process (see TransactionSlots); well below the pool size. */
const CONCURRENT_STARTS = 4;

/** Thrown inside the transaction to roll it back when the message may not start an instance after all. */
class NotStarted extends Error {}

/**
 * Starts process instances at message start events. With a correlation key, at most one instance started by
 * that key runs per process: a lock row names it, and it is free again as soon as that instance is no longer
 * running, so there is no release step to lose. Taking the lock, creating the instance and claiming a buffered
 * message commit in one transaction, so a crash can neither leave a stale lock nor start twice. A message's business
 * id (Camunda 8.10) is the new instance's; with BUSINESS_ID_UNIQUENESS on, no instance starts while a root instance
 * of the process runs with it, and a buffered message waits for that one to end (as Zeebe's REJECT_UNIQUENESS).
 */
@Injectable()
export class MessageStartEvents {
  private readonly slots = new TransactionSlots(CONCURRENT_STARTS);

  constructor(
    private readonly database: Database,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
    private readonly committed: CommittedCommands,
    private readonly claims: MessageClaims,
    private readonly config: EngineConfig,
  ) {}

  /** The key of the instance the message started, or null when it may not start one (locked, or already taken). */
  async start(message: Message, startEvent: MessageStartEvent): Promise<string | null> {
    const definition = await this.definitions.findByKey(startEvent.processDefinitionKey);
    if (!definition) return null;
    let outcome: CommandOutcome | undefined;
    try {
      await this.slots.run(() =>
        this.database.transaction(async (sql) => {
          if (message.correlationKey !== '' && !(await this.lock(sql, message, startEvent))) throw new NotStarted();
          if (await this.businessIdTaken(sql, message, startEvent)) throw new NotStarted();
          outcome = await this.executor.createInstance(
            definition,
            message.variables,
            { tags: [], businessId: message.businessId },
            { startEventId: startEvent.elementId, startTrigger: startTriggerOf(message, startEvent), within: sql },
          );
          const processInstanceKey = outcome.loaded.identity.processInstanceKey;
          if (message.correlationKey !== '') await this.holdLock(sql, message, startEvent, processInstanceKey);
          if (message.buffered && !(await this.claims.claimConfirmed(sql, message.key, startEvent.bpmnProcessId, processInstanceKey))) throw new NotStarted();
        }),
      );
    } catch (error) {
      if (error instanceof NotStarted) return null;
      throw error;
    }
    if (!outcome) return null;
    this.committed.publish(outcome);
    return outcome.loaded.identity.processInstanceKey;
  }

  /**
   * Locks the (process, correlation key) row and tells whether it is free. Each step is its own statement on
   * purpose: after waiting for a concurrent starter's row lock, only a new statement sees the instance it created.
   */
  private async lock(sql: SqlRunner, message: Message, startEvent: MessageStartEvent): Promise<boolean> {
    const key = [message.tenantId, startEvent.bpmnProcessId, message.correlationKey];
    await sql.query(
      `insert into message_start_lock (tenant_id, bpmn_process_id, correlation_key, message_key, process_instance_key, claimed_at)
       values ($1, $2, $3, $4, null, now()) on conflict do nothing`,
      [...key, message.key],
    );
    const [lock] = await sql.query<{ process_instance_key: string | null }>(
      `select process_instance_key::text as process_instance_key from message_start_lock
        where tenant_id = $1 and bpmn_process_id = $2 and correlation_key = $3 for update`,
      key,
    );
    if (!lock || lock.process_instance_key === null) return true;
    // A suspended instance still holds its key, as in Zeebe, where it stays an active element instance.
    const running = await sql.query(
      `select 1 from process_instance where key = $1 and partition_id = ${partitionSql('$1')} and state in ('ACTIVE', 'SUSPENDED')`,
      [lock.process_instance_key],
    );
    return running.length === 0;
  }

  /**
   * Whether a running root instance of the process holds the message's business id (uniqueness on), looked at under
   * the business id's lock, which every start with it takes (plain starts too), so two cannot both pass.
   */
  private async businessIdTaken(sql: SqlRunner, message: Message, startEvent: MessageStartEvent): Promise<boolean> {
    if (!this.config.businessIdUniqueness || message.businessId === null) return false;
    return (await lockedHolderOfBusinessId(sql, startEvent.bpmnProcessId, message.tenantId, message.businessId)) !== null;
  }

  private async holdLock(sql: SqlRunner, message: Message, startEvent: MessageStartEvent, processInstanceKey: string): Promise<void> {
    await sql.query(
      `update message_start_lock set message_key = $4, process_instance_key = $5, claimed_at = now()
        where tenant_id = $1 and bpmn_process_id = $2 and correlation_key = $3`,
      [message.tenantId, startEvent.bpmnProcessId, message.correlationKey, message.key, processInstanceKey],
    );
  }
}

/** The history of the instance records which message started it (as a correlated message subscription). */
function startTriggerOf(message: Message, startEvent: MessageStartEvent) {
  return {
    subscriptionKey: startEvent.subscriptionKey,
    kind: 'message' as const,
    dueAt: null,
    messageKey: message.key,
    messageName: message.name,
    correlationKey: message.correlationKey,
  };
}
