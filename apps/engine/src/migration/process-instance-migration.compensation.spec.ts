import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const V1 = bpmn('./migration.compensation.v1.bpmn', import.meta.url);
const V2 = bpmn('./migration.compensation.v2.bpmn', import.meta.url);

describe('migrating an instance with completions that may still be compensated', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let client: MigrationSpecClient;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    client = new MigrationSpecClient(http);
    v1 = await client.deploy('compensation.bpmn', V1);
    v2 = await client.deploy('compensation.bpmn', V2);
  });
  afterAll(() => engine?.close());

  const compensationRows = (processInstanceKey: string) =>
    engine.app
      .get(PgPool)
      .query<{ element_id: string; handler_id: string | null; state: string }>(
        `select element_id, handler_id, state from compensation where process_instance_key = $1 order by key`,
        [processInstanceKey],
      );

  it('should refuse a plan that leaves a compensable completion without its activity in the target, and change nothing', async () => {
    // given: the reservation completed on version 1, the payment waits
    const key = await client.start(v1);

    // when
    const refused = await client.migrate(key, { targetProcessDefinitionKey: v2, mappingInstructions: [{ sourceElementId: 'pay', targetElementId: 'pay' }] });

    // then
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      `Expected to migrate process instance '${key}', but the migration plan is refused:\n` +
        `- Completed activity 'reserve' (TASK) may still be compensated, but the target process 'migration-compensation' has no element 'reserve'; ` +
        `Map 'reserve' to the TASK of the target whose compensation undoes it`,
    );
    expect(await client.instance(key)).toMatchObject({ processDefinitionKey: v1 });
    expect(await compensationRows(key)).toEqual([{ element_id: 'reserve', handler_id: 'release', state: 'COMPLETED' }]);
    // and a dry run names the rule and the fix
    const report = await http.post<{ valid: boolean; violations: { rule: string; elementId: string; fix: string }[] }>(
      `/v2/process-instances/${key}/migration`,
      {
        targetProcessDefinitionKey: v2,
        mappingInstructions: [{ sourceElementId: 'pay', targetElementId: 'pay' }],
        dryRun: true,
      },
    );
    expect(report.body).toMatchObject({
      valid: false,
      violations: [{ rule: 'COMPENSATION_UNMAPPED', elementId: 'reserve', fix: "Map 'reserve' to the TASK of the target whose compensation undoes it" }],
    });
  });

  it("should move the completion to the target's activity, so that compensating it there runs the target's handler", async () => {
    // given
    const key = await client.start(v1);

    // when
    const migrated = await client.migrate(key, {
      targetProcessDefinitionKey: v2,
      mappingInstructions: [
        { sourceElementId: 'pay', targetElementId: 'pay' },
        { sourceElementId: 'reserve', targetElementId: 'book' },
      ],
    });

    // then: the record names version 2's activity and handler
    expect(migrated.status).toBe(204);
    expect(await compensationRows(key)).toEqual([{ element_id: 'book', handler_id: 'unbook', state: 'COMPLETED' }]);

    // and when the payment is done, version 2's throw (which names 'book') compensates the booking with version 2's handler
    expect(await client.completeJobs('pay', key)).toHaveLength(1);
    await eventually(() => client.activeElements(key), ['unbook', 'undo']);
    expect(await client.completeJobs('release-v1', key)).toEqual([]);
    expect(await client.completeJobs('unbook-v2', key)).toHaveLength(1);
    await eventually(async () => (await client.instance(key)).state, 'COMPLETED');
    expect(await compensationRows(key)).toEqual([{ element_id: 'book', handler_id: 'unbook', state: 'COMPENSATED' }]);
  });
});
