import { operationsApi } from '../api/operations-api';
import { instancesHref, opsHref } from '../routes';
import { formatAge, formatDate, formatDuration } from '../ui/format';
import { ElementOfProcess, Named, readableType, useProcessNames } from '../ui/names';
import { useLoader } from '@baton/web-client';

function Card({ label, value, href, alert = false }: { label: string; value: number | string; href?: string; alert?: boolean }) {
  const body = (
    <>
      <strong>{value}</strong>
      <span>{label}</span>
    </>
  );
  const className = `ops-card${alert ? ' ops-card-alert' : ''}`;
  return href ? (
    <a className={className} href={href} data-testid={`card-${label}`}>
      {body}
    </a>
  ) : (
    <div className={className} data-testid={`card-${label}`}>
      {body}
    </div>
  );
}

/** A number that no instance filter selects links to the instance where it is oldest, if any. */
const instanceHref = (processInstanceKey: string | null) => (processInstanceKey ? opsHref(`instances/${processInstanceKey}`) : undefined);

/** What an operator opens first: how many instances are where, what is broken, and what waits too long. */
export function HealthOverview() {
  const overview = useLoader(() => operationsApi.overview(), 'overview', 5000);
  const names = useProcessNames();
  const data = overview.data;
  if (!data) return <p className="ops-muted">{overview.error ? overview.error.message : 'Loading the overview…'}</p>;
  const { processInstances: instances } = data;
  return (
    <div data-testid="health-overview">
      <h1>Health</h1>
      <div className="ops-cards">
        <Card label="active instances" value={instances.active} href={instancesHref({ state: 'ACTIVE' })} />
        <Card label="with incidents" value={instances.activeWithIncident} href={instancesHref({ incident: 'true' })} alert={instances.activeWithIncident > 0} />
        <Card label="completed" value={instances.completed} href={instancesHref({ state: 'COMPLETED' })} />
        <Card label="terminated" value={instances.terminated} href={instancesHref({ state: 'TERMINATED' })} />
        <Card
          label="jobs past their deadline"
          value={data.jobsPastDeadline.count}
          href={instanceHref(data.jobsPastDeadline.oldestProcessInstanceKey)}
          alert={data.jobsPastDeadline.count > 0}
        />
        <Card
          label={`timers due (lag ${formatDuration(data.timers.lagMs)})`}
          value={data.timers.due}
          href={instanceHref(data.timers.earliestProcessInstanceKey)}
          alert={data.timers.lagMs > 60_000}
        />
        <Card
          label={`compensation running in ${data.compensation.instances} instance${data.compensation.instances === 1 ? '' : 's'}`}
          value={data.compensation.running}
          href={instanceHref(data.compensation.oldestProcessInstanceKey)}
        />
      </div>
      {data.jobsPastDeadline.oldestDeadline && <p className="ops-muted">Oldest job deadline passed {formatDate(data.jobsPastDeadline.oldestDeadline)}.</p>}
      <div className="ops-columns">
        <section>
          <h2>Open incidents by type</h2>
          <table className="ops-table">
            <tbody>
              {data.incidentsByType.map((row) => (
                <tr key={row.errorType}>
                  <td>{row.errorType}</td>
                  <td className="ops-number">{row.count}</td>
                </tr>
              ))}
              {data.incidentsByType.length === 0 && (
                <tr>
                  <td className="ops-muted">None</td>
                </tr>
              )}
            </tbody>
          </table>
          <h2>Open incidents by process</h2>
          <table className="ops-table">
            <tbody>
              {data.incidentsByProcess.map((row) => (
                <tr key={row.processDefinitionId}>
                  <td>
                    <a href={instancesHref({ process: row.processDefinitionId, incident: 'true' })}>
                      <Named name={names.get(row.processDefinitionId)} id={row.processDefinitionId} />
                    </a>
                  </td>
                  <td className="ops-number">{row.count}</td>
                </tr>
              ))}
              {data.incidentsByProcess.length === 0 && (
                <tr>
                  <td className="ops-muted">None</td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
        <section>
          <h2>Longest waiting work</h2>
          <table className="ops-table" data-testid="longest-waiting">
            <thead>
              <tr>
                <th>Process</th>
                <th>Element</th>
                <th className="ops-number">Waiting</th>
                <th>Oldest for</th>
              </tr>
            </thead>
            <tbody>
              {data.longestWaiting.map((row) => (
                <tr key={`${row.processDefinitionId} ${row.elementId}`}>
                  <td>
                    <Named name={names.get(row.processDefinitionId)} id={row.processDefinitionId} />
                  </td>
                  <td>
                    <a href={instancesHref({ process: row.processDefinitionId, element: row.elementId })}>
                      <ElementOfProcess processDefinitionId={row.processDefinitionId} elementId={row.elementId} />
                    </a>{' '}
                    <span className="ops-muted">{readableType(row.elementType)}</span>
                  </td>
                  <td className="ops-number">{row.waiting}</td>
                  <td>
                    <a href={opsHref(`instances/${row.oldestProcessInstanceKey}`)}>{formatAge(row.oldestSince)}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
