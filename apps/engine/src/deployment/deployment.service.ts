import { storeAnswerIn } from '../idempotency/answer-in-transaction.js';
import type { CommandContext } from '../runtime/command-context.js';
import { Injectable } from '@nestjs/common';
import { compileBpmn, formatProblems, type ExecutableProcess, type ModelProblem } from '@baton/bpmn-model';
import type {
  DeploymentDecisionRequirementsResult,
  DeploymentDecisionResult,
  DeploymentFormResult,
  DeploymentMetadataResult,
  DeploymentResult,
} from '@baton/api-contract';
import { Database, type SqlRunner } from '../database/database.js';
import { DecisionDeployment } from '../decisions/decision-deployment.js';
import { refuseUnboundDecisions } from '../decisions/decision-deployment-binding.js';
import { type DmnResource, isDmnResource, parseDmnResource, refuseDuplicateDecisionIds } from '../decisions/dmn-resource.js';
import { FormDeployment } from '../forms/form-deployment.js';
import { isFormResource, parseFormResource, refuseDuplicateFormIds, type FormResource } from '../forms/form-resource.js';
import { badRequest } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { checksumOf, type DeploymentResource } from './deployment-resource.js';
import type { ProcessDefinition } from './process-definition.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { StartEventSubscriptions } from './start-event-subscriptions.js';

export interface CompiledResource {
  resource: DeploymentResource;
  checksum: string;
  processes: ExecutableProcess[];
  /** What the engine ignores in the model (leftover Camunda 7 attributes), for the answer's `batonWarnings`. */
  warnings: ModelProblem[];
}

const BPMN_EXTENSIONS = ['.bpmn', '.bpmn20.xml', '.xml'];

/** Baton's extension of the answer, left out when there is nothing to say so the answer stays Camunda's. */
function batonWarnings(compiled: CompiledResource[]): Pick<DeploymentResult, 'batonWarnings'> {
  const warnings = compiled.flatMap(({ resource, warnings }) => warnings.map((warning) => ({ resourceName: resource.name, ...warning })));
  return warnings.length > 0 ? { batonWarnings: warnings } : {};
}

/** Why a resource that is neither BPMN, DMN nor a form is refused; null for a name the deployment takes. */
export function unsupportedResourceKind(name: string): string | null {
  if (isFormResource(name) || isDmnResource(name) || BPMN_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))) return null;
  return `Expected resource '${name}' to be a BPMN file (.bpmn or .xml), a DMN file (.dmn) or a form (.form); other resource kinds are not supported yet`;
}

/**
 * Deploys BPMN, DMN and form resources: every resource is compiled or parsed first, so a bad one refuses the whole
 * deployment and nothing is written; then everything is written in one transaction.
 */
@Injectable()
export class DeploymentService {
  constructor(
    private readonly database: Database,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly startEvents: StartEventSubscriptions,
    private readonly forms: FormDeployment,
    private readonly decisions: DecisionDeployment,
  ) {}

  async deploy(resources: DeploymentResource[], tenantId: string, context: CommandContext): Promise<DeploymentResult> {
    if (resources.length === 0) throw badRequest(`Expected at least one file in the multipart field 'resources', but there was none`);
    refuseDuplicateResourceNames(resources);
    const forms = resources.filter((resource) => isFormResource(resource.name)).map((resource) => parseFormResource(resource.name, resource.content));
    const dmn = await Promise.all(resources.filter((resource) => isDmnResource(resource.name)).map(parseDmnResource));
    const isBpmn = (resource: DeploymentResource) => !isFormResource(resource.name) && !isDmnResource(resource.name);
    const compiled = await Promise.all(resources.filter(isBpmn).map((resource) => this.compile(resource)));
    refuseDuplicateProcessIds(compiled);
    refuseDuplicateDecisionIds(dmn);
    refuseUnboundDecisions(
      compiled.map(({ resource, processes }) => ({ resourceName: resource.name, processes })),
      dmn,
    );
    refuseDuplicateFormIds(forms);
    const keysNeeded = compiled.reduce((count, item) => count + item.processes.reduce((sum, p) => sum + 1 + Object.keys(p.elements).length, 0), 1);
    await this.keys.reserve(keysNeeded + this.decisions.keysNeeded(dmn) + this.forms.keysNeeded(forms));
    const now = this.clock.now();
    const deployed = await this.database.transaction(async (sql) => {
      const written = await this.write(sql, compiled, dmn, forms, tenantId, now);
      // In Camunda's order: processes, decisions, decision requirements, forms.
      const result: DeploymentResult = {
        deploymentKey: written.deploymentKey,
        tenantId,
        deployments: [
          ...written.definitions.map(toMetadata),
          ...written.decisions.decisions.map(decisionMetadata),
          ...written.decisions.decisionRequirements.map(decisionRequirementsMetadata),
          ...written.forms.map(formMetadata),
        ],
        ...batonWarnings(compiled),
      };
      // Several statements: a crash after the commit must still leave a repeat of the request its answer.
      await storeAnswerIn(sql, context.answer, result);
      return { written, result };
    });
    for (const definition of deployed.written.definitions) this.definitions.remember(definition);
    return deployed.result;
  }

  private async compile(resource: DeploymentResource): Promise<CompiledResource> {
    const unsupported = unsupportedResourceKind(resource.name);
    if (unsupported) throw badRequest(unsupported);
    const result = await compileBpmn(resource.content);
    if (!result.ok) {
      throw badRequest(`Resource '${resource.name}' cannot be deployed:\n${formatProblems(result.problems)}`);
    }
    return { resource, checksum: checksumOf(resource), processes: result.processes, warnings: result.warnings };
  }

  private async write(sql: SqlRunner, compiled: CompiledResource[], dmn: DmnResource[], forms: FormResource[], tenantId: string, now: number) {
    const deploymentKey = this.keys.next();
    await sql.query(`insert into deployment (key, tenant_id, created_at) values ($1, $2, $3)`, [deploymentKey, tenantId, new Date(now).toISOString()]);
    const definitions: ProcessDefinition[] = [];
    const processIds = compiled.flatMap((item) => item.processes.map((process) => process.id)).sort();
    // Serialises deployments of the same process id, so two of them cannot take the same version.
    for (const processId of processIds) {
      await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`deploy:${tenantId}:${processId}`]);
    }
    for (const { resource, checksum, processes } of compiled) {
      await sql.query(`insert into deployment_resource (deployment_key, resource_name, content) values ($1, $2, $3)`, [
        deploymentKey,
        resource.name,
        resource.content,
      ]);
      for (const process of processes) definitions.push(await this.writeDefinition(sql, process, resource.name, checksum, tenantId, deploymentKey, now));
    }
    for (const { resourceName, content } of [...dmn, ...forms]) {
      await sql.query(`insert into deployment_resource (deployment_key, resource_name, content) values ($1, $2, $3)`, [deploymentKey, resourceName, content]);
    }
    const decisions = await this.decisions.write(sql, dmn, tenantId, deploymentKey, now);
    return { deploymentKey, definitions, decisions, forms: await this.forms.write(sql, forms, tenantId, deploymentKey, now) };
  }

  /** An identical resource keeps the latest definition; a changed one (or one whose latest version was deleted) becomes the next version. */
  private async writeDefinition(
    sql: SqlRunner,
    process: ExecutableProcess,
    resourceName: string,
    checksum: string,
    tenantId: string,
    deploymentKey: string,
    now: number,
  ): Promise<ProcessDefinition> {
    const [latest] = await sql.query<{ key: string; version: number; checksum: string; deleted: boolean }>(
      `select key::text, version, checksum, deleted_at is not null as deleted from process_definition
        where tenant_id = $1 and bpmn_process_id = $2 order by version desc limit 1`,
      [tenantId, process.id],
    );
    // A deleted latest version is not brought back: the same resource deployed again becomes the next version.
    if (latest && latest.checksum === checksum && !latest.deleted) {
      const existing = await this.definitions.findByKey(latest.key);
      if (existing) return existing;
    }
    const definition: ProcessDefinition = {
      key: this.keys.next(),
      bpmnProcessId: process.id,
      version: (latest?.version ?? 0) + 1,
      versionTag: process.versionTag,
      name: process.name,
      tenantId,
      deploymentKey,
      resourceName,
      executable: process,
    };
    await sql.query(
      `insert into process_definition (key, bpmn_process_id, version, version_tag, name, tenant_id, deployment_key, resource_name, checksum, executable, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        definition.key,
        definition.bpmnProcessId,
        definition.version,
        definition.versionTag,
        definition.name,
        tenantId,
        deploymentKey,
        resourceName,
        checksum,
        JSON.stringify(process),
        new Date(now).toISOString(),
      ],
    );
    await this.startEvents.replace(sql, definition, now);
    return definition;
  }
}

function formMetadata(form: DeploymentFormResult): DeploymentMetadataResult {
  return { processDefinition: null, decisionDefinition: null, decisionRequirements: null, form, resource: null };
}

function decisionMetadata(decisionDefinition: DeploymentDecisionResult): DeploymentMetadataResult {
  return { processDefinition: null, decisionDefinition, decisionRequirements: null, form: null, resource: null };
}

function decisionRequirementsMetadata(decisionRequirements: DeploymentDecisionRequirementsResult): DeploymentMetadataResult {
  return { processDefinition: null, decisionDefinition: null, decisionRequirements, form: null, resource: null };
}

export function refuseDuplicateProcessIds(compiled: CompiledResource[]): void {
  const seen = new Map<string, string>();
  for (const { resource, processes } of compiled) {
    for (const process of processes) {
      const other = seen.get(process.id);
      if (other) throw badRequest(`Process '${process.id}' is defined in both '${other}' and '${resource.name}' of this deployment`);
      seen.set(process.id, resource.name);
    }
  }
}

export function refuseDuplicateResourceNames(resources: DeploymentResource[]): void {
  const names = new Set<string>();
  for (const { name } of resources) {
    if (names.has(name)) throw badRequest(`Expected every resource of a deployment to have its own name, but '${name}' is there twice`);
    names.add(name);
  }
}

function toMetadata(definition: ProcessDefinition): DeploymentMetadataResult {
  return {
    processDefinition: {
      processDefinitionId: definition.bpmnProcessId,
      processDefinitionVersion: definition.version,
      resourceName: definition.resourceName,
      tenantId: definition.tenantId,
      processDefinitionKey: definition.key,
    },
    decisionDefinition: null,
    decisionRequirements: null,
    form: null,
    resource: null,
  };
}
