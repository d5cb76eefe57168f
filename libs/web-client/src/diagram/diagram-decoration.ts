/** Where an overlay sits relative to its element's box, in pixels. */
export interface OverlayPosition {
  top?: number;
  bottom?: number;
  left?: number;
  right?: number;
}

/** A small label beside an element; its kind says how it looks and where it sits (the viewer's `badgeStyle`). */
export interface DiagramBadge {
  elementId: string;
  kind: string;
  text: string;
  title: string;
}

/** What a diagram shows on top of the model: CSS markers on elements and small badges beside them. */
export interface DiagramDecoration {
  /** elementId → marker classes. */
  markers: ReadonlyMap<string, readonly string[]>;
  badges: readonly DiagramBadge[];
}

/** How a badge of one kind looks (its CSS classes) and where it sits. */
export interface BadgeStyle {
  className: string;
  position: OverlayPosition;
}

export const NO_DECORATION: DiagramDecoration = { markers: new Map(), badges: [] };
