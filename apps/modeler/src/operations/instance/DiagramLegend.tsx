import { noun } from '../ui/format';

/** What the overlays on an instance's diagram mean, with the instance's own totals of tokens and incidents. */
export function DiagramLegend({ tokens, incidents }: { tokens: number; incidents: number }) {
  return (
    <ul className="ops-legend" aria-label="Legend">
      <li>
        <span className="ops-badge ops-badge-token">{tokens}</span> {noun(tokens, 'active token')}
      </li>
      <li>
        <span className="ops-badge ops-badge-incident">⚠ {incidents}</span> {noun(incidents, 'incident')}
      </li>
      <li>
        <span className="ops-legend-swatch ops-legend-completed" /> completed path
      </li>
      <li>
        <span className="ops-badge ops-badge-compensation">↺</span> compensation
      </li>
    </ul>
  );
}
