import { Injectable } from '@nestjs/common';
import {
  DECISION_DEFINITION_TYPES,
  DECISION_INSTANCE_STATES,
  type DecisionInstanceGetQueryResult,
  type DecisionInstanceResult,
  type SearchQueryResponse,
} from '@baton/api-contract';
import type { EvaluatedDecisionJson } from '@baton/dmn';
import { PgPool } from '../database/pg-pool.js';
import { badRequest } from '../http/problem-detail.js';
import { stringifyJson } from '../json/json-codec.js';
import { requireRow } from '../query/require-row.js';
import { byInstanceKey, decisionInstanceKeyParts } from './decision-instance-key-filter.js';
import { runSearch, type SearchRequestBody, type SearchSpec } from '../query/search-query.js';
import { partitionSql } from '../runtime/partition.js';

interface DecisionInstanceRow {
  decision_evaluation_key: string;
  instance_index: number;
  state: DecisionInstanceResult['state'];
  evaluation_date: Date;
  evaluation_failure: string | null;
  decision_definition_key: string;
  decision_definition_id: string;
  decision_definition_name: string;
  decision_definition_version: number;
  decision_definition_type: DecisionInstanceResult['decisionDefinitionType'];
  root_decision_definition_key: string;
  process_instance_key: string | null;
  /** null for a standalone evaluation's (and for those recorded before the column was). */
  root_process_instance_key: string | null;
  process_definition_key: string | null;
  element_instance_key: string | null;
  tenant_id: string;
  result: string;
}

type DecisionInstanceDetailRow = DecisionInstanceRow & {
  evaluated_inputs: EvaluatedDecisionJson['evaluatedInputs'];
  matched_rules: EvaluatedDecisionJson['matchedRules'];
};

const SELECT = `i.decision_evaluation_key::text as decision_evaluation_key, i.instance_index, i.state, i.evaluation_date, i.evaluation_failure,
  i.decision_definition_key::text as decision_definition_key, i.decision_definition_id, i.decision_definition_name,
  i.decision_definition_version, i.decision_definition_type, i.root_decision_definition_key::text as root_decision_definition_key,
  i.process_instance_key::text as process_instance_key, i.process_definition_key::text as process_definition_key,
  i.element_instance_key::text as element_instance_key, i.tenant_id, i.result,
  i.root_process_instance_key::text as root_process_instance_key`;

/** Orders the instances as their keys read: by evaluation, then by their index in it (unique, never null). */
const INSTANCE_ORDER = '(i.decision_evaluation_key::numeric * 1000000000 + i.instance_index)';

/** The decision instances a filter selects: what a search answers and what a deletion batch deletes. */
export const DECISION_INSTANCE_SEARCH: SearchSpec = {
  from: 'decision_instance i',
  filters: {
    state: { column: 'i.state', type: 'enum', values: DECISION_INSTANCE_STATES },
    evaluationFailure: { column: 'i.evaluation_failure', type: 'string' },
    evaluationDate: { column: 'i.evaluation_date', type: 'date' },
    decisionDefinitionId: { column: 'i.decision_definition_id', type: 'string' },
    decisionDefinitionName: { column: 'i.decision_definition_name', type: 'string' },
    decisionDefinitionVersion: { column: 'i.decision_definition_version', type: 'integer' },
    decisionDefinitionType: { column: 'i.decision_definition_type', type: 'enum', values: DECISION_DEFINITION_TYPES },
    tenantId: { column: 'i.tenant_id', type: 'string' },
    decisionEvaluationKey: { column: 'i.decision_evaluation_key', type: 'key', partitionColumn: 'i.partition_id' },
    processDefinitionKey: { column: 'i.process_definition_key', type: 'key' },
    processInstanceKey: { column: 'i.process_instance_key', type: 'key' },
    decisionDefinitionKey: { column: 'i.decision_definition_key', type: 'key' },
    elementInstanceKey: { column: 'i.element_instance_key', type: 'key' },
    rootDecisionDefinitionKey: { column: 'i.root_decision_definition_key', type: 'key' },
    decisionRequirementsKey: { column: 'i.decision_requirements_key', type: 'key' },
  },
  customFilters: { decisionEvaluationInstanceKey: byInstanceKey },
  sortFields: {
    decisionDefinitionId: 'i.decision_definition_id',
    decisionDefinitionKey: 'i.decision_definition_key',
    decisionDefinitionName: 'i.decision_definition_name',
    decisionDefinitionType: 'i.decision_definition_type',
    decisionDefinitionVersion: 'i.decision_definition_version',
    decisionEvaluationInstanceKey: INSTANCE_ORDER,
    decisionEvaluationKey: 'i.decision_evaluation_key',
    elementInstanceKey: 'i.element_instance_key',
    evaluationDate: 'i.evaluation_date',
    evaluationFailure: 'i.evaluation_failure',
    processDefinitionKey: 'i.process_definition_key',
    processInstanceKey: 'i.process_instance_key',
    rootDecisionDefinitionKey: 'i.root_decision_definition_key',
    state: 'i.state',
    tenantId: 'i.tenant_id',
  },
  tiebreaker: INSTANCE_ORDER,
  select: SELECT,
};

function toResult(row: DecisionInstanceRow): DecisionInstanceResult {
  return {
    decisionEvaluationInstanceKey: `${row.decision_evaluation_key}-${row.instance_index}`,
    decisionEvaluationKey: row.decision_evaluation_key,
    state: row.state,
    evaluationDate: row.evaluation_date.toISOString(),
    evaluationFailure: row.evaluation_failure,
    decisionDefinitionId: row.decision_definition_id,
    decisionDefinitionKey: row.decision_definition_key,
    decisionDefinitionName: row.decision_definition_name,
    decisionDefinitionVersion: row.decision_definition_version,
    decisionDefinitionType: row.decision_definition_type,
    rootDecisionDefinitionKey: row.root_decision_definition_key,
    processDefinitionKey: row.process_definition_key,
    processInstanceKey: row.process_instance_key,
    rootProcessInstanceKey: row.root_process_instance_key,
    elementInstanceKey: row.element_instance_key,
    tenantId: row.tenant_id,
    result: row.result,
  };
}

/** The detail adds what the decision read and the rules that matched, their values as JSON text, as Camunda answers them. */
function toDetail(row: DecisionInstanceDetailRow): DecisionInstanceGetQueryResult {
  return {
    ...toResult(row),
    evaluatedInputs: row.evaluated_inputs.map((input) => ({ inputId: input.inputId, inputName: input.inputName, inputValue: stringifyJson(input.inputValue) })),
    matchedRules: row.matched_rules.map((rule) => ({
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
  };
}

/** The decision instances every evaluation recorded (business rule tasks and standalone evaluations), as Camunda answers them. */
@Injectable()
export class DecisionInstanceReadModel {
  constructor(private readonly pg: PgPool) {}

  async get(key: string): Promise<DecisionInstanceGetQueryResult> {
    const missing = `Decision instance with key '${key}' was not found`;
    const parts = decisionInstanceKeyParts(key);
    if (!parts) throw badRequest(`Expected a decision instance key '<decisionEvaluationKey>-<index>', but got '${key}'`);
    const sql = `select ${SELECT}, i.evaluated_inputs, i.matched_rules from decision_instance i
      where i.decision_evaluation_key = $1 and i.partition_id = ${partitionSql('$1')} and i.instance_index = $2`;
    return toDetail(await requireRow<DecisionInstanceDetailRow>(this.pg, sql, [parts.evaluationKey, parts.index], missing));
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionInstanceResult>> {
    return runSearch(this.pg, DECISION_INSTANCE_SEARCH, body, 'decision instance', toResult);
  }
}
