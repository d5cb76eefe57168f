import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '../shell/notice';
import { type DecisionDocument, decisionResource } from './decision-document';
import { viewOf } from './decision-views';
import { useDecisionModeler } from './use-decision-modeler';
import { useDecisionValidation } from './use-decision-validation';

/** The process tab, or the key of an open decision's tab. */
export type ActiveTab = 'process' | string;

/**
 * The decision tabs beside the process: the open DMN models, which tab shows, and the one dmn-js Modeler that edits
 * the decision shown (its model is imported when its tab is shown, and written back to the tab after every edit).
 */
export function useDecisionTabs(onNotice: (notice: Notice) => void) {
  const [documents, setDocuments] = useState<DecisionDocument[]>([]);
  const [active, setActive] = useState<ActiveTab>('process');
  const activeRef = useRef(active);
  activeRef.current = active;
  const documentsRef = useRef(documents);
  documentsRef.current = documents;
  const notice = useRef(onNotice);
  notice.current = onNotice;

  const writeBack = async () => {
    const key = activeRef.current;
    const xml = (await editor.modeler?.saveXML({ format: true }))?.xml;
    if (xml !== undefined) setDocuments((list) => list.map((item) => (item.key === key ? { ...item, xml } : item)));
  };
  const editor = useDecisionModeler(() => void writeBack());
  const { modeler } = editor;
  const shown = documents.find((item) => item.key === active) ?? null;

  // A tab's model is imported when the tab is shown (read through a ref), not after each of its own edits.
  useEffect(() => {
    const document = documentsRef.current.find((item) => item.key === active);
    if (!modeler || !document) return;
    void (async () => {
      try {
        const { warnings } = await modeler.importXML(document.xml);
        // A model of one decision opens on that decision's table or expression; the DRD is a click away.
        const decisionViews = modeler.getViews().filter((view) => view.type !== 'drd');
        if (decisionViews.length === 1 && decisionViews[0]) await modeler.open(decisionViews[0]);
        if (warnings.length > 0) notice.current({ kind: 'info', text: `Opened ${document.name} (${warnings.length} import warnings)` });
      } catch (error) {
        notice.current({ kind: 'error', text: `Could not open ${document.name}: ${(error as Error).message}` });
      }
    })();
  }, [modeler, active]);

  /** Opens a model in a new tab; a library revision that is open already shows its tab (with the edits made there). */
  const open = useCallback((name: string, xml: string, library: DecisionDocument['library']) => {
    const same = library && documentsRef.current.find((item) => item.library?.modelKey === library.modelKey && item.library.revision === library.revision);
    if (same) return setActive(same.key);
    const key = `decision-${Math.random().toString(36).slice(2, 10)}`;
    setDocuments((list) => [...list, { key, name, xml, library }]);
    setActive(key);
  }, []);

  const close = (key: string) => {
    setDocuments((list) => list.filter((item) => item.key !== key));
    if (activeRef.current === key) setActive('process');
  };

  const update = (key: string, change: Partial<Pick<DecisionDocument, 'name' | 'library'>>) =>
    setDocuments((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** Shows the view of a DMN element a problem names (its decision's table for a rule); stays where it is when none shows it. */
  const reveal = (elementId: string) => {
    const view = viewOf(modeler?.getViews() ?? [], elementId);
    if (view) void modeler?.open(view);
  };

  const validation = useDecisionValidation(shown ? decisionResource(shown) : null);
  return { documents, active, setActive, shown, open, close, update, reveal, editor, validation };
}
