import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserTaskResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const LOAN_V1 = bpmn('../../../../examples/loan/loan.v1.bpmn', import.meta.url);
const LOAN_V2 = bpmn('../../../../examples/loan/loan.v2.bpmn', import.meta.url);

describe('the loan process: version 2 adds an affordability check before disbursement', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let client: MigrationSpecClient;
  let v1: string;
  let v2: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    client = new MigrationSpecClient(http);
    v1 = await client.deploy('loan.bpmn', LOAN_V1);
  });
  afterAll(() => engine?.close());

  async function reviewTask(processInstanceKey: string): Promise<UserTaskResult | undefined> {
    return (await http.post<{ items: UserTaskResult[] }>('/v2/user-tasks/search', { filter: { processInstanceKey, state: 'CREATED' } })).body.items[0];
  }

  async function elementsRun(processInstanceKey: string): Promise<string[]> {
    const found = await http.post<{ items: { elementId: string; type: string }[] }>('/v2/element-instances/search', {
      filter: { processInstanceKey },
      sort: [{ field: 'elementInstanceKey' }],
      page: { limit: 100 },
    });
    return found.body.items.filter((item) => item.type !== 'PROCESS' && item.type !== 'START_EVENT' && item.type !== 'END_EVENT').map((item) => item.elementId);
  }

  it('should run the new check in instances migrated during review, and leave instances past disbursement alone', async () => {
    // given: one loan in review, one already past disbursement, both on version 1
    const inReview = await client.start(v1, { amount: 20_000 });
    const pastDisbursement = await client.start(v1, { amount: 5_000 });
    expect(await client.completeJobs('loan-intake', inReview)).toHaveLength(1);
    expect(await client.completeJobs('loan-intake', pastDisbursement)).toHaveLength(1);
    const pastTask = await reviewTask(pastDisbursement);
    expect((await http.post(`/v2/user-tasks/${pastTask?.userTaskKey}/completion`, {})).status).toBe(204);
    expect(await client.completeJobs('loan-disbursement', pastDisbursement)).toHaveLength(1);
    expect(await client.activeElements(pastDisbursement)).toEqual(['notify-customer']);

    // when: version 2 is deployed and the loan in review migrates to it
    v2 = await client.deploy('loan.bpmn', LOAN_V2);
    const review = await reviewTask(inReview);
    const migrated = await client.migrate(inReview, {
      targetProcessDefinitionKey: v2,
      mappingInstructions: [{ sourceElementId: 'review', targetElementId: 'review' }],
      reason: 'affordability rules of 2031',
    });

    // then: the migrated loan keeps its review task and runs the affordability check before disbursement
    expect(migrated.status).toBe(204);
    expect(await client.instance(inReview)).toMatchObject({ processDefinitionVersion: 2 });
    expect((await reviewTask(inReview))?.userTaskKey).toBe(review?.userTaskKey);
    expect((await http.post(`/v2/user-tasks/${review?.userTaskKey}/completion`, { variables: { approved: true } })).status).toBe(204);
    expect(await client.activeElements(inReview)).toEqual(['affordability']);
    expect(await client.completeJobs('loan-disbursement', inReview)).toEqual([]);
    expect(await client.completeJobs('loan-affordability', inReview, { affordable: true })).toHaveLength(1);
    expect(await client.completeJobs('loan-disbursement', inReview)).toHaveLength(1);
    expect(await client.completeJobs('loan-notify', inReview)).toHaveLength(1);
    expect(await client.instance(inReview)).toMatchObject({ state: 'COMPLETED', processDefinitionVersion: 2 });
    expect(await elementsRun(inReview)).toEqual(['intake', 'review', 'affordability', 'disbursement', 'notify-customer']);

    // and the loan past disbursement finishes on version 1, without the check
    expect(await client.instance(pastDisbursement)).toMatchObject({ processDefinitionKey: v1, processDefinitionVersion: 1 });
    expect(await client.completeJobs('loan-notify', pastDisbursement)).toHaveLength(1);
    expect(await client.instance(pastDisbursement)).toMatchObject({ state: 'COMPLETED', processDefinitionVersion: 1 });
    expect(await elementsRun(pastDisbursement)).toEqual(['intake', 'review', 'disbursement', 'notify-customer']);

    // the history and the audit log say who migrated it, why, and from which version to which
    const history = await http.get<{ items: { type: string; payload: Record<string, unknown> }[] }>(`/baton/v1/process-instances/${inReview}/history`);
    const record = history.body.items.find((event) => event.type === 'ProcessInstanceMigrated');
    expect(record?.payload).toMatchObject({
      sourceVersion: 1,
      targetVersion: 2,
      sourceProcessDefinitionKey: v1,
      targetProcessDefinitionKey: v2,
      requestedBy: { actorId: 'anonymous', reason: 'affordability rules of 2031' },
    });
    expect(record?.payload).not.toHaveProperty('targetProcess');
    const audit = await http.post<{ items: { operationType: string; processInstanceKey: string; result: string; actorId: string; annotation?: string }[] }>(
      '/v2/audit-logs/search',
      { filter: { processInstanceKey: inReview, operationType: 'MIGRATE' } },
    );
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        operationType: 'MIGRATE',
        result: 'SUCCESS',
        actorId: 'anonymous',
        annotation: `from loan version 1 (${v1}) to loan version 2 (${v2}); reason: affordability rules of 2031`,
      }),
    ]);
  });
});
