import { Injectable } from '@nestjs/common';
import type { DecisionServiceEvaluationRequest, DecisionServiceEvaluationResult } from '@baton/api-contract';
import { evaluateDecisionServiceJson } from '@baton/dmn';
import type { JsonObject } from '@baton/feel';
import { currentCaller, seesTenant } from '../auth/caller.js';
import { requireTenants } from '../auth/tenant-access.js';
import { PgPool } from '../database/pg-pool.js';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { badRequest, notFound } from '../http/problem-detail.js';
import { stringifyJson } from '../json/json-codec.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { isoTime } from '../runtime/iso-time.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { decisionInstanceRows, evaluationFailureMessage, insertDecisionInstancesSql } from '../runtime/tables/decision-instance.table.js';
import { evaluatedDecision, graphDecisions } from './decision-evaluation.js';
import { DecisionModels } from './decision-models.js';
import { Partitions } from '../runtime/partitions.js';

interface RequirementsRow {
  key: string;
  decision_requirements_id: string;
  version: number;
  tenant_id: string;
}

const SELECT = `select key::text as key, decision_requirements_id, version, tenant_id from decision_requirements`;

/**
 * `POST /baton/v1/decision-services/evaluation`: a decision service of a deployed graph invoked with the request's
 * variables at the engine's clock. Camunda's evaluation takes a decision only; DMN's decision services (and the TCK's
 * cases of them) need this. The answer is shaped as Camunda's evaluation answer, and the decisions evaluated are
 * stored as decision instances of one evaluation, the service's first output decision as their root.
 */
@Injectable()
export class DecisionServiceEvaluation {
  constructor(
    private readonly pg: PgPool,
    private readonly models: DecisionModels,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly partitions: Partitions,
  ) {}

  async evaluate(body: DecisionServiceEvaluationRequest): Promise<DecisionServiceEvaluationResult> {
    const graph = await this.find(body);
    const model = await this.models.model(graph.key);
    const now = this.clock.now();
    const evaluation = evaluateDecisionServiceJson(model, body.decisionServiceId, (body.variables ?? {}) as JsonObject, now);
    if (evaluation === null) {
      throw notFound(
        `Expected to evaluate decision service '${body.decisionServiceId}', but decision requirements '${graph.decision_requirements_id}' have none of that id`,
      );
    }
    const byId = await graphDecisions(this.pg, graph.key);
    await this.keys.reserve(1);
    // a standalone evaluation names no instance: its partition in turn, as an instance's, so evaluations spread over the shards
    const evaluationKey = this.keys.next(this.partitions.next());
    const failure = evaluation.ok ? null : evaluation.failure;
    const rootDecisionId = evaluation.outputDecisions[0] ?? evaluation.serviceId;
    const rows = decisionInstanceRows({
      decisionEvaluationKey: evaluationKey,
      decisionId: rootDecisionId,
      decisionRequirementsKey: graph.key,
      evaluatedDecisions: evaluation.evaluatedDecisions,
      failedDecisionId: failure?.decisionId ?? null,
      failureMessage: failure?.message ?? null,
      evaluationDate: isoTime(now),
      tenantId: graph.tenant_id,
      caller: null,
    });
    if (rows.length > 0) await this.pg.query(insertDecisionInstancesSql('$1', null), [stringifyJson(rows)]);
    return {
      decisionServiceId: evaluation.serviceId,
      decisionServiceName: evaluation.serviceName,
      outputDecisionIds: [...evaluation.outputDecisions],
      decisionRequirementsId: graph.decision_requirements_id,
      decisionRequirementsKey: graph.key,
      decisionRequirementsVersion: graph.version,
      decisionEvaluationKey: evaluationKey,
      evaluatedDecisions: evaluation.evaluatedDecisions.map((evaluated, index) => evaluatedDecision(evaluated, index, evaluationKey, graph.tenant_id, byId)),
      failedDecisionDefinitionId: failure?.decisionId ?? null,
      failureMessage: failure === null ? null : evaluationFailureMessage(failure.decisionId, failure.message),
      output: stringifyJson(evaluation.ok ? evaluation.output : null),
      tenantId: graph.tenant_id,
    };
  }

  /** The graph the request names, in a tenant the caller sees; 404 when there is none. */
  private async find(body: DecisionServiceEvaluationRequest): Promise<RequirementsRow> {
    const { decisionRequirementsKey: key, decisionRequirementsId: id } = body;
    if ((key === undefined) === (id === undefined)) {
      throw badRequest(
        `Expected either a decisionRequirementsKey or a decisionRequirementsId, but ${key === undefined ? 'none was given' : 'both were given'}`,
      );
    }
    if (key !== undefined) {
      const [row] = await this.pg.query<RequirementsRow>(`${SELECT} where key = $1 and deleted_at is null`, [key]);
      const visible = row && seesTenant(currentCaller(), row.tenant_id) && (body.tenantId === undefined || body.tenantId === row.tenant_id);
      if (!visible) throw notFound(`Expected to evaluate a decision service of decision requirements with key '${key}', but none was found`);
      return row;
    }
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('evaluate a decision service', [tenantId]);
    const [row] = await this.pg.query<RequirementsRow>(
      `${SELECT} where decision_requirements_id = $1 and tenant_id = $2 and deleted_at is null order by version desc limit 1`,
      [id, tenantId],
    );
    if (!row) throw notFound(`Expected to evaluate a decision service of decision requirements '${id}', but none was found`);
    return row;
  }
}
