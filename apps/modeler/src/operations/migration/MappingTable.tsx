import type { ModelElement } from '../ui/model-elements';
import type { ElementMapping } from './migration-mapping';

/** One row per source element: where it goes in the target (same type only), and how many tokens wait there. */
export function MappingTable({
  source,
  target,
  mapping,
  activeCounts,
  selected,
  onSelect,
  onMap,
}: {
  source: readonly ModelElement[];
  target: readonly ModelElement[];
  mapping: ElementMapping;
  activeCounts: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (sourceId: string) => void;
  onMap: (sourceId: string, targetId: string) => void;
}) {
  return (
    <table className="ops-table ops-mapping" data-testid="mapping-table">
      <thead>
        <tr>
          <th>Source element</th>
          <th>Type</th>
          <th className="ops-number">Tokens</th>
          <th>Target element</th>
        </tr>
      </thead>
      <tbody>
        {source.map((element) => {
          const tokens = activeCounts.get(element.id) ?? 0;
          const candidates = target.filter((candidate) => candidate.type === element.type);
          return (
            <tr key={element.id} className={selected === element.id ? 'ops-row-selected' : undefined} onClick={() => onSelect(element.id)}>
              <td>
                {element.name} <code className="ops-muted">{element.id}</code>
              </td>
              <td>{element.type}</td>
              <td className="ops-number">{tokens > 0 ? tokens : ''}</td>
              <td>
                <select
                  aria-label={`Target of ${element.id}`}
                  value={mapping.get(element.id) ?? ''}
                  onChange={(event) => onMap(element.id, event.target.value)}
                  className={tokens > 0 && !mapping.get(element.id) ? 'ops-error' : undefined}
                >
                  <option value="">{tokens > 0 ? '(not mapped: required)' : '(not mapped)'}</option>
                  {candidates.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name} ({candidate.id})
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
