import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { DISTRIBUTED_BY_INSTANCE, NOT_INSTANCE_SCOPED } from './distribution.js';
import { deployHotPathModels, runHotPathWorkload } from './hot-path-workload.js';
import { unpinnedReferences } from './shard-filter.js';
import { StatementCapture } from './statement-capture.js';
import { APPLICATION_NAME_PREFIX } from '../database/engine-process-id.js';

/**
 * Statements of the hot path that deliberately read instance-scoped tables without naming the instances: on Citus
 * each is a query over every shard. `statement` is a piece of the statement's normalized text, `tables` the tables it
 * may leave unpinned. An exception on the request path that the workload no longer runs fails the spec, so the list
 * shrinks with the code.
 */
const CROSS_SHARD_EXCEPTIONS: { statement: string; tables: string[]; path: 'request' | 'background'; reason: string }[] = [
  {
    statement: 'from job j join process_instance p on p.key = j.process_instance_key and p.partition_id = j.partition_id where j.type = $1',
    tables: ['job', 'process_instance'],
    path: 'request',
    reason:
      'job activation asks for any job of a type, wherever it is: one statement over the one partition of one PostgreSQL; on ' +
      'Citus the same query goes round the partitions, pinned to one at a time (job-activation.store.ts), as a Zeebe gateway goes round partitions',
  },
  {
    statement: "where kind = 'message' and message_name = $1",
    tables: ['event_subscription'],
    path: 'request',
    reason:
      'a published message finds its subscriptions by name and correlation key: on Citus message subscriptions get a table ' +
      'distributed by correlation key beside the messages (Zeebe partitions them so)',
  },
  {
    statement: "t.kind = 'timer' and t.due_at <= $1::timestamptz",
    tables: ['event_subscription'],
    path: 'background',
    reason:
      'due timers are found in time order over all instances on one PostgreSQL; on Citus each partition is claimed from in turn (timer-claims.repository.ts)',
  },
  {
    statement: 'from message m join event_subscription s on',
    tables: ['event_subscription'],
    path: 'background',
    reason:
      'the message maintenance matches buffered messages with subscriptions (hand-overs a crash interrupted, start locks to ' +
      'release): on Citus it runs per message-side shard against the message subscription table',
  },
  {
    statement: 'from instance_command_outbox',
    tables: ['instance_command_outbox'],
    path: 'background',
    reason: 'the relay of commands between instances of a call tree sweeps the whole outbox for work left by a crash',
  },
];

/** Statements the capture must have seen, or it captured the wrong thing. */
const MUST_SEE = [
  'with p as ( insert into process_instance',
  'with p as ( update process_instance',
  'from job j join process_instance p on p.key = j.process_instance_key',
];

describe('readiness of the hot path for Citus (tables distributed by the partition keys name)', () => {
  let engine: TestEngine;
  let db: pg.Client;
  const capture = new StatementCapture(APPLICATION_NAME_PREFIX);

  beforeAll(async () => {
    capture.install();
    engine = await startTestEngine();
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    capture.uninstall();
    await db?.end().catch(() => undefined);
    await engine?.close();
  });

  it('should find unpinned references to instance-scoped tables, and only those', () => {
    // pinned: by a parameter or a key's partition, through a join on the partition, by a recordset of parameters, by a subquery
    expect(unpinnedReferences('select * from job where partition_id = $1 and key = $2')).toEqual([]);
    expect(unpinnedReferences('select * from job where key = $1 and partition_id = (($1)::bigint >> 51)::smallint')).toEqual([]);
    expect(
      unpinnedReferences(
        'select * from process_instance p join job j on j.process_instance_key = p.key and j.partition_id = p.partition_id where p.key = $1 and p.partition_id = $2',
      ),
    ).toEqual([]);
    expect(
      unpinnedReferences(
        'update job j set state = r.state from jsonb_to_recordset($1) r(key bigint, pik bigint) where j.key = r.key and j.partition_id = ((r.pik)::bigint >> 51)::smallint',
      ),
    ).toEqual([]);
    expect(unpinnedReferences('delete from "variable" where "partition_id" = any($1::smallint[])')).toEqual([]);
    expect(unpinnedReferences('insert into job (key, process_instance_key, partition_id) values ($1, $2, $3)')).toEqual([]);
    // unpinned: by another key (the instance's own included), a join on something else, a type, nothing
    expect(unpinnedReferences('select * from job where key = $1')).toEqual([{ table: 'job', alias: 'job' }]);
    expect(unpinnedReferences('select * from job where process_instance_key = $1')).toEqual([{ table: 'job', alias: 'job' }]);
    expect(unpinnedReferences('select * from element_instance e join variable v on v.scope_key = e.key where e.partition_id = $1')).toEqual([
      { table: 'variable', alias: 'v' },
    ]);
    expect(
      unpinnedReferences('select * from job j join process_instance p on p.key = j.process_instance_key and p.partition_id = j.partition_id where j.type = $1'),
    ).toEqual([
      { table: 'job', alias: 'j' },
      { table: 'process_instance', alias: 'p' },
    ]);
    expect(unpinnedReferences('delete from event_subscription where key = any($1::bigint[])')).toEqual([
      { table: 'event_subscription', alias: 'event_subscription' },
    ]);
  });

  it('should carry the partition in every instance-scoped table, and place every other table', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string | null; is_nullable: string | null }>(
      `select t.table_name, c.column_name, c.is_nullable
         from information_schema.tables t
         left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'partition_id'
        where t.table_schema = 'public'`,
    );
    const unplaced = rows.filter((row) => !(row.table_name in DISTRIBUTED_BY_INSTANCE) && !(row.table_name in NOT_INSTANCE_SCOPED));
    expect(unplaced.map((row) => row.table_name)).toEqual([]);
    const distributed = rows.filter((row) => row.table_name in DISTRIBUTED_BY_INSTANCE);
    expect(distributed.map((row) => row.table_name).sort()).toEqual(Object.keys(DISTRIBUTED_BY_INSTANCE).sort());
    expect(distributed.filter((row) => row.column_name !== DISTRIBUTED_BY_INSTANCE[row.table_name])).toEqual([]);
    const nullable = distributed.filter((row) => row.is_nullable === 'YES' && row.table_name !== 'history_event').map((row) => row.table_name);
    const { rows: withoutDefault } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'partition_id' and column_default is null`,
    );
    // no default: a write that forgets the partition fails instead of putting its row on another partition's shard
    const byPartition = Object.entries(NOT_INSTANCE_SCOPED).flatMap(([table, placement]) =>
      placement.kind === 'distributed' && placement.column === 'partition_id' ? [table] : [],
    );
    expect(withoutDefault.map((row) => row.table_name).sort()).toEqual([...Object.keys(DISTRIBUTED_BY_INSTANCE), ...byPartition].sort());
    expect(nullable).toEqual([]);
  });

  it('should pin every hot-path statement on an instance-scoped table to partitions, but the listed exceptions', async () => {
    // given
    const http = new HttpClient(engine.baseUrl);
    await deployHotPathModels(http);

    // when: the hot path runs once through, searches (the query side) left out
    capture.start();
    await runHotPathWorkload(http, async (part) => {
      capture.stop();
      try {
        return await part();
      } finally {
        capture.start();
      }
    });
    await waitUntilIdle(engine);
    const statements = capture.stop();

    // then
    for (const piece of MUST_SEE) expect(statements.filter((statement) => statement.includes(piece)).length, piece).toBeGreaterThan(0);
    const used = new Set<number>();
    const crossShard: string[] = [];
    for (const statement of statements) {
      for (const { table, alias } of unpinnedReferences(statement)) {
        const exception = CROSS_SHARD_EXCEPTIONS.findIndex((candidate) => statement.includes(candidate.statement) && candidate.tables.includes(table));
        if (exception >= 0) used.add(exception);
        else crossShard.push(`${table} (${alias}) unpinned in: ${statement}`);
      }
    }
    expect(crossShard).toEqual([]);
    const unused = CROSS_SHARD_EXCEPTIONS.filter((exception, index) => exception.path === 'request' && !used.has(index)).map((e) => e.statement);
    expect(unused).toEqual([]);
  });
});
