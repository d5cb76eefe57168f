import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, ProcessInstanceHistoryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HISTORY_SCHEMA_VERSION, toHistoryRows } from '../runtime/history-rows.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { HistoryEvents } from './history-events.js';
import { HistoryUpcasting, UnreadableHistoryEventError } from './history-upcasters.js';
import type { HistoryUpcaster, StoredHistoryEvent } from './history-upcaster.js';

/** A change a test-only chain pretends version 2 made: the JobActivated payload's `worker` became `workerName`. */
const renameWorker: HistoryUpcaster = {
  from: 1,
  upcast: (event) => {
    if (event.type !== 'JobActivated') return event;
    const { worker, ...payload } = event.payload as Record<string, unknown>;
    return { ...event, payload: { ...payload, workerName: worker } };
  },
};

const CREATED_AT = '2030-01-01T00:00:00.000Z';

/** History that survives upgrades: stored events are read through the upcasters of their schema version. */
describe('history events', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;
  let instances = 0;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
  });
  afterAll(() => engine?.close());

  /** Stores one batch of events for a fresh instance key, as written by hand (any shape, any version). */
  async function storeHistory(events: readonly object[]): Promise<string> {
    const processInstanceKey = String(9_000_000 + ++instances);
    await pg.query(
      `insert into history_batch (process_instance_key, first_sequence, events, partition_id) values ($1, 1, $2::jsonb, ($1::bigint >> 51)::smallint)`,
      [processInstanceKey, JSON.stringify(events)],
    );
    return processInstanceKey;
  }

  const jobActivated = (version: number | undefined, payload: Record<string, unknown>): StoredHistoryEvent => ({
    ...(version === undefined ? {} : { schemaVersion: version }),
    type: 'JobActivated',
    elementId: 'task',
    elementInstanceKey: '42',
    payload: { jobKey: '7', ...payload },
    createdAt: CREATED_AT,
  });

  it('should store every event an instance goes through with the schema version of this engine', async () => {
    // given
    const model = readFileSync(new URL('./service-task.simple.bpmn', import.meta.url), 'utf8');
    expect((await http.deploy({ 'service-task.simple.bpmn': model })).status).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'history-service-task' });
    const key = started.body.processInstanceKey;

    // when the job is activated (written by its own statement) and completed
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', { type: 'history-task', timeout: 60_000, maxJobsToActivate: 1 });
    expect((await http.post(`/v2/jobs/${activated.body.jobs[0]?.jobKey}/completion`, {})).status).toBe(204);

    // then
    const stored = await pg.query<{ type: string; version: unknown }>(
      `select type, stored_event->'schemaVersion' as version from history_event where process_instance_key = $1 order by sequence`,
      [key],
    );
    expect(stored.map((event) => event.type)).toContain('JobActivated');
    expect(stored.filter((event) => event.version !== HISTORY_SCHEMA_VERSION)).toEqual([]);
    const history = await http.get<ProcessInstanceHistoryResponse>(`/baton/v1/process-instances/${key}/history`);
    expect(history.body.items.map((event) => event.type)).toEqual(stored.map((event) => event.type));
  });

  it("should read what the engine writes today as it is, and events of older engines in today's shape", async () => {
    // given: today's events, and events as the first engine stored them (no version: 1), ISO deadline and all
    const written = toHistoryRows([
      {
        type: 'ElementActivated',
        elementInstanceKey: '42',
        elementId: 'task',
        elementType: 'SERVICE_TASK',
        flowScopeKey: '1',
        timestamp: Date.parse(CREATED_AT),
      },
    ]);
    const messageTriggered = {
      type: 'EventTriggered',
      elementId: 'wait',
      elementInstanceKey: '43',
      payload: { subscriptionKey: '8', kind: 'message', messageKey: '9', variables: {} },
      createdAt: CREATED_AT,
    };
    const key = await storeHistory([...written, jobActivated(undefined, { worker: 'w1', deadline: '2030-01-01T00:05:00.000Z' }), messageTriggered]);

    // when
    const events = await engine.app.get(HistoryEvents).ofInstance(key);

    // then
    expect(written[0]?.schemaVersion).toBe(3);
    expect(events).toEqual([
      { ...written[0], sequence: 1 },
      { ...jobActivated(3, { worker: 'w1', deadline: Date.parse('2030-01-01T00:05:00.000Z') }), sequence: 2 },
      {
        ...messageTriggered,
        schemaVersion: 3,
        payload: { ...messageTriggered.payload, messageName: null, correlationKey: null, signalName: null, signalKey: null },
        sequence: 3,
      },
    ]);
  });

  it('should read an event stored in version 1 in the shape of version 2, after version 2 changed it', async () => {
    // given
    const key = await storeHistory([jobActivated(1, { worker: 'old-worker' }), jobActivated(2, { workerName: 'new-worker' })]);
    const historyEvents = new HistoryEvents(pg, new HistoryUpcasting(2, [renameWorker]));

    // when
    const events = await historyEvents.ofInstance(key);

    // then
    expect(events.map((event) => [event.schemaVersion, event.payload])).toEqual([
      [2, { jobKey: '7', workerName: 'old-worker' }],
      [2, { jobKey: '7', workerName: 'new-worker' }],
    ]);
  });

  it('should refuse an event of a version newer than the engine knows, instead of misreading it', async () => {
    // given
    const key = await storeHistory([jobActivated(1, { worker: 'w1' }), jobActivated(3, { renamedAgain: 'w2' })]);
    const historyEvents = new HistoryEvents(pg, new HistoryUpcasting(2, [renameWorker]));

    // when
    const reading = historyEvents.ofInstance(key);

    // then
    await expect(reading).rejects.toThrow(UnreadableHistoryEventError);
    await expect(reading).rejects.toThrow(
      `History event 2 of process instance ${key} has schema version 3, newer than the versions up to 2 this engine reads: it was written by a newer engine`,
    );
  });

  it('should answer the history request for such an event with a problem that says why', async () => {
    // given
    const key = await storeHistory([jobActivated(HISTORY_SCHEMA_VERSION + 1, { workerName: 'w1' })]);

    // when
    const response = await http.get<ProcessInstanceHistoryResponse & { status: number; title: string; detail: string }>(
      `/baton/v1/process-instances/${key}/history`,
    );

    // then
    expect(response.status).toBe(500);
    expect(response.body.title).toBe('UNREADABLE_HISTORY');
    expect(response.body.detail).toBe(
      `History event 1 of process instance ${key} has schema version ${HISTORY_SCHEMA_VERSION + 1}, newer than the versions up to ${HISTORY_SCHEMA_VERSION} this engine reads: it was written by a newer engine`,
    );
  });

  it('should not start with a chain of upcasters that misses a version step', () => {
    expect(() => new HistoryUpcasting(3, [renameWorker])).toThrow('History schema version 3 needs one upcaster from each of [1, 2], got [1]');
    expect(() => new HistoryUpcasting(1, [renameWorker])).toThrow('History schema version 1 needs one upcaster from each of [], got [1]');
  });
});
