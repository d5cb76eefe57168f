import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, IncidentResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { createTestDatabase, dropTestDatabase, type EngineProcess, startEngineProcess } from '../testing/test-engine.js';
import { timerThenScriptModel, timerThenTimerModel } from './feel-models.js';

/**
 * A runaway expression behind a timer killed both engine processes sharing the database, one after the other, and
 * again after each restart until the timer's row was edited by hand: the fire is retried by whichever process claims
 * it next. Bounded, the fire ends in an incident and the timer is done.
 */
describe('runaway FEEL behind a timer, with two engine processes on one database (real time)', () => {
  let databaseUrl: string;
  const engines: EngineProcess[] = [];
  const clients: HttpClient[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const engine = await startEngineProcess(databaseUrl);
      engines.push(engine);
      clients.push(new HttpClient(engine.baseUrl));
    }
    const deployed = await clients[0]!.deploy({
      'script.bpmn': timerThenScriptModel('feel-timer-script', 'PT1S', '=count(for x in 1..n return x)'),
      'timer.bpmn': timerThenTimerModel('feel-timer-timer', 'PT1S', '="PT" + string(count(for x in 1..n, y in 1..n return x)) + "S"'),
    });
    expect(deployed.status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.stop()));
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  async function incidentsOf(keys: string[]): Promise<IncidentResult[]> {
    const all: IncidentResult[] = [];
    for (const processInstanceKey of keys) {
      const found = await clients[0]!.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey, state: 'ACTIVE' } });
      all.push(...found.body.items);
    }
    return all;
  }

  /** The longest `GET /v2/status` of either engine while `until` is pending, asked over and over. */
  async function slowestStatusWhile(until: Promise<unknown>): Promise<number> {
    let done = false;
    void until.finally(() => (done = true));
    let slowest = 0;
    while (!done) {
      for (const client of clients) {
        const asked = performance.now();
        expect((await client.get('/v2/status')).status).toBe(204);
        slowest = Math.max(slowest, performance.now() - asked);
      }
    }
    return slowest;
  }

  it('should end each fire in an incident naming the expression, both engines alive and answering, the instances cancelable', async () => {
    // given: instances on both engines, their timers due in a second
    const keys: string[] = [];
    for (const [index, processDefinitionId] of ['feel-timer-script', 'feel-timer-timer', 'feel-timer-script', 'feel-timer-timer'].entries()) {
      const started = await clients[index % 2]!.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId,
        variables: { n: 100_000_000 },
      });
      expect(started.status).toBe(200);
      keys.push(started.body.processInstanceKey);
    }

    // when: the timers fire
    const incidents = eventually(async () => (await incidentsOf(keys)).length, keys.length, 30_000);
    const slowest = await slowestStatusWhile(incidents);
    await incidents;

    // then
    expect(slowest).toBeLessThan(2_000);
    const raised = await incidentsOf(keys);
    expect(raised.map((incident) => incident.elementId).sort()).toEqual(['run', 'run', 'then', 'then']);
    for (const incident of raised) {
      expect(incident.errorType).toBe('EXTRACT_VALUE_ERROR');
      expect(incident.errorMessage).toContain('exceeded its budget of');
    }
    expect(raised.find((incident) => incident.elementId === 'run')?.errorMessage).toContain("the expression 'count(for x in 1..n return x)'");
    for (const engine of engines) expect(engine.process.exitCode).toBeNull();
    for (const client of clients) expect((await client.get('/v2/status')).status).toBe(204);

    // when
    for (const [index, key] of keys.entries()) {
      expect((await clients[index % 2]!.post(`/v2/process-instances/${key}/cancellation`, {})).status).toBe(204);
    }

    // then
    expect(await incidentsOf(keys)).toEqual([]);
    for (const engine of engines) expect(engine.output()).not.toMatch(/heap out of memory|FATAL/);
  });
});
