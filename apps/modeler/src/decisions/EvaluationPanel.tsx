import { useEffect, useState } from 'react';
import { ApiError } from '@baton/web-client';
import { type EvaluateDecisionResult, engineApi } from '../api/engine-api';
import { type DecisionSummary, inputsTemplate } from './decision-inputs';

interface EvaluationPanelProps {
  decisions: DecisionSummary[];
  /** The decision whose view is open: the one offered first. */
  activeDecisionId: string | null;
  /** Called with the rule ids the last evaluation matched, so that the table can mark them. */
  onMatchedRules(ruleIds: string[]): void;
}

/** The outcome shown: the engine's answer, or why there is none. */
type Outcome = { kind: 'result'; result: EvaluateDecisionResult } | { kind: 'error'; message: string } | null;

const pretty = (json: string) => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

/** Inputs → result with the matched rules, by `POST /v2/decision-definitions/evaluation` on the deployed decision of that id (its latest version). */
export function EvaluationPanel({ decisions, activeDecisionId, onMatchedRules }: EvaluationPanelProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const decision = decisions.find((item) => item.id === (chosenId ?? activeDecisionId)) ?? decisions[0];
  const [inputs, setInputs] = useState('{}');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  // New inputs when another decision is chosen or its table reads other variables; what the analyst typed stays otherwise.
  const variablesKey = `${decision?.id}:${decision?.variables.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: variablesKey stands for the decision's id and variables
  useEffect(() => {
    setInputs(inputsTemplate(decision));
    setOutcome(null);
    onMatchedRules([]);
  }, [variablesKey]);

  const evaluate = async () => {
    if (!decision) return;
    let variables: Record<string, unknown>;
    try {
      variables = JSON.parse(inputs) as Record<string, unknown>;
    } catch (error) {
      setOutcome({ kind: 'error', message: `The inputs are not JSON: ${(error as Error).message}` });
      return;
    }
    setBusy(true);
    try {
      const result = await engineApi.evaluateDecision({ decisionDefinitionId: decision.id, variables });
      setOutcome({ kind: 'result', result });
      const evaluated = result.evaluatedDecisions.find((item) => item.decisionDefinitionId === decision.id);
      onMatchedRules(evaluated?.matchedRules.map((rule) => rule.ruleId) ?? []);
    } catch (error) {
      const notDeployed = error instanceof ApiError && error.status === 404;
      setOutcome({ kind: 'error', message: notDeployed ? `Deploy the decision first: ${error.message}` : (error as Error).message });
      onMatchedRules([]);
    } finally {
      setBusy(false);
    }
  };

  const evaluated = outcome?.kind === 'result' ? outcome.result.evaluatedDecisions.find((item) => item.decisionDefinitionId === decision?.id) : undefined;
  return (
    <aside className="baton-evaluation" aria-label="Test evaluation">
      <h2>Test evaluation</h2>
      <label>
        Decision
        <select aria-label="Decision to evaluate" value={decision?.id ?? ''} onChange={(event) => setChosenId(event.target.value)}>
          {decisions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} ({item.id})
            </option>
          ))}
        </select>
      </label>
      <label>
        Inputs (JSON)
        <textarea aria-label="Inputs" value={inputs} onChange={(event) => setInputs(event.target.value)} rows={6} spellCheck={false} />
      </label>
      <button type="button" className="primary" onClick={() => void evaluate()} disabled={busy || !decision}>
        Evaluate
      </button>
      <p className="baton-hint">Evaluates the deployed decision of this id (its latest version): deploy after a change.</p>
      {outcome?.kind === 'error' && <p className="baton-notice error">{outcome.message}</p>}
      {outcome?.kind === 'result' && (
        <div data-testid="evaluation-result">
          {outcome.result.failureMessage && <p className="baton-notice error">{outcome.result.failureMessage}</p>}
          <h3>
            Result <small>version {outcome.result.decisionDefinitionVersion}</small>
          </h3>
          <pre data-testid="evaluation-output">{pretty(outcome.result.output)}</pre>
          <h3>Matched rules</h3>
          {evaluated?.matchedRules.length ? (
            <ul data-testid="matched-rules">
              {evaluated.matchedRules.map((rule) => (
                <li key={rule.ruleId}>
                  Rule {rule.ruleIndex} <small>({rule.ruleId})</small>:{' '}
                  {rule.evaluatedOutputs.map((output) => `${output.outputName || output.outputId} = ${output.outputValue}`).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="baton-empty">{evaluated ? 'No rule matched.' : 'Not a decision table.'}</p>
          )}
        </div>
      )}
    </aside>
  );
}
