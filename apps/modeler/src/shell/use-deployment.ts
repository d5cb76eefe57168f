import { useState } from 'react';
import { EngineError, engineApi, type Resource } from '../api/engine-api';
import type { ValidationIssue } from '../modeler/validation/validation-issue';
import { deploymentSummary } from './deployment-summary';
import type { Notice } from './notice';

/** The engine's refusal of a deployment, element by element: what its dry run finds in the same resources. */
async function refusalsOf(resources: Resource[]): Promise<ValidationIssue[]> {
  const { problems } = await engineApi.validate(resources);
  return problems.map((problem) => ({
    elementId: problem.elementId,
    message: problem.resourceName ? `${problem.resourceName}: ${problem.message}` : problem.message,
    severity: 'error',
    source: 'engine',
  }));
}

/**
 * Deploys resources and says what it created; a refused deployment also lists the engine's problems per element
 * (the live check covers one model; a deployment of several can fail on what they say of each other).
 */
export function useDeployment(run: (action: () => Promise<void>) => Promise<void>, setNotice: (notice: Notice) => void) {
  /** Whether the analyst is choosing the decisions that go with the process. */
  const [choosing, setChoosing] = useState(false);
  const [refusals, setRefusals] = useState<ValidationIssue[]>([]);

  const deploy = (resources: Resource[]) =>
    run(async () => {
      setChoosing(false);
      setRefusals([]);
      try {
        setNotice({ kind: 'success', text: deploymentSummary(await engineApi.deploy(resources)) });
      } catch (error) {
        if (error instanceof EngineError && error.status === 400) setRefusals(await refusalsOf(resources).catch(() => []));
        throw error;
      }
    });

  return { choosing, setChoosing, refusals, clearRefusals: () => setRefusals([]), deploy };
}
