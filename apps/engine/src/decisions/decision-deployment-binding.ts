import type { ExecutableProcess } from '@baton/bpmn-model';
import { badRequest } from '../http/problem-detail.js';
import type { DmnResource } from './dmn-resource.js';

/**
 * As Zeebe's deployment binding check: a business rule task that binds to its deployment (`bindingType="deployment"`)
 * and names its decision literally must find that decision among the deployment's own DMN resources, else the
 * deployment is refused naming the element. A decision id computed with FEEL is resolved when the task runs.
 */
export function refuseUnboundDecisions(bpmn: readonly { resourceName: string; processes: readonly ExecutableProcess[] }[], dmn: readonly DmnResource[]): void {
  const deployed = new Set(dmn.flatMap((resource) => resource.model.decisions.map((decision) => decision.id)));
  for (const { resourceName, processes } of bpmn) {
    for (const element of processes.flatMap((process) => Object.values(process.elements))) {
      const called = element.calledDecision;
      if (called?.bindingType !== 'deployment' || called.decisionId.kind !== 'static' || deployed.has(called.decisionId.value)) continue;
      throw badRequest(
        `Resource '${resourceName}' cannot be deployed:\nElement '${element.id}' (bpmn:businessRuleTask): ` +
          `Expected to find decision with id '${called.decisionId.value}' in current deployment, but not found.`,
      );
    }
  }
}
