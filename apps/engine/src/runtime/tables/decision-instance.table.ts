import type { EvaluatedDecisionJson } from '@baton/dmn';
import type { JsonValue } from '@baton/feel';
import { stringifyJson } from '../../json/json-codec.js';
import { partitionSql } from '../partition.js';

/**
 * One decision of an evaluation as a `decision_instance` row is written: what the evaluation knows. The statement
 * that writes it adds the decision's key, name and version (and the root decision's key) from the decision requirements
 * graph it was evaluated in, so that a required decision names its own version, not the called one's.
 */
export interface DecisionInstanceRow {
  decision_evaluation_key: string;
  instance_index: number;
  state: 'EVALUATED' | 'FAILED';
  evaluation_date: string;
  evaluation_failure: string | null;
  decision_definition_id: string;
  decision_definition_type: string;
  decision_requirements_key: string;
  root_decision_definition_id: string;
  process_instance_key: string | null;
  /** The top of the caller's call hierarchy (the caller itself when no call activity created it). */
  root_process_instance_key: string | null;
  process_definition_key: string | null;
  element_instance_key: string | null;
  element_id: string | null;
  tenant_id: string;
  /** The decision's output as JSON text, as Camunda's `result` holds it. */
  result: string;
  evaluated_inputs: EvaluatedDecisionJson['evaluatedInputs'];
  matched_rules: EvaluatedDecisionJson['matchedRules'];
}

/** One evaluation: the decision called, the graph it is in, the audit of each decision evaluated and how it ended. */
export interface DecisionEvaluationRecord {
  decisionEvaluationKey: string;
  decisionId: string;
  decisionRequirementsKey: string;
  evaluatedDecisions: readonly EvaluatedDecisionJson[];
  failedDecisionId: string | null;
  failureMessage: string | null;
  evaluationDate: string;
  tenantId: string;
  /** Set when a business rule task evaluated it. */
  caller: { processInstanceKey: string; rootProcessInstanceKey: string; processDefinitionKey: string; elementInstanceKey: string; elementId: string } | null;
}

/** A failed evaluation's message as Zeebe words it, naming the decision called by its id. */
export function evaluationFailureMessage(decisionId: string, cause: string): string {
  return `Expected to evaluate decision '${decisionId}', but ${cause}`;
}

/**
 * The decision instances of an evaluation, as Camunda records them: every decision evaluated is EVALUATED, but the one
 * that failed, which is FAILED with the failure; its audit holds the inputs it read before it failed.
 */
export function decisionInstanceRows(record: DecisionEvaluationRecord): DecisionInstanceRow[] {
  return record.evaluatedDecisions.map((decision, index) => {
    const failed = record.failedDecisionId === decision.decisionId && index === record.evaluatedDecisions.length - 1;
    return {
      decision_evaluation_key: record.decisionEvaluationKey,
      instance_index: index + 1,
      state: failed ? 'FAILED' : 'EVALUATED',
      evaluation_date: record.evaluationDate,
      evaluation_failure: failed && record.failureMessage !== null ? evaluationFailureMessage(record.decisionId, record.failureMessage) : null,
      decision_definition_id: decision.decisionId,
      decision_definition_type: decision.decisionType,
      decision_requirements_key: record.decisionRequirementsKey,
      root_decision_definition_id: record.decisionId,
      process_instance_key: record.caller?.processInstanceKey ?? null,
      root_process_instance_key: record.caller?.rootProcessInstanceKey ?? null,
      process_definition_key: record.caller?.processDefinitionKey ?? null,
      element_instance_key: record.caller?.elementInstanceKey ?? null,
      element_id: record.caller?.elementId ?? null,
      tenant_id: record.tenantId,
      result: stringifyJson((failed ? null : decision.decisionOutput) as JsonValue),
      evaluated_inputs: decision.evaluatedInputs,
      matched_rules: decision.matchedRules,
    };
  });
}

/**
 * The insert of decision instance rows given as the JSON array `rowsParam`, with the decisions' keys, names and
 * versions from their graph. `instanceJoin` joins each row to the written instances (`p` of the instance write), so
 * that an instance whose revision moved on gets none of its rows.
 */
export function insertDecisionInstancesSql(rowsParam: string, instanceJoin: string | null): string {
  return `insert into decision_instance (decision_evaluation_key, instance_index, state, evaluation_date, evaluation_failure,
      decision_definition_key, decision_definition_id, decision_definition_name, decision_definition_version, decision_definition_type,
      decision_requirements_key, root_decision_definition_key, process_instance_key, root_process_instance_key, process_definition_key,
      element_instance_key, element_id, tenant_id, result, evaluated_inputs, matched_rules, partition_id)
    select (r->>'decision_evaluation_key')::bigint, (r->>'instance_index')::integer, r->>'state', (r->>'evaluation_date')::timestamptz,
           r->>'evaluation_failure', d.key, d.decision_id, d.name, d.version, r->>'decision_definition_type', d.decision_requirements_key,
           root.key, (r->>'process_instance_key')::bigint, (r->>'root_process_instance_key')::bigint, (r->>'process_definition_key')::bigint,
           (r->>'element_instance_key')::bigint,
           r->>'element_id', r->>'tenant_id', r->>'result', r->'evaluated_inputs', r->'matched_rules',
           ${partitionSql(`r->>'decision_evaluation_key'`)}
      from jsonb_array_elements(${rowsParam}::jsonb) r
      ${instanceJoin ?? ''}
      join decision_definition d on d.decision_requirements_key = (r->>'decision_requirements_key')::bigint and d.decision_id = r->>'decision_definition_id'
      join decision_definition root
        on root.decision_requirements_key = d.decision_requirements_key and root.decision_id = r->>'root_decision_definition_id'`;
}
