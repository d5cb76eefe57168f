import type { JobSearchResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { jobKindLabel } from './job-kind';
import { ActionDialog } from '../ui/ActionDialog';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';

/** The instance's jobs with their retries, which the operator may change. */
export function JobsPanel({ processInstanceKey, onDone }: { processInstanceKey: string; onDone: () => void }) {
  const jobs = useLoader(() => operationsApi.jobs(processInstanceKey), processInstanceKey, 3000);
  const [editing, setEditing] = useState<JobSearchResult | null>(null);
  const [retries, setRetries] = useState(3);

  if (!jobs.data) return <p className="ops-muted">{jobs.error ? jobs.error.message : 'Loading jobs…'}</p>;
  if (jobs.data.length === 0) return <p className="ops-muted">No jobs.</p>;
  return (
    <>
      <table className="ops-table" data-testid="jobs">
        <thead>
          <tr>
            <th>Job</th>
            <th>Type</th>
            <th>Kind</th>
            <th>Element</th>
            <th>State</th>
            <th>Retries</th>
            <th>Worker</th>
            <th>Deadline</th>
            <th>Error</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {jobs.data.map((job) => (
            <tr key={job.jobKey}>
              <td>{job.jobKey}</td>
              <td>{job.type}</td>
              <td>{jobKindLabel(job)}</td>
              <td>{job.elementId}</td>
              <td>{job.state}</td>
              <td>{job.retries}</td>
              <td>{job.worker || '—'}</td>
              <td>{formatDate(job.deadline)}</td>
              <td className="ops-message">{job.errorMessage ?? job.deniedReason ?? ''}</td>
              <td>
                {job.endTime === null && (
                  <button
                    type="button"
                    onClick={() => {
                      setRetries(Math.max(1, job.retries));
                      setEditing(job);
                    }}
                  >
                    Retries…
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <ActionDialog
          title={`Update the retries of job ${editing.jobKey}`}
          confirmLabel="Update retries"
          onClose={() => setEditing(null)}
          run={async (reason) => {
            await operationsApi.updateJobRetries(editing.jobKey, retries, reason);
            jobs.reload();
            onDone();
          }}
        >
          <label className="ops-field">
            Retries
            <input type="number" min={0} value={retries} onChange={(event) => setRetries(Math.max(0, Number(event.target.value)))} aria-label="Retries" />
          </label>
        </ActionDialog>
      )}
    </>
  );
}
