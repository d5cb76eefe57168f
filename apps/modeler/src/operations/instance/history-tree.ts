import type { HistoryEventDto } from '@baton/api-contract';

/** One element instance of the history: what ran, how it ended, and the raw events it went through. */
export interface HistoryNode {
  elementInstanceKey: string;
  elementId: string;
  elementType: string;
  state: 'ACTIVE' | 'COMPLETED' | 'TERMINATED';
  /** An incident created on it and not resolved since. */
  hasIncident: boolean;
  startDate: string;
  endDate: string | null;
  events: HistoryEventDto[];
  /** The element instances that ran inside it (a sub-process's, an event sub-process's, a multi-instance body's). */
  children: HistoryNode[];
}

/** The process instance's own node holds the top level; events of no element instance (a migration, say) are its own. */
export interface HistoryTree {
  root: HistoryNode | null;
  /** Events the tree could not place (an element instance it never saw start). */
  loose: HistoryEventDto[];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The instance's events folded into one node per element instance, nested by the scope each ran in, in start order. */
export function historyTree(events: readonly HistoryEventDto[]): HistoryTree {
  const nodes = new Map<string, HistoryNode>();
  const parents = new Map<string, string | null>();
  const loose: HistoryEventDto[] = [];
  const openIncidents = new Map<string, string>();
  for (const event of events) {
    const key = event.elementInstanceKey;
    if (event.type === 'ElementActivating' && key && !nodes.has(key)) {
      nodes.set(key, {
        elementInstanceKey: key,
        elementId: event.elementId ?? '',
        elementType: text(event.payload.elementType) ?? '',
        state: 'ACTIVE',
        hasIncident: false,
        startDate: event.timestamp,
        endDate: null,
        events: [],
        children: [],
      });
      parents.set(key, text(event.payload.flowScopeKey));
    }
    const node = key ? nodes.get(key) : undefined;
    if (!node) {
      loose.push(event);
      continue;
    }
    node.events.push(event);
    if (event.type === 'ElementCompleted' || event.type === 'ElementTerminated') {
      node.state = event.type === 'ElementCompleted' ? 'COMPLETED' : 'TERMINATED';
      node.endDate = event.timestamp;
    }
    const incidentKey = text(event.payload.incidentKey);
    if (event.type === 'IncidentCreated' && incidentKey) openIncidents.set(incidentKey, node.elementInstanceKey);
    if (event.type === 'IncidentResolved' && incidentKey) openIncidents.delete(incidentKey);
  }
  for (const holder of openIncidents.values()) {
    const node = nodes.get(holder);
    if (node) node.hasIncident = true;
  }
  let root: HistoryNode | null = null;
  for (const node of nodes.values()) {
    const parent = parents.get(node.elementInstanceKey);
    const scope = parent ? nodes.get(parent) : undefined;
    if (scope) scope.children.push(node);
    else if (!root && node.elementType === 'PROCESS') root = node;
    else if (root) root.children.push(node);
    else loose.push(...node.events);
  }
  if (root) root.events.push(...loose.splice(0));
  return { root, loose };
}

/** Milliseconds from start to end, or to `now` while the element instance is active. */
export const durationOf = (node: HistoryNode, now = Date.now()): number =>
  Math.max(0, (node.endDate ? Date.parse(node.endDate) : now) - Date.parse(node.startDate));
