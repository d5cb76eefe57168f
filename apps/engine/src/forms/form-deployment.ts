import { Injectable } from '@nestjs/common';
import type { DeploymentFormResult } from '@baton/api-contract';
import type { SqlRunner } from '../database/database.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import type { FormResource } from './form-resource.js';

/**
 * Writes the forms of a deployment inside its transaction: an identical form keeps its latest version, a
 * changed one becomes the next version; either way the deployment records which version it carried.
 */
@Injectable()
export class FormDeployment {
  constructor(private readonly keys: KeyGenerator) {}

  /** Keys {@link write} takes at most. */
  keysNeeded(forms: FormResource[]): number {
    return forms.length;
  }

  async write(sql: SqlRunner, forms: FormResource[], tenantId: string, deploymentKey: string, now: number): Promise<DeploymentFormResult[]> {
    // Serialises deployments of the same form id (in one order, so two deployments cannot deadlock).
    for (const formId of forms.map((form) => form.formId).sort()) {
      await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`deploy-form:${tenantId}:${formId}`]);
    }
    const results: DeploymentFormResult[] = [];
    for (const form of forms) results.push(await this.writeForm(sql, form, tenantId, deploymentKey, now));
    return results;
  }

  private async writeForm(sql: SqlRunner, form: FormResource, tenantId: string, deploymentKey: string, now: number): Promise<DeploymentFormResult> {
    const [latest] = await sql.query<{ key: string; version: number; checksum: string; resource_name: string; deleted: boolean }>(
      `select key::text, version, checksum, resource_name, deleted_at is not null as deleted from form where tenant_id = $1 and form_id = $2 order by version desc limit 1`,
      [tenantId, form.formId],
    );
    let result: DeploymentFormResult;
    if (latest && latest.checksum === form.checksum && !latest.deleted) {
      result = { formId: form.formId, version: latest.version, resourceName: latest.resource_name, tenantId, formKey: latest.key };
    } else {
      result = { formId: form.formId, version: (latest?.version ?? 0) + 1, resourceName: form.resourceName, tenantId, formKey: this.keys.next() };
      await sql.query(
        `insert into form (key, form_id, version, version_tag, tenant_id, deployment_key, resource_name, checksum, schema, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          result.formKey,
          form.formId,
          result.version,
          form.versionTag,
          tenantId,
          deploymentKey,
          form.resourceName,
          form.checksum,
          form.content,
          new Date(now).toISOString(),
        ],
      );
    }
    await sql.query(`insert into deployment_form (deployment_key, form_key) values ($1, $2)`, [deploymentKey, result.formKey]);
    return result;
  }
}
