import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { formatDate, formatDuration, plural } from '../ui/format';
import { Named, readableType, useElementNames } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { durationOf, type HistoryNode, historyTree } from './history-tree';
import { payloadSummary, readable, timeline } from './timeline';

async function loadHistory(processInstanceKey: string) {
  const [history, audit] = await Promise.all([operationsApi.history(processInstanceKey), operationsApi.auditLog(processInstanceKey)]);
  return { tree: historyTree(history.items), operatorActions: timeline(history.items, audit).filter((entry) => entry.kind === 'operator') };
}

/**
 * How many element instances of one scope are drawn at first, and drawn more at each ask: an instance with thousands
 * of them (a large multi-instance, a long loop) would otherwise put every one on the page at every poll.
 */
export const HISTORY_PAGE_SIZE = 100;

function NodeRow({ node, names, depth }: { node: HistoryNode; names: ReadonlyMap<string, string>; depth: number }) {
  const [shown, setShown] = useState(HISTORY_PAGE_SIZE);
  const state = node.hasIncident ? 'incident' : node.state.toLowerCase();
  const hidden = node.children.length - shown;
  return (
    <li>
      <div className="ops-history-row" data-element-id={node.elementId}>
        <span className="ops-history-name" style={{ paddingLeft: `${depth * 18}px` }}>
          <Named name={names.get(node.elementId)} id={node.elementId} /> <span className="ops-muted">{readableType(node.elementType)}</span>
        </span>
        <span className={`ops-state ops-state-${state}`}>{node.hasIncident ? 'INCIDENT' : node.state}</span>
        <time>{formatDate(node.startDate)}</time>
        <time>{node.endDate ? formatDate(node.endDate) : '—'}</time>
        <span className="ops-number">{formatDuration(durationOf(node))}</span>
        <details className="ops-history-events">
          <summary>
            {node.events.length} event{node.events.length === 1 ? '' : 's'}
          </summary>
          <ol>
            {node.events.map((event) => (
              <li key={event.sequence}>
                <time>{formatDate(event.timestamp)}</time> {readable(event.type)} <span className="ops-muted">{payloadSummary(event.payload)}</span>
              </li>
            ))}
          </ol>
        </details>
      </div>
      {node.children.length > 0 && (
        <ul>
          {node.children.slice(0, shown).map((child) => (
            <NodeRow key={child.elementInstanceKey} node={child} names={names} depth={depth + 1} />
          ))}
          {hidden > 0 && (
            <li className="ops-history-more" style={{ paddingLeft: `${10 + (depth + 1) * 18}px` }}>
              <button type="button" onClick={() => setShown(shown + HISTORY_PAGE_SIZE)}>
                Show {Math.min(hidden, HISTORY_PAGE_SIZE)} more
              </button>{' '}
              <span className="ops-muted">
                {plural(shown, 'element instance')} of {node.children.length.toLocaleString('en')} shown
              </span>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/**
 * What ran in the instance, one row per element instance nested by the scope it ran in (name, state, start, end,
 * duration; its raw events on expand), and below it what operators did, with their reasons.
 */
export function HistoryPanel({ processInstanceKey, processDefinitionKey }: { processInstanceKey: string; processDefinitionKey: string }) {
  const history = useLoader(() => loadHistory(processInstanceKey), processInstanceKey, 3000);
  const names = useElementNames(processDefinitionKey);
  if (!history.data) return <p className="ops-muted">{history.error ? history.error.message : 'Loading the history…'}</p>;
  const { tree, operatorActions } = history.data;
  return (
    <div data-testid="history">
      <div className="ops-history-head" aria-hidden="true">
        <span>Element</span>
        <span>State</span>
        <span>Started</span>
        <span>Ended</span>
        <span className="ops-number">Took</span>
        <span>Events</span>
      </div>
      <ul className="ops-history">{tree.root && <NodeRow node={tree.root} names={names} depth={0} />}</ul>
      <h2 className="ops-history-actions">Operator actions</h2>
      {operatorActions.length === 0 ? (
        <p className="ops-muted">None.</p>
      ) : (
        <ol className="ops-timeline" data-testid="timeline">
          {operatorActions.map((entry) => (
            <li key={entry.key} className="ops-timeline-operator">
              <time>{formatDate(entry.timestamp)}</time>
              <span className="ops-timeline-what">{entry.what}</span>
              {entry.elementId && <Named name={names.get(entry.elementId)} id={entry.elementId} />}
              {entry.detail && <span className="ops-muted"> {entry.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
