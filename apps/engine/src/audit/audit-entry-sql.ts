import { type AuditLogEntityTypeEnum, type AuditLogOperationTypeEnum, isLongKey } from '@baton/api-contract';
import { partitionOf, partitionSql } from '../runtime/partition.js';

/** An audit_log row's values that do not come from the audited entity's row. */
export interface AuditRowValues {
  key: string;
  entityKey: string;
  entityType: AuditLogEntityTypeEnum;
  operationType: AuditLogOperationTypeEnum;
  actorId: string | null;
  actorType: string | null;
  userTaskRevision: number | null;
  annotation: string | null;
  batchOperationKey: string | null;
}

/**
 * The realm's users, groups, roles, tenants, mapping rules and authorizations are of no tenant or process: their
 * entries are in the ADMIN category of the default tenant, written also for an entity the operation deleted.
 */
const IDENTITY_CONTEXT = `select 'ADMIN' as category, '<default>' as tenant_id, null::text as bpmn_process_id, null::bigint as process_definition_key,
                                 null::bigint as process_instance_key, null::bigint as element_instance_key, null::bigint as job_key,
                                 null::bigint as user_task_key where $1::bigint is not null`;
const IDENTITY_CONTEXTS = {
  USER: IDENTITY_CONTEXT,
  GROUP: IDENTITY_CONTEXT,
  ROLE: IDENTITY_CONTEXT,
  TENANT: IDENTITY_CONTEXT,
  MAPPING_RULE: IDENTITY_CONTEXT,
  AUTHORIZATION: IDENTITY_CONTEXT,
};

/**
 * What an entry's context is read from: its entity type's row, or a document's (audited as a RESOURCE: Camunda's
 * audit log has no entity type for documents).
 */
export type AuditSubject = AuditLogEntityTypeEnum | 'DOCUMENT';

/**
 * A document is of no tenant; its process, when its uploader named one, is read from its row if it is still there
 * (an entry is written also for a document the operation deleted).
 */
const DOCUMENT_CONTEXT = `select 'DEPLOYED_RESOURCES' as category, '<default>' as tenant_id, d.process_definition_id as bpmn_process_id,
                                 null::bigint as process_definition_key, d.process_instance_key, null::bigint as element_instance_key,
                                 null::bigint as job_key, null::bigint as user_task_key
                            from (select $1::bigint as key) k left join document d on d.document_key = k.key where k.key is not null`;

/** Where an entity's context (tenant, process, instance, element) is read from, by entity type. */
const CONTEXT: Readonly<Record<AuditSubject, string>> = {
  USER_TASK: `select 'USER_TASKS' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
                     element_instance_key, null::bigint as job_key, key as user_task_key, partition_id from user_task
               where key = $1::bigint and partition_id = ${partitionSql('$1')}`,
  PROCESS_INSTANCE: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, key as process_instance_key,
                            null::bigint as element_instance_key, null::bigint as job_key, null::bigint as user_task_key, partition_id
                       from process_instance
                     where key = $1::bigint and partition_id = ${partitionSql('$1')}`,
  INCIDENT: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
                    element_instance_key, job_key, null::bigint as user_task_key, partition_id from incident
             where key = $1::bigint and partition_id = ${partitionSql('$1')}`,
  JOB: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, process_definition_key, process_instance_key,
               element_instance_key, key as job_key, null::bigint as user_task_key, partition_id from job
        where key = $1::bigint and partition_id = ${partitionSql('$1')}`,
  RESOURCE: `select 'DEPLOYED_RESOURCES' as category, tenant_id, bpmn_process_id, key as process_definition_key, null::bigint as process_instance_key,
                    null::bigint as element_instance_key, null::bigint as job_key, null::bigint as user_task_key from process_definition where key = $1::bigint
             union all
             select 'DEPLOYED_RESOURCES', tenant_id, null, null, null, null, null, null from decision_requirements where key = $1::bigint
             union all
             select 'DEPLOYED_RESOURCES', tenant_id, null, null, null, null, null, null from form where key = $1::bigint`,
  ...IDENTITY_CONTEXTS,
  DOCUMENT: DOCUMENT_CONTEXT,
};

/** The column of an entity's row naming its process instance (a deployed resource has none). */
const INSTANCE_COLUMN: Readonly<Record<AuditSubject, string | null>> = {
  USER_TASK: 'process_instance_key',
  PROCESS_INSTANCE: 'key',
  INCIDENT: 'process_instance_key',
  JOB: 'process_instance_key',
  RESOURCE: null,
  USER: null,
  GROUP: null,
  ROLE: null,
  TENANT: null,
  MAPPING_RULE: null,
  AUTHORIZATION: null,
  DOCUMENT: null,
};

/**
 * The partition an entry's key is taken in: its instance's, for an entity of an instance (its key names the
 * partition), so that on Citus the entry lives on its instance's shard and commits with the command that decided it;
 * none (the key generator's default) for any other.
 */
export function auditEntryPartition(subject: AuditSubject, entityKey: string): number | undefined {
  return INSTANCE_COLUMN[subject] && isLongKey(entityKey) && !entityKey.startsWith('-') ? partitionOf(entityKey) : undefined;
}

/** A value of an audit entry's insert: its own values, the result, and the time. */
export type AuditParam = keyof AuditRowValues | 'result' | 'timestamp';

/**
 * The insert of audit entries of one entity type, each one's tenant, process and instance read from its entity's row.
 * `param` gives each value's placeholder (positional in AuditLog.record, named in the instance write that carries a
 * decision's entry) or, with `source` (a relation of entries, the instance write's), its column there: the
 * entity's row is then read within the entry's instance (`source.instanceKey`) and among the write's partitions
 * (`source.partitions`, values Citus knows before it runs the statement), so that entity and entry are on that
 * instance's shard. An entry's partition is its key's (see auditEntryPartition). `condition` says what else must
 * hold for an entry to be written.
 */
export function auditInsertSql(
  entityType: AuditSubject,
  param: (name: AuditParam) => string,
  condition = 'true',
  source?: { relation: string; instanceKey: string; partitions: string },
): string {
  const instanceColumn = INSTANCE_COLUMN[entityType];
  if (source && !instanceColumn) throw new Error(`An audit entry of a ${entityType} belongs to no process instance`);
  const pinned = source ? ` and ${instanceColumn} = ${source.instanceKey} and partition_id = any(${source.partitions})` : '';
  return `insert into audit_log (key, entity_key, entity_type, operation_type, category, result, actor_id, actor_type, tenant_id, timestamp,
                                process_definition_id, process_definition_key, process_instance_key, element_instance_key, job_key,
                                user_task_key, user_task_revision, annotation, batch_operation_key, partition_id)
         select ${param('key')}::bigint, ${param('entityKey')}::bigint, ${param('entityType')}::text, ${param('operationType')}::text, c.category,
                ${param('result')}::text, ${param('actorId')}::text, ${param('actorType')}::text, c.tenant_id, ${param('timestamp')}::timestamptz,
                c.bpmn_process_id, c.process_definition_key, c.process_instance_key, c.element_instance_key, c.job_key, c.user_task_key,
                ${param('userTaskRevision')}::integer, ${param('annotation')}::text, ${param('batchOperationKey')}::bigint,
                ${source ? 'c.partition_id' : partitionSql(`${param('key')}::bigint`)}
           from ${source ? `${source.relation} cross join lateral ` : ''}(${CONTEXT[entityType].replaceAll('$1', param('entityKey'))}${pinned}) c
          where ${condition}`;
}
