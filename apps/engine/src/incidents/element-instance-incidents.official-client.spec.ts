import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));

/** `POST /v2/element-instances/{key}/incidents/search` and `GET /v2/audit-logs/{key}`, with the official client (res:strict). */
describe('an element instance’s incidents and one audit log entry, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  const picks: Record<string, string> = {};

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PICK_SHIP]);
    const instances = [];
    for (let index = 0; index < 2; index++) {
      instances.push((await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship' }))).processInstanceKey as string);
    }
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 10, timeout: 60_000, worker: 'spec' }));
    for (const job of jobs) {
      picks[job.processInstanceKey] = job.elementInstanceKey;
      await camunda.failJob(input('failJob', { jobKey: job.jobKey, retries: 0, errorMessage: `no stock for ${job.processInstanceKey}` }));
    }
  });
  afterAll(() => engine?.close());

  it("should find the element instance's own incident, and none of another instance's", async () => {
    const [first, second] = Object.keys(picks);
    const found = await camunda.searchElementInstanceIncidents(
      input('searchElementInstanceIncidents', { elementInstanceKey: picks[first as string] }),
      CONSISTENT,
    );

    expect(found.items.map((incident) => incident.errorMessage)).toEqual([`no stock for ${first}`]);
    expect(found.items[0]?.elementInstanceKey).toBe(picks[first as string]);
    expect(found.page.totalItems).toBe(1);
    expect(second).toBeDefined();
  });

  it("should find the incidents inside the process's own element instance (the instance's scope)", async () => {
    const [first] = Object.keys(picks);
    // The process's own element instance, which Camunda's element instance search does not list.
    const [processElement] = await engine.app
      .get(PgPool)
      .query<{ key: string }>(`select key::text as key from element_instance where process_instance_key = $1 and element_type = 'PROCESS'`, [first]);

    const found = await camunda.searchElementInstanceIncidents(
      input('searchElementInstanceIncidents', { elementInstanceKey: processElement?.key }),
      CONSISTENT,
    );

    expect(found.items.map((incident) => incident.processInstanceKey)).toEqual([first]);
  });

  it('should answer 404 for an element instance that does not exist', async () => {
    const refusal = await refusalOf(
      camunda.searchElementInstanceIncidents(input('searchElementInstanceIncidents', { elementInstanceKey: '2251799813999999' }), CONSISTENT),
    );

    expect(refusal).toMatchObject({ status: 404 });
  });

  it('should read one audit log entry by its key, and 404 for a key that has none', async () => {
    const [first] = Object.keys(picks);
    await camunda.cancelProcessInstance(input('cancelProcessInstance', { processInstanceKey: first }));
    const listed = await camunda.searchAuditLogs(input('searchAuditLogs', { filter: { processInstanceKey: first } }), CONSISTENT);
    const entry = listed.items[0];

    const read = await camunda.getAuditLog(input('getAuditLog', { auditLogKey: entry?.auditLogKey }), CONSISTENT);
    const missing = await refusalOf(camunda.getAuditLog(input('getAuditLog', { auditLogKey: '2251799813999999' }), CONSISTENT));

    expect(entry).toMatchObject({ entityType: 'PROCESS_INSTANCE', operationType: 'CANCEL' });
    expect(read).toEqual(entry);
    expect(missing).toMatchObject({ status: 404 });
  });
});
