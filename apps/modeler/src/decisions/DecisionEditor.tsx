import { type ReactNode, useState } from 'react';
import { EvaluationPanel } from './EvaluationPanel';
import type { useDecisionTabs } from './use-decision-tabs';

interface DecisionEditorProps {
  tabs: ReturnType<typeof useDecisionTabs>;
  /** What overlays the editor (the library). */
  children?: ReactNode;
}

/** The rows of the table that the last test evaluation matched, marked by their rule ids (table-js renders each cell with its row's id). */
function MatchedRules({ ruleIds }: { ruleIds: string[] }) {
  if (ruleIds.length === 0) return null;
  const selectors = ruleIds.map((id) => `.baton-decision-canvas td[data-row-id="${CSS.escape(id)}"]`).join(',\n');
  return <style>{`${selectors} { background: var(--baton-matched, #dcf3e3); }`}</style>;
}

/**
 * The shown decision tab: dmn-js (DRD, decision tables, literal expressions) beside the test evaluation. It stays
 * mounted, hidden while the process shows, so that dmn-js is created once.
 */
export function DecisionEditor({ tabs, children }: DecisionEditorProps) {
  const [matched, setMatched] = useState<string[]>([]);
  return (
    <div className="baton-editor" hidden={tabs.shown === null}>
      <section className="baton-canvas baton-decision-canvas" ref={tabs.editor.containerRef} aria-label="Decision" data-testid="decision-canvas" />
      <MatchedRules ruleIds={matched} />
      {tabs.shown && (
        <EvaluationPanel key={tabs.shown.key} decisions={tabs.editor.decisions} activeDecisionId={tabs.editor.activeElementId} onMatchedRules={setMatched} />
      )}
      {children}
    </div>
  );
}
