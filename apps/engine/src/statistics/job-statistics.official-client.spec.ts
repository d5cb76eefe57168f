import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken, passwordToken } from '../testing/demo-tokens.js';
import {
  basicCamundaClient,
  type CamundaClient as Client,
  CONSISTENT,
  clientInput as input,
  refusalOf,
  strictCamundaClient,
} from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));
const ERROR_CAUGHT = fileURLToPath(new URL('../jobs/job-error.caught.bpmn', import.meta.url));

const none = { count: 0, lastUpdatedAt: null };
const some = (count: number) => ({ count, lastUpdatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });

/** Camunda's job statistics (`/v2/jobs/statistics/*`), asked with the official client (res:strict). */
describe('job statistics, with the official client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;
  let from: string;
  let to: string;
  const window = () => ({ from, to });

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    await camunda.deployResourcesFromFiles([PICK_SHIP, ERROR_CAUGHT]);
    from = new Date().toISOString();
    // Four pick jobs: picker-a completes two (two ship jobs follow), picker-b fails one with a retry left and one for good.
    for (let index = 0; index < 4; index++) await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship' }));
    const take = async (worker: string) =>
      (await camunda.activateJobs(input('activateJobs', { type: 'search-pick', maxJobsToActivate: 2, timeout: 60_000, worker }))).jobs.map((job) => job.jobKey);
    const [a1, a2] = await take('picker-a');
    const [b1, b2] = await take('picker-b');
    for (const jobKey of [a1, a2]) await camunda.completeJob(input('completeJob', { jobKey }));
    await camunda.failJob(input('failJob', { jobKey: b1, retries: 1, errorMessage: 'scanner offline' }));
    await camunda.failJob(input('failJob', { jobKey: b2, retries: 0, errorMessage: 'out of stock' }));
    // A worker throws a BPMN error, which a boundary event catches.
    await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'job-error-caught' }));
    const [stock] = (
      await camunda.activateJobs(input('activateJobs', { type: 'reserve-stock-error-spec', maxJobsToActivate: 1, timeout: 60_000, worker: 'stocker' }))
    ).jobs;
    await camunda.throwJobError(input('throwJobError', { jobKey: stock?.jobKey, errorCode: 'NO_STOCK', errorMessage: 'none left' }));
    to = new Date(Date.now() + 1000).toISOString();
  });
  afterAll(() => engine?.close());

  it('should count the jobs created, completed and failed in the window, overall and of one type', async () => {
    const all = await camunda.getGlobalJobStatistics(input('getGlobalJobStatistics', window()), CONSISTENT);
    const picks = await camunda.getGlobalJobStatistics(input('getGlobalJobStatistics', { ...window(), jobType: 'search-pick' }), CONSISTENT);
    const before = await camunda.getGlobalJobStatistics(input('getGlobalJobStatistics', { from: '2020-01-01T00:00:00Z', to: from }), CONSISTENT);

    expect(all).toEqual({ created: some(7), completed: some(2), failed: some(2), isIncomplete: false });
    expect(picks).toEqual({ created: some(4), completed: some(2), failed: some(2), isIncomplete: false });
    expect(before).toEqual({ created: none, completed: none, failed: none, isIncomplete: false });
    expect(Date.parse(all.completed.lastUpdatedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(from));
  });

  it('should count per job type, with the workers that took them, paged by a cursor', async () => {
    const types = await camunda.getJobTypeStatistics(input('getJobTypeStatistics', { filter: window() }), CONSISTENT);
    // The client requires `after` on every page: an empty one is the first page.
    const first = await camunda.getJobTypeStatistics(input('getJobTypeStatistics', { filter: window(), page: { after: '', limit: 1 } }), CONSISTENT);
    const next = await camunda.getJobTypeStatistics(
      input('getJobTypeStatistics', { filter: window(), page: { limit: 1, after: first.page.endCursor } }),
      CONSISTENT,
    );
    const liked = await camunda.getJobTypeStatistics(input('getJobTypeStatistics', { filter: { ...window(), jobType: { $like: 'search-*' } } }), CONSISTENT);

    expect(types.items).toEqual([
      { jobType: 'reserve-stock-error-spec', created: some(1), completed: none, failed: none, workers: 1 },
      { jobType: 'search-pick', created: some(4), completed: some(2), failed: some(2), workers: 2 },
      { jobType: 'search-ship', created: some(2), completed: none, failed: none, workers: 0 },
    ]);
    expect(types.page.totalItems).toBe(3);
    expect([...first.items, ...next.items].map((item) => item.jobType)).toEqual(['reserve-stock-error-spec', 'search-pick']);
    expect(liked.items.map((item) => item.jobType)).toEqual(['search-pick', 'search-ship']);
  });

  it("should count a type's jobs per worker that took them, failures against the worker that reported them", async () => {
    const workers = await camunda.getJobWorkerStatistics(input('getJobWorkerStatistics', { filter: { ...window(), jobType: 'search-pick' } }), CONSISTENT);

    expect(workers.items).toEqual([
      { worker: 'picker-a', created: some(2), completed: some(2), failed: none },
      { worker: 'picker-b', created: some(2), completed: none, failed: some(2) },
    ]);
  });

  it("should count a type's jobs per time bucket, counted from the window's start", async () => {
    const hourly = await camunda.getJobTimeSeriesStatistics(
      input('getJobTimeSeriesStatistics', { filter: { ...window(), jobType: 'search-pick', resolution: 'PT1H' } }),
      CONSISTENT,
    );
    const byDefault = await camunda.getJobTimeSeriesStatistics(
      input('getJobTimeSeriesStatistics', { filter: { ...window(), jobType: 'search-pick' } }),
      CONSISTENT,
    );

    expect(hourly.items).toEqual([{ time: from, created: some(4), completed: some(2), failed: some(2) }]);
    expect(byDefault.items).toEqual([{ time: from, created: some(4), completed: some(2), failed: some(2) }]);
  });

  it("should list the errors of a type's jobs with the workers that reported them, filtered by code and message", async () => {
    const picks = await camunda.getJobErrorStatistics(input('getJobErrorStatistics', { filter: { ...window(), jobType: 'search-pick' } }), CONSISTENT);
    const outOfStock = await camunda.getJobErrorStatistics(
      input('getJobErrorStatistics', { filter: { ...window(), jobType: 'search-pick', errorMessage: { $like: 'out*' } } }),
      CONSISTENT,
    );
    const thrown = await camunda.getJobErrorStatistics(
      input('getJobErrorStatistics', { filter: { ...window(), jobType: 'reserve-stock-error-spec', errorCode: 'NO_STOCK' } }),
      CONSISTENT,
    );

    expect(picks.items).toEqual([
      { errorCode: '', errorMessage: expect.any(String) as unknown, workers: 1 },
      { errorCode: '', errorMessage: expect.any(String) as unknown, workers: 1 },
    ]);
    expect(picks.items.map((item) => item.errorMessage).sort()).toEqual(['out of stock', 'scanner offline']);
    expect(outOfStock.items).toEqual([{ errorCode: '', errorMessage: 'out of stock', workers: 1 }]);
    expect(thrown.items).toEqual([{ errorCode: 'NO_STOCK', errorMessage: 'none left', workers: 1 }]);
  });

  it('should refuse a window that ends before it starts, a bucket of no fixed length and a missing job type, naming the field', async () => {
    const backwards = { from: to, to: from };
    const global = await refusalOf(camunda.getGlobalJobStatistics(input('getGlobalJobStatistics', backwards), CONSISTENT));
    const types = await refusalOf(camunda.getJobTypeStatistics(input('getJobTypeStatistics', { filter: backwards }), CONSISTENT));
    const monthly = await refusalOf(
      camunda.getJobTimeSeriesStatistics(
        input('getJobTimeSeriesStatistics', { filter: { ...window(), jobType: 'search-pick', resolution: 'P1M' } }),
        CONSISTENT,
      ),
    );
    // The client refuses to send a request without the job type: over plain HTTP.
    const noType = await fetch(`${engine.baseUrl}/v2/jobs/statistics/by-workers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filter: window() }),
    });

    expect(global).toMatchObject({ status: 400, detail: expect.stringContaining('from') });
    expect(types).toMatchObject({ status: 400, detail: expect.stringContaining('filter.from') });
    expect(monthly).toMatchObject({ status: 400, detail: expect.stringContaining('filter.resolution') });
    expect(noType.status).toBe(400);
    expect(await noType.text()).toContain('jobType');
  });
});

describe("job statistics over the caller's tenants", () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true' } });
    const admin = basicCamundaClient(engine.baseUrl, 'demo');
    await admin.deployResourcesFromFiles([PICK_SHIP]);
    for (let index = 0; index < 2; index++) await admin.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'pick-ship' }));
    // A developer of the tenant acme only.
    await admin.createUser(input('createUser', { username: 'acme-dev', password: 'acme-dev-pass' }));
    await admin.assignRoleToUser(input('assignRoleToUser', { roleId: 'developer', username: 'acme-dev' }));
    await admin.assignUserToTenant(input('assignUserToTenant', { tenantId: 'acme', username: 'acme-dev' }));
  });
  afterAll(() => engine?.close());

  it("should count only the jobs of the caller's tenants", async () => {
    const query = `/v2/jobs/statistics/global?from=2020-01-01T00:00:00Z&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&jobType=search-pick`;
    const createdFor = async (username: string, password: string) =>
      (await clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, username, password)).get<{ created: { count: number } }>(query)).body.created
        .count;

    const counts = [await createdFor('dave', 'dave'), await createdFor('acme-dev', 'acme-dev-pass')];

    expect(counts).toEqual([2, 0]);
  });
});
