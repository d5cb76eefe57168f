import { DEFAULT_TENANT_ID, type DecisionServiceEvaluationResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeIssuer, startFakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * A graph with two decision services: `fees` (outputs Fee and Label, Base encapsulated, Amount its input data) and
 * `fromBase` (output Fee, Base its input decision: given, not evaluated).
 */
const FEES = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="fees-drg" name="Fees" namespace="http://baton.dev/fees">
  <inputData id="amount" name="Amount"><variable name="Amount" typeRef="number" /></inputData>
  <decisionService id="fees" name="Fees">
    <variable name="Fees" />
    <outputDecision href="#fee" />
    <outputDecision href="#label" />
    <encapsulatedDecision href="#base" />
    <inputData href="#amount" />
  </decisionService>
  <decisionService id="fromBase" name="From base">
    <variable name="From base" />
    <outputDecision href="#fee" />
    <inputDecision href="#base" />
  </decisionService>
  <decision id="base" name="Base">
    <variable name="Base" typeRef="number" />
    <informationRequirement><requiredInput href="#amount" /></informationRequirement>
    <literalExpression><text>Amount * 2</text></literalExpression>
  </decision>
  <decision id="fee" name="Fee">
    <variable name="Fee" typeRef="number" />
    <informationRequirement><requiredDecision href="#base" /></informationRequirement>
    <literalExpression><text>Base + 1</text></literalExpression>
  </decision>
  <decision id="label" name="Label">
    <variable name="Label" typeRef="string" />
    <informationRequirement><requiredDecision href="#fee" /></informationRequirement>
    <literalExpression><text>"fee " + string(Fee)</text></literalExpression>
  </decision>
</definitions>`;

const EVALUATION = '/baton/v1/decision-services/evaluation';
const admin = (tenantIds: string[]): TokenClaims => ({
  preferred_username: `admin-of-${tenantIds.join('-')}`,
  realm_access: { roles: ['admin'] },
  tenant_ids: tenantIds,
});

describe('POST /baton/v1/decision-services/evaluation', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let acme: HttpClient;
  let outsider: HttpClient;
  let acmeKey: string;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer } });
    acme = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(admin(['acme']))}` });
    outsider = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(admin([DEFAULT_TENANT_ID]))}` });
    const deployed = await acme.deploy<{ deployments: { decisionRequirements?: { decisionRequirementsKey: string } }[] }>({ 'fees.dmn': FEES }, 'acme');
    expect(deployed.status).toBe(200);
    const requirements = deployed.body.deployments.find((item) => item.decisionRequirements)?.decisionRequirements;
    acmeKey = requirements?.decisionRequirementsKey ?? '';
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  it("should answer a service's output decisions by name and record every decision it evaluated", async () => {
    // when the service with two outputs is evaluated by its graph's id in the tenant
    const answer = await acme.post<DecisionServiceEvaluationResult>(EVALUATION, {
      decisionRequirementsId: 'fees-drg',
      tenantId: 'acme',
      decisionServiceId: 'fees',
      variables: { Amount: 10 },
    });

    // then its result is a context of its outputs, and base, fee and label were evaluated in that order
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      decisionServiceId: 'fees',
      decisionServiceName: 'Fees',
      outputDecisionIds: ['fee', 'label'],
      decisionRequirementsId: 'fees-drg',
      decisionRequirementsKey: acmeKey,
      decisionRequirementsVersion: 1,
      failedDecisionDefinitionId: null,
      failureMessage: null,
      tenantId: 'acme',
    });
    expect(JSON.parse(answer.body.output)).toEqual({ Fee: 21, Label: 'fee 21' });
    const key = answer.body.decisionEvaluationKey;
    expect(answer.body.evaluatedDecisions.map((decision) => [decision.decisionDefinitionId, decision.output, decision.decisionEvaluationInstanceKey])).toEqual([
      ['base', '20', `${key}-1`],
      ['fee', '21', `${key}-2`],
      ['label', '"fee 21"', `${key}-3`],
    ]);

    // and they are decision instances of one evaluation
    const instances = await acme.post<{ items: { decisionDefinitionId: string; state: string }[] }>('/v2/decision-instances/search', {
      filter: { decisionEvaluationKey: key },
      sort: [{ field: 'decisionEvaluationInstanceKey' }],
    });
    expect(instances.body.items.map((instance) => [instance.decisionDefinitionId, instance.state])).toEqual([
      ['base', 'EVALUATED'],
      ['fee', 'EVALUATED'],
      ['label', 'EVALUATED'],
    ]);
  });

  it("should take a service's input decision as given and not evaluate it", async () => {
    const answer = await acme.post<DecisionServiceEvaluationResult>(EVALUATION, {
      decisionRequirementsKey: acmeKey,
      decisionServiceId: 'fromBase',
      variables: { Base: 4 },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.output).toBe('5');
    expect(answer.body.evaluatedDecisions.map((decision) => decision.decisionDefinitionId)).toEqual(['fee']);
  });

  it('should answer a failed decision as Camunda answers a failed evaluation: the decision and why', async () => {
    // a text where Base must be a number
    const answer = await acme.post<DecisionServiceEvaluationResult>(EVALUATION, {
      decisionRequirementsKey: acmeKey,
      decisionServiceId: 'fromBase',
      variables: { Base: 'four' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.output).toBe('null');
    expect(answer.body.failedDecisionDefinitionId).toBe('base');
    expect(answer.body.failureMessage).toContain("Expected to evaluate decision 'base'");
  });

  it('should refuse bad input with 400 naming the field', async () => {
    const noService = await acme.post<{ detail: string }>(EVALUATION, { decisionRequirementsKey: acmeKey });
    expect(noService.status).toBe(400);
    expect(noService.body.detail).toContain('decisionServiceId');

    const both = await acme.post<{ detail: string }>(EVALUATION, {
      decisionRequirementsKey: acmeKey,
      decisionRequirementsId: 'fees-drg',
      decisionServiceId: 'fees',
    });
    expect(both.status).toBe(400);
    expect(both.body.detail).toContain('decisionRequirementsKey or a decisionRequirementsId');

    const badKey = await acme.post<{ detail: string }>(EVALUATION, { decisionRequirementsKey: 'twelve', decisionServiceId: 'fees' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.detail).toContain('decisionRequirementsKey');
  });

  it('should answer 404 for a service the graph lacks', async () => {
    const answer = await acme.post<{ detail: string }>(EVALUATION, { decisionRequirementsKey: acmeKey, decisionServiceId: 'base' });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toContain("decision service 'base'");
  });

  it("should not evaluate another tenant's service", async () => {
    // the outsider of <default> names acme's graph by key: 404, as for a key that does not exist
    const byKey = await outsider.post<{ detail: string }>(EVALUATION, { decisionRequirementsKey: acmeKey, decisionServiceId: 'fees' });
    expect(byKey.status).toBe(404);
    expect(byKey.body.detail).not.toContain('acme');

    // by id in its own tenant there is no such graph; in acme's it may not ask
    const byId = await outsider.post(EVALUATION, { decisionRequirementsId: 'fees-drg', decisionServiceId: 'fees' });
    expect(byId.status).toBe(404);
    const inAcme = await outsider.post(EVALUATION, { decisionRequirementsId: 'fees-drg', tenantId: 'acme', decisionServiceId: 'fees' });
    expect(inAcme.status).toBe(403);
  });
});
