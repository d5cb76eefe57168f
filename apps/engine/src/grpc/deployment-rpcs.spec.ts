import { describe, expect, it } from 'vitest';
import { deployedResources } from './deployment-rpcs.js';

const none = { processDefinition: null, decisionDefinition: null, decisionRequirements: null, form: null, resource: null };

describe('deployedResources', () => {
  it("should name each deployed resource as the gateway's Deployment message does, and leave out a kind it has no message for", () => {
    const deployments = deployedResources({
      deploymentKey: '1',
      tenantId: '<default>',
      deployments: [
        {
          ...none,
          processDefinition: {
            processDefinitionId: 'p',
            processDefinitionVersion: 2,
            processDefinitionKey: '10',
            resourceName: 'p.bpmn',
            tenantId: '<default>',
          },
        },
        {
          ...none,
          decisionDefinition: {
            decisionDefinitionId: 'd',
            name: 'Decide',
            version: 1,
            decisionDefinitionKey: '11',
            decisionRequirementsId: 'drg',
            decisionRequirementsKey: '12',
            tenantId: '<default>',
          },
        },
        {
          ...none,
          decisionRequirements: {
            decisionRequirementsId: 'drg',
            decisionRequirementsName: 'Rules',
            version: 1,
            decisionRequirementsKey: '12',
            resourceName: 'd.dmn',
            tenantId: '<default>',
          },
        },
        { ...none, form: { formId: 'f', version: 3, formKey: '13', resourceName: 'f.form', tenantId: '<default>' } },
        { ...none, resource: { resourceId: 'r', resourceName: 'r.rpa', version: 1, resourceKey: '14', tenantId: '<default>' } },
      ],
    });

    expect(deployments).toEqual([
      { process: { bpmnProcessId: 'p', version: 2, processDefinitionKey: '10', resourceName: 'p.bpmn', tenantId: '<default>' } },
      {
        decision: {
          dmnDecisionId: 'd',
          dmnDecisionName: 'Decide',
          version: 1,
          decisionKey: '11',
          dmnDecisionRequirementsId: 'drg',
          decisionRequirementsKey: '12',
          tenantId: '<default>',
        },
      },
      {
        decisionRequirements: {
          dmnDecisionRequirementsId: 'drg',
          dmnDecisionRequirementsName: 'Rules',
          version: 1,
          decisionRequirementsKey: '12',
          resourceName: 'd.dmn',
          tenantId: '<default>',
        },
      },
      { form: { formId: 'f', version: 3, formKey: '13', resourceName: 'f.form', tenantId: '<default>' } },
    ]);
  });
});
