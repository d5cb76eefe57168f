import { Injectable } from '@nestjs/common';
import type { FormResult, ProcessDefinitionResult, SearchQueryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';
import { requireRow } from '../query/require-row.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import type { ProcessDefinition } from './process-definition.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { HAS_START_FORM_SQL, resolveStartForm, startFormLink } from './start-form.js';

interface DefinitionSearchRow {
  key: string;
  bpmn_process_id: string;
  version: number;
  version_tag: string | null;
  name: string | null;
  tenant_id: string;
  resource_name: string;
  has_start_form: boolean;
}

const SEARCH: SearchSpec = {
  from: 'process_definition d',
  baseWhere: 'd.deleted_at is null',
  filters: {
    processDefinitionKey: { column: 'd.key', type: 'key' },
    processDefinitionId: { column: 'd.bpmn_process_id', type: 'string' },
    name: { column: 'd.name', type: 'string' },
    version: { column: 'd.version', type: 'integer' },
    versionTag: { column: 'd.version_tag', type: 'string' },
    resourceName: { column: 'd.resource_name', type: 'string' },
    tenantId: { column: 'd.tenant_id', type: 'string' },
    isLatestVersion: {
      column: `(d.version = (select max(l.version) from process_definition l where l.bpmn_process_id = d.bpmn_process_id and l.tenant_id = d.tenant_id and l.deleted_at is null))`,
      type: 'boolean',
    },
    hasStartForm: { column: HAS_START_FORM_SQL, type: 'boolean' },
  },
  sortFields: {
    processDefinitionKey: 'd.key',
    processDefinitionId: 'd.bpmn_process_id',
    name: 'd.name',
    version: 'd.version',
    versionTag: 'd.version_tag',
    resourceName: 'd.resource_name',
    tenantId: 'd.tenant_id',
  },
  tiebreaker: 'd.key',
  select: `d.key::text as key, d.bpmn_process_id, d.version, d.version_tag, d.name, d.tenant_id, d.resource_name, ${HAS_START_FORM_SQL} as has_start_form`,
};

type DefinitionFields = Omit<ProcessDefinition, 'deploymentKey' | 'executable'>;

function toResult(definition: DefinitionFields, hasStartForm: boolean): ProcessDefinitionResult {
  return {
    name: definition.name,
    resourceName: definition.resourceName,
    version: definition.version,
    versionTag: definition.versionTag,
    processDefinitionId: definition.bpmnProcessId,
    tenantId: definition.tenantId,
    processDefinitionKey: definition.key,
    hasStartForm,
    state: 'ACTIVE',
  };
}

function rowToResult(row: DefinitionSearchRow): ProcessDefinitionResult {
  return toResult(
    {
      key: row.key,
      bpmnProcessId: row.bpmn_process_id,
      version: row.version,
      versionTag: row.version_tag,
      name: row.name,
      tenantId: row.tenant_id,
      resourceName: row.resource_name,
    },
    row.has_start_form,
  );
}

/** The deployed process definitions, their start forms and XML, as Camunda answers them. */
@Injectable()
export class ProcessDefinitionReadModel {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly pg: PgPool,
  ) {}

  async get(key: string): Promise<ProcessDefinitionResult> {
    const definition = await this.require(key);
    return toResult(definition, startFormLink(definition.executable) !== null);
  }

  /** The start event's linked form, or null when it links none. */
  async startForm(key: string): Promise<FormResult | null> {
    return resolveStartForm(this.pg, await this.require(key));
  }

  /** A deleted definition's XML is still served: the history of the instances that ran it shows its diagram. */
  async xml(key: string): Promise<string> {
    const definition = await this.definitions.findByKey(key);
    if (!definition) throw notFound(`Process definition with key '${key}' was not found`);
    const sql = `select content from deployment_resource where deployment_key = $1 and resource_name = $2`;
    const row = await requireRow<{ content: string }>(
      this.pg,
      sql,
      [definition.deploymentKey, definition.resourceName],
      `The XML of process definition '${key}' was not found`,
    );
    return row.content;
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessDefinitionResult>> {
    return runSearch(this.pg, SEARCH, body, 'process definition', rowToResult);
  }

  private async require(key: string): Promise<ProcessDefinition> {
    const definition = await this.definitions.findLive(key);
    if (!definition) throw notFound(`Process definition with key '${key}' was not found`);
    return definition;
  }
}
