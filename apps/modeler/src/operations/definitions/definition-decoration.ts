import type { ElementDurationResult, ProcessElementStatisticsResult } from '@baton/api-contract';
import { type DiagramBadge, type DiagramDecoration, mark } from '../ui/diagram-decoration';
import { formatDuration } from '../ui/format';

/** How many shades the heat map has: `ops-heat-1` (little time) to `ops-heat-5` (the most). */
export const HEAT_LEVELS = 5;

/**
 * Counts over all the version's instances, per element: active tokens, incidents, and how often it completed
 * (a process diagram shows every completion count, an instance's only repeats).
 */
export function countsDecoration(statistics: readonly ProcessElementStatisticsResult[]): DiagramDecoration {
  const markers = new Map<string, string[]>();
  const badges: DiagramBadge[] = [];
  for (const { elementId, active, incidents, completed } of statistics) {
    if (active > 0) {
      mark(markers, elementId, 'ops-active');
      badges.push({ elementId, kind: 'token', text: String(active), title: `${active} active` });
    }
    if (incidents > 0) {
      mark(markers, elementId, 'ops-incident');
      badges.push({ elementId, kind: 'incident', text: `⚠ ${incidents}`, title: `${incidents} with an incident` });
    }
    if (completed > 0) badges.push({ elementId, kind: 'completed', text: `✓ ${completed}`, title: `completed ${completed} times` });
  }
  return { markers, badges };
}

/**
 * The heat map: each element shaded by the average time its ended instances took, relative to the slowest
 * element's average (the shades say where time goes, the badge how much).
 */
export function heatDecoration(durations: readonly ElementDurationResult[]): DiagramDecoration {
  const markers = new Map<string, string[]>();
  const badges: DiagramBadge[] = [];
  const slowest = Math.max(0, ...durations.map((duration) => duration.averageMs));
  for (const { elementId, averageMs, ended, maxMs } of durations) {
    const level = slowest === 0 ? 1 : Math.max(1, Math.ceil((averageMs / slowest) * HEAT_LEVELS));
    mark(markers, elementId, `ops-heat-${level}`);
    badges.push({
      elementId,
      kind: 'heat',
      text: `⌀ ${formatDuration(averageMs)}`,
      title: `${ended} ended, on average after ${formatDuration(averageMs)}, at most ${formatDuration(maxMs)}`,
    });
  }
  return { markers, badges };
}
