import { Injectable } from '@nestjs/common';
import { MAX_TAGS, TAG_PATTERN, type CreateProcessInstanceResult } from '@baton/api-contract';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { badRequest, notFound } from '../http/problem-detail.js';
import {
  objectBody,
  optionalInteger,
  optionalKey,
  optionalString,
  optionalStringArray,
  optionalVariables,
  refuseUnknownFields,
  type Body,
} from '../http/request-fields.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';

const CREATE_FIELDS = [
  'processDefinitionKey',
  'processDefinitionId',
  'processDefinitionVersion',
  'variables',
  'tenantId',
  'operationReference',
  'startInstructions',
  'runtimeInstructions',
  'awaitCompletion',
  'fetchVariables',
  'requestTimeout',
  'tags',
  'businessId',
] as const;

function tagsOf(body: Body): string[] {
  const tags = optionalStringArray(body, 'tags') ?? [];
  if (tags.length > MAX_TAGS) throw badRequest(`Expected at most ${MAX_TAGS} tags, but got ${tags.length}`);
  const bad = tags.find((tag) => !TAG_PATTERN.test(tag));
  if (bad !== undefined) throw badRequest(`Tag '${bad}' is invalid: a tag starts with a letter, then letters, digits, '_', '-', ':' or '.', at most 100 characters`);
  return [...new Set(tags)];
}

function refuseUnsupported(body: Body): void {
  if (Array.isArray(body.startInstructions) && body.startInstructions.length > 0) {
    throw badRequest(`'startInstructions' are not supported yet; start the instance at its none start event`);
  }
  if (Array.isArray(body.runtimeInstructions) && body.runtimeInstructions.length > 0) {
    throw badRequest(`'runtimeInstructions' are not supported yet`);
  }
  if (body.awaitCompletion === true) throw badRequest(`'awaitCompletion' is not supported yet; poll GET /v2/process-instances/{key} instead`);
}

@Injectable()
export class ProcessInstanceService {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
  ) {}

  async create(rawBody: unknown): Promise<CreateProcessInstanceResult> {
    const body = objectBody(rawBody, 'a process instance creation');
    refuseUnknownFields(body, CREATE_FIELDS, 'the process instance creation');
    refuseUnsupported(body);
    const variables = optionalVariables(body);
    const tags = tagsOf(body);
    const businessId = optionalString(body, 'businessId') ?? null;
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
  private async definitionFor(body: Body) {
    const key = optionalKey(body, 'processDefinitionKey');
    if (key !== undefined) {
      const definition = await this.definitions.findByKey(key);
      if (!definition) throw notFound(`Expected to find a process definition with key '${key}', but none was found`);
      return definition;
    }
    const processId = optionalString(body, 'processDefinitionId');
    if (processId === undefined) throw badRequest(`Expected either 'processDefinitionKey' or 'processDefinitionId' in the request`);
    const version = optionalInteger(body, 'processDefinitionVersion') ?? -1;
    const tenantId = optionalString(body, 'tenantId') ?? DEFAULT_TENANT;
    const definition = await this.definitions.findByProcessId(processId, tenantId, version);
    if (!definition) {
      const which = version < 0 ? 'latest version' : `version ${version}`;
      throw notFound(`Expected to find the ${which} of process definition '${processId}', but none was deployed`);
    }
    return definition;
  }
}
