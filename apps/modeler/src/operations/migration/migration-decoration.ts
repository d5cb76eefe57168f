import { type DiagramBadge, type DiagramDecoration, mark } from '../ui/diagram-decoration';
import type { ElementMapping } from './migration-mapping';

/**
 * The two diagrams of the mapping view: on the source, where tokens are, which elements are mapped (and to what),
 * and the unmapped ones that hold tokens; on the target, what each element receives. The selected pair is outlined.
 */
export function migrationDecorations(
  mapping: ElementMapping,
  activeCounts: ReadonlyMap<string, number>,
  selectedSource: string | null,
): { source: DiagramDecoration; target: DiagramDecoration } {
  const sourceMarkers = new Map<string, string[]>();
  const targetMarkers = new Map<string, string[]>();
  const sourceBadges: DiagramBadge[] = [];
  const targetBadges: DiagramBadge[] = [];
  for (const [sourceId, targetId] of mapping) {
    const tokens = activeCounts.get(sourceId) ?? 0;
    if (tokens > 0) sourceBadges.push({ elementId: sourceId, kind: 'token', text: String(tokens), title: `${tokens} active here` });
    if (targetId) {
      mark(sourceMarkers, sourceId, 'ops-mapped');
      mark(targetMarkers, targetId, 'ops-mapped');
      if (targetId !== sourceId) {
        sourceBadges.push({ elementId: sourceId, kind: 'mapping', text: `→ ${targetId}`, title: `mapped to ${targetId}` });
        targetBadges.push({ elementId: targetId, kind: 'mapping', text: `← ${sourceId}`, title: `receives ${sourceId}` });
      }
      if (tokens > 0) targetBadges.push({ elementId: targetId, kind: 'token', text: String(tokens), title: `${tokens} would continue here` });
    } else if (tokens > 0) {
      mark(sourceMarkers, sourceId, 'ops-unmapped');
    }
  }
  if (selectedSource) {
    mark(sourceMarkers, selectedSource, 'ops-selected');
    const targetId = mapping.get(selectedSource);
    if (targetId) mark(targetMarkers, targetId, 'ops-selected');
  }
  return { source: { markers: sourceMarkers, badges: sourceBadges }, target: { markers: targetMarkers, badges: targetBadges } };
}
