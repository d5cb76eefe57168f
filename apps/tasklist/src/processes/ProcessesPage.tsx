import { startableProcesses } from '../api/process-definitions.js';
import { useSession } from '../auth/session-context.js';
import { Link } from '../ui/Link.js';
import { Notice } from '../ui/Notice.js';
import { useLoader } from '@baton/web-client';

/** The processes the reviewer may start: the latest version of each one with a start form. */
export function ProcessesPage() {
  const { engine } = useSession();
  const processes = useLoader(() => startableProcesses(engine), 'startable');
  return (
    <main className="page" id="main">
      <h1>Start a process</h1>
      <p className="muted">Processes you can start by filling in their start form.</p>
      {processes.error && (
        <Notice tone="error" title="The processes could not be loaded">
          {processes.error.message}
        </Notice>
      )}
      {processes.data?.length === 0 && <p className="empty">No process with a start form is deployed yet.</p>}
      <ul className="process-grid">
        {processes.data?.map((process) => (
          <li key={process.processDefinitionKey} className="card process-card">
            <h2>{process.name ?? process.processDefinitionId}</h2>
            <p className="muted">
              {process.processDefinitionId} · version {process.version}
            </p>
            <Link className="button primary" to={`processes/${process.processDefinitionKey}`}>
              Start
              <span className="visually-hidden"> {process.name ?? process.processDefinitionId}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
