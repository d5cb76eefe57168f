-- Decision instances, as Camunda records them: one row per decision an evaluation evaluated (required decisions
-- first), numbered from 1 within the evaluation; `<decision_evaluation_key>-<instance_index>` is Camunda's
-- decisionEvaluationInstanceKey. A business rule task's rows name its instance and element; a standalone evaluation's
-- (POST /v2/decision-definitions/evaluation) name none. Inputs and matched rules are the evaluation's audit as JSON.
create table decision_instance (
  decision_evaluation_key        bigint not null,
  instance_index                 integer not null,
  state                          text not null check (state in ('EVALUATED', 'FAILED')),
  evaluation_date                timestamptz not null,
  evaluation_failure             text,
  decision_definition_key        bigint not null,
  decision_definition_id         text not null,
  decision_definition_name       text not null,
  decision_definition_version    integer not null,
  decision_definition_type       text not null,
  decision_requirements_key      bigint not null,
  root_decision_definition_key   bigint not null,
  process_instance_key           bigint,
  process_definition_key         bigint,
  element_instance_key           bigint,
  element_id                     text,
  tenant_id                      text not null,
  result                         text not null,
  evaluated_inputs               jsonb not null,
  matched_rules                  jsonb not null,
  primary key (decision_evaluation_key, instance_index)
);

create index decision_instance_process_instance on decision_instance (process_instance_key) where process_instance_key is not null;
create index decision_instance_evaluation_date on decision_instance (evaluation_date);
create index decision_instance_decision_definition on decision_instance (decision_definition_key);
