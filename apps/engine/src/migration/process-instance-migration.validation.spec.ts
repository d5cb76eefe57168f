import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MigrationPlanReport } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const ATTACHED_V1 = bpmn('./migration.attached.v1.bpmn', import.meta.url);
const ATTACHED_V2 = bpmn('./migration.attached.v2.bpmn', import.meta.url);
const CHILD = bpmn('./migration.child.bpmn', import.meta.url);
const PARALLEL_V1 = bpmn('./migration.parallel.v1.bpmn', import.meta.url);
const PARALLEL_V2 = bpmn('./migration.parallel.v2.bpmn', import.meta.url);

const same = (...ids: string[]) => ids.map((id) => ({ sourceElementId: id, targetElementId: id }));
const ATTACHED_PLAN = same('charge', 'approve', 'approve-timeout', 'payment', 'ship', 'notify', 'checks', 'check');

describe('migration plans that break a rule', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let client: MigrationSpecClient;
  const keys = { attachedV1: '', attachedV2: '', parallelV1: '', parallelV2: '' };

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    client = new MigrationSpecClient(http);
    await client.deploy('child.bpmn', CHILD);
    keys.attachedV1 = await client.deploy('attached.bpmn', ATTACHED_V1);
    keys.attachedV2 = await client.deploy('attached.bpmn', ATTACHED_V2);
    keys.parallelV1 = await client.deploy('parallel.bpmn', PARALLEL_V1);
    keys.parallelV2 = await client.deploy('parallel.bpmn', PARALLEL_V2);
  });
  afterAll(() => engine?.close());

  /** What a refused migration must leave as it was: the version, the tokens and the history. */
  async function snapshot(key: string) {
    const history = await http.get<{ items: unknown[] }>(`/baton/v1/process-instances/${key}/history`);
    return { instance: await client.instance(key), active: await client.activeElements(key), events: history.body.items.length };
  }

  async function attachedInstance(): Promise<string> {
    const key = await client.start(keys.attachedV1, { orderId: 'o', owner: 'olga', recipients: ['ann'] });
    await waitUntilIdle(engine);
    return key;
  }

  /** Migrates and expects a 400 whose detail lists exactly the given messages, with the instance unchanged. */
  async function expectRefused(key: string, body: Record<string, unknown>, ...messages: RegExp[]): Promise<void> {
    const before = await snapshot(key);
    const refused = await client.migrate(key, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveLength(messages.length);
    for (const [index, message] of messages.entries()) expect(refused.body.errors?.[index]?.message).toMatch(message);
    for (const message of messages) expect(refused.body.detail).toMatch(message);
    expect(await snapshot(key)).toEqual(before);
  }

  it('should refuse a plan that leaves an active element unmapped, naming it', async () => {
    const key = await attachedInstance();
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.attachedV2, mappingInstructions: ATTACHED_PLAN.filter((m) => m.sourceElementId !== 'payment') },
      /Active element 'payment' \(INTERMEDIATE_CATCH_EVENT\), instance \d+, is not mapped/,
    );
  });

  it('should refuse a mapping between elements of different types', async () => {
    const key = await attachedInstance();
    const plan = ATTACHED_PLAN.map((m) => (m.sourceElementId === 'payment' ? { sourceElementId: 'payment', targetElementId: 'audit' } : m));
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.attachedV2, mappingInstructions: plan },
      /Active element 'payment' \(INTERMEDIATE_CATCH_EVENT\) \(none\) cannot become 'audit' \(SERVICE_TASK\) \(job worker\): the types differ/,
    );
  });

  it('should refuse moving an element to another flow scope when its scope does not go there', async () => {
    const key = await attachedInstance();
    const plan = [...ATTACHED_PLAN.filter((m) => m.sourceElementId !== 'check'), { sourceElementId: 'check', targetElementId: 'audit' }];
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.attachedV2, mappingInstructions: plan },
      /Active element 'check' would move from its flow scope 'checks' \(which maps to 'checks'\) into 'migration-attached' of the target/,
    );
  });

  it('should refuse mapping a multi-instance body onto an activity without multi-instance', async () => {
    const key = await attachedInstance();
    const plan = [...ATTACHED_PLAN.filter((m) => m.sourceElementId !== 'notify'), { sourceElementId: 'notify', targetElementId: 'audit' }];
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.attachedV2, mappingInstructions: plan },
      // once, for the body: its inner instance goes wherever the body goes
      /Active element 'notify' is a multi-instance activity, but its target 'audit' is not/,
    );
  });

  it('should refuse mapping two active elements of one scope onto one element, whose tokens would merge', async () => {
    const key = await client.start(keys.parallelV1);
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.parallelV1, mappingInstructions: [...same('a'), { sourceElementId: 'b', targetElementId: 'a' }] },
      /Active elements '[ab]' and '[ab]' of one scope are both mapped to 'a': their tokens would merge/,
    );
  });

  it('should refuse a joining gateway with waiting tokens that is unmapped, or mapped to a gateway of another kind', async () => {
    // given: a token of branch 'a' waits at the parallel join
    const key = await client.start(keys.parallelV1);
    expect(await client.completeJobs('par-a', key)).toHaveLength(1);

    // then
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.parallelV2, mappingInstructions: same('b') },
      /Joining gateway 'join' \(PARALLEL_GATEWAY\) holds 1 waiting token\(s\) from flow 'a-to-join' but is not mapped/,
    );
    await expectRefused(
      key,
      { targetProcessDefinitionKey: keys.parallelV2, mappingInstructions: same('b', 'join') },
      /Joining gateway 'join' \(PARALLEL_GATEWAY\) with waiting tokens cannot become 'join' \(INCLUSIVE_GATEWAY\)/,
    );
    // and with the gateway mapped to one of its kind, the waiting token is joined on the target
    expect((await client.migrate(key, { targetProcessDefinitionKey: keys.parallelV1, mappingInstructions: same('b', 'join') })).status).toBe(204);
    expect(await client.completeJobs('par-b', key)).toHaveLength(1);
    expect((await client.instance(key)).state).toBe('COMPLETED');
  });

  it('should refuse mappings to elements the target lacks, and a source mapped twice', async () => {
    const key = await attachedInstance();
    await expectRefused(
      key,
      {
        targetProcessDefinitionKey: keys.attachedV2,
        mappingInstructions: [
          ...ATTACHED_PLAN,
          { sourceElementId: 'charge', targetElementId: 'audit' },
          { sourceElementId: 'nowhere', targetElementId: 'missing' },
        ],
      },
      /Element 'charge' is mapped twice, to 'charge' and to 'audit'/,
      /The source process 'migration-attached' has no element 'nowhere'/,
      /Element 'nowhere' is mapped to 'missing', which the target process 'migration-attached' does not have/,
    );
  });

  it('should answer a dry run with the report of every broken rule and change nothing', async () => {
    // given
    const key = await attachedInstance();
    const before = await snapshot(key);

    // when
    const report = await http.post<MigrationPlanReport>(`/v2/process-instances/${key}/migration`, {
      targetProcessDefinitionKey: keys.attachedV2,
      mappingInstructions: ATTACHED_PLAN.filter((m) => m.sourceElementId !== 'ship' && m.sourceElementId !== 'approve'),
      dryRun: true,
    });

    // then
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      processInstanceKey: key,
      sourceProcessDefinitionKey: keys.attachedV1,
      targetProcessDefinitionKey: keys.attachedV2,
      valid: false,
    });
    expect(report.body.violations.map(({ elementId, rule }) => ({ elementId, rule }))).toEqual([
      { elementId: 'approve', rule: 'UNMAPPED_ELEMENT' },
      { elementId: 'ship', rule: 'UNMAPPED_ELEMENT' },
    ]);
    expect(report.body.violations[0]?.fix).toBe(
      "Add a mapping instruction from 'approve' to the element of the target where it continues (the target has an element 'approve')",
    );
    expect(await snapshot(key)).toEqual(before);
    // a valid plan's dry run says so, and still changes nothing
    const valid = await http.post<MigrationPlanReport>(`/v2/process-instances/${key}/migration`, {
      targetProcessDefinitionKey: keys.attachedV2,
      mappingInstructions: ATTACHED_PLAN,
      dryRun: true,
    });
    expect(valid.body).toMatchObject({ valid: true, violations: [] });
    expect(await snapshot(key)).toEqual(before);
  });

  it('should answer 404 for an unknown target definition and 400 naming the field for a bad body', async () => {
    const key = await client.start(keys.parallelV1);
    expect((await client.migrate(key, { targetProcessDefinitionKey: '123', mappingInstructions: [] })).status).toBe(404);
    const bad = await client.migrate(key, { targetProcessDefinitionKey: keys.parallelV2, mappingInstructions: [{ sourceElementId: 'a' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('targetElementId');
    expect((await client.migrate('2251799813600000', { targetProcessDefinitionKey: keys.parallelV2, mappingInstructions: [] })).status).toBe(404);
  });
});
