import type { JsonObject } from '@baton/feel';
import type { ElementInstance, ElementInstanceType, TerminationFollowUp } from '@baton/runtime';
import { isoTime } from '../iso-time.js';
import { millis, optionalIso, optionalMillis, optionalText, text } from '../row-values.js';
import { column, KEY, OPTIONAL_KEY, OPTIONAL_TEXT, OPTIONAL_TIME, TEXT, TIME, type RowOf } from './column.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = {
  key: KEY,
  process_instance_key: KEY,
  process_definition_key: KEY,
  flow_scope_key: OPTIONAL_KEY,
  element_id: TEXT,
  element_type: TEXT,
  state: column<ElementInstance['state']>('text'),
  start_date: TIME,
  end_date: OPTIONAL_TIME,
  incident_key: OPTIONAL_KEY,
  job_key: OPTIONAL_KEY,
  pending_joins: column<Record<string, number>>('jsonb'),
  completion_variables: column<JsonObject | null>('jsonb'),
  triggered_event_id: OPTIONAL_TEXT,
  called_process_instance_key: OPTIONAL_KEY,
  completion_condition_fulfilled: column<boolean>('boolean'),
  termination_follow_up: column<TerminationFollowUp | null>('jsonb'),
};

export type ElementInstanceRow = RowOf<typeof COLUMNS>;

/** Element instances: an ended one stays for the searches (as Camunda's do) but is never loaded again. */
export const ELEMENT_INSTANCE_TABLE = instanceTable({
  name: 'element_instance',
  field: 'elementInstances',
  prefix: 'element',
  columns: COLUMNS,
  live: { column: 'end_date', isNull: true },
  conflict: [
    'state',
    'end_date',
    'incident_key',
    'job_key',
    'pending_joins',
    'completion_variables',
    'called_process_instance_key',
    'completion_condition_fulfilled',
    'termination_follow_up',
    'element_id',
    'element_type',
    'process_definition_key',
  ],
  insertFrom: 'recordset',
  state: {
    items: (state) => state.elementInstances.values(),
    put: (state, instance) => state.elementInstances.set(instance.key, instance),
  },
  fromRow: (row: ElementInstanceRow): ElementInstance => ({
    key: text(row.key),
    elementId: row.element_id,
    elementType: row.element_type as ElementInstanceType,
    flowScopeKey: optionalText(row.flow_scope_key),
    state: row.state,
    startTime: millis(row.start_date),
    endTime: optionalMillis(row.end_date),
    incidentKey: optionalText(row.incident_key),
    jobKey: optionalText(row.job_key),
    pendingJoins: row.pending_joins,
    completionVariables: row.completion_variables,
    triggeredEventId: row.triggered_event_id,
    calledProcessInstanceKey: optionalText(row.called_process_instance_key),
    ...(row.completion_condition_fulfilled ? { completionConditionFulfilled: true } : {}),
    ...(row.termination_follow_up ? { terminationFollowUp: row.termination_follow_up } : {}),
  }),
  toRow: (instance, identity) => ({
    key: instance.key,
    process_instance_key: identity.processInstanceKey,
    process_definition_key: identity.processDefinitionKey,
    flow_scope_key: instance.flowScopeKey,
    element_id: instance.elementId,
    element_type: instance.elementType,
    state: instance.state,
    start_date: isoTime(instance.startTime),
    end_date: optionalIso(instance.endTime),
    incident_key: instance.incidentKey,
    job_key: instance.jobKey,
    pending_joins: instance.pendingJoins,
    completion_variables: instance.completionVariables,
    triggered_event_id: instance.triggeredEventId,
    called_process_instance_key: instance.calledProcessInstanceKey,
    completion_condition_fulfilled: instance.completionConditionFulfilled === true,
    termination_follow_up: instance.terminationFollowUp ?? null,
  }),
});
