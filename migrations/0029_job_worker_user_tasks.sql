-- A job-worker user task (no zeebe:userTask) is a user task too, so that the tasklist offers it: the job that carries
-- it, and the form embedded in its process (zeebe:userTaskForm) that its camunda-forms:bpmn: key names.
alter table user_task add column job_key bigint, add column embedded_form_id text;
