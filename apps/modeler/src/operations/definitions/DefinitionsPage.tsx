import type { ProcessDefinitionResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { instancesHref } from '../routes';
import { useLoader } from '../ui/use-loader';
import { VersionElements } from './VersionElements';

const STATES = ['ACTIVE', 'COMPLETED', 'TERMINATED'] as const;

async function versionCounts(definition: ProcessDefinitionResult) {
  const filter = { processDefinitionKey: definition.processDefinitionKey };
  const [active, completed, terminated, incidents] = await Promise.all([
    ...STATES.map((state) => operationsApi.countInstances({ ...filter, state })),
    operationsApi.countInstances({ ...filter, state: 'ACTIVE', hasIncident: true }),
  ]);
  return { ACTIVE: active!, COMPLETED: completed!, TERMINATED: terminated!, incidents: incidents! };
}

function VersionRow({ definition }: { definition: ProcessDefinitionResult }) {
  const counts = useLoader(() => versionCounts(definition), definition.processDefinitionKey, 10_000);
  const [open, setOpen] = useState(false);
  const link = (extra: Record<string, string>) => instancesHref({ process: definition.processDefinitionId, version: String(definition.version), ...extra });
  return (
    <>
      <tr>
        <td>
          <button
            type="button"
            className="ops-link"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={`Elements of version ${definition.version}`}
          >
            {open ? '▾' : '▸'}
          </button>{' '}
          {definition.name ?? definition.processDefinitionId}
        </td>
        <td>{definition.processDefinitionId}</td>
        <td>
          {definition.version}
          {definition.versionTag ? ` (${definition.versionTag})` : ''}
        </td>
        {STATES.map((state) => (
          <td key={state} className="ops-number">
            <a href={link({ state })}>{counts.data?.[state] ?? '…'}</a>
          </td>
        ))}
        <td className="ops-number">
          <a href={link({ incident: 'true' })}>{counts.data?.incidents ?? '…'}</a>
        </td>
        <td>{definition.tenantId}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={8}>
            <VersionElements definition={definition} />
          </td>
        </tr>
      )}
    </>
  );
}

/** Every deployed process version with its instances counted by state, and where its active instances are. */
export function DefinitionsPage() {
  const definitions = useLoader(() => operationsApi.definitions(), 'definitions');
  if (!definitions.data) return <p className="ops-muted">{definitions.error ? definitions.error.message : 'Loading processes…'}</p>;
  return (
    <div data-testid="definitions">
      <h1>Processes</h1>
      <table className="ops-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>Id</th>
            <th>Version</th>
            <th className="ops-number">Active</th>
            <th className="ops-number">Completed</th>
            <th className="ops-number">Terminated</th>
            <th className="ops-number">With incident</th>
            <th>Tenant</th>
          </tr>
        </thead>
        <tbody>
          {definitions.data.map((definition) => (
            <VersionRow key={definition.processDefinitionKey} definition={definition} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
