import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { RETENTION_BATCH, Retention } from './retention.js';

const DAY_MS = 86_400_000;
const NO_WAIT = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="retention-quick" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="start-end" sourceRef="start" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const WAITING = readFileSync(new URL('../drills/flagged.bpmn', import.meta.url), 'utf8');

/**
 * Retention: closed instances and all their rows go after RETENTION_DAYS, in batches; live ones and the audit log stay.
 * Age is the database's: old data is made by pinning the engine's clock in the past while it is written.
 */
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
  const unpin = async () => expect((await http.post('/v2/clock/reset', {})).status).toBe(204);
  const daysAgo = (days: number) => Date.now() - days * DAY_MS;
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
    // given: closed instances that ended 31 days ago, one that ended 29 days ago, and one still running
    await pin(daysAgo(31));
    const old = [];
    for (let index = 0; index < RETENTION_BATCH + 5; index++) old.push(await start('retention-quick'));
    const canceled = await start('flagged');
    expect((await http.post(`/v2/process-instances/${canceled}/cancellation`, {})).status).toBe(204);
    await pin(daysAgo(29));
    const recent = await start('retention-quick');
    const running = await start('flagged');
    const [{ audit }] = (await pg.query<{ audit: string }>(`select count(*)::text as audit from audit_log`)) as [{ audit: string }];
    await unpin();

    // when
    const round = await engine.app.get(Retention).runOnce();

    // then
    expect(round).toEqual({ instances: old.length + 1, auditEntries: 0, decisionInstances: 0, documents: 0, batches: 2 });
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

  // On Citus retention takes no row locks (Citus refuses them over several shards, database/row-locks.ts): it waits for
  // the holder there instead of skipping it, so this runs on one PostgreSQL only.
  it.skipIf(process.env.DATABASE_MODE === 'citus')('should skip a closed instance another transaction holds, and take it the next round', async () => {
    // given
    await pin(daysAgo(40));
    const held = await start('retention-quick');
    await unpin();
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

  it('should measure age by the database clock: pinning the engine clock ahead deletes nothing', async () => {
    // given: what is left (instances of 29 days ago and of now, audit entries of 31 days ago and of now), and the clock a year ahead
    const instancesBefore = await pg.query(`select key from process_instance order by key`);
    const auditBefore = await pg.query(`select key from audit_log order by key`);
    expect(instancesBefore.length).toBeGreaterThan(0);
    expect(auditBefore.length).toBeGreaterThan(0);
    await pin(Date.now() + 400 * DAY_MS);

    // when
    const round = await engine.app.get(Retention).runOnce();
    await unpin();

    // then
    expect(round).toEqual({ instances: 0, auditEntries: 0, decisionInstances: 0, documents: 0, batches: 0 });
    expect(await pg.query(`select key from process_instance order by key`)).toEqual(instancesBefore);
    expect(await pg.query(`select key from audit_log order by key`)).toEqual(auditBefore);
  });

  it('should delete audit entries only after their own, longer period', async () => {
    // given: audit entries of 31 days ago and of now (within AUDIT_RETENTION_DAYS), and those of a cancellation 366 days ago
    await pin(daysAgo(366));
    const canceled = await start('flagged');
    expect((await http.post(`/v2/process-instances/${canceled}/cancellation`, {})).status).toBe(204);
    await unpin();
    const count = async (where: string) => Number((await pg.query<{ count: string }>(`select count(*)::text as count from audit_log ${where}`))[0]?.count);
    const old = await count(`where timestamp < now() - interval '365 days'`);
    const young = await count(`where timestamp >= now() - interval '365 days'`);
    expect(old).toBeGreaterThan(0);
    expect(young).toBeGreaterThan(0);

    // when
    const round = await engine.app.get(Retention).runOnce();

    // then: the old ones went (with the instance, closed for more than RETENTION_DAYS), the young ones stay
    expect(round.auditEntries).toBe(old);
    expect(await count('')).toBe(young);
  });
});
