import type { SearchQueryable } from '../query/search-query.js';

/**
 * The members of an instance's call tree, other than the instance, that have open incidents (a handful at most: the
 * partial index process_instance_incident_in_tree), each with its caller, as a JSON array of [key, parent key]. A
 * subquery that names no row of the instance's own select, so that Citus runs it over every shard on its own and the
 * instance's select stays routed to the instance's shard.
 */
export const INCIDENTS_IN_CALL_TREE = `(select coalesce(json_agg(json_build_array(c.key::text, c.parent_process_instance_key::text)), '[]')
     from process_instance c
    where c.incident_count > 0 and c.key <> $1
      and c.root_process_instance_key = (select coalesce(r.root_process_instance_key, r.key) from process_instance r where r.key = $1))`;

/** A member of the call tree with an open incident, and the instance that called it. */
export type TreeIncidentHolder = [key: string, parentKey: string | null];

const CALLERS_SQL = `select distinct parent_process_instance_key::text as key from process_instance
  where key = any($1::bigint[]) and parent_process_instance_key is not null`;

/** Call trees are a few levels deep (each level is a call activity); the walk stops well beyond any real one. */
const MAX_DEPTH = 64;

/**
 * Whether an open incident of the call tree is the instance's own concern, as Operate shows it: the instance is the
 * tree's root, or one of the holders' callers at some depth. The walk goes up one level per statement, each asking
 * for the callers of given keys (a statement by the distribution column on Citus, where a recursive CTE over the
 * call tree is refused); only an instance inside a tree with incidents elsewhere walks at all.
 */
export async function callsAnIncidentHolder(
  pg: SearchQueryable,
  instance: { key: string; parentKey: string | null },
  holders: readonly TreeIncidentHolder[],
): Promise<boolean> {
  if (holders.length === 0) return false;
  if (instance.parentKey === null) return true;
  let callers = [...new Set(holders.flatMap(([, parent]) => (parent === null ? [] : [parent])))];
  for (let depth = 0; callers.length > 0 && depth < MAX_DEPTH; depth++) {
    if (callers.includes(instance.key)) return true;
    callers = (await pg.query<{ key: string }>(CALLERS_SQL, [callers])).map((row) => row.key);
  }
  return false;
}
