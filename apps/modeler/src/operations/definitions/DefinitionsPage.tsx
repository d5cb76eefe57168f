import type { ProcessDefinitionResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { instancesHref, opsHref } from '../routes';
import { useLoader } from '@baton/web-client';
import { VersionElements } from './VersionElements';

const STATES = ['ACTIVE', 'COMPLETED', 'TERMINATED'] as const;

type VersionCounts = Record<(typeof STATES)[number] | 'incidents', number>;
const NO_INSTANCES: VersionCounts = { ACTIVE: 0, COMPLETED: 0, TERMINATED: 0, incidents: 0 };

/** Every version's counts from one request: a page of many versions must not send a search per version and state. */
async function countsByVersion(): Promise<Map<string, VersionCounts>> {
  const { byProcessDefinition } = await operationsApi.overview();
  return new Map(
    byProcessDefinition.map((row) => [
      row.processDefinitionKey,
      { ACTIVE: row.active, COMPLETED: row.completed, TERMINATED: row.terminated, incidents: row.activeWithIncident },
    ]),
  );
}

function VersionRow({ definition, counts }: { definition: ProcessDefinitionResult; counts: Map<string, VersionCounts> | undefined }) {
  const own = counts && (counts.get(definition.processDefinitionKey) ?? NO_INSTANCES);
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
          <a href={opsHref(`definitions/${definition.processDefinitionKey}`)}>{definition.name ?? definition.processDefinitionId}</a>
        </td>
        <td>{definition.processDefinitionId}</td>
        <td>
          {definition.version}
          {definition.versionTag ? ` (${definition.versionTag})` : ''}
        </td>
        {STATES.map((state) => (
          <td key={state} className="ops-number">
            <a href={link({ state })}>{own?.[state].toLocaleString('en') ?? '…'}</a>
          </td>
        ))}
        <td className="ops-number">
          <a href={link({ incident: 'true' })}>{own?.incidents.toLocaleString('en') ?? '…'}</a>
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
  const counts = useLoader(countsByVersion, 'counts', 10_000);
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
            <VersionRow key={definition.processDefinitionKey} definition={definition} counts={counts.data} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
