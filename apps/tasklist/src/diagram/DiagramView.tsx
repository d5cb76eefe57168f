import { withDiagramLayout } from '@baton/bpmn-layout';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import { useEffect, useRef, useState } from 'react';

interface Canvas {
  zoom(level: 'fit-viewport', center?: 'auto'): void;
  addMarker(elementId: string, marker: string): void;
}

/** The process diagram (read-only, pan and zoom) with the element the task waits at highlighted. */
export function DiagramView({ xml, activeElementId, title }: { xml: string; activeElementId?: string; title: string }) {
  const container = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: container.current ?? undefined });
    // A model without diagram information (written by code, converted) is laid out first rather than shown blank.
    withDiagramLayout(xml)
      .then((drawn) => viewer.importXML(drawn))
      .then(() => {
        const canvas = viewer.get<Canvas>('canvas');
        canvas.zoom('fit-viewport', 'auto');
        if (activeElementId) canvas.addMarker(activeElementId, 'diagram-active');
      })
      .catch(() => setFailed(true));
    return () => viewer.destroy();
  }, [xml, activeElementId]);

  if (failed) return <p className="muted">The diagram cannot be shown.</p>;
  // A labelled figure, not role="img": bpmn-js makes its canvas focusable, and an interactive element inside an image
  // is what axe reports as nested-interactive.
  return <figure className="diagram" ref={container} aria-label={title} />;
}
