import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const DECISION_MODEL = fileURLToPath(new URL('./grpc-decision.dmn', import.meta.url));

/** Decisions over the gateway, with the Node SDK's gRPC client: deployed as REST deploys them, evaluated on REST's evaluation. */
describe('the gRPC gateway: decisions (ZeebeGrpcClient)', () => {
  let engine: TestEngine;
  let zeebe: ZeebeGrpcClient;

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    zeebe = zeebeGrpcClient(port);
  });
  afterAll(async () => {
    await zeebe?.close();
    await engine?.close();
  });

  it('should deploy a decision and evaluate it by id, answering the rule that matched', async () => {
    const deployed = await zeebe.deployResource({ decisionFilename: DECISION_MODEL });
    const decision = deployed.deployments.find((deployment) => deployment.decision)?.decision;

    const evaluated = await zeebe.evaluateDecision({ decisionId: 'grpc-shipping-fee', variables: { weight: 12 } });

    expect(decision).toMatchObject({
      dmnDecisionId: 'grpc-shipping-fee',
      dmnDecisionName: 'Shipping fee',
      version: 1,
      dmnDecisionRequirementsId: 'grpc-shipping',
    });
    expect(evaluated).toMatchObject({
      decisionId: 'grpc-shipping-fee',
      decisionKey: decision?.decisionKey,
      decisionOutput: '20',
      decisionRequirementsId: 'grpc-shipping',
      failedDecisionId: '',
      failureMessage: '',
    });
    expect(evaluated.evaluatedDecisions[0]?.matchedRules.map(({ ruleId }) => ruleId)).toEqual(['heavy']);
  });

  it('should refuse a decision that is not there as Zeebe does: NOT_FOUND', async () => {
    const refusal = await zeebe.evaluateDecision({ decisionId: 'nowhere', variables: {} }).then(
      () => null,
      (error: { code?: number; details?: string }) => error,
    );

    expect(refusal?.code).toBe(5);
    expect(refusal?.details).toMatch(/^Command 'EVALUATE' rejected with code 'NOT_FOUND'/);
  });
});
