import { Injectable } from '@nestjs/common';
import type { ResourceResult } from '@baton/api-contract';
import type { FastifyReply } from 'fastify';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';

interface ResourceRow {
  key: string;
  resource_id: string;
  resource_name: string;
  version: number;
  version_tag: string | null;
  tenant_id: string;
  deployment_key: string;
}

/** A deployed resource of any kind Baton deploys (a process, a decision requirements graph, a form), not deleted. */
const RESOURCE_SQL = `
  select key::text as key, bpmn_process_id as resource_id, resource_name, version, version_tag, tenant_id, deployment_key::text as deployment_key
    from process_definition where key = $1 and deleted_at is null
  union all
  select key::text, decision_requirements_id, resource_name, version, null, tenant_id, deployment_key::text
    from decision_requirements where key = $1 and deleted_at is null
  union all
  select key::text, form_id, resource_name, version, version_tag, tenant_id, deployment_key::text
    from form where key = $1 and deleted_at is null`;

/**
 * `GET /v2/resources/{key}` and its content: Camunda answers them for any deployed resource by its key; the content is
 * the file as deployed (the resource's deployment holds it by name), answered as text.
 */
@Injectable()
export class ResourceReadModel {
  constructor(private readonly pg: PgPool) {}

  async get(resourceKey: string): Promise<ResourceResult> {
    const row = await this.find(resourceKey);
    return {
      resourceName: row.resource_name,
      version: row.version,
      versionTag: row.version_tag,
      resourceId: row.resource_id,
      tenantId: row.tenant_id,
      resourceKey: row.key,
    };
  }

  async content(resourceKey: string, reply: FastifyReply): Promise<string> {
    const row = await this.find(resourceKey);
    const [file] = await this.pg.query<{ content: string }>('select content from deployment_resource where deployment_key = $1 and resource_name = $2', [
      row.deployment_key,
      row.resource_name,
    ]);
    if (!file) throw notFound(`The content of resource with key '${resourceKey}' was not found`);
    void reply.type('text/plain; charset=utf-8');
    return file.content;
  }

  private async find(resourceKey: string): Promise<ResourceRow> {
    const [row] = await this.pg.query<ResourceRow>(RESOURCE_SQL, [resourceKey]);
    if (!row) throw notFound(`Resource with key '${resourceKey}' was not found`);
    return row;
  }
}
