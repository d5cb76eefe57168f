import { type CitusPlacement, DISTRIBUTED_BY_INSTANCE, NOT_INSTANCE_SCOPED } from '../scale-out/distribution.js';

/** The database the engine runs on: one PostgreSQL (the default), or a Citus coordinator with its workers. */
export type DatabaseMode = 'postgres' | 'citus';

/** The one connection the migration runner holds, under its lock. */
export interface SqlSession {
  query(text: string, parameters?: unknown[]): Promise<unknown>;
}

export class CitusPlacementError extends Error {
  override name = 'CitusPlacementError';
}

async function rows<T>(session: SqlSession, text: string, parameters?: unknown[]): Promise<T[]> {
  return (await session.query(text, parameters)) as T[];
}

/**
 * The configured mode wins; unset, a database with the `citus` extension is taken for a Citus coordinator. `citus`
 * configured on a database without the extension is refused: its tables would silently stay on one server.
 */
export async function resolveDatabaseMode(session: SqlSession, configured: DatabaseMode | undefined): Promise<DatabaseMode> {
  if (configured === 'postgres') return 'postgres';
  const [{ present }] = await rows<{ present: boolean }>(session, `select exists (select 1 from pg_extension where extname = 'citus') as present`);
  if (configured === 'citus' && !present) {
    throw new CitusPlacementError(
      'DATABASE_MODE=citus, but the database has no citus extension: create it on the coordinator and the workers and register the workers ' +
        '(../shared/citus/cluster.sh createdb does both)',
    );
  }
  return present ? 'citus' : 'postgres';
}

/** The column distribution.ts distributes `table` by; undefined for a reference or local table, or an unknown one. */
function distributionColumn(table: string): string | undefined {
  const placement = NOT_INSTANCE_SCOPED[table];
  return DISTRIBUTED_BY_INSTANCE[table] ?? (placement?.kind === 'distributed' ? placement.column : undefined);
}

export interface Step {
  readonly table: string;
  readonly placement: CitusPlacement;
}

/**
 * Every table of the schema in the order it is placed: reference tables first (distributed tables' foreign keys name
 * them), then each co-location group from its anchor on. Views (history_event) follow their table.
 */
export function placementOrder(tables: ReadonlySet<string>): Step[] {
  const unplaced = [...tables].filter((table) => !(table in DISTRIBUTED_BY_INSTANCE) && !(table in NOT_INSTANCE_SCOPED));
  if (unplaced.length > 0) {
    throw new CitusPlacementError(`No Citus placement for table(s) ${unplaced.join(', ')}: place them in apps/engine/src/scale-out/distribution.ts`);
  }
  const others = Object.entries(NOT_INSTANCE_SCOPED).map(([table, placement]) => ({ table, placement }));
  const instance: Step[] = Object.entries(DISTRIBUTED_BY_INSTANCE).map(([table, column]) => ({
    table,
    placement: { kind: 'distributed', column, group: 'instance', why: 'instance-scoped' },
  }));
  return [...others.filter((step) => step.placement.kind === 'reference'), ...instance, ...others.filter((step) => step.placement.kind !== 'reference')].filter(
    (step) => tables.has(step.table),
  );
}

/**
 * Citus enforces a primary key or unique constraint only within a shard, so it requires the distribution column in
 * each: the constraint is made anew, under its own name, with the column appended. The key stays the leading
 * column, so a lookup by key alone (a command naming a job) keeps its index on every shard.
 */
async function carryDistributionColumn(session: SqlSession, table: string, column: string): Promise<void> {
  const constraints = await rows<{ name: string; type: 'p' | 'u'; columns: string[] }>(
    session,
    `select c.conname as name, c.contype as type, array(select a.attname from unnest(c.conkey) with ordinality k(attnum, n)
                                                         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.n)::text[] as columns
       from pg_constraint c where c.conrelid = $1::regclass and c.contype in ('p', 'u')`,
    [table],
  );
  for (const constraint of constraints.filter((candidate) => !candidate.columns.includes(column))) {
    const kind = constraint.type === 'p' ? 'primary key' : 'unique';
    const columns = [...constraint.columns, column].map((name) => `"${name}"`).join(', ');
    // Two statements: Citus refuses an ADD CONSTRAINT beside other subcommands on a table with a foreign key to a reference table.
    await session.query(`alter table "${table}" drop constraint "${constraint.name}"`);
    await session.query(`alter table "${table}" add constraint "${constraint.name}" ${kind} (${columns})`);
  }
  const indexes = await rows<{ name: string }>(
    session,
    `select i.indexrelid::regclass::text as name from pg_index i
      where i.indrelid = $1::regclass and i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        and not exists (select 1 from pg_attribute a where a.attrelid = i.indrelid and a.attname = $2 and a.attnum = any(i.indkey))`,
    [table, column],
  );
  if (indexes.length > 0) {
    throw new CitusPlacementError(`Unique index(es) ${indexes.map((index) => index.name).join(', ')} of ${table} lack its distribution column ${column}`);
  }
}

async function place(session: SqlSession, { table, placement }: Step, anchors: Map<string, string>): Promise<void> {
  if (placement.kind === 'local') return;
  if (placement.kind === 'reference') {
    await session.query('select create_reference_table($1)', [table]);
    return;
  }
  await carryDistributionColumn(session, table, placement.column);
  const anchor = placement.group === 'own' ? 'none' : (anchors.get(placement.group) ?? 'none');
  await session.query('select create_distributed_table($1, $2, colocate_with => $3)', [table, placement.column, anchor]);
  if (placement.group !== 'own' && !anchors.has(placement.group)) anchors.set(placement.group, table);
}

/**
 * Places every table as scale-out/distribution.ts says, once per schema version (an engine restarting on a Citus
 * database finds it recorded; a later migration's new tables are placed at its version). Tables Citus knows already
 * are left as they are, so a run cut midway is taken up where it stopped. The caller holds the migration lock.
 * Answers the tables placed by this run.
 */
export async function placeForCitus(session: SqlSession, schemaVersion: number, log: (message: string) => void): Promise<string[]> {
  await session.query('create table if not exists citus_placement (schema_version int primary key, placed_at timestamptz not null default now())');
  const recorded = await rows<unknown>(session, 'select 1 from citus_placement where schema_version = $1', [schemaVersion]);
  if (recorded.length > 0) return [];
  const tables = await rows<{ name: string }>(
    session,
    `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
  );
  const known = await rows<{ name: string; column: string | null }>(
    session,
    `select logicalrelid::regclass::text as name, column_to_column_name(logicalrelid, partkey) as column from pg_dist_partition`,
  );
  const misplaced = known.filter((row) => {
    const column = distributionColumn(row.name);
    return row.column !== null && column !== undefined && row.column !== column;
  });
  if (misplaced.length > 0) {
    throw new CitusPlacementError(
      `${misplaced.map((row) => `${row.name} is distributed by ${row.column}`).join(', ')}, where distribution.ts says otherwise: the database ` +
        'was placed on Citus by an earlier version (before migration 0057, keys that name their partition, or 0058 to 0060, audit entries, idempotent answers and ' +
        'decision instances beside their instance); make it anew (../shared/citus/cluster.sh dropdb, createdb)',
    );
  }
  const placed = new Set(known.map((row) => row.name));
  const order = placementOrder(new Set(tables.map((row) => row.name)));
  const anchors = new Map<string, string>();
  for (const step of order) {
    const { placement } = step;
    if (placement.kind === 'distributed' && placement.group !== 'own' && !anchors.has(placement.group) && placed.has(step.table)) {
      anchors.set(placement.group, step.table);
    }
    if (placed.has(step.table) || placement.kind === 'local') continue;
    await session.query('begin');
    try {
      // The history trigger fills correlated_message_subscription from history_batch, co-located rows of one instance.
      await session.query('set local citus.enable_unsafe_triggers = on');
      await place(session, step, anchors);
      await session.query('commit');
    } catch (error) {
      await session.query('rollback').catch(() => undefined);
      throw new CitusPlacementError(`Placing ${step.table} on Citus failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    log(`Placed ${step.table} on Citus (${placement.kind})`);
    placed.add(step.table);
  }
  await session.query('insert into citus_placement (schema_version) values ($1) on conflict do nothing', [schemaVersion]);
  return [...placed].filter((table) => !known.some((row) => row.name === table));
}
