import { Injectable } from '@nestjs/common';
import type { DecisionEvaluationRequest, EvaluateDecisionResult, EvaluatedDecisionResult } from '@baton/api-contract';
import { evaluateDecision, type EvaluatedDecisionJson } from '@baton/dmn';
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
import { DecisionModels } from './decision-models.js';
import { Partitions } from '../runtime/partitions.js';

interface DecisionRow {
  key: string;
  decision_id: string;
  name: string;
  version: number;
  tenant_id: string;
  decision_requirements_key: string;
  decision_requirements_id: string;
}

const SELECT = `select d.key::text as key, d.decision_id, d.name, d.version, d.tenant_id,
    d.decision_requirements_key::text as decision_requirements_key, r.decision_requirements_id
  from decision_definition d join decision_requirements r on r.key = d.decision_requirements_key`;

/** A graph's decisions by id: their keys and versions, as an evaluation's answer names each decision it evaluated. */
export type GraphDecisions = ReadonlyMap<string, { key: string; version: number }>;

export async function graphDecisions(pg: PgPool, decisionRequirementsKey: string): Promise<GraphDecisions> {
  const rows = await pg.query<{ key: string; decision_id: string; version: number }>(
    `select key::text as key, decision_id, version from decision_definition where decision_requirements_key = $1`,
    [decisionRequirementsKey],
  );
  return new Map(rows.map((row) => [row.decision_id, { key: row.key, version: row.version }]));
}

/** What Camunda answers for each decision of an evaluation: its values as JSON text, its key and version in the same graph. */
export function evaluatedDecision(
  decision: EvaluatedDecisionJson,
  index: number,
  evaluationKey: string,
  tenantId: string,
  graph: GraphDecisions,
): EvaluatedDecisionResult {
  const definition = graph.get(decision.decisionId);
  return {
    decisionDefinitionId: decision.decisionId,
    decisionDefinitionName: decision.decisionName,
    decisionDefinitionVersion: definition?.version ?? 0,
    decisionDefinitionType: decision.decisionType,
    output: stringifyJson(decision.decisionOutput),
    tenantId,
    matchedRules: decision.matchedRules.map((rule) => ({
      ruleId: rule.ruleId,
      ruleIndex: rule.ruleIndex,
      evaluatedOutputs: rule.evaluatedOutputs.map((output) => ({
        outputId: output.outputId,
        outputName: output.outputName,
        outputValue: stringifyJson(output.outputValue),
        ruleId: rule.ruleId,
        ruleIndex: rule.ruleIndex,
      })),
    })),
    evaluatedInputs: decision.evaluatedInputs.map((input) => ({
      inputId: input.inputId,
      inputName: input.inputName,
      inputValue: stringifyJson(input.inputValue),
    })),
    decisionDefinitionKey: definition?.key ?? '0',
    decisionEvaluationInstanceKey: `${evaluationKey}-${index + 1}`,
  };
}

/**
 * `POST /v2/decision-definitions/evaluation`: a deployed decision (by key, or the latest version of an id in the
 * tenant) evaluated with the request's variables at the engine's clock, as Zeebe's EvaluateDecision answers it: the
 * result and every decision evaluated with its inputs and matched rules; a failed evaluation is an answer too, with the
 * decision that failed and why. Its decision instances are stored (in their own transaction) before it answers, as
 * Camunda records those of a standalone evaluation too.
 */
@Injectable()
export class DecisionEvaluation {
  constructor(
    private readonly pg: PgPool,
    private readonly models: DecisionModels,
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly partitions: Partitions,
  ) {}

  async evaluate(body: DecisionEvaluationRequest): Promise<EvaluateDecisionResult> {
    const decision = await this.find(body);
    const model = await this.models.model(decision.decision_requirements_key);
    const now = this.clock.now();
    const evaluation = evaluateDecision(model, decision.decision_id, (body.variables ?? {}) as JsonObject, now);
    const byId = await graphDecisions(this.pg, decision.decision_requirements_key);
    await this.keys.reserve(1);
    // a standalone evaluation names no instance: its partition in turn, as an instance's, so evaluations spread over the shards
    const evaluationKey = this.keys.next(this.partitions.next());
    const rows = decisionInstanceRows({
      decisionEvaluationKey: evaluationKey,
      decisionId: decision.decision_id,
      decisionRequirementsKey: decision.decision_requirements_key,
      evaluatedDecisions: evaluation.evaluatedDecisions,
      failedDecisionId: evaluation.ok ? null : evaluation.failure.decisionId,
      failureMessage: evaluation.ok ? null : evaluation.failure.message,
      evaluationDate: isoTime(now),
      tenantId: decision.tenant_id,
      caller: null,
    });
    if (rows.length > 0) await this.pg.query(insertDecisionInstancesSql('$1', null), [stringifyJson(rows)]);
    return {
      decisionDefinitionId: decision.decision_id,
      decisionDefinitionKey: decision.key,
      decisionDefinitionName: decision.name,
      decisionDefinitionVersion: decision.version,
      decisionEvaluationKey: evaluationKey,
      decisionInstanceKey: evaluationKey,
      decisionRequirementsId: decision.decision_requirements_id,
      decisionRequirementsKey: decision.decision_requirements_key,
      evaluatedDecisions: evaluation.evaluatedDecisions.map((evaluated, index) => evaluatedDecision(evaluated, index, evaluationKey, decision.tenant_id, byId)),
      failedDecisionDefinitionId: evaluation.ok ? null : evaluation.failure.decisionId,
      failureMessage: evaluation.ok ? null : evaluationFailureMessage(decision.decision_id, evaluation.failure.message),
      output: stringifyJson(evaluation.ok ? evaluation.output : null),
      tenantId: decision.tenant_id,
    };
  }

  /** The decision the request names, in a tenant the caller sees; 404 as Zeebe words it when there is none. */
  private async find(body: DecisionEvaluationRequest): Promise<DecisionRow> {
    const { decisionDefinitionKey: key, decisionDefinitionId: id } = body;
    if ((key === undefined) === (id === undefined)) {
      throw badRequest(`Expected either a decisionDefinitionKey or a decisionDefinitionId, but ${key === undefined ? 'none was given' : 'both were given'}`);
    }
    if (key !== undefined) {
      const [row] = await this.pg.query<DecisionRow>(`${SELECT} where d.key = $1 and d.deleted_at is null`, [key]);
      const visible = row && seesTenant(currentCaller(), row.tenant_id) && (body.tenantId === undefined || body.tenantId === row.tenant_id);
      if (!visible) throw notFound(`Expected to evaluate decision with key '${key}', but no such decision was found`);
      return row;
    }
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('evaluate a decision', [tenantId]);
    const [row] = await this.pg.query<DecisionRow>(
      `${SELECT} where d.decision_id = $1 and d.tenant_id = $2 and d.deleted_at is null order by d.version desc limit 1`,
      [id, tenantId],
    );
    if (!row) throw notFound(`Expected to evaluate decision '${id}', but no decision found for id '${id}'`);
    return row;
  }
}
