import { useEffect, useState } from 'react';
import { engineApi, type Resource } from '../api/engine-api';
import type { ValidationIssue } from '../modeler/validation/validation-issue';

const DELAY_MS = 400;

/**
 * Asks the engine's dry-run deploy about the open decision a moment after each change, as the diagram's live
 * validation does for BPMN: its problems name the DMN element at fault. A verdict that arrives after a newer change is dropped.
 */
export function useDecisionValidation(resource: Resource | null) {
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [validated, setValidated] = useState(false);
  const name = resource?.name;
  const content = resource?.content;

  useEffect(() => {
    setValidated(false);
    if (name === undefined || content === undefined) return;
    let current = true;
    const timer = setTimeout(async () => {
      let found: ValidationIssue[];
      try {
        const result = await engineApi.validate([{ name, content }]);
        found = result.problems.map((problem) => ({ elementId: problem.elementId, message: problem.message, severity: 'error', source: 'engine' }));
      } catch (error) {
        found = [{ elementId: null, message: `The engine could not validate the model: ${(error as Error).message}`, severity: 'warning', source: 'engine' }];
      }
      if (!current) return;
      setIssues(found);
      setValidated(true);
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, content]);

  return { issues, validated };
}
