import { latestDefinitionKeySql } from '../deployment/process-definition.repository.js';
import { $ } from './instance-write-params.js';

/** The first part of a command's write: the instance's revision moved on, unless another command wrote it since its load. */
export const UPDATE_INSTANCE = `
  with p as (
    update process_instance
       set revision = revision + 1, next_sequence = next_sequence + ${$('eventCount')}::bigint, state = ${$('lifecycle')},
           end_date = ${$('endDate')}::timestamptz, incident_count = ${$('incidentCount')},
           process_definition_key = ${$('processDefinitionKey')}::bigint, bpmn_process_id = ${$('bpmnProcessId')}, version = ${$('version')}::integer
     where key = ${$('processInstanceKey')} and revision = ${$('expectedRevision')}::bigint
    returning key, next_sequence - ${$('eventCount')}::bigint as first_sequence
  )`;

/** The first part of an instance's creation; see InstanceCreation for when it creates nothing. */
export const CREATE_INSTANCE = `
  with p as (
    insert into process_instance (key, revision, next_sequence, state, end_date, incident_count,
                                  process_definition_key, bpmn_process_id, version, tenant_id, start_date, tags, business_id,
                                  parent_process_instance_key, parent_element_instance_key, root_process_instance_key,
                                  terminate_after_element_ids)
    select ${$('processInstanceKey')}::bigint, ${$('expectedRevision')}::bigint, 1 + ${$('eventCount')}::bigint, ${$('lifecycle')}::text,
           ${$('endDate')}::timestamptz, ${$('incidentCount')}::integer, ${$('processDefinitionKey')}::bigint, ${$('bpmnProcessId')}::text,
           ${$('version')}::integer, ${$('tenantId')}::text, ${$('startDate')}::timestamptz, ${$('tags')}::jsonb, ${$('businessId')}::text,
           ${$('parentProcessInstanceKey')}::bigint, ${$('parentElementInstanceKey')}::bigint, ${$('rootProcessInstanceKey')}::bigint,
           ${$('terminateAfterElementIds')}::text[]
     where ${$('expectedLatestDefinitionKey')}::bigint is null
        or ${$('expectedLatestDefinitionKey')}::bigint = (${latestDefinitionKeySql(`${$('bpmnProcessId')}::text`, `${$('tenantId')}::text`)})
    returning key, 1::bigint as first_sequence
  )`;

/** UPDATE_INSTANCE for several instances at once, each moved on only from the revision its command loaded. */
export const UPDATE_INSTANCES = `
  with p as (
    update process_instance i
       set revision = i.revision + 1, next_sequence = i.next_sequence + w.event_count, state = w.lifecycle, end_date = w.end_date,
           incident_count = w.incident_count, process_definition_key = w.process_definition_key, bpmn_process_id = w.bpmn_process_id,
           version = w.version
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version)
     where i.key = w.key and i.revision = w.revision
    returning i.key, i.next_sequence - w.event_count as first_sequence
  )`;

/** The creation of several instances; one whose caller asked for the latest version is created only while it is. */
export const CREATE_INSTANCES = `
  with p as (
    insert into process_instance (key, revision, next_sequence, state, end_date, incident_count,
                                  process_definition_key, bpmn_process_id, version, tenant_id, start_date, tags, business_id,
                                  parent_process_instance_key, parent_element_instance_key, root_process_instance_key)
    select w.key, w.revision, 1 + w.event_count, w.lifecycle, w.end_date, w.incident_count, w.process_definition_key,
           w.bpmn_process_id, w.version, w.tenant_id, w.start_date, w.tags, w.business_id, w.parent_process_instance_key,
           w.parent_element_instance_key, w.root_process_instance_key
      from unnest(${$('processInstanceKeys')}::bigint[], ${$('expectedRevisions')}::bigint[], ${$('eventCounts')}::bigint[],
                  ${$('lifecycles')}::text[], ${$('endDates')}::timestamptz[], ${$('incidentCounts')}::integer[],
                  ${$('processDefinitionKeys')}::bigint[], ${$('bpmnProcessIds')}::text[], ${$('versions')}::integer[],
                  ${$('tenantIds')}::text[], ${$('startDates')}::timestamptz[], ${$('tagSets')}::jsonb[], ${$('businessIds')}::text[],
                  ${$('parentProcessInstanceKeys')}::bigint[], ${$('parentElementInstanceKeys')}::bigint[],
                  ${$('rootProcessInstanceKeys')}::bigint[], ${$('expectedLatestDefinitionKeys')}::bigint[])
           as w(key, revision, event_count, lifecycle, end_date, incident_count, process_definition_key, bpmn_process_id, version,
                tenant_id, start_date, tags, business_id, parent_process_instance_key, parent_element_instance_key,
                root_process_instance_key, expected_latest_definition_key)
     where w.expected_latest_definition_key is null
        or w.expected_latest_definition_key = (${latestDefinitionKeySql('w.bpmn_process_id', 'w.tenant_id')})
    returning key, 1::bigint as first_sequence
  )`;
