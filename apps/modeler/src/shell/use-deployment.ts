import { useState } from 'react';
import { ApiError } from '@baton/web-client';
import { engineApi, type Resource } from '../api/engine-api';
import type { ValidationIssue } from '../modeler/validation/validation-issue';
import { refusalIssues } from './deployment-refusal';
import { deploymentSummary } from './deployment-summary';
import type { Notice } from './notice';

/** The engine's refusal of a deployment, element by element: the elements it names, else what its dry run finds in the same resources. */
async function refusalsOf(detail: string, resources: Resource[]): Promise<ValidationIssue[]> {
  const named = refusalIssues(detail);
  if (named.length > 0) return named;
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

  /** Deploys what `resources` answers; `resources` may first save the model (its errors end the deployment). */
  const deploy = (resources: Resource[] | (() => Promise<Resource[]>)) =>
    run(async () => {
      setChoosing(false);
      setRefusals([]);
      const deployed = typeof resources === 'function' ? await resources() : resources;
      try {
        setNotice({ kind: 'success', text: deploymentSummary(await engineApi.deploy(deployed)) });
      } catch (error) {
        const refusals = error instanceof ApiError && error.status === 400 ? await refusalsOf(error.message, deployed).catch(() => []) : [];
        if (refusals.length === 0) throw error;
        setRefusals(refusals);
        setNotice({
          kind: 'error',
          text: `The engine refused the deployment: ${refusals.length === 1 ? '1 problem' : `${refusals.length} problems`}, listed below`,
        });
      }
    });

  return { choosing, setChoosing, refusals, clearRefusals: () => setRefusals([]), deploy };
}
