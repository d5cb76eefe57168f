import { BusinessIdUniqueness } from './business-id-uniqueness.js';
import { Injectable } from '@nestjs/common';
import type { CreateProcessInstanceResult, ProcessInstanceCreationRequest } from '@baton/api-contract';
import type { JsonObject, JsonValue } from '@baton/feel';
import { DEFAULT_TENANT, type ProcessDefinition } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { ApiProblem, invalidRequest, notFound } from '../http/problem-detail.js';
import { LatestDefinitionChanged } from '../runtime/command-errors.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import { answeringWith, type CommandContext } from '../runtime/command-context.js';
import { completesInstance, InstanceCompletions, rootVariables } from './instance-completions.js';
import { holdsPermission, START_PROCESS } from '../auth/camunda-authorizations.js';
import { currentCaller, seesTenant, startsAnyProcess } from '../auth/caller.js';
import { startFormLink } from '../deployment/start-form.js';
import { requireTenants } from '../auth/tenant-access.js';

/**
 * Who may start this process: a developer, a caller a stored authorization grants CREATE_PROCESS_INSTANCE on it (or
 * on `*`), and a reviewer only through its start form: one whose none start event links a form, from that event.
 */
function refuseUnofferedStart(definition: ProcessDefinition, body: ProcessInstanceCreationRequest): void {
  const caller = currentCaller();
  if (startsAnyProcess(caller) || holdsPermission(caller, START_PROCESS, definition.bpmnProcessId)) return;
  if (!caller.roles.includes('reviewer')) {
    throw new ApiProblem(
      403,
      `Expected to start process '${definition.bpmnProcessId}', but ${caller.id} holds no authorization to (PROCESS_DEFINITION ${START_PROCESS.permissionType})`,
      'FORBIDDEN',
    );
  }
  if (!startFormLink(definition.executable)) {
    throw new ApiProblem(
      403,
      `Expected to start process '${definition.bpmnProcessId}', but ${caller.id} may only start processes with a start form`,
      'FORBIDDEN',
    );
  }
  if (body.startInstructions?.length) {
    throw new ApiProblem(403, `Expected to start process '${definition.bpmnProcessId}', but ${caller.id} may only start it at its start event`, 'FORBIDDEN');
  }
}

/** Tries of a creation of the latest version while newer versions keep being deployed under it. */
const MAX_LATEST_ATTEMPTS = 5;

/** Zeebe's gateway waits this long for an awaited instance when the request sets no `requestTimeout` (or 0). */
const DEFAULT_AWAIT_TIMEOUT_MS = 15_000;

/** Camunda's answer when an awaited instance did not complete in time; the instance goes on. */
const awaitTimedOut = () => new ApiProblem(504, 'Expected to handle request, but request timed out between gateway and broker', 'DEADLINE_EXCEEDED');

function fetched(variables: JsonObject, names: readonly string[] | undefined): JsonObject {
  if (!names || names.length === 0) return variables;
  return Object.fromEntries(names.filter((name) => Object.hasOwn(variables, name)).map((name) => [name, variables[name] as JsonValue]));
}

@Injectable()
export class ProcessInstanceService {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
    private readonly completions: InstanceCompletions,
    private readonly businessIds: BusinessIdUniqueness,
  ) {}

  async create(body: ProcessInstanceCreationRequest, request: CommandContext): Promise<CreateProcessInstanceResult> {
    const variables = (body.variables ?? {}) as JsonObject;
    const tags = [...new Set(body.tags ?? [])];
    const businessId = body.businessId ?? null;
    for (let attempt = 1; ; attempt++) {
      const { definition, latest } = await this.definitionFor(body);
      refuseUnofferedStart(definition, body);
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
      const startElementIds = body.startInstructions?.map((instruction) => instruction.elementId);
      // The latest version as last seen saves a read per start; the write checks it still is the latest.
      const info = { tags, businessId, ...(latest ? { expectedLatestDefinitionKey: definition.key } : {}) };
      const terminateAfterElementIds = body.runtimeInstructions?.map((instruction) => instruction.afterElementId);
      let outcome: CommandOutcome;
      try {
        outcome = await this.businessIds.create(definition.bpmnProcessId, definition.tenantId, businessId, (within) =>
          this.executor.createInstance(definition, variables, info, {
            ...(startElementIds?.length ? { startElementIds } : {}),
            ...(terminateAfterElementIds?.length ? { terminateAfterElementIds } : {}),
            ...(within ? { within } : {}),
            // The commit stores the creation's answer for a repeat with the same Idempotency-Key; an awaited creation that
            // completes in time replaces it with its final answer, one that timed out keeps it (the instance exists).
            context: answeringWith(request, (loaded) => result(loaded.identity.processInstanceKey)),
          }),
        );
      } catch (error) {
        if (!(error instanceof LatestDefinitionChanged) || attempt >= MAX_LATEST_ATTEMPTS) throw error;
        this.definitions.forgetLatest(definition.bpmnProcessId, definition.tenantId);
        continue;
      }
      const processInstanceKey = outcome.loaded.identity.processInstanceKey;
      if (!body.awaitCompletion) return result(processInstanceKey);
      const ended = completesInstance(processInstanceKey, outcome.events)
        ? rootVariables(outcome)
        : await this.completions.completion(processInstanceKey, body.requestTimeout || DEFAULT_AWAIT_TIMEOUT_MS);
      if (!ended) throw awaitTimedOut();
      return { ...result(processInstanceKey), variables: fetched(ended, body.fetchVariables) };
    }
  }

  async cancel(processInstanceKey: string, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { processInstanceKey },
      { type: 'CancelProcessInstance' },
      `Expected to cancel a process instance with key '${processInstanceKey}', but no such process instance is active`,
      context,
    );
  }

  /** Suspends the instance and the instances its call activities created (Camunda 8.10; see SuspendProcessInstance). */
  async suspend(processInstanceKey: string, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { processInstanceKey },
      { type: 'SuspendProcessInstance' },
      `Expected to suspend a process instance with key '${processInstanceKey}', but no such process instance is active`,
      context,
    );
  }

  async resume(processInstanceKey: string, context: CommandContext): Promise<void> {
    await this.executor.execute(
      { processInstanceKey },
      { type: 'ResumeProcessInstance' },
      `Expected to resume a process instance with key '${processInstanceKey}', but no such process instance is active`,
      context,
    );
  }

  /** The key wins when both are given, as in Camunda's API. `latest`: the request asked for the latest version. */
  private async definitionFor(body: ProcessInstanceCreationRequest): Promise<{ definition: ProcessDefinition; latest: boolean }> {
    const key = body.processDefinitionKey;
    if (key !== undefined) {
      const definition = await this.definitions.findLive(key);
      // Another tenant's definition does not exist for the caller.
      if (!definition || !seesTenant(currentCaller(), definition.tenantId))
        throw notFound(`Expected to find a process definition with key '${key}', but none was found`);
      return { definition, latest: false };
    }
    const processId = body.processDefinitionId;
    if (processId === undefined) {
      throw invalidRequest([{ field: 'processDefinitionId', message: "is required when 'processDefinitionKey' is not given" }]);
    }
    const version = body.processDefinitionVersion ?? -1;
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('create a process instance', [tenantId]);
    const latest = version < 0;
    const definition = latest
      ? await this.definitions.latestAsLastSeen(processId, tenantId)
      : await this.definitions.findByProcessId(processId, tenantId, version);
    if (!definition) {
      const which = latest ? 'latest version' : `version ${version}`;
      throw notFound(`Expected to find the ${which} of process definition '${processId}', but none was deployed`);
    }
    return { definition, latest };
  }
}
