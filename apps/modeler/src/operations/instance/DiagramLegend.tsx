/** What the overlays on an instance's diagram mean. */
export function DiagramLegend() {
  return (
    <ul className="ops-legend" aria-label="Legend">
      <li>
        <span className="ops-badge ops-badge-token">1</span> active tokens
      </li>
      <li>
        <span className="ops-badge ops-badge-incident">⚠ 1</span> incidents
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
