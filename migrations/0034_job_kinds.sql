-- A job is the work of its element or an execution listener the element's start or end waits for: Camunda's job `kind`
-- and `listenerEventType`, answered on activation and in job searches. Jobs created before are element jobs.
alter table job
  add column kind text not null default 'BPMN_ELEMENT' check (kind in ('BPMN_ELEMENT', 'EXECUTION_LISTENER')),
  add column listener_event_type text not null default 'UNSPECIFIED' check (listener_event_type in ('UNSPECIFIED', 'START', 'END'));
