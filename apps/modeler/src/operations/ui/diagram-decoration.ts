import type { BadgeStyle, DiagramBadge as Badge, DiagramDecoration as Decoration, OverlayPosition } from '@baton/web-client';

/** The console's badge kinds; the CSS class of one is `ops-badge ops-badge-<kind>`. */
export type BadgeKind = 'token' | 'incident' | 'completed' | 'canceled' | 'compensation' | 'mapping' | 'heat';

export interface DiagramBadge extends Badge {
  kind: BadgeKind;
}

/** What a console diagram shows on top of the model: markers (`ops-active`, `ops-incident`, `ops-taken`, …) and badges. */
export interface DiagramDecoration extends Decoration {
  badges: readonly DiagramBadge[];
}

/** Where each kind of badge sits on its element, so that several never cover each other. */
const BADGE_POSITION: Readonly<Record<BadgeKind, OverlayPosition>> = {
  token: { bottom: 8, left: -10 },
  incident: { bottom: 8, right: 10 },
  completed: { top: -10, left: -10 },
  canceled: { top: -10, right: 10 },
  compensation: { top: -10, left: 20 },
  mapping: { top: -22, left: 0 },
  heat: { top: -22, left: 0 },
};

const isBadgeKind = (kind: string): kind is BadgeKind => Object.hasOwn(BADGE_POSITION, kind);

/** How the console draws a badge of `kind`. */
export function badgeStyle(kind: string): BadgeStyle {
  return { className: `ops-badge ops-badge-${kind}`, position: isBadgeKind(kind) ? BADGE_POSITION[kind] : BADGE_POSITION.token };
}

/** Adds `marker` to an element's markers in `markers`. */
export function mark(markers: Map<string, string[]>, elementId: string, marker: string): void {
  markers.set(elementId, [...(markers.get(elementId) ?? []), marker]);
}
