import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { RETENTION_BATCH, Retention } from './retention.js';

const DAY_MS = 86_400_000;
const T0 = Date.parse('2031-03-01T08:00:00.000Z');
const NO_WAIT = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="retention-quick" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="start-end" sourceRef="start" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const WAITING = readFileSync(new URL('../drills/flagged.bpmn', import.meta.url), 'utf8');

/** Retention: closed instances and all their rows go after RETENTION_DAYS, in batches; live ones and the audit log stay. */
describe('retention', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true', RETENTION_DAYS: '30', AUDIT_RETENTION_DAYS: '365' } });
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    expect((await http.deploy({ 'quick.bpmn': NO_WAIT, 'flagged.bpmn': WAITING })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  const pin = async (timestamp: number) => expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  const start = async (processDefinitionId: string) => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables: { payload: 'x' } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };
  const rowsOf = async (keys: string[]) => {
    const counts: Record<string, number> = {};
    for (const table of ['process_instance', 'history_batch', 'variable', 'element_instance', 'job']) {
      const column = table === 'process_instance' ? 'key' : 'process_instance_key';
      const [row] = await pg.query<{ count: string }>(`select count(*)::text as count from ${table} where ${column} = any($1::bigint[])`, [keys]);
      counts[table] = Number(row?.count);
    }
    return counts;
  };

  it('should delete closed instances with their history and variables after the period, in batches, and keep the rest', async () => {
    // given: closed instances that ended 31 days before "now", one that ended 29 days before, and one still running
    await pin(T0);
    const old = [];
    for (let index = 0; index < RETENTION_BATCH + 5; index++) old.push(await start('retention-quick'));
    const canceled = await start('flagged');
    expect((await http.post(`/v2/process-instances/${canceled}/cancellation`, {})).status).toBe(204);
    await pin(T0 + 2 * DAY_MS);
    const recent = await start('retention-quick');
    const running = await start('flagged');
    const [{ audit }] = (await pg.query<{ audit: string }>(`select count(*)::text as audit from audit_log`)) as [{ audit: string }];
    await pin(T0 + 31 * DAY_MS);

    // when
    const round = await engine.app.get(Retention).runOnce();

    // then
    expect(round).toEqual({ instances: old.length + 1, auditEntries: 0, batches: 2 });
    expect(await rowsOf([...old, canceled])).toEqual({ process_instance: 0, history_batch: 0, variable: 0, element_instance: 0, job: 0 });
    const kept = await rowsOf([recent, running]);
    expect(kept.process_instance).toBe(2);
    expect(kept.history_batch).toBeGreaterThan(0);
    expect(kept.variable).toBe(2);
    expect((await pg.query(`select count(*)::int as count from audit_log`))[0]).toEqual({ count: Number(audit) });
    expect(Number(audit)).toBeGreaterThan(0);
    expect((await http.get(`/v2/process-instances/${old[0]}`)).status).toBe(404);
    expect((await http.get(`/v2/process-instances/${running}`)).status).toBe(200);
  });

  it('should skip a closed instance another transaction holds, and take it the next round', async () => {
    // given
    await pin(T0 + 40 * DAY_MS);
    const held = await start('retention-quick');
    await pin(T0 + 80 * DAY_MS);
    await engine.app.get(PgPool).withConnection(async (client) => {
      await client.query('begin');
      await client.query('select 1 from process_instance where key = $1 for update', [held]);
      try {
        // when: retention runs while the row is locked
        return await engine.app.get(Retention).runOnce();
      } finally {
        await client.query('rollback');
      }
    });

    // then: it neither waited nor deleted it (it took what else was due); the next round does
    expect((await rowsOf([held])).process_instance).toBe(1);
    expect((await engine.app.get(Retention).runOnce()).instances).toBe(1);
    expect((await rowsOf([held])).process_instance).toBe(0);
  });

  it('should delete audit entries only after their own, longer period', async () => {
    // given: the audit entry of the cancellation at T0 is 80 days old, within AUDIT_RETENTION_DAYS
    const before = await pg.query<{ count: string }>(`select count(*)::text as count from audit_log`);
    expect(Number(before[0]?.count)).toBeGreaterThan(0);

    // when
    await pin(T0 + 366 * DAY_MS);
    const round = await engine.app.get(Retention).runOnce();

    // then
    expect(round.auditEntries).toBe(Number(before[0]?.count));
    expect(await pg.query(`select count(*)::int as count from audit_log`)).toEqual([{ count: 0 }]);
  });
});
