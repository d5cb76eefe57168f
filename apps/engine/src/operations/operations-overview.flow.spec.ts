import { readFileSync } from 'node:fs';
import type { OperationsOverview } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { TimerScheduler } from '../timers/timer-scheduler.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const MODEL = readFileSync(new URL('./operations-overview.pick-ship.bpmn', import.meta.url), 'utf8');
const COMPENSATION = readFileSync(new URL('../process-instances/compensation.tasks.bpmn', import.meta.url), 'utf8');
const T0 = Date.parse('2031-03-01T08:00:00.000Z');
const MINUTE = 60_000;

describe('the operations overview', () => {
  let engine: TestEngine;
  let http: HttpClient;

  const at = async (timestamp: number) => expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  const start = async (orderId: string) => {
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', {
      processDefinitionId: 'overview-pick-ship',
      variables: { orderId },
    });
    expect(started.status).toBe(200);
    return started.body.processInstanceKey;
  };
  const activate = async (timeout: number) =>
    (
      await http.post<{ jobs: { jobKey: string; processInstanceKey: string }[] }>('/v2/jobs/activation', {
        type: 'overview-pick',
        maxJobsToActivate: 10,
        timeout,
        worker: 'w',
      })
    ).body.jobs;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'pick-ship.bpmn': MODEL })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  it('should count instances and incidents, name the longest waiting work, jobs past their deadline and due timers', async () => {
    // given: at T0 the first order starts; ten minutes later two more
    await at(T0);
    const first = await start('o-1');
    await at(T0 + 10 * MINUTE);
    const second = await start('o-2');
    const third = await start('o-3');
    // the first is picked (its timer is due an hour later), the second's pick fails for good, the third's job is
    // activated with a one-minute lock that then runs out
    const jobs = await activate(MINUTE);
    const jobOf = (key: string) => jobs.find((job) => job.processInstanceKey === key)?.jobKey;
    expect((await http.post(`/v2/jobs/${jobOf(first)}/completion`, {})).status).toBe(204);
    expect((await http.post(`/v2/jobs/${jobOf(second)}/failure`, { retries: 0, errorMessage: 'no stock' })).status).toBe(204);
    await waitUntilIdle(engine);

    // when the timer scheduler has stalled (stopped here), two hours after T0: the first's timer is an hour overdue and
    // the third's job lock ran out
    await engine.app.get(TimerScheduler).onModuleDestroy();
    await at(T0 + 10 * MINUTE + 2 * 60 * MINUTE - MINUTE);
    const overview = await http.get<OperationsOverview>('/baton/v1/operations/overview');

    // then
    expect(overview.status).toBe(200);
    expect(overview.body.processInstances).toEqual({ active: 3, activeWithIncident: 1, completed: 0, terminated: 0 });
    const definitionKey = (await http.get<{ processDefinitionKey: string }>(`/v2/process-instances/${first}`)).body.processDefinitionKey;
    expect(overview.body.byProcessDefinition).toEqual([{ processDefinitionKey: definitionKey, active: 3, activeWithIncident: 1, completed: 0, terminated: 0 }]);
    expect(overview.body.incidentsByType).toEqual([{ errorType: 'JOB_NO_RETRIES', count: 1 }]);
    expect(overview.body.incidentsByProcess).toEqual([{ processDefinitionId: 'overview-pick-ship', count: 1 }]);
    expect(overview.body.longestWaiting).toEqual([
      {
        processDefinitionId: 'overview-pick-ship',
        elementId: 'cool-down',
        elementType: 'INTERMEDIATE_CATCH_EVENT',
        waiting: 1,
        oldestSince: new Date(T0 + 10 * MINUTE).toISOString(),
        oldestProcessInstanceKey: first,
      },
      {
        processDefinitionId: 'overview-pick-ship',
        elementId: 'pick',
        elementType: 'SERVICE_TASK',
        waiting: 2,
        oldestSince: new Date(T0 + 10 * MINUTE).toISOString(),
        oldestProcessInstanceKey: second,
      },
    ]);
    expect(overview.body.jobsPastDeadline).toEqual({ count: 1, oldestDeadline: new Date(T0 + 11 * MINUTE).toISOString(), oldestProcessInstanceKey: third });
    expect(overview.body.timers).toEqual({ due: 1, lagMs: 60 * MINUTE - MINUTE, earliestProcessInstanceKey: first });
    expect(overview.body.compensation).toEqual({ running: 0, instances: 0, oldestProcessInstanceKey: null });
  });

  it('should count the compensation work running now, and name the instance where it started first', async () => {
    // given an order whose charge is being undone (its refund handler waits for a worker; the release runs after it)
    expect((await http.deploy({ 'compensation.tasks.bpmn': COMPENSATION })).status).toBe(200);
    const started = await http.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId: 'compensation-tasks' });

    // then
    const compensation = async () => (await http.get<OperationsOverview>('/baton/v1/operations/overview')).body.compensation;
    await eventually(compensation, { running: 1, instances: 1, oldestProcessInstanceKey: started.body.processInstanceKey });
  });
});
