import { operationsApi } from '../api/operations-api';
import { formatDate } from '../ui/format';
import { useLoader } from '../ui/use-loader';
import { timeline } from './timeline';

async function loadTimeline(processInstanceKey: string) {
  const [history, audit] = await Promise.all([operationsApi.history(processInstanceKey), operationsApi.auditLog(processInstanceKey)]);
  return timeline(history.items, audit);
}

/** What happened to the instance, newest last: the engine's events and the operators' actions with their reasons. */
export function TimelinePanel({ processInstanceKey }: { processInstanceKey: string }) {
  const entries = useLoader(() => loadTimeline(processInstanceKey), processInstanceKey, 3000);
  if (!entries.data) return <p className="ops-muted">{entries.error ? entries.error.message : 'Loading the history…'}</p>;
  return (
    <ol className="ops-timeline" data-testid="timeline">
      {entries.data.map((entry) => (
        <li key={entry.key} className={`ops-timeline-${entry.kind}`}>
          <time>{formatDate(entry.timestamp)}</time>
          <span className="ops-timeline-what">{entry.what}</span>
          {entry.elementId && <code>{entry.elementId}</code>}
          {entry.detail && <span className="ops-muted"> {entry.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
