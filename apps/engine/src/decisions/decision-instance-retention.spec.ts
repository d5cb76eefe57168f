import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, EvaluateDecisionResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { Retention } from '../retention/retention.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const DAY_MS = 86_400_000;
const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/**
 * Retention of decision instances: a standalone evaluation's go after RETENTION_DAYS on their own, a business rule
 * task's with their instance's hierarchy (never while it runs). Old evaluations are made by pinning the engine's clock.
 */
describe('retention of decision instances', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true', RETENTION_DAYS: '30' } });
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    const resources = ['decisions.hit-policies.dmn', 'decisions.premium.dmn', 'decisions.rules.bpmn'];
    const deployed = await http.deploy(Object.fromEntries(resources.map((name) => [name, fixture(name)])));
    expect(deployed.status).toBe(200);
  });
  afterAll(() => engine?.close());

  const pin = async (timestamp: number) => expect((await http.request('PUT', '/v2/clock', { timestamp })).status).toBe(204);
  const evaluate = async () => {
    const evaluated = await http.post<EvaluateDecisionResult>('/v2/decision-definitions/evaluation', {
      decisionDefinitionId: 'premium',
      variables: { age: 40 },
    });
    expect(evaluated.status, JSON.stringify(evaluated.body)).toBe(200);
    return evaluated.body.decisionEvaluationKey;
  };
  const countOf = async (column: string, keys: string[]) => {
    const [row] = await pg.query<{ count: number }>(`select count(*)::int as count from decision_instance where ${column} = any($1::bigint[])`, [keys]);
    return row?.count;
  };

  it("should delete a standalone evaluation's decision instances after the period, and keep recent ones and a running instance's", async () => {
    // given: two evaluations 31 days ago, a business rule task's of then in an instance that still runs, and one of 29 days ago
    await pin(Date.now() - 31 * DAY_MS);
    const old = [await evaluate(), await evaluate()];
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'rules',
      variables: { decision: 'band', amount: 30 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await waitUntilIdle(engine);
    await pin(Date.now() - 29 * DAY_MS);
    const recent = await evaluate();
    expect((await http.post('/v2/clock/reset', {})).status).toBe(204);
    const running = started.body.processInstanceKey;
    const inInstance = await countOf('process_instance_key', [running]);
    expect(inInstance).toBeGreaterThan(0);

    // when
    const round = await engine.app.get(Retention).runOnce();

    // then: three decisions per old evaluation went, the rest stayed
    expect(round.decisionInstances).toBe(6);
    expect(await countOf('decision_evaluation_key', old)).toBe(0);
    expect(await countOf('decision_evaluation_key', [recent])).toBe(3);
    expect(await countOf('process_instance_key', [running])).toBe(inInstance);
  });
});
