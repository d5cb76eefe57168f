import type { PgPool } from '../database/pg-pool.js';
import type { TaskParticipants } from './caller.js';

/** The tenant of a resource named by a path key, and for a user task who may act on it. */
export interface ResourceOwner {
  tenantId: string;
  task?: TaskParticipants;
}

interface OwnerRow {
  tenant_id: string;
  assignee?: string | null;
  candidate_users?: string[];
  candidate_groups?: string[];
}

/** Path parameter → the query reading the tenant of the resource it names (every keyed route uses one of these). */
const OWNER_QUERIES: Readonly<Record<string, string>> = {
  processDefinitionKey: `select tenant_id from process_definition where key = $1`,
  processInstanceKey: `select tenant_id from process_instance where key = $1`,
  jobKey: `select tenant_id from job where key = $1`,
  incidentKey: `select tenant_id from incident where key = $1`,
  elementInstanceKey: `select p.tenant_id from element_instance e join process_instance p on p.key = e.process_instance_key where e.key = $1`,
  variableKey: `select p.tenant_id from variable v join process_instance p on p.key = v.process_instance_key where v.key = $1`,
  modelKey: `select tenant_id from model_revision where model_key = $1 limit 1`,
  // A deployed resource: a process definition or a form (a deleted one exists no more).
  resourceKey: `select tenant_id from process_definition where key = $1 and deleted_at is null
                union all select tenant_id from form where key = $1 and deleted_at is null`,
  userTaskKey: `select tenant_id, assignee, candidate_users, candidate_groups from user_task where key = $1`,
  // A batch belongs to the tenants its creator could see (null: every tenant); it is checked against the first.
  batchOperationKey: `select coalesce(tenant_ids->>0, '<default>') as tenant_id from batch_operation where key = $1`,
};

export const OWNED_PATH_PARAMETERS = Object.keys(OWNER_QUERIES);

/** Whether a path key has the form of a key; other values are the request validation's to refuse (400). */
export const isResourceKey = (key: string): boolean => /^\d{1,19}$/.test(key);

/** Reads who owns the resource `parameter` = `key` names; null when there is none. */
export async function resourceOwner(pg: PgPool, parameter: string, key: string): Promise<ResourceOwner | null> {
  const sql = OWNER_QUERIES[parameter];
  if (!sql) throw new Error(`No tenant lookup for path parameter ${parameter}: add it to OWNER_QUERIES`);
  if (!isResourceKey(key)) return null;
  const [row] = await pg.query<OwnerRow>(sql, [key]);
  if (!row) return null;
  if (row.candidate_users === undefined) return { tenantId: row.tenant_id };
  return {
    tenantId: row.tenant_id,
    task: { assignee: row.assignee ?? null, candidateUsers: row.candidate_users, candidateGroups: row.candidate_groups ?? [] },
  };
}
