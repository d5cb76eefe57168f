import { useMemo } from 'react';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';
import { decisionTableOf } from './decision-table-of';

/**
 * One decision instance: what the decision read and answered, and, for a decision table, its rules as deployed with
 * the ones that matched highlighted and the outputs they gave.
 */
export function DecisionInstancePage({ decisionInstanceKey }: { decisionInstanceKey: string }) {
  const instance = useLoader(() => operationsApi.decisionInstance(decisionInstanceKey), decisionInstanceKey);
  const definitionKey = instance.data?.decisionDefinitionKey ?? '';
  const xml = useLoader(() => (definitionKey ? operationsApi.decisionXml(definitionKey) : Promise.resolve('')), definitionKey);
  const decisionId = instance.data?.decisionDefinitionId ?? '';
  const table = useMemo(
    () => (xml.data && decisionId ? decisionTableOf(new DOMParser().parseFromString(xml.data, 'application/xml'), decisionId) : null),
    [xml.data, decisionId],
  );

  if (!instance.data)
    return (
      <p className={instance.error ? 'ops-error' : 'ops-muted'}>
        {instance.error ? `Could not read decision instance ${decisionInstanceKey}: ${instance.error.message}` : 'Loading…'}
      </p>
    );
  const decision = instance.data;
  const matched = new Map(decision.matchedRules.map((rule) => [rule.ruleId, rule]));
  return (
    <div className="ops-instance" data-testid="decision-instance-view">
      <header className="ops-instance-header">
        <div>
          {decision.processInstanceKey ? (
            <>
              <a href={opsHref(`instances/${decision.processInstanceKey}`)}>Instance {decision.processInstanceKey}</a> ›{' '}
            </>
          ) : null}
          <strong>{decision.decisionEvaluationInstanceKey}</strong>
          <h1>
            {decision.decisionDefinitionName} <span className="ops-version">version {decision.decisionDefinitionVersion}</span>
          </h1>
          <p className="ops-muted">
            <span className={`ops-state ops-state-${decision.state === 'FAILED' ? 'incident' : 'completed'}`} data-testid="decision-state">
              {decision.state}
            </span>{' '}
            evaluated {formatDate(decision.evaluationDate)} · tenant {decision.tenantId}
          </p>
          {decision.evaluationFailure && <p className="ops-error">{decision.evaluationFailure}</p>}
        </div>
      </header>
      <section>
        <h2>Inputs</h2>
        {decision.evaluatedInputs.length === 0 ? (
          <p className="ops-muted">No inputs (not a decision table).</p>
        ) : (
          <table className="ops-table" data-testid="decision-inputs">
            <tbody>
              {decision.evaluatedInputs.map((input) => (
                <tr key={input.inputId}>
                  <th>{input.inputName}</th>
                  <td>
                    <code>{input.inputValue}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h2>Result</h2>
        <p>
          <code data-testid="decision-result">{decision.result}</code>
        </p>
      </section>
      {table && (
        <section>
          <h2>Rules ({table.hitPolicy})</h2>
          <table className="ops-table ops-decision-table" data-testid="decision-rules">
            <thead>
              <tr>
                <th>#</th>
                {table.inputs.map((input) => (
                  <th key={input.key}>{input.text}</th>
                ))}
                {table.outputs.map((output) => (
                  <th key={output.key} className="ops-decision-output">
                    {output.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rules.map((rule, index) => (
                <tr key={rule.id} className={matched.has(rule.id) ? 'ops-rule-matched' : undefined} data-matched={matched.has(rule.id)}>
                  <td>{index + 1}</td>
                  {rule.entries.map((entry) => (
                    <td key={entry.key}>
                      <code>{entry.text}</code>
                    </td>
                  ))}
                  {rule.outputs.map((output) => (
                    <td key={output.key} className="ops-decision-output">
                      <code>{output.text}</code>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {decision.matchedRules.length > 0 && (
            <p className="ops-muted" data-testid="decision-matched">
              Matched:{' '}
              {decision.matchedRules
                .map((rule) => `rule ${rule.ruleIndex} → ${rule.evaluatedOutputs.map((output) => `${output.outputName} = ${output.outputValue}`).join(', ')}`)
                .join('; ')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
