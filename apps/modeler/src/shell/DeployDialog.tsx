import { useState } from 'react';
import { type DecisionDocument, decisionFileName } from '../decisions/decision-document';

interface DeployDialogProps {
  processFile: string;
  decisions: DecisionDocument[];
  onDeploy(decisionKeys: string[]): void;
  onCancel(): void;
}

/** Which open decisions go with the process into one deployment (all of them, unless the analyst leaves some out). */
export function DeployDialog({ processFile, decisions, onDeploy, onCancel }: DeployDialogProps) {
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(decisions.map((decision) => decision.key)));
  const toggle = (key: string) => {
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setChosen(next);
  };
  return (
    <div className="baton-dialog-backdrop">
      <div className="baton-dialog baton-deploy-dialog" role="dialog" aria-label="Deploy">
        <header>
          <h2>Deploy {processFile}</h2>
          <div>
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => onDeploy(decisions.filter((decision) => chosen.has(decision.key)).map((decision) => decision.key))}
            >
              Deploy
            </button>
          </div>
        </header>
        <fieldset>
          <legend>Decisions deployed with it, in the same deployment</legend>
          {decisions.map((decision) => (
            <label key={decision.key}>
              <input type="checkbox" checked={chosen.has(decision.key)} onChange={() => toggle(decision.key)} /> {decisionFileName(decision)}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
