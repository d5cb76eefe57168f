import type { BatchOperationResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { BatchProgress } from '../migration/BatchProgress';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';
import { type BatchAction, batchActions, batchShare, batchTypeLabel } from './batch-actions';

const ACTION_LABEL: Record<BatchAction, string> = { suspend: 'Suspend', resume: 'Resume', cancel: 'Cancel' };

function BatchRow({ batch, open, onOpen, onDone }: { batch: BatchOperationResult; open: boolean; onOpen: () => void; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const share = batchShare(batch);
  const act = async (action: BatchAction) => {
    setBusy(true);
    setError(null);
    try {
      await operationsApi.batchAction(batch.batchOperationKey, action);
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr data-batch-key={batch.batchOperationKey}>
      <td>
        <button type="button" className="ops-link" aria-expanded={open} onClick={onOpen}>
          {batch.batchOperationKey}
        </button>
      </td>
      <td>{batchTypeLabel(batch.batchOperationType)}</td>
      <td>
        <span className={`ops-state ops-state-${batch.state.toLowerCase()}`}>{batch.state}</span>
      </td>
      <td>
        <div
          className="ops-progress"
          role="progressbar"
          aria-label={`Progress of batch ${batch.batchOperationKey}`}
          aria-valuenow={share}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div style={{ width: `${share}%` }} />
        </div>
        <span className="ops-muted">
          {batch.operationsCompletedCount} done, {batch.operationsFailedCount} failed, of {batch.operationsTotalCount}
        </span>
      </td>
      <td>{batch.actorId ?? '—'}</td>
      <td>{formatDate(batch.startDate)}</td>
      <td>{formatDate(batch.endDate)}</td>
      <td className="ops-row-action">
        {batchActions(batch.state).map((action) => (
          <button key={action} type="button" disabled={busy} className={action === 'cancel' ? 'ops-danger' : undefined} onClick={() => void act(action)}>
            {ACTION_LABEL[action]}
          </button>
        ))}
        {error && (
          <span className="ops-error" role="alert">
            {error}
          </span>
        )}
      </td>
    </tr>
  );
}

/** Every batch operation, newest first, with its progress, read every few seconds; a running one can be suspended, resumed or canceled. */
export function BatchesPage() {
  const batches = useLoader(() => operationsApi.batches(), 'batches', 3000);
  const [open, setOpen] = useState<string | null>(null);
  if (!batches.data) return <p className="ops-muted">{batches.error ? batches.error.message : 'Loading batch operations…'}</p>;
  return (
    <div data-testid="batches">
      <h1>Batch operations</h1>
      {batches.data.length === 0 ? (
        <p className="ops-muted">No batch operations yet: the instance list starts them (cancel, resolve, migrate several instances).</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th>Batch</th>
              <th>Operation</th>
              <th>State</th>
              <th>Progress</th>
              <th>By</th>
              <th>Started</th>
              <th>Ended</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {batches.data.map((batch) => (
              <BatchRow
                key={batch.batchOperationKey}
                batch={batch}
                open={open === batch.batchOperationKey}
                onOpen={() => setOpen(open === batch.batchOperationKey ? null : batch.batchOperationKey)}
                onDone={batches.reload}
              />
            ))}
          </tbody>
        </table>
      )}
      {open && <BatchProgress batchOperationKey={open} />}
    </div>
  );
}
