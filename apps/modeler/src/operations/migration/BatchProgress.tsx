import { operationsApi } from '../api/operations-api';
import { batchTypeLabel } from '../batches/batch-actions';
import { opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';

const FINISHED = new Set(['COMPLETED', 'PARTIALLY_COMPLETED', 'CANCELED', 'FAILED']);

async function loadProgress(batchOperationKey: string) {
  const [batch, items] = await Promise.all([operationsApi.batch(batchOperationKey), operationsApi.batchItems(batchOperationKey)]);
  return { batch, items };
}

/** A batch (a migration, a cancellation, …): its progress and how each instance went, read every second until it is over. */
export function BatchProgress({ batchOperationKey }: { batchOperationKey: string }) {
  const progress = useLoader(() => loadProgress(batchOperationKey), batchOperationKey, 1000);
  if (!progress.data) return <p className="ops-muted">{progress.error ? progress.error.message : 'Starting the batch…'}</p>;
  const { batch, items } = progress.data;
  const done = batch.operationsCompletedCount + batch.operationsFailedCount;
  const share = batch.operationsTotalCount === 0 ? 100 : Math.round((100 * done) / batch.operationsTotalCount);
  return (
    <section data-testid="batch-progress">
      <h2>
        Batch {batch.batchOperationKey}: {batchTypeLabel(batch.batchOperationType)}
      </h2>
      <p data-testid="batch-state">
        {batch.state}: {batch.operationsCompletedCount} done, {batch.operationsFailedCount} failed, of {batch.operationsTotalCount}
        {FINISHED.has(batch.state) ? '' : '…'}
      </p>
      <div className="ops-progress" role="progressbar" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100}>
        <div style={{ width: `${share}%` }} />
      </div>
      <table className="ops-table" data-testid="batch-items">
        <thead>
          <tr>
            <th>Instance</th>
            <th>Result</th>
            <th>When</th>
            <th>Error</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.itemKey}>
              <td>
                <a href={opsHref(`instances/${item.processInstanceKey}`)}>{item.processInstanceKey}</a>
              </td>
              <td>{item.state}</td>
              <td>{formatDate(item.processedDate)}</td>
              <td className="ops-message">{item.errorMessage ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
