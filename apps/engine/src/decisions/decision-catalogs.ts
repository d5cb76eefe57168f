import { Injectable } from '@nestjs/common';
import type { ExecutableCalledDecision, ExecutableProcess } from '@baton/bpmn-model';
import type { CalledDecision, DecisionCatalog } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { DecisionModels } from './decision-models.js';

interface CatalogRow {
  key: string;
  decision_id: string;
  name: string;
  version: number;
  version_tag: string | null;
  decision_requirements_key: string;
  decision_requirements_id: string;
  in_deployment: boolean;
}

type Binding = Pick<ExecutableCalledDecision, 'bindingType' | 'versionTag'>;

/** What a process's business rule tasks call: the decision ids (null when one computes its id with FEEL) and the bindings. */
interface CalledDecisions {
  decisionIds: string[] | null;
  bindings: Binding[];
}

/** Compiled processes are immutable and long-lived: what they call is read from each once. */
const calledDecisionsOf = new WeakMap<ExecutableProcess, CalledDecisions | null>();

function calledDecisions(process: ExecutableProcess): CalledDecisions | null {
  let called = calledDecisionsOf.get(process);
  if (called === undefined) {
    const calls = Object.values(process.elements).flatMap((element) => (element.calledDecision ? [element.calledDecision] : []));
    const staticIds = calls.flatMap(({ decisionId }) => (decisionId.kind === 'static' ? [decisionId.value] : []));
    called =
      calls.length === 0
        ? null
        : {
            decisionIds: staticIds.length === calls.length ? staticIds : null,
            bindings: calls.map(({ bindingType, versionTag }) => ({ bindingType, versionTag })),
          };
    calledDecisionsOf.set(process, called);
  }
  return called;
}

const bindingKey = (decisionId: string, { bindingType, versionTag }: Binding) => `${decisionId}\n${bindingType}\n${versionTag ?? ''}`;

/** The row of highest version among those that match. */
function latest(rows: CatalogRow[], matches: (row: CatalogRow) => boolean): CatalogRow | undefined {
  return rows.filter(matches).reduce<CatalogRow | undefined>((best, row) => (best && best.version > row.version ? best : row), undefined);
}

function resolve(rows: CatalogRow[], decisionId: string, { bindingType, versionTag }: Binding): CatalogRow | undefined {
  const sameId = (row: CatalogRow) => row.decision_id === decisionId;
  if (bindingType === 'deployment') return latest(rows, (row) => sameId(row) && row.in_deployment);
  if (bindingType === 'versionTag') return latest(rows, (row) => sameId(row) && row.version_tag === versionTag);
  return latest(rows, sameId);
}

/**
 * What the business rule tasks of a process may evaluate, read fresh for each command (so a deployment made by any
 * engine since is seen, and resolving a CALLED_DECISION_ERROR incident finds it): the deployed versions of the decision
 * ids the tasks name (of every decision of the tenant when one computes its id with FEEL), each resolved for the
 * bindings the tasks use, with the compiled models of the decisions found (the runtime evaluates synchronously).
 */
@Injectable()
export class DecisionCatalogs {
  constructor(
    private readonly pg: PgPool,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly models: DecisionModels,
  ) {}

  /** Undefined for a process without business rule tasks that call decisions: its commands need no catalog. */
  async forProcess(process: ExecutableProcess, processDefinitionKey: string, tenantId: string): Promise<DecisionCatalog | undefined> {
    const called = calledDecisions(process);
    if (!called) return undefined;
    const own = await this.definitions.findByKey(processDefinitionKey);
    const deploymentKey = own?.deploymentKey ?? '';
    const rows = await this.pg.query<CatalogRow>(
      `select d.key::text as key, d.decision_id, d.name, d.version, d.version_tag, d.decision_requirements_key::text as decision_requirements_key,
              r.decision_requirements_id,
              exists (select 1 from deployment_decision dd where dd.decision_key = d.key and dd.deployment_key::text = $3) as in_deployment
         from decision_definition d join decision_requirements r on r.key = d.decision_requirements_key
        where d.tenant_id = $1 and d.deleted_at is null and ($2::text[] is null or d.decision_id = any($2::text[]))`,
      [tenantId, called.decisionIds, deploymentKey],
    );
    const found = new Map<string, CalledDecision>();
    for (const decisionId of new Set(rows.map((row) => row.decision_id))) {
      for (const binding of called.bindings) {
        const row = resolve(rows, decisionId, binding);
        if (!row) continue;
        found.set(bindingKey(decisionId, binding), {
          decisionKey: row.key,
          decisionId: row.decision_id,
          decisionName: row.name,
          version: row.version,
          decisionRequirementsKey: row.decision_requirements_key,
          decisionRequirementsId: row.decision_requirements_id,
          model: await this.models.model(row.decision_requirements_key),
        });
      }
    }
    return {
      deploymentKey,
      find: (decisionId, bindingType, versionTag) => found.get(bindingKey(decisionId, { bindingType, versionTag })) ?? null,
    };
  }
}
