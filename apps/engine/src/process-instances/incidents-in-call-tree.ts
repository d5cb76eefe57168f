import type { SearchQueryable } from '../query/search-query.js';
import { CALL_TREE_MAX_DEPTH as MAX_DEPTH } from './call-tree.js';
import { partitionSql } from '../runtime/partition.js';

/**
 * The members of an instance's call tree, other than the instance, that have open incidents (a handful at most: the
 * partial index process_instance_incident_in_tree), each with its caller, as a JSON array of [key, parent key]. A
 * call tree lives in its root's partition (a child's key comes from its caller's command, runtime/partition.ts), so
 * the members are asked for on the instance's: Citus routes the whole read to the instance's shard.
 */
export const INCIDENTS_IN_CALL_TREE = `(select coalesce(json_agg(json_build_array(c.key::text, c.parent_process_instance_key::text)), '[]')
     from process_instance c
    where c.incident_count > 0 and c.key <> $1 and c.partition_id = ${partitionSql('$1')}
      and c.root_process_instance_key = (select coalesce(r.root_process_instance_key, r.key) from process_instance r
                                                   where r.key = $1 and r.partition_id = ${partitionSql('$1')}))`;

/** A member of the call tree with an open incident, and the instance that called it. */
export type TreeIncidentHolder = [key: string, parentKey: string | null];

const CALLERS_SQL = `select distinct parent_process_instance_key::text as key from process_instance
  where key = any($1::bigint[]) and parent_process_instance_key is not null`;

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

/**
 * The given callers and theirs, up to the roots of their call trees: one statement per level, by key (Citus refuses a
 * recursive CTE over the call tree); each instance is asked for once, however many below it led to it.
 */
async function callersUpFrom(pg: SearchQueryable, first: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  let callers = [...new Set(first)];
  for (let depth = 0; callers.length > 0 && depth < MAX_DEPTH; depth++) {
    for (const key of callers) found.add(key);
    callers = (await pg.query<{ key: string }>(CALLERS_SQL, [callers])).map((row) => row.key).filter((key) => !found.has(key));
  }
  return found;
}

/** The callers of the call trees' members with open incidents (the partial index process_instance_incident_in_tree). */
const HOLDERS_CALLERS_SQL = `select distinct parent_process_instance_key::text as key from process_instance
  where incident_count > 0 and root_process_instance_key is not null and parent_process_instance_key is not null`;

/**
 * Every instance that called, at any depth, an instance with an open incident: the set the instance search's
 * hasIncident filter and sort compare each instance with.
 */
export async function incidentCallers(pg: SearchQueryable): Promise<string[]> {
  const first = (await pg.query<{ key: string }>(HOLDERS_CALLERS_SQL)).map((row) => row.key);
  return [...(await callersUpFrom(pg, first))];
}

/** The members with open incidents of the call trees with these roots (the partial index process_instance_incident_in_tree). */
const TREES_HOLDERS_SQL = `select parent_process_instance_key::text as parent_key
  from process_instance where incident_count > 0 and root_process_instance_key = any($1::bigint[])`;

/** An instance of a page, as incidentsBelow reads it. */
export interface PagedInstance {
  readonly key: string;
  readonly rootKey: string;
  readonly hasOwnIncident: boolean;
}

/**
 * Whether each instance of a page, or one it called at any depth, has an open incident: the members with incidents
 * of the page's call trees in one statement, then their callers up to the roots, one level per statement. A search
 * page is read so, not with a subquery per row, which Citus refuses (it names other instances' rows).
 */
export async function incidentsBelow(pg: SearchQueryable, instances: readonly PagedInstance[]): Promise<boolean[]> {
  const roots = [...new Set(instances.filter((instance) => !instance.hasOwnIncident).map((instance) => instance.rootKey))];
  if (roots.length === 0) return instances.map(() => true);
  const holders = await pg.query<{ parent_key: string | null }>(TREES_HOLDERS_SQL, [roots]);
  const callers = await callersUpFrom(
    pg,
    holders.flatMap((holder) => (holder.parent_key === null ? [] : [holder.parent_key])),
  );
  return instances.map((instance) => instance.hasOwnIncident || callers.has(instance.key));
}
