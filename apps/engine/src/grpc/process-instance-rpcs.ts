import type { CreateProcessInstanceResult, ProcessInstanceCreationRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { auditedMigration } from '../migration/migration-audit.js';
import { ProcessInstanceMigration } from '../migration/process-instance-migration.js';
import { badRequest } from '../http/problem-detail.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import type {
  CancelProcessInstanceRequest,
  CreateProcessInstanceRequest,
  CreateProcessInstanceResponse,
  CreateProcessInstanceWithResultRequest,
  CreateProcessInstanceWithResultResponse,
  MigrateProcessInstanceRequest,
  ModifyProcessInstanceRequest,
  ResolveIncidentRequest,
  SetVariablesRequest,
} from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type UnaryRpc, unary } from './gateway-rpc.js';
import { defined, jsonDocument, jsonText, longNumber, operationReference, optionalKey, optionalText } from './message-fields.js';

/**
 * The creation's REST body: by key when one is given (Zeebe's rule), else by BPMN process id, at `version` unless
 * it is -1 (the latest); a creation without either is the REST schema's and the service's to refuse.
 */
function creationBody(request: CreateProcessInstanceRequest): ProcessInstanceCreationRequest {
  const processDefinitionKey = optionalKey(request.processDefinitionKey);
  return defined({
    processDefinitionKey,
    processDefinitionId: processDefinitionKey === undefined ? optionalText(request.bpmnProcessId) : undefined,
    processDefinitionVersion: processDefinitionKey === undefined && request.version !== -1 && request.version !== 0 ? request.version : undefined,
    variables: jsonDocument('variables', request.variables),
    tenantId: optionalText(request.tenantId),
    operationReference: operationReference(request.operationReference),
    startInstructions: request.startInstructions.length > 0 ? request.startInstructions.map(({ elementId }) => ({ elementId })) : undefined,
    runtimeInstructions:
      request.runtimeInstructions.length > 0
        ? request.runtimeInstructions.map(({ terminate }) => ({ type: 'TERMINATE_PROCESS_INSTANCE' as const, afterElementId: terminate?.afterElementId ?? '' }))
        : undefined,
    tags: request.tags.length > 0 ? request.tags : undefined,
    businessId: optionalText(request.businessId ?? ''),
  });
}

const createdResponse = (created: CreateProcessInstanceResult): CreateProcessInstanceResponse => ({
  processDefinitionKey: created.processDefinitionKey,
  bpmnProcessId: created.processDefinitionId,
  version: created.processDefinitionVersion,
  processInstanceKey: created.processInstanceKey,
  tenantId: created.tenantId,
  tags: created.tags,
  ...(created.businessId ? { businessId: created.businessId } : {}),
});

/** Instance commands of the gateway: creation (with its result), cancellation, variables, incidents, modification and migration. */
export function processInstanceRpcs(operations: GatewayOperations): Record<string, UnaryRpc> {
  return {
    CreateProcessInstance: unary('CREATE', async (request: CreateProcessInstanceRequest, metadata) => {
      const created = (await operations.call(metadata, 'createProcessInstance', {}, creationBody(request))) as CreateProcessInstanceResult;
      return createdResponse(created);
    }),
    CreateProcessInstanceWithResult: unary(
      'CREATE_WITH_AWAITING_RESULT',
      async (request: CreateProcessInstanceWithResultRequest, metadata): Promise<CreateProcessInstanceWithResultResponse> => {
        const creation = request.request;
        if (!creation) throw badRequest("Property 'request' is invalid: Expected the creation of the process instance, but none was given");
        const requestTimeout = longNumber(request.requestTimeout);
        const body = defined({
          ...creationBody(creation),
          awaitCompletion: true,
          requestTimeout: requestTimeout > 0 ? requestTimeout : undefined,
          fetchVariables: request.fetchVariables.length > 0 ? request.fetchVariables : undefined,
        });
        const created = (await operations.call(metadata, 'createProcessInstance', {}, body)) as CreateProcessInstanceResult;
        return { ...createdResponse(created), variables: jsonText(created.variables) };
      },
    ),
    CancelProcessInstance: unary('CANCEL', async (request: CancelProcessInstanceRequest, metadata) => {
      const body = defined({ operationReference: operationReference(request.operationReference) });
      await operations.call(metadata, 'cancelProcessInstance', { processInstanceKey: request.processInstanceKey }, body);
      return {};
    }),
    SetVariables: unary('UPDATE', async (request: SetVariablesRequest, metadata) => {
      const body = defined({
        variables: jsonDocument('variables', request.variables) ?? {},
        local: request.local,
        operationReference: operationReference(request.operationReference),
      });
      await operations.call(metadata, 'createElementInstanceVariables', { elementInstanceKey: request.elementInstanceKey }, body);
      // The REST operation answers no key: Baton records the variables in the instance's own command, not as a
      // variable document of its own.
      return { key: request.elementInstanceKey };
    }),
    ResolveIncident: unary('RESOLVE', async (request: ResolveIncidentRequest, metadata) => {
      const body = defined({ operationReference: operationReference(request.operationReference) });
      await operations.call(metadata, 'resolveIncident', { incidentKey: request.incidentKey }, body);
      return {};
    }),
    ModifyProcessInstance: unary('MODIFY', async (request: ModifyProcessInstanceRequest, metadata) => {
      const body = defined({
        operationReference: operationReference(request.operationReference),
        activateInstructions: request.activateInstructions.map((instruction) =>
          defined({
            elementId: instruction.elementId,
            // -1 (or Zeebe's default 0): in an existing instance of the element's flow scope
            ancestorElementInstanceKey: optionalKey(instruction.ancestorElementInstanceKey) ?? '-1',
            variableInstructions: instruction.variableInstructions.map(({ variables, scopeId }) =>
              defined({ variables: jsonDocument('variables', variables) ?? {}, scopeId: optionalText(scopeId) }),
            ),
          }),
        ),
        terminateInstructions: request.terminateInstructions.map(({ elementInstanceKey }) => ({ elementInstanceKey })),
      });
      await operations.call(metadata, 'modifyProcessInstance', { processInstanceKey: request.processInstanceKey }, body);
      return {};
    }),
    MigrateProcessInstance: unary('MIGRATE', async (request: MigrateProcessInstanceRequest, metadata) => {
      const key = request.processInstanceKey;
      const body = defined({
        targetProcessDefinitionKey: request.migrationPlan?.targetProcessDefinitionKey ?? '0',
        mappingInstructions: (request.migrationPlan?.mappingInstructions ?? []).map(({ sourceElementId, targetElementId }) => ({
          sourceElementId,
          targetElementId,
        })),
        operationReference: operationReference(request.operationReference),
      });
      // The REST handler answers a dry run's report itself; a gateway migration is never one, and runs as its non-dry branch does.
      const migration = operations.provider(ProcessInstanceMigration);
      const audit = operations.provider(AuditLog);
      await operations.run(metadata, 'migrateProcessInstance', { processInstanceKey: key }, body, () =>
        auditedMigration(audit, key, body, () => migration.migrate(key, body, NO_COMMAND_CONTEXT)),
      );
      return {};
    }),
  };
}
