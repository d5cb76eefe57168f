import { Injectable } from '@nestjs/common';
import { EngineConfig } from '../config/engine-config.js';
import { Database, type SqlRunner } from '../database/database.js';
import { TransactionSlots } from '../database/transaction-slots.js';
import { conflict } from '../http/problem-detail.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';

/** Served by the index process_instance_running_business_id (migration 0038). */
const RUNNING_WITH_BUSINESS_ID_SQL = `
  select key::text as key from process_instance
   where bpmn_process_id = $1 and tenant_id = $2 and business_id = $3
     and parent_process_instance_key is null and state in ('ACTIVE', 'SUSPENDED')
   limit 1`;

/** Creations under the lock in flight at once on this process (see TransactionSlots); the others queue. */
const CONCURRENT_GUARDED_STARTS = 4;

/**
 * The running root instance of the process and tenant that holds the business id, if any, read under a
 * transaction-level advisory lock on (tenant, process, business id): every start with that business id takes the
 * lock in its own transaction before it looks, and keeps it until its creation commits, so that two starts (plain or
 * by a message, on any engine process) cannot both see it free. Its own statement on purpose: only a statement after
 * the wait sees the instance the previous holder of the lock committed.
 */
export async function lockedHolderOfBusinessId(sql: SqlRunner, bpmnProcessId: string, tenantId: string, businessId: string): Promise<string | null> {
  await sql.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [JSON.stringify([tenantId, bpmnProcessId, businessId])]);
  const [running] = await sql.query<{ key: string }>(RUNNING_WITH_BUSINESS_ID_SQL, [bpmnProcessId, tenantId, businessId]);
  return running?.key ?? null;
}

/** Zeebe's rejection (ALREADY_EXISTS), which Camunda's REST API answers with 409 and its gateway with ALREADY_EXISTS. */
const businessIdTaken = (bpmnProcessId: string, businessId: string) =>
  conflict(
    `Expected to create instance of process with business id '${businessId}', but an instance with this business id already exists for process definition '${bpmnProcessId}'`,
    'ALREADY_EXISTS',
  );

/**
 * Camunda 8.9's Business ID Uniqueness Control, when BUSINESS_ID_UNIQUENESS is on: a root instance is not started
 * with the business id of a running root instance of the same process and tenant (instances a call activity started
 * are not counted, as in Camunda).
 */
@Injectable()
export class BusinessIdUniqueness {
  private readonly slots = new TransactionSlots(CONCURRENT_GUARDED_STARTS);

  constructor(
    private readonly config: EngineConfig,
    private readonly database: Database,
    private readonly committed: CommittedCommands,
  ) {}

  /**
   * Runs `create` inside a transaction that first checks the business id under its lock, and publishes the outcome
   * once that committed. Without uniqueness or a business id, `create` runs as it is (its write goes out with the
   * group commit, `within` undefined): no statement more.
   */
  async create(
    bpmnProcessId: string,
    tenantId: string,
    businessId: string | null,
    create: (within?: SqlRunner) => Promise<CommandOutcome>,
  ): Promise<CommandOutcome> {
    if (!this.config.businessIdUniqueness || businessId === null) return create();
    const outcome = await this.slots.run(() =>
      this.database.transaction(async (sql) => {
        if ((await lockedHolderOfBusinessId(sql, bpmnProcessId, tenantId, businessId)) !== null) throw businessIdTaken(bpmnProcessId, businessId);
        return create(sql);
      }),
    );
    this.committed.publish(outcome);
    return outcome;
  }
}
