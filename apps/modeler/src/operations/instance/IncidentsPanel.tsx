import type { ElementInstanceResult, IncidentResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { ActionDialog } from '../ui/ActionDialog';
import { formatDate } from '../ui/format';
import { elementLabel, variableScopes } from '../variables/variable-scopes';
import { VariableForm } from '../variables/VariableForm';

/**
 * The instance's open incidents, each with Resolve. A job that ran out of retries gets retries back first (the
 * engine retries the job only then); any other incident is retried as it is, so the dialog offers to fix its
 * cause (a variable) first.
 */
export function IncidentsPanel({
  processInstanceKey,
  incidents,
  elementInstances,
  onDone,
}: {
  processInstanceKey: string;
  incidents: readonly IncidentResult[];
  elementInstances: readonly ElementInstanceResult[];
  onDone: () => void;
}) {
  const [resolving, setResolving] = useState<IncidentResult | null>(null);
  const [retries, setRetries] = useState(1);
  const [fixing, setFixing] = useState(false);
  const [fixed, setFixed] = useState<string[]>([]);

  if (incidents.length === 0) return <p className="ops-muted">No open incidents.</p>;
  const elementOf = (incident: IncidentResult) => {
    const element = elementInstances.find((candidate) => candidate.elementInstanceKey === incident.elementInstanceKey);
    return elementLabel(element?.elementName ?? incident.elementId, incident.elementId);
  };
  const open = (incident: IncidentResult) => {
    setResolving(incident);
    setFixing(false);
    setFixed([]);
  };

  return (
    <>
      <table className="ops-table" data-testid="incidents">
        <thead>
          <tr>
            <th>Type</th>
            <th>Element</th>
            <th>Message</th>
            <th>Since</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {incidents.map((incident) => (
            <tr key={incident.incidentKey}>
              <td>{incident.errorType}</td>
              <td>{elementOf(incident)}</td>
              <td className="ops-message">{incident.errorMessage || '—'}</td>
              <td>{formatDate(incident.creationTime)}</td>
              <td>
                <button type="button" className="ops-primary" onClick={() => open(incident)}>
                  Resolve
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resolving && (
        <ActionDialog
          title={`Resolve incident at ${elementOf(resolving)}`}
          confirmLabel="Resolve incident"
          onClose={() => setResolving(null)}
          run={async (reason) => {
            if (resolving.jobKey) await operationsApi.updateJobRetries(resolving.jobKey, retries, reason);
            await operationsApi.resolveIncident(resolving.incidentKey, reason);
            onDone();
          }}
        >
          <p>
            {resolving.errorType}: {resolving.errorMessage || 'no message'}
          </p>
          {resolving.jobKey ? (
            <label className="ops-field">
              Give job {resolving.jobKey} this many retries, then retry it
              <input type="number" min={1} value={retries} onChange={(event) => setRetries(Math.max(1, Number(event.target.value)))} aria-label="Retries" />
            </label>
          ) : (
            <p className="ops-muted">The engine retries the step that failed; fix its cause (a variable, say) first.</p>
          )}
          <div className="ops-resolve-fix">
            {fixed.length > 0 && (
              <p className="ops-success" role="status">
                Saved before resolving: {fixed.join(', ')}
              </p>
            )}
            {fixing ? (
              <VariableForm
                scopes={variableScopes(processInstanceKey, elementInstances)}
                initial={{ scopeKey: processInstanceKey, name: '', value: '' }}
                onCancel={() => setFixing(false)}
                onSaved={(draft) => {
                  setFixed([...fixed, draft.name.trim()]);
                  setFixing(false);
                }}
              />
            ) : (
              <button type="button" onClick={() => setFixing(true)}>
                {fixed.length > 0 ? 'Set another variable' : 'Set a variable first…'}
              </button>
            )}
          </div>
        </ActionDialog>
      )}
    </>
  );
}
