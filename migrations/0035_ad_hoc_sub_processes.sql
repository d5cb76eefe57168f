-- Ad-hoc sub-processes (issue 41). The job of an ad-hoc sub-process's worker (Camunda's AI agent) is of Camunda's kind
-- AD_HOC_SUB_PROCESS; the check lists every kind Camunda has, task listeners' included. An ad-hoc sub-process whose
-- worker said it is done while activities still run remembers it, so the last activity to end completes it.
alter table job drop constraint job_kind_check;
alter table job
  add constraint job_kind_check check (kind in ('BPMN_ELEMENT', 'EXECUTION_LISTENER', 'TASK_LISTENER', 'AD_HOC_SUB_PROCESS'));
alter table element_instance add column completion_condition_fulfilled boolean not null default false;
