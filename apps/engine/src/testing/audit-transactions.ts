import type { PgPool } from '../database/pg-pool.js';

/** The tables an audited entity lives in, by its audit entity type. */
const ENTITY_TABLES = { USER_TASK: 'user_task', JOB: 'job', INCIDENT: 'incident', PROCESS_INSTANCE: 'process_instance' } as const;

/**
 * The transaction that last wrote an audited entity's row, and the one that wrote its latest SUCCESS entry (xmin of
 * each row): equal when the entry was committed with the decision, not after it.
 */
export async function auditAndEntityTransactions(
  pg: PgPool,
  entityType: keyof typeof ENTITY_TABLES,
  entityKey: string,
): Promise<{ entity: string | null; audit: string | null }> {
  const [row] = await pg.query<{ entity: string | null; audit: string | null }>(
    `select (select xmin::text from ${ENTITY_TABLES[entityType]} where key = $1::bigint) as entity,
            (select xmin::text from audit_log where entity_key = $1::bigint and entity_type = $2 and result = 'SUCCESS'
              order by key desc limit 1) as audit`,
    [entityKey, entityType],
  );
  return row ?? { entity: null, audit: null };
}
