import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchItemHandlers, type BatchItemOutcome } from '../batch-operations/batch-item-handlers.js';
import { BATCH_OPERATION_COLUMNS, type BatchOperationRow } from '../batch-operations/batch-operation.repository.js';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const PROCESS_PATH = fileURLToPath(new URL('./process-instance-search.pick-ship.bpmn', import.meta.url));

/** Cancellation, incident resolution and deletion of instances, one or over a filter, with the official client (res:strict). */
describe('process instance batches and deletion, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let sql: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    sql = engine.app.get(PgPool);
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
  });
  afterAll(() => engine?.close());

  const start = async (tags: string[]) =>
    (await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship', tags }))).processInstanceKey as string;

  async function finished(batchOperationKey: string) {
    await eventually(async () => (await camunda.getBatchOperation(input('getBatchOperation', { batchOperationKey }), CONSISTENT)).state === 'ACTIVE', false);
    return camunda.getBatchOperation(input('getBatchOperation', { batchOperationKey }), CONSISTENT);
  }

  async function itemStates(batchOperationKey: string): Promise<Record<string, string>> {
    const found = await camunda.searchBatchOperationItems(input('searchBatchOperationItems', { filter: { batchOperationKey } }), CONSISTENT);
    return Object.fromEntries(found.items.map((item) => [item.processInstanceKey, item.state]));
  }

  async function stateOf(processInstanceKey: string): Promise<string> {
    return (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state;
  }

  async function auditedBy(batchOperationKey: string): Promise<string[]> {
    const rows = await sql.query<{ entry: string }>(
      `select entity_type || ' ' || operation_type || ' ' || result as entry from audit_log where batch_operation_key = $1 order by key`,
      [batchOperationKey],
    );
    return rows.map((row) => row.entry);
  }

  /** Fails each instance's pick job without retries (an incident), then gives it the retries asked for. */
  /** Carries out an item of the batch again, as an engine that took the batch over after a crash would. */
  async function rerunItem(batchOperationKey: string, processInstanceKey: string): Promise<BatchItemOutcome> {
    const [batch] = await sql.query<BatchOperationRow>(`select ${BATCH_OPERATION_COLUMNS} from batch_operation where key = $1`, [batchOperationKey]);
    if (!batch) throw new Error(`no batch operation ${batchOperationKey}`);
    return engine.app.get(BatchItemHandlers).handlerOf(batch.type)(batch, { itemKey: processInstanceKey, processInstanceKey });
  }

  async function incidentsOn(retriesByInstance: Record<string, number>): Promise<void> {
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 10, timeout: 60_000, worker: 'spec' }));
    for (const [processInstanceKey, retries] of Object.entries(retriesByInstance)) {
      const job = jobs.find((candidate) => candidate.processInstanceKey === processInstanceKey);
      await camunda.failJob(input('failJob', { jobKey: job?.jobKey, retries: 0, errorMessage: 'out of stock' }));
      if (retries > 0) await camunda.updateJob(input('updateJob', { jobKey: job?.jobKey, changeset: { retries } }));
    }
  }

  it('should cancel every running instance the filter matches, each audited as an item of the batch', async () => {
    // given
    const doomed = [await start(['doomed']), await start(['doomed']), await start(['doomed'])];
    const kept = await start(['kept']);

    // when
    const created = await camunda.cancelProcessInstancesBatchOperation(
      input('cancelProcessInstancesBatchOperation', { filter: { processDefinitionId: 'pick-ship', tags: ['doomed'] }, operationReference: 7 }),
    );

    // then
    expect(created.batchOperationType).toBe('CANCEL_PROCESS_INSTANCE');
    expect(await finished(created.batchOperationKey)).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 3, operationsCompletedCount: 3 });
    expect(await itemStates(created.batchOperationKey)).toEqual(Object.fromEntries(doomed.map((key) => [key, 'COMPLETED'])));
    expect(await Promise.all(doomed.map(stateOf))).toEqual(['TERMINATED', 'TERMINATED', 'TERMINATED']);
    expect(await stateOf(kept)).toBe('ACTIVE');
    expect(await auditedBy(created.batchOperationKey)).toEqual(Array(3).fill('PROCESS_INSTANCE CANCEL SUCCESS'));
  });

  it('should find an item done already when an engine that took the batch over carries it out again', async () => {
    // given
    const [doomed, ended] = [await start(['again']), await start(['again'])];
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: ended }));
    const created = await camunda.cancelProcessInstancesBatchOperation(input('cancelProcessInstancesBatchOperation', { filter: { tags: ['again'] } }));
    await finished(created.batchOperationKey);

    // when / then: its own cancellation is done (one audit entry), an instance that ended otherwise is skipped
    expect(await rerunItem(created.batchOperationKey, doomed)).toEqual({ state: 'COMPLETED' });
    expect(await rerunItem(created.batchOperationKey, ended)).toEqual({ state: 'SKIPPED' });
    expect(await auditedBy(created.batchOperationKey)).toEqual(['PROCESS_INSTANCE CANCEL SUCCESS']);
  });

  it('should resolve the incidents of one instance as a batch of one, and fail the item whose job has no retries left', async () => {
    // given: one incident whose job got its retries back, one whose job did not
    const fixable = await start(['incident']);
    const stuck = await start(['incident']);
    await incidentsOn({ [fixable]: 2, [stuck]: 0 });

    // when
    const one = await camunda.resolveProcessInstanceIncidents(input('resolveProcessInstanceIncidents', { processInstanceKey: fixable }));
    const resolvedOne = await finished(one.batchOperationKey);
    const many = await camunda.resolveIncidentsBatchOperation(input('resolveIncidentsBatchOperation', { filter: { tags: ['incident'] } }));

    // then: the second batch finds only the stuck instance with an open incident
    expect(one.batchOperationType).toBe('RESOLVE_INCIDENT');
    expect(resolvedOne).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 1, operationsCompletedCount: 1, operationsFailedCount: 0 });
    expect(await finished(many.batchOperationKey)).toMatchObject({ operationsTotalCount: 1, operationsFailedCount: 1 });
    expect(await itemStates(many.batchOperationKey)).toEqual({ [stuck]: 'FAILED' });
    const open = await camunda.searchIncidents(input('searchIncidents', { filter: { state: 'ACTIVE', processDefinitionId: 'pick-ship' } }), CONSISTENT);
    expect(open.items.map((incident) => incident.processInstanceKey)).toEqual([stuck]);
    expect(await auditedBy(one.batchOperationKey)).toEqual(['INCIDENT RESOLVE SUCCESS']);
    // the resolved job is there to activate again
    await waitUntilIdle(engine);
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 10, timeout: 60_000, worker: 'spec' }));
    expect(jobs.map((job) => job.processInstanceKey)).toContain(fixable);
  });

  it('should refuse to resolve the incidents of an instance that does not exist', async () => {
    expect(
      await refusalOf(camunda.resolveProcessInstanceIncidents(input('resolveProcessInstanceIncidents', { processInstanceKey: '2251799813999999' }))),
    ).toMatchObject({
      status: 404,
    });
  });

  it('should refuse to delete a running instance, and delete a finished one with its history', async () => {
    // given
    const key = await start(['deleted']);
    const refusal = await refusalOf(camunda.deleteProcessInstance(input('deleteProcessInstance', { processInstanceKey: key })));
    expect(refusal).toMatchObject({
      status: 409,
      title: 'INVALID_STATE',
      detail: `Expected to delete history for process instance with key '${key}', but it is still active.`,
    });
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: key }));

    // when
    await camunda.deleteProcessInstance(input('deleteProcessInstance', { processInstanceKey: key, operationReference: 3 }));

    // then
    expect(await refusalOf(camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey: key }), CONSISTENT))).toMatchObject({ status: 404 });
    const [left] = await sql.query<{ rows: string }>(
      `select ((select count(*) from element_instance where process_instance_key = $1) + (select count(*) from job where process_instance_key = $1))::text as rows`,
      [key],
    );
    expect(left?.rows).toBe('0');
    const audited = await sql.query<{ entry: string }>(
      `select operation_type || ' ' || result || ' ' || coalesce(annotation, '') as entry from audit_log where process_instance_key = $1 order by key`,
      [key],
    );
    expect(audited.map((row) => row.entry)).toEqual(['DELETE FAIL ', 'CANCEL SUCCESS ', 'DELETE SUCCESS operationReference: 3']);
    expect(await refusalOf(camunda.deleteProcessInstance(input('deleteProcessInstance', { processInstanceKey: key })))).toMatchObject({ status: 404 });
  });

  it('should delete every finished instance the filter matches, and leave the running ones', async () => {
    // given
    const ended = [await start(['cleanup']), await start(['cleanup'])];
    for (const key of ended) await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: key }));
    const running = await start(['cleanup']);

    // when
    const created = await camunda.deleteProcessInstancesBatchOperation(input('deleteProcessInstancesBatchOperation', { filter: { tags: ['cleanup'] } }));

    // then
    expect(created.batchOperationType).toBe('DELETE_PROCESS_INSTANCE');
    expect(await finished(created.batchOperationKey)).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 2, operationsCompletedCount: 2 });
    const left = await camunda.searchProcessInstances(input('searchProcessInstances', { filter: { tags: ['cleanup'] } }), CONSISTENT);
    expect(left.items.map((item) => item.processInstanceKey)).toEqual([running]);
    expect(await auditedBy(created.batchOperationKey)).toEqual(['PROCESS_INSTANCE DELETE SUCCESS', 'PROCESS_INSTANCE DELETE SUCCESS']);
    // carried out again (an engine took the batch over): found done, no second entry
    expect(await rerunItem(created.batchOperationKey, ended[0] as string)).toEqual({ state: 'COMPLETED' });
    expect(await auditedBy(created.batchOperationKey)).toHaveLength(2);
  });
});
