import type { ExecutableCalledDecision } from '@baton/bpmn-model';
import { evaluateDecision } from '@baton/dmn';
import type { JsonObject, JsonValue } from '@baton/feel';
import type { ElementInstance } from '../model/instance-state.js';
import type { CalledDecision } from '../ports.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';
import { evaluateString } from './expression.behaviour.js';

/** The deployed decision to evaluate, resolved now (so a later deployment can resolve the incident); worded as Zeebe words it. */
function calledDecision(context: ProcessingContext, called: ExecutableCalledDecision, decisionId: string): StepResult<CalledDecision> {
  const catalog = context.ports.decisions;
  const decision = catalog?.find(decisionId, called.bindingType, called.versionTag) ?? null;
  if (decision) return succeeded(decision);
  if (called.bindingType === 'versionTag') {
    return failed(
      'CALLED_DECISION_ERROR',
      `Expected to evaluate decision with id '${decisionId}' and version tag '${called.versionTag}', but no such decision found. ` +
        'To resolve this incident, deploy a decision with the given id and version tag.',
    );
  }
  if (called.bindingType === 'deployment') {
    return failed(
      'CALLED_DECISION_ERROR',
      `Expected to evaluate decision '${decisionId}' with binding type 'deployment', but no such decision found in the deployment ` +
        `with key ${catalog?.deploymentKey ?? 'unknown'} which contained the current process. To resolve this incident, migrate the process ` +
        'instance to a process definition that is deployed together with the intended decision to evaluate.',
    );
  }
  return failed('CALLED_DECISION_ERROR', `Expected to evaluate decision '${decisionId}', but no decision found for id '${decisionId}'`);
}

/**
 * Evaluates the decision a business rule task calls over the variables it sees, at the command's time, as Zeebe's
 * decision behaviour does: the evaluation goes to the instance's history (its audit, failed or not), and its result
 * is what the task's result variable receives. A decision not found is a CALLED_DECISION_ERROR incident, a failed
 * evaluation a DECISION_EVALUATION_ERROR one naming the decision and the cause; resolving either evaluates again.
 */
export function evaluateCalledDecision(
  context: ProcessingContext,
  instance: ElementInstance,
  called: ExecutableCalledDecision,
  variables: JsonObject,
): StepResult<JsonValue> {
  const now = context.ports.now();
  const decisionId = evaluateString(called.decisionId, variables, 'the id of the decision to evaluate', now);
  if (!decisionId.ok) return decisionId;
  const found = calledDecision(context, called, decisionId.value);
  if (!found.ok) return found;
  const decision = found.value;
  const evaluation = evaluateDecision(decision.model, decision.decisionId, variables, now);
  context.emit({
    type: 'DecisionEvaluated',
    decisionEvaluationKey: context.ports.nextKey(),
    elementInstanceKey: instance.key,
    elementId: instance.elementId,
    decisionKey: decision.decisionKey,
    decisionId: decision.decisionId,
    decisionName: decision.decisionName,
    decisionVersion: decision.version,
    decisionRequirementsKey: decision.decisionRequirementsKey,
    decisionRequirementsId: decision.decisionRequirementsId,
    output: evaluation.ok ? evaluation.output : null,
    failedDecisionId: evaluation.ok ? null : evaluation.failure.decisionId,
    failureMessage: evaluation.ok ? null : evaluation.failure.message,
    evaluatedDecisions: evaluation.evaluatedDecisions,
  });
  if (!evaluation.ok) return failed('DECISION_EVALUATION_ERROR', `Expected to evaluate decision '${decision.decisionId}', but ${evaluation.failure.message}`);
  return succeeded(evaluation.output);
}
