import { isLongKey } from '@baton/api-contract';
import { Injectable } from '@nestjs/common';
import type { ExecutableProcess } from '@baton/bpmn-model';
import { PgPool } from '../database/pg-pool.js';
import type { ProcessDefinition } from './process-definition.js';

interface DefinitionRow {
  key: string;
  bpmn_process_id: string;
  version: number;
  version_tag: string | null;
  name: string | null;
  tenant_id: string;
  deployment_key: string;
  resource_name: string;
  executable: ExecutableProcess;
}

/**
 * The key of the latest version of a process, as SQL over two placeholders: the one place that says what "latest"
 * means, for the lookup below and for the guard of an instance's creation (runtime/instance-write-heads.ts).
 */
export const latestDefinitionKeySql = (bpmnProcessId: string, tenantId: string): string =>
  `select key from process_definition where bpmn_process_id = ${bpmnProcessId} and tenant_id = ${tenantId} and deleted_at is null
    order by version desc limit 1`;

const COLUMNS = `key::text, bpmn_process_id, version, version_tag, name, tenant_id, deployment_key::text, resource_name, executable`;

function toDefinition(row: DefinitionRow): ProcessDefinition {
  return {
    key: row.key,
    bpmnProcessId: row.bpmn_process_id,
    version: row.version,
    versionTag: row.version_tag,
    name: row.name,
    tenantId: row.tenant_id,
    deploymentKey: row.deployment_key,
    resourceName: row.resource_name,
    executable: row.executable,
  };
}

/**
 * Process definitions are immutable once deployed, so each is loaded (and its compiled graph parsed) once
 * per engine process and then served from memory.
 */
@Injectable()
export class ProcessDefinitionRepository {
  private readonly byKey = new Map<string, ProcessDefinition>();
  /** The latest version of each process as this engine process last saw it: another one may have deployed since. */
  private readonly latestSeen = new Map<string, string>();

  constructor(private readonly pg: PgPool) {}

  async findByKey(key: string): Promise<ProcessDefinition | null> {
    const cached = this.byKey.get(key);
    if (cached) return cached;
    if (!isLongKey(key)) return null;
    const [row] = await this.pg.query<DefinitionRow>(`select ${COLUMNS} from process_definition where key = $1`, [key]);
    return row ? this.remember(toDefinition(row)) : null;
  }

  /**
   * The definition new work may use (a new instance, a migration's target): null when there is none or it was deleted.
   * Asks the database, as another engine process may have deleted it.
   */
  async findLive(key: string): Promise<ProcessDefinition | null> {
    if (!isLongKey(key)) return null;
    const [row] = await this.pg.prepared<{ live: boolean }>('definition-live', `select deleted_at is null as live from process_definition where key = $1`, [
      key,
    ]);
    return row?.live ? this.findByKey(key) : null;
  }

  /** The given version, or the latest one when `version` is -1 or absent; deleted versions are not found. */
  async findByProcessId(bpmnProcessId: string, tenantId: string, version?: number): Promise<ProcessDefinition | null> {
    const latest = version === undefined || version < 0;
    const [row] = await this.pg.prepared<{ key: string }>(
      latest ? 'latest-live-definition-key' : 'live-definition-key-of-version',
      latest
        ? `select key::text as key from (${latestDefinitionKeySql('$1', '$2')}) latest`
        : `select key::text from process_definition where bpmn_process_id = $1 and tenant_id = $2 and version = $3 and deleted_at is null`,
      latest ? [bpmnProcessId, tenantId] : [bpmnProcessId, tenantId, version],
    );
    if (row && latest) this.latestSeen.set(`${tenantId}\u0000${bpmnProcessId}`, row.key);
    return row ? this.findByKey(row.key) : null;
  }

  /**
   * The latest version as last seen here, without asking the database when it was seen before. It may be stale: use
   * it only for a write that checks it (an instance's creation does), and {@link forgetLatest} when the check fails.
   */
  async latestAsLastSeen(bpmnProcessId: string, tenantId: string): Promise<ProcessDefinition | null> {
    const seen = this.latestSeen.get(`${tenantId}\u0000${bpmnProcessId}`);
    return (seen && (await this.findByKey(seen))) || this.findByProcessId(bpmnProcessId, tenantId);
  }

  forgetLatest(bpmnProcessId: string, tenantId: string): void {
    this.latestSeen.delete(`${tenantId}\u0000${bpmnProcessId}`);
  }

  remember(definition: ProcessDefinition): ProcessDefinition {
    this.byKey.set(definition.key, definition);
    return definition;
  }
}
