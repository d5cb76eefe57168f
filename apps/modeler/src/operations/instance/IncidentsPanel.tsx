import type { IncidentResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { ActionDialog } from '../ui/ActionDialog';
import { formatDate } from '../ui/format';

/**
 * The instance's open incidents, each with Resolve. A job that ran out of retries gets retries back first (the
 * engine retries the job only then); any other incident is retried as it is, once its cause is fixed.
 */
export function IncidentsPanel({ incidents, onDone }: { incidents: readonly IncidentResult[]; onDone: () => void }) {
  const [resolving, setResolving] = useState<IncidentResult | null>(null);
  const [retries, setRetries] = useState(1);

  if (incidents.length === 0) return <p className="ops-muted">No open incidents.</p>;
  return (
    <>
      <table className="ops-table" data-testid="incidents">
        <thead>
          <tr>
            <th>Type</th>
            <th>Element</th>
            <th>Message</th>
            <th>Since</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {incidents.map((incident) => (
            <tr key={incident.incidentKey}>
              <td>{incident.errorType}</td>
              <td>{incident.elementId}</td>
              <td className="ops-message">{incident.errorMessage || '—'}</td>
              <td>{formatDate(incident.creationTime)}</td>
              <td>
                <button type="button" className="ops-primary" onClick={() => setResolving(incident)}>
                  Resolve
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {resolving && (
        <ActionDialog
          title={`Resolve incident at ${resolving.elementId}`}
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
        </ActionDialog>
      )}
    </>
  );
}
