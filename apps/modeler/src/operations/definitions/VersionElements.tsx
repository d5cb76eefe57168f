import type { ProcessDefinitionResult } from '@baton/api-contract';
import { operationsApi } from '../api/operations-api';
import { instancesHref } from '../routes';
import { Named, useElementNames } from '../ui/names';
import { useLoader } from '@baton/web-client';

/** A version's elements with active instances (and incidents) there, each a link to those instances. */
export function VersionElements({ definition }: { definition: ProcessDefinitionResult }) {
  const statistics = useLoader(
    () => operationsApi.definitionStatistics(definition.processDefinitionKey, { state: 'ACTIVE' }),
    definition.processDefinitionKey,
    5000,
  );
  const names = useElementNames(definition.processDefinitionKey);
  const rows = statistics.data?.items.filter((item) => item.active > 0 && item.elementId !== definition.processDefinitionId) ?? [];
  if (!statistics.data) return <p className="ops-muted">{statistics.error ? statistics.error.message : 'Counting…'}</p>;
  if (rows.length === 0) return <p className="ops-muted">No active instances.</p>;
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th>Active element</th>
          <th className="ops-number">Instances there</th>
          <th className="ops-number">Incidents</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.elementId}>
            <td>
              <a href={instancesHref({ process: definition.processDefinitionId, version: String(definition.version), element: item.elementId })}>
                <Named name={names.get(item.elementId)} id={item.elementId} />
              </a>
            </td>
            <td className="ops-number">{item.active}</td>
            <td className="ops-number">{item.incidents}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
