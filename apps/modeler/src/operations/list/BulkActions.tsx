import type { IncidentResult, ProcessInstanceResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { opsHref } from '../routes';
import { ActionDialog } from '../ui/ActionDialog';
import { useLoader } from '@baton/web-client';

const PREVIEW = 10;

/** Which instances an action touches, named (the first ten) and counted. */
function Touched({ instances, what }: { instances: readonly ProcessInstanceResult[]; what: string }) {
  return (
    <>
      <p>
        {what} {instances.length} instance{instances.length === 1 ? '' : 's'}:
      </p>
      <ul data-testid="bulk-preview">
        {instances.slice(0, PREVIEW).map((instance) => (
          <li key={instance.processInstanceKey}>
            {instance.processInstanceKey} ({instance.processDefinitionName ?? instance.processDefinitionId} v{instance.processDefinitionVersion},{' '}
            {instance.hasIncident ? 'incident' : instance.state})
          </li>
        ))}
        {instances.length > PREVIEW && <li>and {instances.length - PREVIEW} more</li>}
      </ul>
    </>
  );
}

/** The open incidents of the selected instances: what a bulk resolve would retry. */
function IncidentPreview({ instances }: { instances: readonly ProcessInstanceResult[] }) {
  const keys = instances.map((instance) => instance.processInstanceKey);
  const incidents = useLoader(async () => (await Promise.all(keys.map((key) => operationsApi.incidents(key)))).flat(), keys.join());
  if (!incidents.data) return <p className="ops-muted">Reading their incidents…</p>;
  const byType = new Map<string, number>();
  for (const incident of incidents.data) byType.set(incident.errorType, (byType.get(incident.errorType) ?? 0) + 1);
  return (
    <p data-testid="bulk-incidents">
      {incidents.data.length} open incident{incidents.data.length === 1 ? '' : 's'}
      {byType.size > 0 ? `: ${[...byType].map(([type, count]) => `${count} ${type}`).join(', ')}` : ''}. A job incident gets one retry back first.
    </p>
  );
}

async function resolveAll(instances: readonly ProcessInstanceResult[], reason: string): Promise<void> {
  const incidents: IncidentResult[] = (await Promise.all(instances.map((instance) => operationsApi.incidents(instance.processInstanceKey)))).flat();
  for (const incident of incidents) {
    if (incident.jobKey) await operationsApi.updateJobRetries(incident.jobKey, 1, reason);
    await operationsApi.resolveIncident(incident.incidentKey, reason);
  }
}

/**
 * Cancel, resolve incidents, migrate, suspend and resume the selected instances, each after a preview of what it
 * touches (suspension takes the active ones, resumption the suspended ones).
 */
export function BulkActions({ selected, onDone }: { selected: readonly ProcessInstanceResult[]; onDone: () => void }) {
  const [open, setOpen] = useState<'cancel' | 'resolve' | 'suspend' | 'resume' | null>(null);
  const active = selected.filter((instance) => instance.state === 'ACTIVE');
  const suspended = selected.filter((instance) => instance.state === 'SUSPENDED');
  const definitions = new Set(active.map((instance) => instance.processDefinitionKey));
  const migratable = active.length > 0 && definitions.size === 1;

  return (
    <div className="ops-actions">
      <button type="button" disabled={active.length === 0} onClick={() => setOpen('resolve')}>
        Resolve incidents…
      </button>
      {migratable ? (
        <a className="ops-button" href={opsHref(`migration?instances=${active.map((instance) => instance.processInstanceKey).join(',')}`)}>
          Migrate…
        </a>
      ) : (
        <button type="button" disabled title="Select active instances of one process version">
          Migrate…
        </button>
      )}
      <button type="button" disabled={active.length === 0} onClick={() => setOpen('suspend')}>
        Suspend…
      </button>
      <button type="button" disabled={suspended.length === 0} onClick={() => setOpen('resume')}>
        Resume…
      </button>
      <button type="button" className="ops-danger" disabled={active.length === 0} onClick={() => setOpen('cancel')}>
        Cancel…
      </button>
      {open === 'suspend' && (
        <ActionDialog
          title="Suspend instances"
          confirmLabel={`Suspend ${active.length} instance${active.length === 1 ? '' : 's'}`}
          onClose={() => setOpen(null)}
          run={async (reason) => {
            for (const instance of active) await operationsApi.suspend(instance.processInstanceKey, reason);
            onDone();
          }}
        >
          <Touched instances={active} what="Suspends" />
        </ActionDialog>
      )}
      {open === 'resume' && (
        <ActionDialog
          title="Resume instances"
          confirmLabel={`Resume ${suspended.length} instance${suspended.length === 1 ? '' : 's'}`}
          onClose={() => setOpen(null)}
          run={async (reason) => {
            for (const instance of suspended) await operationsApi.resume(instance.processInstanceKey, reason);
            onDone();
          }}
        >
          <Touched instances={suspended} what="Resumes" />
        </ActionDialog>
      )}
      {open === 'cancel' && (
        <ActionDialog
          title="Cancel instances"
          confirmLabel={`Cancel ${active.length} instance${active.length === 1 ? '' : 's'}`}
          danger
          onClose={() => setOpen(null)}
          run={async (reason) => {
            for (const instance of active) await operationsApi.cancel(instance.processInstanceKey, reason);
            onDone();
          }}
        >
          <Touched instances={active} what="Cancels" />
        </ActionDialog>
      )}
      {open === 'resolve' && (
        <ActionDialog
          title="Resolve incidents"
          confirmLabel="Resolve incidents"
          onClose={() => setOpen(null)}
          run={async (reason) => {
            await resolveAll(active, reason);
            onDone();
          }}
        >
          <Touched instances={active} what="Retries the failed steps of" />
          <IncidentPreview instances={active} />
        </ActionDialog>
      )}
    </div>
  );
}
