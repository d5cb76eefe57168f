import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * Variables written while an instance is suspended (Camunda 8.10 takes them, except on a user task's scope): the
 * conditional boundary event they make true does not trigger while suspended, and triggers on resumption.
 */
const MODEL = readFileSync(new URL('./suspension-variables.bpmn', import.meta.url), 'utf8');

describe('variables written while a process instance is suspended', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let db: pg.Client;

  const elementInstanceKey = async (processInstanceKey: string, elementId: string) =>
    (
      await db.query<{ key: string }>(`select key::text from element_instance where process_instance_key = $1 and element_id = $2`, [
        processInstanceKey,
        elementId,
      ])
    ).rows[0]?.key ?? '';
  const elementStates = async (processInstanceKey: string) =>
    Object.fromEntries(
      (
        await db.query<{ element_id: string; state: string }>(`select element_id, state from element_instance where process_instance_key = $1`, [
          processInstanceKey,
        ])
      ).rows.map((row) => [row.element_id, row.state]),
    );

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
    const deployed = await http.deploy<DeploymentResult>({ 'suspension-variables.bpmn': MODEL });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await engine?.close();
  });

  it('should take the write, trigger the condition it makes true only on resumption, and refuse a write on a user task', async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'suspension-variables',
      variables: { amount: 50 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const key = started.body.processInstanceKey;
    expect((await http.post(`/v2/process-instances/${key}/suspension`, { reason: 'fix the amount' })).status).toBe(204);

    const written = await http.request('PUT', `/v2/element-instances/${key}/variables`, { variables: { amount: 150 } });
    expect(written.status, JSON.stringify(written.body)).toBe(204);
    const onTask = await http.request('PUT', `/v2/element-instances/${await elementInstanceKey(key, 'approve')}/variables`, {
      variables: { comment: 'x' },
      local: true,
    });
    expect(onTask.status, JSON.stringify(onTask.body)).toBe(409);

    // written, kept with the suspension for the resumption, and nothing triggered
    const variable = await db.query<{ value: string }>(`select value::text from variable where process_instance_key = $1 and name = 'amount'`, [key]);
    expect(variable.rows.map((row) => row.value)).toEqual(['150']);
    const row = await db.query<{ writes: unknown }>(`select suspension->'writes' as writes from process_instance where key = $1`, [key]);
    expect(row.rows[0]?.writes).toEqual([{ scopeKey: key, name: 'amount', event: 'update' }]);
    expect(await elementStates(key)).toMatchObject({ review: 'ACTIVATED', approve: 'ACTIVATED' });
    expect((await elementStates(key)).escalated).toBeUndefined();
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state).toBe('SUSPENDED');

    expect((await http.post(`/v2/process-instances/${key}/resumption`, {})).status).toBe(204);
    expect(await elementStates(key)).toMatchObject({ review: 'TERMINATED', 'too-large': 'COMPLETED', escalated: 'COMPLETED', approve: 'ACTIVATED' });
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state).toBe('ACTIVE');
  }, 120_000);
});
