import type { DeploymentResult } from '@baton/api-contract';

/** What the status bar says a deployment created: each process and decision with its version, and how many forms. */
export function deploymentSummary(result: DeploymentResult): string {
  const processes = result.deployments.flatMap((item) => (item.processDefinition ? [item.processDefinition] : []));
  const decisions = result.deployments.flatMap((item) => (item.decisionDefinition ? [item.decisionDefinition] : []));
  const forms = result.deployments.filter((item) => item.form).length;
  const parts = [
    ...processes.map((process) => `${process.processDefinitionId} version ${process.processDefinitionVersion}`),
    ...decisions.map((decision) => `decision ${decision.decisionDefinitionId} version ${decision.version}`),
  ];
  return `Deployed ${parts.join(', ')}${forms > 0 ? ` with ${forms} form${forms > 1 ? 's' : ''}` : ''}`;
}
