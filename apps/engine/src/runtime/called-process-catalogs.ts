import { Injectable } from '@nestjs/common';
import type { ExecutableProcess } from '@baton/bpmn-model';
import type { CalledProcess, CalledProcessCatalog } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';

interface CatalogRow {
  key: string;
  bpmn_process_id: string;
  version: number;
  version_tag: string | null;
  deployment_key: string;
  has_none_start_event: boolean;
}

const toCalled = (row: CatalogRow): CalledProcess => ({
  processDefinitionKey: row.key,
  bpmnProcessId: row.bpmn_process_id,
  hasNoneStartEvent: row.has_none_start_event,
});

/** The row of highest version among those that match. */
function latest(rows: CatalogRow[], matches: (row: CatalogRow) => boolean): CatalogRow | undefined {
  return rows.filter(matches).reduce<CatalogRow | undefined>((best, row) => (best && best.version > row.version ? best : row), undefined);
}

/** The process ids a process's call activities name; null when one of them computes its id with FEEL. */
type CalledIds = { processIds: string[] | null } | null;

/** Compiled processes are immutable and long-lived: what they call is read from each once. */
const calledIdsOf = new WeakMap<ExecutableProcess, CalledIds>();

function calledIds(process: ExecutableProcess): CalledIds {
  let ids = calledIdsOf.get(process);
  if (ids === undefined) {
    const called = Object.values(process.elements).flatMap((element) => (element.calledElement ? [element.calledElement.processId] : []));
    ids = called.length === 0 ? null : { processIds: called.every((id) => id.kind === 'static') ? called.map((id) => id.value) : null };
    calledIdsOf.set(process, ids);
  }
  return ids;
}

/**
 * What the call activities of a process may call, read fresh for each command (so a deployment made by any engine
 * since is seen, and resolving a CALLED_ELEMENT_ERROR incident finds it): the deployed versions of the process ids the
 * call activities name, or of every process of the tenant when one of them computes its id with FEEL.
 */
@Injectable()
export class CalledProcessCatalogs {
  constructor(
    private readonly pg: PgPool,
    private readonly definitions: ProcessDefinitionRepository,
  ) {}

  /** Undefined for a process without call activities: its commands need no catalog. */
  async forProcess(process: ExecutableProcess, processDefinitionKey: string, tenantId: string): Promise<CalledProcessCatalog | undefined> {
    const called = calledIds(process);
    if (!called) return undefined;
    const { processIds } = called;
    const rows = await this.pg.query<CatalogRow>(
      `select key::text as key, bpmn_process_id, version, version_tag, deployment_key::text as deployment_key,
              (executable->'elements'->bpmn_process_id->>'noneStartEventId') is not null as has_none_start_event
         from process_definition
        where tenant_id = $1 and deleted_at is null and ($2::text[] is null or bpmn_process_id = any($2::text[]))`,
      [tenantId, processIds],
    );
    const own = await this.definitions.findByKey(processDefinitionKey);
    const deploymentKey = own?.deploymentKey ?? '';
    return {
      deploymentKey,
      find(processId, bindingType, versionTag) {
        const sameId = (row: CatalogRow) => row.bpmn_process_id === processId;
        const row =
          bindingType === 'deployment'
            ? latest(rows, (candidate) => sameId(candidate) && candidate.deployment_key === deploymentKey)
            : bindingType === 'versionTag'
              ? latest(rows, (candidate) => sameId(candidate) && candidate.version_tag === versionTag)
              : latest(rows, sameId);
        return row ? toCalled(row) : null;
      },
    };
  }
}
