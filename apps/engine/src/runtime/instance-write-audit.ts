import type { AuditLogEntityTypeEnum } from '@baton/api-contract';
import { auditInsertSql, type AuditParam } from '../audit/audit-entry-sql.js';
import { $, type AuditEntries, type InstanceWrite } from './instance-write-params.js';

/** The entries, as columns named like the audit parameters (snake case). */
const AUDIT_COLUMNS: Record<AuditParam, { array: keyof AuditEntries; type: string } | null> = {
  key: { array: 'auditKeys', type: 'bigint' },
  entityKey: { array: 'auditEntityKeys', type: 'bigint' },
  entityType: { array: 'auditEntityTypes', type: 'text' },
  operationType: { array: 'auditOperationTypes', type: 'text' },
  actorId: { array: 'auditActorIds', type: 'text' },
  actorType: { array: 'auditActorTypes', type: 'text' },
  timestamp: { array: 'auditTimestamps', type: 'timestamptz' },
  userTaskRevision: { array: 'auditUserTaskRevisions', type: 'integer' },
  annotation: { array: 'auditAnnotations', type: 'text' },
  batchOperationKey: { array: 'auditBatchOperationKeys', type: 'bigint' },
  result: null,
};

const auditColumn = (name: AuditParam): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const AUDIT_ENTRIES = `unnest(${Object.values(AUDIT_COLUMNS)
  .flatMap((column) => (column ? [`${$(column.array)}::${column.type}[]`] : []))
  .join(', ')}, ${$('auditProcessInstanceKeys')}::bigint[]) as a(${Object.entries(AUDIT_COLUMNS)
  .flatMap(([name, column]) => (column ? [auditColumn(name as AuditParam)] : []))
  .join(', ')}, process_instance_key)`;

/**
 * The audit entries of one entity type, each written when its instance is; the entity's row is read as the statement
 * found it (its parts see one snapshot).
 */
export const auditEntriesPart = (entityType: AuditLogEntityTypeEnum) => `audit_entries_${entityType.toLowerCase()} as (
    ${auditInsertSql(
      entityType,
      (name) => (name === 'result' ? `'SUCCESS'` : `a.${auditColumn(name)}`),
      `a.entity_type = '${entityType}' and a.process_instance_key in (select key from p)`,
      { relation: AUDIT_ENTRIES, instanceKey: 'a.process_instance_key', partitions: `${$('partitionIds')}::smallint[]` },
    )}
  )`;

/** The audit entries the writes carry, as the statement's arrays. */
export function auditEntries(writes: InstanceWrite[]): AuditEntries {
  const audited = writes.flatMap(({ audit, processInstanceKey }) => (audit ? [{ ...audit, processInstanceKey }] : []));
  return {
    auditKeys: audited.map((entry) => entry.key),
    auditEntityKeys: audited.map((entry) => entry.entityKey),
    auditEntityTypes: audited.map((entry) => entry.entityType),
    auditOperationTypes: audited.map((entry) => entry.operationType),
    auditActorIds: audited.map((entry) => entry.actorId),
    auditActorTypes: audited.map((entry) => entry.actorType),
    auditTimestamps: audited.map((entry) => entry.timestamp),
    auditUserTaskRevisions: audited.map((entry) => entry.userTaskRevision),
    auditAnnotations: audited.map((entry) => entry.annotation),
    auditBatchOperationKeys: audited.map((entry) => entry.batchOperationKey),
    auditProcessInstanceKeys: audited.map((entry) => entry.processInstanceKey),
  };
}
