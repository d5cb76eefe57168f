import { Injectable } from '@nestjs/common';
import { compileBpmn } from '@baton/bpmn-model';
import { parseDmn } from '@baton/dmn';
import type { DeploymentValidationProblem } from '@baton/api-contract';
import { refuseUnboundDecisions } from '../decisions/decision-deployment-binding.js';
import { type DmnResource, isDmnResource, refuseDuplicateDecisionIds } from '../decisions/dmn-resource.js';
import { isFormResource, parseFormResource, refuseDuplicateFormIds, type FormResource } from '../forms/form-resource.js';
import { ApiProblem } from '../http/problem-detail.js';
import { checksumOf, type DeploymentResource } from './deployment-resource.js';
import { refuseDuplicateProcessIds, refuseDuplicateResourceNames, unsupportedResourceKind, type CompiledResource } from './deployment.service.js';

const problemOf = (resourceName: string | null, message: string): DeploymentValidationProblem => ({
  resourceName,
  elementId: null,
  elementType: null,
  line: null,
  message,
});

/**
 * A dry run of a deployment: the checks `DeploymentService.deploy` makes, but every problem collected (each compiler
 * problem with its element) instead of the first refusal, and nothing written; with the warnings the deployment
 * would answer.
 */
@Injectable()
export class DeploymentValidator {
  async validate(resources: DeploymentResource[]): Promise<{ problems: DeploymentValidationProblem[]; warnings: DeploymentValidationProblem[] }> {
    const problems: DeploymentValidationProblem[] = [];
    /** Runs one of the deployment's refusals, keeping its message as a problem. */
    const refusal = (resourceName: string | null, check: () => void) => {
      try {
        check();
      } catch (error) {
        if (!(error instanceof ApiProblem) || error.status !== 400) throw error;
        problems.push(problemOf(resourceName, error.detail));
      }
    };
    refusal(null, () => refuseDuplicateResourceNames(resources));
    const forms: FormResource[] = [];
    const compiled: CompiledResource[] = [];
    const dmn: DmnResource[] = [];
    for (const resource of resources) {
      const unsupported = unsupportedResourceKind(resource.name);
      if (unsupported) {
        problems.push(problemOf(resource.name, unsupported));
      } else if (isFormResource(resource.name)) {
        refusal(resource.name, () => forms.push(parseFormResource(resource.name, resource.content)));
      } else if (isDmnResource(resource.name)) {
        const parsed = await parseDmn(resource.content);
        if (parsed.ok) dmn.push({ resourceName: resource.name, content: resource.content, checksum: checksumOf(resource), model: parsed.model });
        else problems.push(...parsed.errors.map((problem) => ({ ...problemOf(resource.name, problem.message), elementId: problem.elementId ?? null })));
      } else {
        const result = await compileBpmn(resource.content);
        if (result.ok) compiled.push({ resource, checksum: checksumOf(resource), processes: result.processes, warnings: result.warnings });
        else problems.push(...result.problems.map((problem) => ({ resourceName: resource.name, ...problem })));
      }
    }
    refusal(null, () => refuseDuplicateProcessIds(compiled));
    refusal(null, () => refuseDuplicateDecisionIds(dmn));
    refusal(null, () =>
      refuseUnboundDecisions(
        compiled.map(({ resource, processes }) => ({ resourceName: resource.name, processes })),
        dmn,
      ),
    );
    refusal(null, () => refuseDuplicateFormIds(forms));
    const warnings = compiled.flatMap(({ resource, warnings }) => warnings.map((warning) => ({ resourceName: resource.name, ...warning })));
    return { problems, warnings };
  }
}
