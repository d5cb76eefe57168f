import { latestDefinitionKeySql } from '../deployment/process-definition.repository.js';
import { $ } from './instance-write-params.js';
import { partitionSql } from './partition.js';

/**
 * The first part of a write of one instance (a group of one, the common case at low load): its revision moved on,
 * only from the revision its command loaded (a command that another one overtook since its load writes nothing).
 * It reads the batch's parameters, so the rest of the statement is the same for one instance as for many.
 * The values are taken from the arrays in a subselect, so that every `set` assigns a column of it: Citus 13.2 reads
 * a `set column = (array)[1]` as an assignment to an array element and crashes the coordinator. PostgreSQL pulls the
 * subselect up, so the plan stays one index update of the instance row. The suspension's date comes as a value of
 * its own, not cast from the suspension's JSON: text to timestamptz is a STABLE cast, which Citus refuses in an update
 * over several shards (UPDATE_INSTANCES), and the group's write then went again one instance at a time.
 */
export const UPDATE_INSTANCE = `
  with p as (
    update process_instance i
       set revision = i.revision + 1, next_sequence = i.next_sequence + w.event_count, state = w.lifecycle, end_date = w.end_date,
           incident_count = w.incident_count, process_definition_key = w.process_definition_key, bpmn_process_id = w.bpmn_process_id,
           version = w.version, suspension = w.suspension, suspended_date = w.suspended_date
      from (select (${$('expectedRevisions')}::bigint[])[1] as revision, (${$('eventCounts')}::bigint[])[1] as event_count,
                   (${$('lifecycles')}::text[])[1] as lifecycle, (${$('endDates')}::timestamptz[])[1] as end_date,
                   (${$('suspensions')}::jsonb[])[1] as suspension, (${$('suspendedDates')}::timestamptz[])[1] as suspended_date,
                   (${$('incidentCounts')}::integer[])[1] as incident_count,
                   (${$('processDefinitionKeys')}::bigint[])[1] as process_definition_key,
                   (${$('bpmnProcessIds')}::text[])[1] as bpmn_process_id, (${$('versions')}::integer[])[1] as version) w
     where i.key = ${$('processInstanceKey')}::bigint and i.partition_id = ${partitionSql(`${$('processInstanceKey')}`)} and i.revision = w.revision
    returning i.key, i.partition_id, i.next_sequence - w.event_count as first_sequence
  )`;

/** UPDATE_INSTANCE for several instances at once, each moved on only from the revision its command loaded. */
export const UPDATE_INSTANCES = `
  with p as (
    update process_instance i
       set revision = i.revision + 1, next_sequence = i.next_sequence + w.event_count, state = w.lifecycle, end_date = w.end_date,
           incident_count = w.incident_count, process_definition_key = w.process_definition_key, bpmn_process_id = w.bpmn_process_id,
           version = w.version, suspension = w.suspension, suspended_date = w.suspended_date
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[],
                  ${$('suspensions')}::jsonb[], ${$('suspendedDates')}::timestamptz[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version,
                suspension, suspended_date)
     where i.key = w.key and i.partition_id = ${partitionSql('w.key')} and i.revision = w.revision
    returning i.key, i.partition_id, i.next_sequence - w.event_count as first_sequence
  )`;

/**
 * The first part of a write creating instances; one whose caller asked for the latest version is created only while
 * that definition still is (another engine process may have deployed a newer one since this one last looked).
 */
export const CREATE_INSTANCES = `
  with p as (
    insert into process_instance (key, revision, next_sequence, state, end_date, incident_count,
                                  process_definition_key, bpmn_process_id, version, tenant_id, start_date, tags, business_id,
                                  parent_process_instance_key, parent_element_instance_key, root_process_instance_key,
                                  terminate_after_element_ids, partition_id)
    select w.key, w.revision, 1 + w.event_count, w.lifecycle, w.end_date, w.incident_count, w.process_definition_key,
           w.bpmn_process_id, w.version, w.tenant_id, w.start_date, w.tags, w.business_id, w.parent_process_instance_key,
           w.parent_element_instance_key, w.root_process_instance_key,
           case when w.terminate_after_element_ids is null then null
                else array(select jsonb_array_elements_text(w.terminate_after_element_ids)) end,
           ${partitionSql('w.key')}
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[],
                  ${$('tenantIds')}::text[], ${$('startDates')}::timestamptz[], ${$('tagSets')}::jsonb[], ${$('businessIds')}::text[],
                  ${$('parentProcessInstanceKeys')}::bigint[], ${$('parentElementInstanceKeys')}::bigint[],
                  ${$('rootProcessInstanceKeys')}::bigint[], ${$('expectedLatestDefinitionKeys')}::bigint[],
                  ${$('terminateAfterElementIdSets')}::jsonb[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version,
                tenant_id, start_date, tags, business_id, parent_process_instance_key, parent_element_instance_key,
                root_process_instance_key, expected_latest_definition_key, terminate_after_element_ids)
     where w.expected_latest_definition_key is null
        or w.expected_latest_definition_key = (${latestDefinitionKeySql('w.bpmn_process_id', 'w.tenant_id')})
    returning key, partition_id, 1::bigint as first_sequence
  )`;
