import type { Metadata } from '@grpc/grpc-js';
import type { DeploymentResult } from '@baton/api-contract';
import { DeploymentController } from '../deployment/deployment.controller.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import type { DeleteResourceRequest, DeployProcessRequest, DeployProcessResponse, DeployResourceRequest, DeployResourceResponse } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';
import { defined, operationReference, optionalText } from './message-fields.js';

/**
 * Each deployed resource as the gateway names it. The gateway has no message for a resource of another kind (an RPA
 * script, say): the REST answer lists it, the gateway's leaves it out, as Zeebe's gateway does.
 */
export function deployedResources(result: DeploymentResult): DeployResourceResponse['deployments'] {
  return result.deployments.flatMap(({ processDefinition, decisionDefinition, decisionRequirements, form }): DeployResourceResponse['deployments'] => {
    if (processDefinition) {
      const { processDefinitionId, processDefinitionVersion, processDefinitionKey, resourceName, tenantId } = processDefinition;
      return [{ process: { bpmnProcessId: processDefinitionId, version: processDefinitionVersion, processDefinitionKey, resourceName, tenantId } }];
    }
    if (decisionDefinition) {
      const { decisionDefinitionId, name, version, decisionDefinitionKey, decisionRequirementsId, decisionRequirementsKey, tenantId } = decisionDefinition;
      return [
        {
          decision: {
            dmnDecisionId: decisionDefinitionId,
            dmnDecisionName: name,
            version,
            decisionKey: decisionDefinitionKey,
            dmnDecisionRequirementsId: decisionRequirementsId,
            decisionRequirementsKey,
            tenantId,
          },
        },
      ];
    }
    if (decisionRequirements) {
      const { decisionRequirementsId, decisionRequirementsName, version, decisionRequirementsKey, resourceName, tenantId } = decisionRequirements;
      return [
        {
          decisionRequirements: {
            dmnDecisionRequirementsId: decisionRequirementsId,
            dmnDecisionRequirementsName: decisionRequirementsName,
            version,
            decisionRequirementsKey,
            resourceName,
            tenantId,
          },
        },
      ];
    }
    if (form)
      return [{ form: { formId: form.formId, version: form.version, formKey: form.formKey, resourceName: form.resourceName, tenantId: form.tenantId } }];
    return [];
  });
}

/** Deployment and deletion of resources, on `POST /v2/deployments` and `POST /v2/resources/{key}/deletion`. */
export function deploymentRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  // The REST handler reads its multipart form off the HTTP request; the files here are the message's resources,
  // deployed by the method that handler calls with the files it read.
  const deploy = (metadata: Metadata, resources: { name: string; content: Buffer }[], tenantId: string | undefined) => {
    const files = resources.map(({ name, content }) => ({ fieldname: 'resources', originalname: name, buffer: content }));
    const deployments = operations.provider(DeploymentController);
    return operations.run(metadata, 'createDeployment', {}, undefined, () =>
      deployments.deploy(files, tenantId === undefined ? undefined : { tenantId }, NO_COMMAND_CONTEXT),
    );
  };
  return {
    DeployResource: unary('CREATE', async (request: DeployResourceRequest, metadata): Promise<DeployResourceResponse> => {
      const result = await deploy(metadata, request.resources, optionalText(request.tenantId));
      return { key: result.deploymentKey, tenantId: result.tenantId, deployments: deployedResources(result) };
    }),
    DeployProcess: unary('CREATE', async (request: DeployProcessRequest, metadata): Promise<DeployProcessResponse> => {
      const result = await deploy(
        metadata,
        request.processes.map(({ name, definition }) => ({ name, content: definition })),
        undefined,
      );
      const processes = deployedResources(result).flatMap((deployed) => ('process' in deployed ? [deployed.process] : []));
      return { key: result.deploymentKey, processes };
    }),
    DeleteResource: unary('DELETE', async (request: DeleteResourceRequest, metadata) => {
      const body = defined({ operationReference: operationReference(request.operationReference) });
      await operations.call(metadata, 'deleteResource', { resourceKey: request.resourceKey }, body);
      return {};
    }),
  };
}
