import type { DeploymentMetadataResult, DeploymentResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { deploymentSummary } from './deployment-summary';

const none = { processDefinition: null, decisionDefinition: null, decisionRequirements: null, form: null, resource: null };
const process = (id: string, version: number): DeploymentMetadataResult => ({
  ...none,
  processDefinition: {
    processDefinitionId: id,
    processDefinitionVersion: version,
    resourceName: `${id}.bpmn`,
    tenantId: '<default>',
    processDefinitionKey: '1',
  },
});
const decision = (id: string, version: number): DeploymentMetadataResult => ({
  ...none,
  decisionDefinition: {
    decisionDefinitionId: id,
    version,
    name: id,
    tenantId: '<default>',
    decisionRequirementsId: 'd',
    decisionDefinitionKey: '2',
    decisionRequirementsKey: '3',
  },
});
const form: DeploymentMetadataResult = {
  ...none,
  form: { formId: 'f', version: 1, resourceName: 'f.form', tenantId: '<default>', formKey: '4' } as DeploymentMetadataResult['form'],
};
const result = (...deployments: DeploymentMetadataResult[]) => ({ deploymentKey: '9', tenantId: '<default>', deployments }) as DeploymentResult;

describe('deploymentSummary', () => {
  it('names a process with its version and counts its forms', () => {
    expect(deploymentSummary(result(process('order', 2), form))).toBe('Deployed order version 2 with 1 form');
  });

  it('names the decisions deployed with the process, or alone', () => {
    expect(deploymentSummary(result(process('order', 1), decision('level', 3)))).toBe('Deployed order version 1, decision level version 3');
    expect(deploymentSummary(result(decision('level', 1)))).toBe('Deployed decision level version 1');
  });
});
