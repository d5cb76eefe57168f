import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';

/** The decisions the instance's business rule tasks evaluated (required ones too), each a link to its table. */
export function DecisionInstancesPanel({ processInstanceKey }: { processInstanceKey: string }) {
  const decisions = useLoader(() => operationsApi.decisionInstances(processInstanceKey), processInstanceKey, 3000);

  if (!decisions.data) return <p className="ops-muted">{decisions.error ? decisions.error.message : 'Loading decisions…'}</p>;
  if (decisions.data.length === 0) return <p className="ops-muted">No decision evaluated.</p>;
  return (
    <table className="ops-table" data-testid="decision-instances">
      <thead>
        <tr>
          <th>Decision</th>
          <th>Version</th>
          <th>State</th>
          <th>Evaluated</th>
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {decisions.data.map((decision) => (
          <tr key={decision.decisionEvaluationInstanceKey}>
            <td>
              <a href={opsHref(`decision-instances/${decision.decisionEvaluationInstanceKey}`)}>{decision.decisionDefinitionName}</a>
            </td>
            <td>{decision.decisionDefinitionVersion}</td>
            <td>
              <span className={`ops-state ops-state-${decision.state === 'FAILED' ? 'incident' : 'completed'}`}>{decision.state}</span>
            </td>
            <td>{formatDate(decision.evaluationDate)}</td>
            <td className="ops-message">{decision.evaluationFailure ?? decision.result}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
