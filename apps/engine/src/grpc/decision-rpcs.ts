import type { EvaluateDecisionResult } from '@baton/api-contract';
import type { EvaluateDecisionRequest, EvaluateDecisionResponse } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';
import { defined, jsonDocument, optionalKey, optionalText } from './message-fields.js';

/** The evaluation as the gateway names it; a failed evaluation is an answer (its failed decision and message), not an error. */
const evaluationResponse = (result: EvaluateDecisionResult): EvaluateDecisionResponse => ({
  decisionKey: result.decisionDefinitionKey,
  decisionId: result.decisionDefinitionId,
  decisionName: result.decisionDefinitionName,
  decisionVersion: result.decisionDefinitionVersion,
  decisionRequirementsId: result.decisionRequirementsId,
  decisionRequirementsKey: result.decisionRequirementsKey,
  decisionOutput: result.output,
  evaluatedDecisions: result.evaluatedDecisions.map((decision) => ({
    decisionKey: decision.decisionDefinitionKey,
    decisionId: decision.decisionDefinitionId,
    decisionName: decision.decisionDefinitionName,
    decisionVersion: decision.decisionDefinitionVersion,
    decisionType: decision.decisionDefinitionType,
    decisionOutput: decision.output,
    matchedRules: decision.matchedRules.map(({ ruleId, ruleIndex, evaluatedOutputs }) => ({
      ruleId,
      ruleIndex,
      evaluatedOutputs: evaluatedOutputs.map(({ outputId, outputName, outputValue }) => ({ outputId, outputName, outputValue })),
    })),
    evaluatedInputs: decision.evaluatedInputs.map(({ inputId, inputName, inputValue }) => ({ inputId, inputName, inputValue })),
    tenantId: decision.tenantId,
  })),
  failedDecisionId: result.failedDecisionDefinitionId ?? '',
  failureMessage: result.failureMessage ?? '',
  tenantId: result.tenantId,
  decisionInstanceKey: result.decisionInstanceKey,
  decisionEvaluationKey: result.decisionEvaluationKey,
});

/** Decision evaluation of the gateway, on `POST /v2/decision-definitions/evaluation`. */
export function decisionRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  return {
    EvaluateDecision: unary('EVALUATE', async (request: EvaluateDecisionRequest, metadata) => {
      const body = defined({
        decisionDefinitionKey: optionalKey(request.decisionKey),
        decisionDefinitionId: optionalText(request.decisionId),
        variables: jsonDocument('variables', request.variables),
        tenantId: optionalText(request.tenantId),
      });
      const evaluated = (await operations.call(metadata, 'evaluateDecision', {}, body)) as EvaluateDecisionResult;
      return evaluationResponse(evaluated);
    }),
  };
}
