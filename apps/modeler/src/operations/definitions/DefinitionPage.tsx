import { useMemo, useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { deployedVersionHref } from '../../modeler/deployed/deployed-version-link';
import { instancesHref, opsHref } from '../routes';
import { BpmnDiagram } from '../ui/BpmnDiagram';
import { formatDuration } from '../ui/format';
import { Named, useElementNames } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { countsDecoration, HEAT_LEVELS, heatDecoration } from './definition-decoration';

type Mode = 'counts' | 'heat';

const HEAT_SHADES = Array.from({ length: HEAT_LEVELS }, (_, index) => index + 1);

async function loadVersion(key: string) {
  const definition = await operationsApi.definition(key);
  const [xml, versions] = await Promise.all([operationsApi.definitionXml(key), operationsApi.definitionVersions(definition.processDefinitionId)]);
  return { definition, xml, versions };
}

/**
 * One process version: its diagram with, per element, the instances active there, the incidents and the
 * completions over all its instances, or a heat map of the time its element instances took. "Open in the modeler"
 * is offered to those who may model (`canModel`): for an operator the link would land on the Health page.
 */
export function DefinitionPage({ processDefinitionKey, canModel }: { processDefinitionKey: string; canModel: boolean }) {
  const version = useLoader(() => loadVersion(processDefinitionKey), processDefinitionKey);
  const statistics = useLoader(() => operationsApi.definitionStatistics(processDefinitionKey), `counts ${processDefinitionKey}`, 5000);
  const durations = useLoader(() => operationsApi.elementDurations(processDefinitionKey), `durations ${processDefinitionKey}`, 10_000);
  const names = useElementNames(processDefinitionKey);
  const [mode, setMode] = useState<Mode>('counts');
  const decoration = useMemo(
    () => (mode === 'counts' ? countsDecoration(statistics.data?.items ?? []) : heatDecoration(durations.data?.items ?? [])),
    [mode, statistics.data, durations.data],
  );
  if (!version.data) return <p className="ops-muted">{version.error ? version.error.message : 'Loading the process…'}</p>;
  const { definition, xml, versions } = version.data;
  const counts = new Map((statistics.data?.items ?? []).map((item) => [item.elementId, item]));
  const times = new Map((durations.data?.items ?? []).map((item) => [item.elementId, item]));
  const elementIds = [...new Set([...counts.keys(), ...times.keys()])].sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));

  return (
    <div data-testid="definition-view">
      <a href={opsHref('definitions')}>Processes</a> ›
      <h1>
        <Named name={definition.name} id={definition.processDefinitionId} />{' '}
        <select
          aria-label="Version"
          value={definition.processDefinitionKey}
          onChange={(event) => {
            window.location.hash = opsHref(`definitions/${event.target.value}`);
          }}
        >
          {versions.map((other) => (
            <option key={other.processDefinitionKey} value={other.processDefinitionKey}>
              version {other.version}
              {other.versionTag ? ` (${other.versionTag})` : ''}
            </option>
          ))}
        </select>
      </h1>
      <p className="ops-actions">
        <a className="ops-button" href={instancesHref({ process: definition.processDefinitionId, version: String(definition.version) })}>
          Instances of this version
        </a>
        {canModel && (
          <>
            {' '}
            <a className="ops-button" href={deployedVersionHref(definition.processDefinitionKey)}>
              Open in the modeler
            </a>
          </>
        )}
      </p>
      <fieldset className="ops-mode">
        <legend>Show on the diagram</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'counts'} onChange={() => setMode('counts')} /> Instances per element
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'heat'} onChange={() => setMode('heat')} /> Time spent (heat map)
        </label>
      </fieldset>
      <section className="ops-instance-diagram">
        <BpmnDiagram
          xml={xml}
          decoration={decoration}
          label={`Diagram of ${definition.name ?? definition.processDefinitionId} version ${definition.version}`}
        />
        {mode === 'heat' && (
          <p className="ops-heat-scale">
            less time{' '}
            {HEAT_SHADES.map((level) => (
              <span key={level} className={`ops-heat-swatch ops-heat-swatch-${level}`} />
            ))}{' '}
            more time (average of the ended element instances)
          </p>
        )}
      </section>
      <table className="ops-table" data-testid="element-statistics">
        <thead>
          <tr>
            <th>Element</th>
            <th className="ops-number">Active</th>
            <th className="ops-number">Incidents</th>
            <th className="ops-number">Completed</th>
            <th className="ops-number">Terminated</th>
            <th className="ops-number">Average time</th>
            <th className="ops-number">Longest</th>
          </tr>
        </thead>
        <tbody>
          {elementIds.map((elementId) => {
            const count = counts.get(elementId);
            const time = times.get(elementId);
            return (
              <tr key={elementId} data-element-id={elementId}>
                <td>
                  <a href={instancesHref({ process: definition.processDefinitionId, version: String(definition.version), element: elementId })}>
                    <Named name={names.get(elementId)} id={elementId} />
                  </a>
                </td>
                <td className="ops-number">{count?.active ?? 0}</td>
                <td className="ops-number">{count?.incidents ?? 0}</td>
                <td className="ops-number">{count?.completed ?? 0}</td>
                <td className="ops-number">{count?.canceled ?? 0}</td>
                <td className="ops-number">{time ? formatDuration(time.averageMs) : '—'}</td>
                <td className="ops-number">{time ? formatDuration(time.maxMs) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
