import { Injectable, Logger } from '@nestjs/common';
import type { AuditLogEntityTypeEnum, AuditLogOperationTypeEnum, AuditLogResultEnum } from '@baton/api-contract';
import { currentCaller } from '../auth/caller.js';
import { PgPool } from '../database/pg-pool.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';

/** Where an entity's context (tenant, process, instance, element) is read from, by entity type. */
const CONTEXT: Readonly<Record<AuditLogEntityTypeEnum, string>> = {
  USER_TASK: `select 'USER_TASKS' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
                     element_instance_key, null::bigint as job_key, key as user_task_key from user_task where key = $1::bigint`,
  PROCESS_INSTANCE: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, key as process_instance_key,
                            null::bigint as element_instance_key, null::bigint as job_key, null::bigint as user_task_key from process_instance where key = $1::bigint`,
  INCIDENT: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
                    element_instance_key, job_key, null::bigint as user_task_key from incident where key = $1::bigint`,
  JOB: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
               element_instance_key, key as job_key, null::bigint as user_task_key from job where key = $1::bigint`,
  RESOURCE: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, key as process_definition_key, null::bigint as process_instance_key,
                    null::bigint as element_instance_key, null::bigint as job_key, null::bigint as user_task_key from process_definition where key = $1::bigint
             union all
             select 'DEPLOYED_RESOURCES', tenant_id, null, null, null, null, null, null from form where key = $1::bigint`,
};

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
}

/**
 * Records user-task decisions and operator actions with the current caller as the actor. An entry is written
 * after the command's own transaction, SUCCESS or FAIL; an entity that does not exist leaves no entry.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(
    private readonly pg: PgPool,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
  ) {}

  /** Runs `operation` and records how it went; its error, if any, is rethrown. */
  async audited<T>(entry: AuditedOperation, operation: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await operation();
    } catch (error) {
      await this.record(entry, 'FAIL');
      throw error;
    }
    await this.record(entry, 'SUCCESS');
    return result;
  }

  async record(entry: AuditedOperation, result: AuditLogResultEnum): Promise<void> {
    const caller = currentCaller();
    const actor = entry.actor ?? { id: caller.id, kind: caller.kind };
    await this.keys.reserve(1);
    const key = this.keys.next();
    try {
      // One text per entity type: prepared, as the commands that record them are.
      await this.pg.prepared(
        `audit-${entry.entityType}`,
        `insert into audit_log (key, entity_key, entity_type, operation_type, category, result, actor_id, actor_type, tenant_id, timestamp,
                                process_definition_id, process_definition_key, process_instance_key, element_instance_key, job_key,
                                user_task_key, user_task_revision, annotation, batch_operation_key)
         select $2::bigint, $1::bigint, $3, $4, c.category, $5, $6, $7, c.tenant_id, $8::timestamptz, c.bpmn_process_id, c.process_definition_key, c.process_instance_key,
                c.element_instance_key, c.job_key, c.user_task_key, $9::integer, $10, $11::bigint
           from (${CONTEXT[entry.entityType]}) c`,
        [
          entry.entityKey,
          key,
          entry.entityType,
          entry.operationType,
          result,
          actor.id,
          actor.kind,
          new Date(this.clock.now()).toISOString(),
          entry.userTaskRevision ?? null,
          entry.annotation ?? null,
          entry.batchOperationKey ?? null,
        ],
      );
    } catch (error) {
      // The operation's own answer matters more than its audit entry; a lost entry is logged loudly.
      this.logger.error(
        `Could not record ${entry.operationType} of ${entry.entityType} ${entry.entityKey} (${result}): ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}
