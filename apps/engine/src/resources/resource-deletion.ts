import { Injectable } from '@nestjs/common';
import { isLongKey, type DeleteResourceRequest, type DeleteResourceResult } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { Database } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { badRequest, conflict, notFound } from '../http/problem-detail.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { DecisionRequirementsDeletion } from './decision-requirements-deletion.js';
import { RunningInstances } from './running-instances.js';
import { StartEventsAfterDeletion } from './start-events-after-deletion.js';

interface ResourceRow {
  kind: 'process' | 'form' | 'decision requirements';
  id: string;
  version: number;
  tenant_id: string;
}

type Options = NonNullable<DeleteResourceRequest>;

const KIND_NAMES: Record<ResourceRow['kind'], string> = { process: 'process definition', form: 'form', 'decision requirements': 'decision requirements' };

const nameOf = (resource: ResourceRow, key: string) => `${KIND_NAMES[resource.kind]} '${resource.id}' version ${resource.version} (key ${key})`;

/**
 * Deletes a process definition, a form or a decision requirements graph (with its decisions): nothing new uses it any
 * more (no new instance, migration, call, form link or decision evaluation finds it), while the rows of the instances
 * that ran it keep it as their record. A process definition that running instances use is refused unless the operator
 * asks to cancel them first.
 */
@Injectable()
export class ResourceDeletion {
  constructor(
    private readonly pg: PgPool,
    private readonly database: Database,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly running: RunningInstances,
    private readonly startEvents: StartEventsAfterDeletion,
    private readonly decisions: DecisionRequirementsDeletion,
    private readonly clock: EngineClock,
    private readonly audit: AuditLog,
  ) {}

  async delete(resourceKey: string, options: Options): Promise<DeleteResourceResult> {
    if (!isLongKey(resourceKey)) {
      throw badRequest(`Expected resourceKey to be the key of a process definition, a decision requirements graph or a form, but it was '${resourceKey}'`);
    }
    if (options.deleteHistory) {
      throw badRequest(`deleteHistory: Baton keeps the history of finished instances when it deletes a resource; send false or leave it out`);
    }
    const resource = await this.find(resourceKey);
    // As for other entities, one that does not exist (any more) leaves no audit entry.
    if (!resource)
      throw notFound(`Expected to delete resource with key '${resourceKey}', but no such process definition, decision requirements or form was found`);
    const annotation = [
      nameOf(resource, resourceKey),
      options.reason ? `reason: ${options.reason}` : null,
      options.operationReference === undefined ? null : `operationReference: ${options.operationReference}`,
    ];
    const entry = { entityType: 'RESOURCE', entityKey: resourceKey, operationType: 'DELETE' } as const;
    // The deletion runs several statements: its entry is recorded after them, not with any instance's write.
    return this.audit.audited({ ...entry, annotation: annotation.filter(Boolean).join('; ') }, NO_COMMAND_CONTEXT, async () => {
      if (resource.kind === 'form') await this.deleteForm(resourceKey);
      else if (resource.kind === 'decision requirements') await this.decisions.delete(resourceKey, nameOf(resource, resourceKey));
      else await this.deleteProcessDefinition(resourceKey, resource, options.cancelRunningInstances === true);
      return { resourceKey, batchOperation: null };
    });
  }

  /** The live process definition, decision requirements graph or form with this key that the caller may see. */
  private async find(key: string): Promise<ResourceRow | null> {
    const [row] = await this.pg.query<ResourceRow>(
      `select 'process' as kind, bpmn_process_id as id, version, tenant_id from process_definition where key = $1 and deleted_at is null
       union all
       select 'decision requirements', decision_requirements_id, version, tenant_id from decision_requirements where key = $1 and deleted_at is null
       union all
       select 'form', form_id, version, tenant_id from form where key = $1 and deleted_at is null`,
      [key],
    );
    return row && seesTenant(currentCaller(), row.tenant_id) ? row : null;
  }

  private async deleteForm(key: string): Promise<void> {
    await this.pg.query(`update form set deleted_at = $2 where key = $1 and deleted_at is null`, [key, new Date(this.clock.now()).toISOString()]);
  }

  private async deleteProcessDefinition(key: string, resource: ResourceRow, cancelRunningInstances: boolean): Promise<void> {
    const what = nameOf(resource, key);
    if (cancelRunningInstances) await this.running.refuseCalledFromElsewhere(key, what);
    else await this.running.refuseAny(key, what);
    const definition = await this.definitions.findByKey(key);
    if (!definition) throw notFound(`Expected to delete ${what}, but it was not found`);
    await this.database.transaction(async (sql) => {
      // Serialised with deployments of the process id: the latest version and its start events change together.
      await sql.query(`select pg_advisory_xact_lock(hashtext($1))`, [`deploy:${definition.tenantId}:${definition.bpmnProcessId}`]);
      // The running instances are looked for again in their own statement: Citus refuses an update of a reference
      // table (process definitions) that reads a distributed one (instances).
      const [started] = cancelRunningInstances
        ? []
        : await sql.query(`select 1 from process_instance where process_definition_key = $1 and state = 'ACTIVE' limit 1`, [key]);
      const deleted = started
        ? []
        : await sql.query(`update process_definition set deleted_at = $2 where key = $1 and deleted_at is null returning key`, [
            key,
            new Date(this.clock.now()).toISOString(),
          ]);
      if (deleted.length === 0) throw conflict(`Expected to delete ${what}, but a process instance of it was started meanwhile; try again`);
      await this.startEvents.afterDeletion(sql, definition, this.clock.now());
    });
    // Deleted first, so that no instance starts on it while the running ones are canceled.
    if (cancelRunningInstances) await this.running.cancelAll(key, what);
  }
}
