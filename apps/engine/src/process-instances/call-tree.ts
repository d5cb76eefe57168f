import type { SearchQueryable } from '../query/search-query.js';
import { partitionSql } from '../runtime/partition.js';

/**
 * Walks over a call tree one level per statement, each naming the instances it asks for by key or by caller. Citus
 * refuses a recursive CTE over instances on several shards (a call tree spans shards); call trees are a few levels
 * deep, so the walk costs a few round trips where the recursive CTE cost one.
 */

/** Call trees are a few levels deep (each level is a call activity); the walk stops well beyond any real one. */
export const CALL_TREE_MAX_DEPTH = 64;

/** A member of a call tree, as deletion and the incident reads need it. */
export interface CallTreeMember {
  readonly key: string;
  readonly state: string;
  readonly tenantId: string;
}

const MEMBER_COLUMNS = 'key::text as key, state, tenant_id as "tenantId"';
const INSTANCE_SQL = `select ${MEMBER_COLUMNS} from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`;
/** The index process_instance_parent answers it. */
const CALLED_SQL = `select ${MEMBER_COLUMNS} from process_instance where parent_process_instance_key = any($1::bigint[])`;

/** The instance and every instance it called, at any depth, the instance first; none when it does not exist. */
export async function instanceAndCalled(pg: SearchQueryable, key: string): Promise<CallTreeMember[]> {
  const tree = await pg.query<CallTreeMember>(INSTANCE_SQL, [key]);
  let level = tree.map((member) => member.key);
  for (let depth = 0; level.length > 0 && depth < CALL_TREE_MAX_DEPTH; depth++) {
    const called = await pg.query<CallTreeMember>(CALLED_SQL, [level]);
    tree.push(...called);
    level = called.map((member) => member.key);
  }
  return tree;
}

/** An instance of a call hierarchy, with its process definition's name (its id when it has none). */
export interface CallChainLink {
  readonly key: string;
  readonly processDefinitionKey: string;
  readonly name: string;
}

type ChainRow = CallChainLink & { readonly parent: string | null };

const LINK_SQL = `select p.key::text as key, p.parent_process_instance_key::text as parent, p.process_definition_key::text as "processDefinitionKey",
    coalesce(d.name, d.bpmn_process_id) as name
  from process_instance p join process_definition d on d.key = p.process_definition_key
 where p.key = $1 and p.partition_id = ${partitionSql('$1')}`;

/** The instance and its callers up to the root, root first; none when the instance does not exist. */
export async function callChain(pg: SearchQueryable, key: string): Promise<CallChainLink[]> {
  const chain: CallChainLink[] = [];
  let next: string | null = key;
  for (let depth = 0; next !== null && depth <= CALL_TREE_MAX_DEPTH; depth++) {
    const [link]: ChainRow[] = await pg.query<ChainRow>(LINK_SQL, [next]);
    if (!link) break;
    const { parent, ...member }: ChainRow = link;
    chain.unshift(member);
    next = parent;
  }
  return chain;
}
