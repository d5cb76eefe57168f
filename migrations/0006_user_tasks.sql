-- User tasks and forms.

-- The form versions each deployment carried: a new version, or the existing one when the form was unchanged. A user task
-- with bindingType 'deployment' uses the form deployed together with its process, even when that form was a duplicate.
create table deployment_form (
  deployment_key  bigint not null references deployment (key),
  form_key        bigint not null references form (key),
  primary key (deployment_key, form_key)
);

-- "Tasks a group (or user) may claim": jsonb containment (?, ?|) on the candidate lists.
create index user_task_candidate_groups on user_task using gin (candidate_groups);
create index user_task_candidate_users on user_task using gin (candidate_users);
