import type { BatchOperationResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { BatchProgress } from '../migration/BatchProgress';
import { formatDate, plural } from '../ui/format';
import { PageButtons } from '../ui/PageButtons';
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

/** A page of the list: enough to see what runs now, and every older batch a page or more away. */
export const BATCHES_PAGE_SIZE = 25;

/**
 * Every batch operation, newest first, a page at a time, with its progress, read every few seconds; a running one
 * can be suspended, resumed or canceled.
 */
export function BatchesPage() {
  const [page, setPage] = useState(0);
  const batches = useLoader(() => operationsApi.batches({ from: page * BATCHES_PAGE_SIZE, limit: BATCHES_PAGE_SIZE }), `batches ${page}`, 3000);
  const [open, setOpen] = useState<string | null>(null);
  // A new page keeps the one before on screen until it arrives.
  const shown = batches.data ?? batches.previous;
  if (!shown) return <p className="ops-muted">{batches.error ? batches.error.message : 'Loading batch operations…'}</p>;
  const total = shown.page.totalItems;
  return (
    <div data-testid="batches">
      <h1>Batch operations</h1>
      <p className="ops-muted" data-testid="batch-count">
        {plural(total, 'batch operation')}
      </p>
      {shown.items.length === 0 ? (
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
            {shown.items.map((batch) => (
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
      {total > BATCHES_PAGE_SIZE && <PageButtons page={page} pages={Math.ceil(total / BATCHES_PAGE_SIZE)} onPage={setPage} testId="batch-page-number" />}
      {open && <BatchProgress batchOperationKey={open} />}
    </div>
  );
}
