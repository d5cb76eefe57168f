import type { PgPool } from '../database/pg-pool.js';
import { type Caller, seesTenant, type TaskParticipants } from './caller.js';
import { partitionSql } from '../runtime/partition.js';

/** The tenant of a resource named by a path key, and for a user task who may act on it. */
export interface ResourceOwner {
  tenantId: string;
  /**
   * Set for a resource that can touch several tenants (a batch operation: the tenants of its instances); null: every
   * tenant. The caller must see each of them; `tenantId` is then one no caller is in, so that a check that reads
   * only `tenantId` hides the resource rather than shows it.
   */
  tenantIds?: readonly string[] | null;
  task?: TaskParticipants;
  /** The process id of a resource of a process (an instance, its elements, variables, incidents, user tasks). */
  processId?: string;
}

/** A tenant id no caller has: tokens name tenants by non-empty ids. */
const NO_TENANT = '';

/** Whether the caller sees the resource's tenant, or every tenant it touches. */
export function seesOwner(caller: Caller, owner: ResourceOwner): boolean {
  if (owner.tenantIds === undefined) return seesTenant(caller, owner.tenantId);
  if (owner.tenantIds === null) return caller.tenants === null;
  return owner.tenantIds.every((tenantId) => seesTenant(caller, tenantId));
}

interface OwnerRow {
  tenant_id?: string;
  tenant_ids?: string[] | null;
  assignee?: string | null;
  candidate_users?: string[];
  candidate_groups?: string[];
  process_id?: string;
}

/** Path parameter → the query reading the tenant of the resource it names (every keyed route uses one of these). */
const OWNER_QUERIES: Readonly<Record<string, string>> = {
  processDefinitionKey: `select tenant_id from process_definition where key = $1`,
  decisionDefinitionKey: `select tenant_id from decision_definition where key = $1`,
  decisionRequirementsKey: `select tenant_id from decision_requirements where key = $1`,
  // A decision instance's key is `<decisionEvaluationKey>-<index>` (see isResourceKey).
  decisionEvaluationInstanceKey: `select tenant_id from decision_instance
    where decision_evaluation_key = split_part($1, '-', 1)::bigint and partition_id = ${partitionSql(`split_part($1, '-', 1)`)}
      and instance_index = nullif(split_part($1, '-', 2), '')::integer`,
  // An evaluation's decision instances, all of its tenant.
  decisionEvaluationKey: `select tenant_id from decision_instance where decision_evaluation_key = $1 and partition_id = ${partitionSql('$1')} limit 1`,
  processInstanceKey: `select tenant_id, bpmn_process_id as process_id from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`,
  jobKey: `select tenant_id from job where key = $1 and partition_id = ${partitionSql('$1')}`,
  incidentKey: `select tenant_id, bpmn_process_id as process_id from incident where key = $1 and partition_id = ${partitionSql('$1')}`,
  auditLogKey: `select tenant_id from audit_log where key = $1 and partition_id = ${partitionSql('$1')}`,
  elementInstanceKey: `select p.tenant_id, p.bpmn_process_id as process_id from element_instance e
    join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id
    where e.key = $1 and e.partition_id = ${partitionSql('$1')} and p.partition_id = ${partitionSql('$1')}`,
  adHocSubProcessInstanceKey: `select p.tenant_id from element_instance e
    join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id
    where e.key = $1 and e.partition_id = ${partitionSql('$1')} and p.partition_id = ${partitionSql('$1')}`,
  variableKey: `select p.tenant_id, p.bpmn_process_id as process_id from variable v
    join process_instance p on p.key = v.process_instance_key and p.partition_id = v.partition_id
    where v.key = $1 and v.partition_id = ${partitionSql('$1')} and p.partition_id = ${partitionSql('$1')}`,
  modelKey: `select tenant_id from model_revision where model_key = $1 limit 1`,
  // A deployed resource: a process definition, a decision requirements graph or a form (a deleted one exists no more).
  resourceKey: `select tenant_id from process_definition where key = $1 and deleted_at is null
                union all select tenant_id from decision_requirements where key = $1 and deleted_at is null
                union all select tenant_id from form where key = $1 and deleted_at is null`,
  userTaskKey: `select tenant_id, bpmn_process_id as process_id, assignee, candidate_users, candidate_groups from user_task
    where key = $1 and partition_id = ${partitionSql('$1')}`,
  // A saved task filter belongs to a user, not a tenant: the handler finds the caller's own only and says 404 otherwise.
  savedTaskFilterKey: `select '{}'::text[] as tenant_ids where $1::text is not null`,
  // A batch touches the tenants of its instances (see BatchOperations.create); anything but a list is every tenant.
  batchOperationKey: `select case when jsonb_typeof(tenant_ids) = 'array' then tenant_ids end as tenant_ids from batch_operation where key = $1`,
};

export const OWNED_PATH_PARAMETERS = Object.keys(OWNER_QUERIES);

/** Keys of the realm's identity (an authorization's): of no tenant, admin only; the handler answers one that does not exist. */
export const TENANTLESS_KEY_PARAMETERS: ReadonlySet<string> = new Set(['authorizationKey']);

/**
 * Whether a path key has the form of a key (or of a decision instance's, a key and an index); other values are the
 * request validation's to refuse (400).
 */
export const isResourceKey = (key: string): boolean => /^\d{1,19}(-\d{1,9})?$/.test(key);

/** Reads who owns the resource `parameter` = `key` names; null when there is none. */
export async function resourceOwner(pg: PgPool, parameter: string, key: string): Promise<ResourceOwner | null> {
  const sql = OWNER_QUERIES[parameter];
  if (!sql) throw new Error(`No tenant lookup for path parameter ${parameter}: add it to OWNER_QUERIES`);
  if (!isResourceKey(key)) return null;
  const [row] = await pg.query<OwnerRow>(sql, [key]);
  if (!row) return null;
  if (row.tenant_ids !== undefined) return { tenantId: NO_TENANT, tenantIds: row.tenant_ids };
  const owner: ResourceOwner = { tenantId: row.tenant_id ?? NO_TENANT, ...(row.process_id === undefined ? {} : { processId: row.process_id }) };
  if (row.candidate_users === undefined) return owner;
  return { ...owner, task: { assignee: row.assignee ?? null, candidateUsers: row.candidate_users, candidateGroups: row.candidate_groups ?? [] } };
}
