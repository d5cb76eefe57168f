import { withDiagramLayout } from '@baton/bpmn-layout';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { BADGE_POSITION, type DiagramDecoration } from './diagram-decoration';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): void;
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
  getRootElement(): { id: string };
}
interface Overlays {
  add(elementId: string, type: string, overlay: { position: object; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface ElementRegistry {
  get(id: string): unknown;
}
interface EventBus {
  on(event: 'element.click', callback: (event: { element: { id: string; type: string } }) => void): void;
}

const OVERLAY_TYPE = 'ops-overlay';

/**
 * A read-only diagram (pan and zoom) with the decoration drawn on it. The model is imported once per `xml`; a new
 * decoration only replaces markers and badges, so that polling never makes the diagram flicker or lose its zoom.
 */
export function BpmnDiagram({
  xml,
  decoration,
  label,
  onElementClick,
}: {
  xml: string;
  decoration: DiagramDecoration;
  label: string;
  onElementClick?: (elementId: string, elementType: string) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const [viewer, setViewer] = useState<NavigatedViewer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const clickRef = useRef(onElementClick);
  clickRef.current = onElementClick;

  useEffect(() => {
    const created = new NavigatedViewer({ container: container.current ?? undefined });
    let alive = true;
    // A model without diagram information (written by code, converted) is laid out first rather than shown blank.
    withDiagramLayout(xml)
      .then((drawn) => created.importXML(drawn))
      .then(() => {
        if (!alive) return;
        created.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        created.get<EventBus>('eventBus').on('element.click', ({ element }) => clickRef.current?.(element.id, element.type));
        setViewer(created);
      })
      .catch((error: Error) => alive && setFailed(error.message));
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
      const html = document.createElement('div');
      html.className = `ops-badge ops-badge-${badge.kind}`;
      html.textContent = badge.text;
      html.title = badge.title;
      html.dataset.elementId = badge.elementId;
      overlays.add(badge.elementId, OVERLAY_TYPE, { position: BADGE_POSITION[badge.kind], html });
    }
    return () => {
      overlays.remove({ type: OVERLAY_TYPE });
      for (const [elementId, marker] of applied) canvas.removeMarker(elementId, marker);
    };
  }, [viewer, decoration]);

  if (failed) return <p className="ops-muted">The diagram cannot be shown: {failed}</p>;
  return <figure className="ops-diagram" ref={container} aria-label={label} data-ready={viewer ? 'true' : 'false'} />;
}
