/** What a diagram shows on top of the model: CSS markers on elements and small badges beside them. */
export interface DiagramBadge {
  elementId: string;
  /** One of the console's badge kinds; the CSS class is `ops-badge ops-badge-<kind>`. */
  kind: 'token' | 'incident' | 'completed' | 'canceled' | 'compensation' | 'mapping' | 'heat';
  text: string;
  title: string;
}

export interface DiagramDecoration {
  /** elementId → marker classes (`ops-active`, `ops-incident`, `ops-taken`, …). */
  markers: ReadonlyMap<string, readonly string[]>;
  badges: readonly DiagramBadge[];
}

export const NO_DECORATION: DiagramDecoration = { markers: new Map(), badges: [] };

/** Where each kind of badge sits on its element, so that several never cover each other. */
export const BADGE_POSITION: Readonly<Record<DiagramBadge['kind'], { top?: number; bottom?: number; left?: number; right?: number }>> = {
  token: { bottom: 8, left: -10 },
  incident: { bottom: 8, right: 10 },
  completed: { top: -10, left: -10 },
  canceled: { top: -10, right: 10 },
  compensation: { top: -10, left: 20 },
  mapping: { top: -22, left: 0 },
  heat: { top: -22, left: 0 },
};

/** Adds `marker` to an element's markers in `markers`. */
export function mark(markers: Map<string, string[]>, elementId: string, marker: string): void {
  markers.set(elementId, [...(markers.get(elementId) ?? []), marker]);
}
