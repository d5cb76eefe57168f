import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { LANES_PLAN, startLanes } from './batch-migration-checks.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';

const LANES_V1 = bpmn('./migration.lanes.v1.bpmn', import.meta.url);
const LANES_V2 = bpmn('./migration.lanes.v2.bpmn', import.meta.url);

/**
 * A batch item carried out twice at once (a batch's lease ran out while its engine process still worked on the item,
 * and another process took the batch over: seen on Citus, where instances were migrated two and three times) migrates
 * its instance once; a request whose instance another request migrated after its plan was checked is refused.
 */
describe('a migration carried out twice at once', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let migration: ProcessInstanceMigration;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    migration = engine.app.get(ProcessInstanceMigration);
    const client = new MigrationSpecClient(http);
    v1 = await client.deploy('lanes.bpmn', LANES_V1);
    v2 = await client.deploy('lanes.bpmn', LANES_V2);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const onV1 = async (): Promise<string[]> =>
    (await engine.app.get(PgPool).query<{ key: string }>(`select key::text as key from process_instance where process_definition_key = $1`, [v1])).map(
      (row) => row.key,
    );
  const migrationsOf = async (key: string): Promise<number> =>
    (
      await engine.app
        .get(PgPool)
        .query<{ n: number }>(`select count(*)::int as n from history_event where process_instance_key = $1 and type = 'ProcessInstanceMigrated'`, [key])
    )[0]?.n ?? 0;

  it('should migrate a batch item once, the second run finding its instance migrated', async () => {
    // given
    await startLanes(http, v1, 1);
    const [key] = await onV1();
    const plan = { targetProcessDefinitionKey: v2, mappingInstructions: LANES_PLAN };
    const item = { batchOperationKey: '1', actorId: 'spec', actorType: 'USER' };

    // when: both pass the plan's check before either command runs
    const [first, second] = await Promise.all([
      migration.migrate(key as string, plan, NO_COMMAND_CONTEXT, item),
      migration.migrate(key as string, plan, NO_COMMAND_CONTEXT, item),
    ]);

    // then
    expect([first, second].filter((outcome) => outcome !== null)).toHaveLength(1);
    expect(await migrationsOf(key as string)).toBe(1);
  });

  it('should not migrate a batch item again once its instance is on the target', async () => {
    // given: the item's instance migrated by the process that held the batch before
    const before = new Set(await onV1());
    await startLanes(http, v1, 1);
    const key = (await onV1()).find((candidate) => !before.has(candidate)) as string;
    const plan = { targetProcessDefinitionKey: v2, mappingInstructions: LANES_PLAN };
    const item = { batchOperationKey: '2', actorId: 'spec', actorType: 'USER' };
    expect(await migration.migrate(key, plan, NO_COMMAND_CONTEXT, item)).not.toBeNull();

    // when: carried out again (its first run read the instance on version 1 just before that migration committed)
    const again = await migration.migrate(key, plan, NO_COMMAND_CONTEXT, item);

    // then
    expect(again).toBeNull();
    expect(await migrationsOf(key)).toBe(1);
  });

  it('should answer a request with 409 when its instance was migrated between its check and its command, migrated once', async () => {
    // given: another request migrates the instance right after this one's plan was checked (its inspection of the instance)
    const before = new Set(await onV1());
    await startLanes(http, v1, 1);
    const key = (await onV1()).find((candidate) => !before.has(candidate)) as string;
    const plan = { targetProcessDefinitionKey: v2, mappingInstructions: LANES_PLAN };
    const executor = engine.app.get(CommandExecutor);
    const inspect = executor.inspect.bind(executor);
    let overtaken = false;
    const spy = vi.spyOn(executor, 'inspect').mockImplementation(async (locator, read) => {
      const result = await inspect(locator, read);
      if (!overtaken) {
        overtaken = true;
        await migration.migrate(key, plan, NO_COMMAND_CONTEXT);
      }
      return result;
    });

    // when
    const refused = await migration.migrate(key, plan, NO_COMMAND_CONTEXT).catch((error: unknown) => error);
    spy.mockRestore();

    // then
    expect(refused).toMatchObject({ status: 409 });
    expect(await migrationsOf(key)).toBe(1);
  });
});
