import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}.bpmn`, import.meta.url), 'utf8');
const MINUTE = 60_000;

interface HistoryItem {
  sequence: number;
  type: string;
  elementId: string | null;
  timestamp: string;
  payload: Record<string, unknown>;
}

describe('timers on the testing clock', () => {
  let engine: TestEngine;
  let http: HttpClient;
  /** Engine time; only ever moves forward, so the timers of one test cannot disturb the next. */
  let now = Date.parse('2030-01-01T08:00:00.000Z');

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    for (const name of [
      'timer-catch.duration',
      'timer-catch.date',
      'timer-catch.variable',
      'timer-boundary.interrupting',
      'timer-boundary.cycle',
      'timer-boundary.cron',
      'timer-gateway.race',
    ]) {
      const deployed = await http.deploy<DeploymentResult>({ [`${name}.bpmn`]: fixture(name) });
      expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    }
    await pin(now);
  });
  afterAll(() => engine?.close());

  async function pin(timestamp: number): Promise<void> {
    now = timestamp;
    const response = await http.request('PUT', '/v2/clock', { timestamp });
    expect(response.status).toBe(204);
  }

  const advance = (ms: number) => pin(now + ms);

  async function start(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  async function state(key: string): Promise<ProcessInstanceResult['state']> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;
  }

  async function history(key: string): Promise<HistoryItem[]> {
    const response = await http.get<{ items: HistoryItem[] }>(`/baton/v1/process-instances/${key}/history`);
    expect(response.status).toBe(200);
    return response.body.items;
  }

  /** The scheduler reacts to a pin asynchronously: wait for what it must have done. */
  const completed = (key: string) => eventually(() => state(key), 'COMPLETED');

  async function countInstances(processDefinitionId: string): Promise<number> {
    const response = await http.post<{ page: { totalItems: number } }>('/v2/process-instances/search', { filter: { processDefinitionId }, page: { limit: 1 } });
    expect(response.status).toBe(200);
    return response.body.page.totalItems;
  }

  async function activate(type: string): Promise<ActivatedJobResult[]> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'spec',
      timeout: 600_000,
      maxJobsToActivate: 10,
      requestTimeout: -1,
    });
    expect(response.status).toBe(200);
    return response.body.jobs;
  }

  const triggered = (items: HistoryItem[]) => items.filter((item) => item.type === 'EventTriggered');

  it('should fire an intermediate timer with a FEEL duration once it is due, recording due and fire time', async () => {
    // given: two instances; the earlier timer fires in the same round as the later one would, if it were due
    const t0 = now;
    const fiveMinutes = await start('timer-catch-duration', { minutes: 5 });
    const fourMinutes = await start('timer-catch-duration', { minutes: 4 });
    const opened = (await history(fiveMinutes)).find((item) => item.type === 'SubscriptionOpened');
    expect(opened?.payload.subscription).toMatchObject({ kind: 'timer', elementId: 'wait', dueAt: t0 + 5 * MINUTE, repetitionsLeft: 1 });

    // when
    await advance(5 * MINUTE - 1000);

    // then
    await completed(fourMinutes);
    await waitUntilIdle(engine);
    expect(await state(fiveMinutes)).toBe('ACTIVE');

    // when
    await advance(30_000);

    // then
    await completed(fiveMinutes);
    const items = await history(fiveMinutes);
    expect(triggered(items)).toEqual([
      expect.objectContaining({
        elementId: 'wait',
        timestamp: new Date(t0 + 5 * MINUTE + 29_000).toISOString(),
        payload: expect.objectContaining({ kind: 'timer', dueAt: t0 + 5 * MINUTE, firedAt: t0 + 5 * MINUTE + 29_000 }),
      }),
    ]);
    expect(items.map((item) => item.type)).not.toContain('EventTriggerIgnored');
    expect(items.at(-1)).toMatchObject({ type: 'ElementCompleted', elementId: 'timer-catch-duration' });
  });

  it('should fire an intermediate timer with a FEEL date', async () => {
    // given
    const wakeAt = now + 3 * 60 * MINUTE;
    const key = await start('timer-catch-date', { wakeAt: new Date(wakeAt).toISOString() });

    // when
    await pin(wakeAt);

    // then
    await completed(key);
    expect(triggered(await history(key)).map((item) => item.payload)).toEqual([expect.objectContaining({ dueAt: wakeAt, firedAt: wakeAt })]);
  });

  it('should cancel the job and leave through an interrupting timer boundary event', async () => {
    // given
    const key = await start('timer-boundary-interrupting');
    const [job] = await activate('slow-work');
    expect(job?.processInstanceKey).toBe(key);

    // when
    await advance(5 * MINUTE);

    // then
    await completed(key);
    const items = await history(key);
    const types = items.map((item) => `${item.type}:${item.elementId ?? ''}`);
    expect(types).toEqual(expect.arrayContaining(['EventTriggered:timeout', 'ElementTerminated:work', 'ElementCompleted:timed-out']));
    expect(types).not.toContain('ElementActivating:done');
    expect(items.find((item) => item.type === 'JobCanceled')?.payload).toMatchObject({ jobKey: job?.jobKey });
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(404);
  });

  it('should fire a non-interrupting cycle while the task lives, catching up missed repetitions in order', async () => {
    // given
    const t0 = now;
    const key = await start('timer-boundary-cycle');
    const reminders = async () => (await history(key)).filter((item) => item.type === 'ElementCompleted' && item.elementId === 'reminded').length;

    // when: one repetition is due
    await advance(MINUTE);

    // then
    await eventually(reminders, 1);
    await waitUntilIdle(engine);
    expect(await reminders()).toBe(1);
    expect(await state(key)).toBe('ACTIVE');

    // when: ten minutes later, the two others were missed
    await advance(10 * MINUTE);

    // then: they fire one after the other, each due one interval after the previous one, and the cycle ends
    await eventually(reminders, 3);
    const items = await history(key);
    expect(triggered(items).map((item) => [item.payload.dueAt, item.payload.firedAt])).toEqual([
      [t0 + MINUTE, t0 + MINUTE],
      [t0 + 2 * MINUTE, t0 + 11 * MINUTE],
      [t0 + 3 * MINUTE, t0 + 11 * MINUTE],
    ]);
    expect(items.filter((item) => item.type === 'TimerRescheduled').map((item) => item.payload.dueAt)).toEqual([t0 + 2 * MINUTE, t0 + 3 * MINUTE]);
    expect(items.filter((item) => item.type === 'SubscriptionClosed')).toHaveLength(1);
    expect(await state(key)).toBe('ACTIVE');

    // when: the task still completes normally
    await advance(60 * MINUTE);
    const [job] = await activate('long-work');
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);

    // then
    expect(await state(key)).toBe('COMPLETED');
    expect(triggered(await history(key))).toHaveLength(3);
  });

  it('should fire a cron cycle (every five minutes) at the times its expression gives in UTC, from the engine clock', async () => {
    // given: the clock between two five-minute marks
    await advance(2 * MINUTE + 30_000);
    const firstMark = Math.ceil(now / (5 * MINUTE)) * 5 * MINUTE;
    const key = await start('timer-boundary-cron');
    const reminders = async () => (await history(key)).filter((item) => item.type === 'ElementCompleted' && item.elementId === 'reminded').length;

    // when: the clock is one second short of the mark, nothing fires
    await pin(firstMark - 1000);
    await waitUntilIdle(engine);
    expect(await reminders()).toBe(0);

    // when: the mark comes
    await pin(firstMark);

    // then: it fires, and the next one is due at the next mark
    await eventually(reminders, 1);
    const items = await history(key);
    expect(triggered(items).map((item) => item.payload.dueAt)).toEqual([firstMark]);
    expect(items.filter((item) => item.type === 'TimerRescheduled').map((item) => item.payload.dueAt)).toEqual([firstMark + 5 * MINUTE]);

    // when: the task completes, the cycle ends with it
    const [job] = (await activate('long-work')).filter((activated) => activated.processInstanceKey === key);
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);
    expect(await state(key)).toBe('COMPLETED');
    await advance(10 * MINUTE);
    await waitUntilIdle(engine);
    expect(triggered(await history(key))).toHaveLength(1);
  });

  it('should start an instance at each minute mark of a cron timer start event, until a new version drops the timer', async () => {
    // given: deployed between two minute marks
    await advance(20_000);
    const nextMark = Math.ceil(now / MINUTE) * MINUTE;
    expect((await http.deploy<DeploymentResult>({ 'timer-start.cron.bpmn': fixture('timer-start.cron') })).status).toBe(200);

    // when
    await pin(nextMark);

    // then
    await eventually(() => countInstances('timer-start-cron'), 1);

    // when: a version without the timer is deployed, the next mark starts nothing
    const withoutTimer = fixture('timer-start.cron').replace(/<bpmn:timerEventDefinition[\s\S]*<\/bpmn:timerEventDefinition>/, '');
    expect((await http.deploy<DeploymentResult>({ 'timer-start.cron.bpmn': withoutTimer })).status).toBe(200);
    await advance(MINUTE);
    await waitUntilIdle(engine);
    expect(await countInstances('timer-start-cron')).toBe(1);
  });

  it('should let the timer of an event-based gateway win the race, withdrawing the message subscription', async () => {
    // given
    const key = await start('timer-gateway-race', { orderId: 'o-late' });

    // when
    await advance(10 * MINUTE);

    // then
    await completed(key);
    const items = await history(key);
    expect(triggered(items)).toEqual([expect.objectContaining({ elementId: 'timeout' })]);
    expect(items.filter((item) => item.type === 'SubscriptionClosed')).toHaveLength(2);
    expect(items.map((item) => `${item.type}:${item.elementId}`)).toEqual(expect.arrayContaining(['ElementCompleted:cancelled']));
    expect(items.map((item) => `${item.type}:${item.elementId}`)).not.toContain('ElementActivating:shipped');
  });

  it('should create one instance per repetition of a timer start event, R2 creating exactly two', async () => {
    // given
    const t0 = now;
    expect((await http.deploy<DeploymentResult>({ 'timer-start.twice.bpmn': fixture('timer-start.twice') })).status).toBe(200);

    // when
    await advance(10 * MINUTE);

    // then
    await eventually(() => countInstances('timer-start-twice'), 2);
    // two hours on, once the scheduler has fired everything due: still exactly two
    await advance(2 * 60 * MINUTE);
    await waitUntilIdle(engine);
    expect(await countInstances('timer-start-twice')).toBe(2);
    const search = await http.post<{ items: ProcessInstanceResult[] }>('/v2/process-instances/search', {
      filter: { processDefinitionId: 'timer-start-twice' },
    });
    expect(search.body.items.map((item) => item.state)).toEqual(['COMPLETED', 'COMPLETED']);
    const started = await history(search.body.items[0]?.processInstanceKey as string);
    expect(started.map((item) => `${item.type}:${item.elementId}`)).toContain('ElementCompleted:tick');
    expect(started.find((item) => item.type === 'ElementActivating' && item.elementId === 'tick')?.timestamp).toBe(new Date(t0 + 10 * MINUTE).toISOString());
    // the new instance's history records when its start timer was due and when it actually fired
    const fired = started.find((item) => item.type === 'EventTriggered' && item.elementId === 'tick');
    expect(fired?.payload).toMatchObject({ kind: 'timer', firedAt: t0 + 10 * MINUTE });
    expect(typeof fired?.payload.dueAt).toBe('number');
    expect(fired?.payload.dueAt as number).toBeLessThanOrEqual(t0 + 10 * MINUTE);
  });

  it('should compute each start from the previous due time, not from the fire time', async () => {
    // given
    expect((await http.deploy<DeploymentResult>({ 'timer-start.forever.bpmn': fixture('timer-start.forever') })).status).toBe(200);

    // when: 90 s after the deployment, the first repetition (due at 60 s) fires late
    await advance(90_000);

    // then
    await eventually(() => countInstances('timer-start-forever'), 1);

    // when: at 125 s, the second is due (at 120 s, not 90 + 60 = 150 s)
    await advance(35_000);

    // then
    await eventually(() => countInstances('timer-start-forever'), 2);

    // when: at 10.5 min, the ones missed meanwhile catch up, and no more
    await advance(10 * MINUTE + 30_000 - 125_000);

    // then
    await eventually(() => countInstances('timer-start-forever'), 10);
    await advance(20_000);
    await waitUntilIdle(engine);
    expect(await countInstances('timer-start-forever')).toBe(10);
  });

  it('should raise an EXTRACT_VALUE_ERROR incident for a timer expression that fails at run time, and keep running', async () => {
    // when
    const notADuration = await start('timer-catch-variable', { wait: 'soon' });
    const missing = await start('timer-catch-variable');

    // then
    for (const key of [notADuration, missing]) {
      const instance = await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`);
      expect(instance.body).toMatchObject({ state: 'ACTIVE', hasIncident: true });
    }
    const incidents = await http.post<{ items: { processInstanceKey: string; errorType: string; errorMessage: string; elementId: string }[] }>(
      '/v2/incidents/search',
      {
        filter: { processInstanceKey: notADuration },
      },
    );
    expect(incidents.body.items).toEqual([expect.objectContaining({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'wait' })]);
    expect(incidents.body.items[0]?.errorMessage).toContain("'soon'");
    const fine = await start('timer-catch-variable', { wait: 'PT1S' });
    await advance(1000);
    await completed(fine);
  });

  it('should refuse a clock pin with a bad body with 400 naming the field', async () => {
    for (const body of [{}, { timestamp: 'tomorrow' }, { timestamp: -5 }, [1]]) {
      const response = await http.request<{ status: number; detail: string }>('PUT', '/v2/clock', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
    }
    const missing = await http.request<{ detail: string }>('PUT', '/v2/clock', {});
    expect(missing.body.detail).toContain('timestamp');
  });
});
