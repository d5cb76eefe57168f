import type { ElementInstanceResult, ProcessElementStatisticsResult } from '@baton/api-contract';
import { type DiagramBadge, type DiagramDecoration, mark } from '../ui/diagram-decoration';
import { plural } from '../ui/format';

/** What the instance view knows about where the instance is and has been. */
export interface InstanceTrace {
  statistics: readonly ProcessElementStatisticsResult[];
  /** Ids of the sequence flows the instance has taken. */
  takenFlows: readonly string[];
  elementInstances: readonly ElementInstanceResult[];
}

/** Element instances that hold others rather than a token of their own. */
const SCOPES: ReadonlySet<string> = new Set([
  'PROCESS',
  'SUB_PROCESS',
  'EVENT_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS',
  'AD_HOC_SUB_PROCESS_INNER_INSTANCE',
  'MULTI_INSTANCE_BODY',
]);

/** The instance's totals the legend reads: where tokens wait (scopes left out) and the incidents waiting. */
export function legendCounts({ statistics, elementInstances }: InstanceTrace): { tokens: number; incidents: number } {
  const tokens = elementInstances.filter((instance) => instance.state === 'ACTIVE' && !SCOPES.has(instance.type)).length;
  const incidents = statistics.reduce((sum, element) => sum + element.incidents, 0);
  return { tokens, incidents };
}

/**
 * The overlays of an instance's diagram: active tokens with their count, incidents, the completed path (elements
 * completed and flows taken) and compensation work (elements that ran to undo what completed before).
 */
export function instanceDecoration({ statistics, takenFlows, elementInstances }: InstanceTrace): DiagramDecoration {
  const markers = new Map<string, string[]>();
  const badges: DiagramBadge[] = [];
  for (const { elementId, active, incidents, completed, canceled } of statistics) {
    // A process (or sub-process) scope counts too; its own badge would only repeat its children's.
    if (active > 0) {
      mark(markers, elementId, 'ops-active');
      badges.push({ elementId, kind: 'token', text: String(active), title: `${plural(active, 'active token')} here` });
    }
    if (incidents > 0) {
      mark(markers, elementId, 'ops-incident');
      badges.push({ elementId, kind: 'incident', text: `⚠ ${incidents}`, title: `${plural(incidents, 'incident')} here` });
    }
    if (completed > 0) {
      mark(markers, elementId, 'ops-completed');
      if (completed > 1) badges.push({ elementId, kind: 'completed', text: `✓ ${completed}`, title: `completed ${completed} times` });
    }
    if (canceled > 0 && active === 0) {
      mark(markers, elementId, 'ops-canceled');
      badges.push({ elementId, kind: 'canceled', text: `✕ ${canceled}`, title: `${plural(canceled, 'element instance')} terminated` });
    }
  }
  for (const flowId of new Set(takenFlows)) mark(markers, flowId, 'ops-taken');
  const compensating = new Set(elementInstances.filter((instance) => instance.isCompensation).map((instance) => instance.elementId));
  for (const elementId of compensating) {
    mark(markers, elementId, 'ops-compensation');
    badges.push({ elementId, kind: 'compensation', text: '↺', title: 'compensation: undoes work completed before' });
  }
  return { markers, badges };
}
