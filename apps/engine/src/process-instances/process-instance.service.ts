import { Injectable } from '@nestjs/common';
import type { CreateProcessInstanceResult, ProcessInstanceCreationRequest } from '@baton/api-contract';
import type { JsonObject } from '@baton/feel';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { invalidRequest, notFound } from '../http/problem-detail.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { requireTenants } from '../auth/tenant-access.js';

/** Parts of Camunda's creation request Baton does not carry out yet: refused rather than ignored. */
function refuseUnsupported(body: ProcessInstanceCreationRequest): void {
  if (body.startInstructions && body.startInstructions.length > 0) {
    throw invalidRequest([{ field: 'startInstructions', message: 'are not supported yet; start the instance at its none start event' }]);
  }
  if (body.runtimeInstructions && body.runtimeInstructions.length > 0) {
    throw invalidRequest([{ field: 'runtimeInstructions', message: 'are not supported yet' }]);
  }
  if (body.awaitCompletion === true) {
    throw invalidRequest([{ field: 'awaitCompletion', message: 'is not supported yet; poll GET /v2/process-instances/{key} instead' }]);
  }
}

@Injectable()
export class ProcessInstanceService {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
  ) {}

  async create(body: ProcessInstanceCreationRequest): Promise<CreateProcessInstanceResult> {
    refuseUnsupported(body);
    const variables = (body.variables ?? {}) as JsonObject;
    const tags = [...new Set(body.tags ?? [])];
    const businessId = body.businessId ?? null;
    const definition = await this.definitionFor(body);
    const result = (processInstanceKey: string): CreateProcessInstanceResult => ({
      processDefinitionId: definition.bpmnProcessId,
      processDefinitionVersion: definition.version,
      tenantId: definition.tenantId,
      variables: {},
      processDefinitionKey: definition.key,
      processInstanceKey,
      tags,
      businessId,
    });
    answerWithCommand((loaded) => result(loaded.identity.processInstanceKey));
    const { loaded } = await this.executor.createInstance(definition, variables, { tags, businessId });
    return result(loaded.identity.processInstanceKey);
  }

  async cancel(processInstanceKey: string): Promise<void> {
    answerWithCommand();
    await this.executor.execute(
      { processInstanceKey },
      { type: 'CancelProcessInstance' },
      `Expected to cancel a process instance with key '${processInstanceKey}', but no such process instance is active`,
    );
  }

  /** The key wins when both are given, as in Camunda's API. */
  private async definitionFor(body: ProcessInstanceCreationRequest) {
    const key = body.processDefinitionKey;
    if (key !== undefined) {
      const definition = await this.definitions.findByKey(key);
      // Another tenant's definition does not exist for the caller.
      if (!definition || !seesTenant(currentCaller(), definition.tenantId))
        throw notFound(`Expected to find a process definition with key '${key}', but none was found`);
      return definition;
    }
    const processId = body.processDefinitionId;
    if (processId === undefined) {
      throw invalidRequest([{ field: 'processDefinitionId', message: "is required when 'processDefinitionKey' is not given" }]);
    }
    const version = body.processDefinitionVersion ?? -1;
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('create a process instance', [tenantId]);
    const definition = await this.definitions.findByProcessId(processId, tenantId, version);
    if (!definition) {
      const which = version < 0 ? 'latest version' : `version ${version}`;
      throw notFound(`Expected to find the ${which} of process definition '${processId}', but none was deployed`);
    }
    return definition;
  }
}
