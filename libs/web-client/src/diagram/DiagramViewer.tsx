import { withDiagramLayout } from '@baton/bpmn-layout';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import { useEffect, useRef, useState } from 'react';
import { type BadgeStyle, type DiagramDecoration, NO_DECORATION, type OverlayPosition } from './diagram-decoration.js';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): void;
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
  getRootElement(): { id: string };
}
interface Overlays {
  add(elementId: string, type: string, overlay: { position: OverlayPosition; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}
interface EventBus {
  on(event: 'element.click', callback: (event: { element: { id: string; type: string } }) => void): void;
}

const OVERLAY_TYPE = 'baton-badge';
const DEFAULT_BADGE: BadgeStyle = { className: 'diagram-badge', position: { top: -10, left: -10 } };

export interface DiagramViewerProps {
  xml: string;
  /** The figure's accessible name. */
  label: string;
  /** The figure's CSS class. */
  className: string;
  decoration?: DiagramDecoration;
  badgeStyle?: (kind: string) => BadgeStyle;
  onElementClick?: (elementId: string, elementType: string) => void;
}

/**
 * A read-only process diagram (pan and zoom, bpmn-js's NavigatedViewer) with a decoration drawn on it. A model
 * without diagram information (written by code, converted) is laid out first rather than shown blank. The model is
 * imported once per `xml`; a new decoration only replaces markers and badges, so that polling never makes the
 * diagram flicker or lose its zoom. `data-ready` says when it is drawn.
 */
export function DiagramViewer({ xml, label, className, decoration = NO_DECORATION, badgeStyle, onElementClick }: DiagramViewerProps) {
  const container = useRef<HTMLElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const clickRef = useRef(onElementClick);
  clickRef.current = onElementClick;
  const styleRef = useRef(badgeStyle);
  styleRef.current = badgeStyle;

  useEffect(() => {
    const created = new NavigatedViewer({ container: container.current ?? undefined });
    let alive = true;
    setFailed(null);
    withDiagramLayout(xml)
      .then((drawn) => created.importXML(drawn))
      .then(() => {
        if (!alive) return;
        created.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        created.get<EventBus>('eventBus').on('element.click', ({ element }) => clickRef.current?.(element.id, element.type));
        setViewer(created);
      })
      .catch((error: unknown) => alive && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      alive = false;
      setViewer(null);
      created.destroy();
    };
  }, [xml]);

  useEffect(() => {
    if (!viewer) return;
    const canvas = viewer.get<Canvas>('canvas');
    const overlays = viewer.get<Overlays>('overlays');
    const registry = viewer.get<ElementRegistry>('elementRegistry');
    const applied: [string, string][] = [];
    // The process itself is the canvas's root: a badge on it would float in a corner.
    const shown = (elementId: string) => elementId !== canvas.getRootElement().id && registry.get(elementId) !== undefined;
    for (const [elementId, markers] of decoration.markers) {
      if (!shown(elementId)) continue;
      for (const marker of markers) {
        canvas.addMarker(elementId, marker);
        applied.push([elementId, marker]);
      }
    }
    for (const badge of decoration.badges) {
      if (!shown(badge.elementId)) continue;
      const style = styleRef.current?.(badge.kind) ?? DEFAULT_BADGE;
      const html = document.createElement('div');
      html.className = style.className;
      html.textContent = badge.text;
      html.title = badge.title;
      html.dataset.elementId = badge.elementId;
      overlays.add(badge.elementId, OVERLAY_TYPE, { position: style.position, html });
    }
    return () => {
      overlays.remove({ type: OVERLAY_TYPE });
      for (const [elementId, marker] of applied) canvas.removeMarker(elementId, marker);
    };
  }, [viewer, decoration]);

  if (failed) return <p className="diagram-failed">The diagram cannot be shown: {failed}</p>;
  // A labelled figure, not role="img": bpmn-js makes its canvas focusable, and an interactive element inside an image
  // is what axe reports as nested-interactive.
  return <figure className={className} ref={container} aria-label={label} data-ready={viewer ? 'true' : 'false'} />;
}
