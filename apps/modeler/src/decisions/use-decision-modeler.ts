import DmnModeler, { type DmnViewer } from 'dmn-js/lib/Modeler';
import { useEffect, useRef, useState } from 'react';
import 'dmn-js/dist/assets/diagram-js.css';
import 'dmn-js/dist/assets/dmn-js-shared.css';
import 'dmn-js/dist/assets/dmn-js-drd.css';
import 'dmn-js/dist/assets/dmn-js-decision-table.css';
import 'dmn-js/dist/assets/dmn-js-decision-table-controls.css';
import 'dmn-js/dist/assets/dmn-js-literal-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression-controls.css';
import 'dmn-js/dist/assets/dmn-font/css/dmn-embedded.css';
import { type DecisionSummary, decisionsOf, type DrgElement } from './decision-inputs';

interface EventBus {
  on(event: string, callback: () => void): void;
}

/**
 * Owns the dmn-js Modeler of the decision tabs: creates it once on its container and tells `onChange` after every
 * edit in any of its views (each view has a command stack of its own, met when the view is first opened).
 */
export function useDecisionModeler(onChange: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<DmnModeler | null>(null);
  const [decisions, setDecisions] = useState<DecisionSummary[]>([]);
  const [activeElementId, setActiveElementId] = useState<string | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!containerRef.current) return;
    const created = new DmnModeler({ container: containerRef.current });
    const watched = new WeakSet<DmnViewer>();
    const summarize = () => {
      setDecisions(decisionsOf((created.getDefinitions()?.drgElement ?? []) as DrgElement[]));
      setActiveElementId(created.getActiveView()?.element.id ?? null);
    };
    created.on('views.changed', () => {
      summarize();
      const viewer = created.getActiveViewer();
      if (!viewer || watched.has(viewer)) return;
      watched.add(viewer);
      viewer.get<EventBus>('eventBus').on('commandStack.changed', () => {
        summarize();
        changed.current();
      });
    });
    setModeler(created);
    return () => created.destroy();
  }, []);

  return { containerRef, modeler, decisions, activeElementId };
}
