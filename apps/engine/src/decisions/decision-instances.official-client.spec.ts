import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { type CamundaClient, CONSISTENT, clientInput as input, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => new File([readFileSync(new URL(`./${name}`, import.meta.url))], name);

describe('decision instances with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    http = new HttpClient(engine.baseUrl);
    await camunda.createDeployment({
      resources: [fixture('decisions.hit-policies.dmn'), fixture('decisions.premium.dmn'), fixture('decisions.rules.bpmn')],
    });
  });
  afterAll(() => engine?.close());

  const searchOf = (filter: Record<string, unknown>, sort?: unknown[]) =>
    camunda.searchDecisionInstances(input('searchDecisionInstances', { filter, ...(sort ? { sort } : {}) }), CONSISTENT);

  it("should record a business rule task's evaluation as one decision instance per decision, with the instance it ran in", async () => {
    // when
    const done = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'premium-rules', variables: { age: 20 }, awaitCompletion: true }),
    );

    // then: the required decisions first, each with its own definition, the called one as their root
    const found = await searchOf({ processInstanceKey: done.processInstanceKey }, [{ field: 'decisionEvaluationInstanceKey' }]);
    expect(found.page.totalItems).toBe(3);
    expect(found.items.map((item) => [item.decisionDefinitionId, item.decisionDefinitionType, item.state, item.result])).toEqual([
      ['risk-class', 'LITERAL_EXPRESSION', 'EVALUATED', '"high"'],
      ['premium-base', 'DECISION_TABLE', 'EVALUATED', '200'],
      ['premium', 'LITERAL_EXPRESSION', 'EVALUATED', '220'],
    ]);
    const [first, table, premium] = found.items;
    expect(premium).toMatchObject({
      decisionDefinitionName: 'premium',
      decisionDefinitionVersion: 1,
      processDefinitionKey: done.processDefinitionKey,
      // a top-level instance is the root of its call hierarchy
      rootProcessInstanceKey: done.processInstanceKey,
      tenantId: '<default>',
      evaluationFailure: null,
    });
    expect(premium?.elementInstanceKey).toMatch(/^\d+$/);
    expect(first?.rootDecisionDefinitionKey).toBe(premium?.decisionDefinitionKey);
    expect(table?.decisionEvaluationInstanceKey).toBe(`${table?.decisionEvaluationKey}-2`);

    // and its detail holds what the table read and the rule that matched
    const detail = await camunda.getDecisionInstance(
      input('getDecisionInstance', { decisionEvaluationInstanceKey: table?.decisionEvaluationInstanceKey }),
      CONSISTENT,
    );
    expect(detail).toMatchObject({
      decisionDefinitionId: 'premium-base',
      evaluatedInputs: [{ inputId: 'risk', inputName: 'Risk class', inputValue: '"high"' }],
      matchedRules: [
        {
          ruleId: 'high-risk',
          ruleIndex: 1,
          evaluatedOutputs: [{ outputId: 'base', outputName: 'base', outputValue: '200', ruleId: 'high-risk', ruleIndex: 1 }],
        },
      ],
    });
  });

  it('should record a failed evaluation with the decision that failed as FAILED, with its failure', async () => {
    // given two rules of a UNIQUE table match
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'rules', variables: { decision: 'band', amount: 30 } }),
    );
    await waitUntilIdle(engine);

    // then
    const found = await searchOf({ processInstanceKey, state: 'FAILED' });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ decisionDefinitionId: 'band', state: 'FAILED', result: 'null' });
    expect(found.items[0]?.evaluationFailure).toMatch(/^Expected to evaluate decision 'band', but .*rules 1, 2 match/);
    // with what the table read before it failed
    const detail = await camunda.getDecisionInstance(
      input('getDecisionInstance', { decisionEvaluationInstanceKey: found.items[0]?.decisionEvaluationInstanceKey }),
      CONSISTENT,
    );
    expect(detail.evaluatedInputs.map((item) => item.inputValue)).toEqual(['30']);
    expect(detail.matchedRules).toEqual([]);
  });

  it('should record a standalone evaluation under the keys its answer names, with no process instance', async () => {
    // when
    const evaluated = await camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionId: 'premium', variables: { age: 40 } }));

    // then
    const found = await searchOf({ decisionEvaluationKey: evaluated.decisionEvaluationKey });
    expect(found.items.map((item) => item.decisionEvaluationInstanceKey).sort()).toEqual(
      evaluated.evaluatedDecisions.map((decision) => decision.decisionEvaluationInstanceKey).sort(),
    );
    expect(found.items.every((item) => item.processInstanceKey === null && item.elementInstanceKey === null && item.rootProcessInstanceKey === null)).toBe(
      true,
    );
    const one = await searchOf({ decisionEvaluationInstanceKey: `${evaluated.decisionEvaluationKey}-3` });
    expect(one.items.map((item) => [item.decisionDefinitionId, item.result])).toEqual([['premium', '110']]);
    // and Camunda's advanced key filter: several keys, all but some
    const key = evaluated.decisionEvaluationKey;
    const idsOf = async (decisionEvaluationInstanceKey: unknown) =>
      (await searchOf({ decisionEvaluationKey: key, decisionEvaluationInstanceKey })).items.map((item) => item.decisionDefinitionId).sort();
    expect(await idsOf({ $in: [`${key}-1`, `${key}-3`] })).toEqual(['premium', 'risk-class']);
    expect(await idsOf({ $notIn: [`${key}-1`, `${key}-3`] })).toEqual(['premium-base']);
    expect(await idsOf({ $neq: `${key}-3`, $exists: true })).toEqual(['premium-base', 'risk-class']);
    expect(await idsOf({ $eq: `${key}-2` })).toEqual(['premium-base']);
    expect((await searchOf({ decisionEvaluationKey: key, state: { $notIn: ['FAILED'] } })).items).toHaveLength(3);
  });

  it('should filter by decision definition, state and evaluation date, and page', async () => {
    const premium = (await camunda.searchDecisionDefinitions(input('searchDecisionDefinitions', { filter: { decisionDefinitionId: 'premium' } }), CONSISTENT))
      .items[0];
    const byKey = await searchOf({ decisionDefinitionKey: premium?.decisionDefinitionKey, state: 'EVALUATED' });
    expect(byKey.items.length).toBeGreaterThanOrEqual(2);
    expect(byKey.items.every((item) => item.decisionDefinitionId === 'premium')).toBe(true);
    expect((await searchOf({ decisionDefinitionId: 'premium', evaluationDate: { $gt: '2999-01-01T00:00:00Z' } })).items).toEqual([]);

    // the client's request type has no cursor paging: the pages are read over HTTP
    type Page = { items: { decisionEvaluationInstanceKey: string }[]; page: { endCursor: string } };
    const sort = [{ field: 'evaluationDate', order: 'DESC' }];
    const first = await http.post<Page>('/v2/decision-instances/search', { sort, page: { limit: 2 } });
    const next = await http.post<Page>('/v2/decision-instances/search', { sort, page: { limit: 2, after: first.body.page.endCursor } });
    expect(first.body.items).toHaveLength(2);
    expect(next.body.items).toHaveLength(2);
    const firstKeys = first.body.items.map((item) => item.decisionEvaluationInstanceKey);
    expect(next.body.items.filter((item) => firstKeys.includes(item.decisionEvaluationInstanceKey))).toEqual([]);
  });

  it('should answer 404 for a decision instance that does not exist', async () => {
    const refused = await refusalOf(camunda.getDecisionInstance(input('getDecisionInstance', { decisionEvaluationInstanceKey: '1-1' }), CONSISTENT));
    expect(refused).toMatchObject({ status: 404 });
  });

  const evaluate = async (age: number) =>
    (await camunda.evaluateDecision(input('evaluateDecision', { decisionDefinitionId: 'premium', variables: { age } }))).decisionEvaluationKey;
  const instancesOf = async (decisionEvaluationKey: string) => (await searchOf({ decisionEvaluationKey })).items.length;

  it("should delete an evaluation's decision instances, and answer 404 once they are gone", async () => {
    // given
    const deleted = await evaluate(30);
    const kept = await evaluate(31);

    // when
    await camunda.deleteDecisionInstance(input('deleteDecisionInstance', { decisionEvaluationKey: deleted }));

    // then: every decision the evaluation evaluated went, another evaluation's stayed
    expect(await instancesOf(deleted)).toBe(0);
    expect(await instancesOf(kept)).toBe(3);
    const again = await refusalOf(camunda.deleteDecisionInstance(input('deleteDecisionInstance', { decisionEvaluationKey: deleted })));
    expect(again).toMatchObject({ status: 404 });
    expect((await http.post(`/v2/decision-instances/${deleted}-1/deletion`, {})).status).toBe(400);
  });

  it('should delete the decision instances a filter selects as a batch operation, one item per evaluation', async () => {
    // given two evaluations of a day long past (their date set in the database) and one of now
    const old = [await evaluate(50), await evaluate(51)];
    const recent = await evaluate(52);
    await engine.app
      .get(PgPool)
      .query(`update decision_instance set evaluation_date = '2001-01-01T00:00:00Z' where decision_evaluation_key = any($1::bigint[])`, [old]);

    // when
    const created = await camunda.deleteDecisionInstancesBatchOperation(
      input('deleteDecisionInstancesBatchOperation', { filter: { decisionDefinitionId: 'premium', evaluationDate: { $lt: '2002-01-01T00:00:00Z' } } }),
    );

    // then
    expect(created.batchOperationType).toBe('DELETE_DECISION_INSTANCE');
    await eventually(
      async () =>
        (await camunda.getBatchOperation(input('getBatchOperation', { batchOperationKey: created.batchOperationKey }), CONSISTENT)).state === 'ACTIVE',
      false,
    );
    const batch = await camunda.getBatchOperation(input('getBatchOperation', { batchOperationKey: created.batchOperationKey }), CONSISTENT);
    expect(batch).toMatchObject({ state: 'COMPLETED', operationsTotalCount: 2, operationsCompletedCount: 2 });
    expect([await instancesOf(old[0] as string), await instancesOf(old[1] as string), await instancesOf(recent)]).toEqual([0, 0, 3]);
    const refused = await http.post('/v2/decision-instances/deletion', { filter: { state: 'DONE' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('state');
  });

  itRefusesMalformedSearches('should refuse malformed searches naming the field', () => http, '/v2/decision-instances/search', [
    { body: { filter: { state: 'DONE' } }, detailNames: 'state' },
    { body: { sort: [{ field: 'result' }] }, detailNames: 'result' },
    { body: { filter: { decisionEvaluationInstanceKey: '12' } }, detailNames: 'decisionEvaluationInstanceKey' },
    { body: { filter: { decisionEvaluationInstanceKey: { $in: ['1-1', '12'] } } }, detailNames: 'decisionEvaluationInstanceKey' },
  ]);
});
