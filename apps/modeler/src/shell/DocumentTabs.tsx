import type { DecisionDocument } from '../decisions/decision-document';
import type { ActiveTab } from '../decisions/use-decision-tabs';

interface DocumentTabsProps {
  processName: string;
  decisions: DecisionDocument[];
  active: ActiveTab;
  onActivate(tab: ActiveTab): void;
  onClose(decisionKey: string): void;
}

/** The models open side by side: the process and the decisions it may be deployed with (none: the process alone, no tabs). */
export function DocumentTabs({ processName, decisions, active, onActivate, onClose }: DocumentTabsProps) {
  if (decisions.length === 0) return null;
  return (
    <div className="baton-tabs" role="tablist" aria-label="Open models">
      <button type="button" role="tab" aria-selected={active === 'process'} onClick={() => onActivate('process')}>
        <span className="baton-tab-kind">BPMN</span> {processName}
      </button>
      {decisions.map((decision) => (
        <span key={decision.key} className="baton-tab">
          <button type="button" role="tab" aria-selected={active === decision.key} onClick={() => onActivate(decision.key)}>
            <span className="baton-tab-kind">DMN</span> {decision.name}
          </button>
          <button type="button" className="link" aria-label={`Close ${decision.name}`} onClick={() => onClose(decision.key)}>
            ✕
          </button>
        </span>
      ))}
    </div>
  );
}
