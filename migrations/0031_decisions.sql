-- Decisions (DMN). A deployed .dmn resource is one decision requirements graph (Zeebe's decision requirements) and
-- its decisions; both are versioned per id and tenant like processes: an unchanged resource keeps its versions, a
-- changed one makes new versions of the graph and of every decision in it. The XML stays in deployment_resource.
create table decision_requirements (
  key                       bigint primary key,
  decision_requirements_id  text not null,
  name                      text not null,
  version                   integer not null,
  tenant_id                 text not null,
  deployment_key            bigint not null references deployment (key),
  resource_name             text not null,
  checksum                  text not null,
  created_at                timestamptz not null,
  deleted_at                timestamptz,
  unique (tenant_id, decision_requirements_id, version)
);

create table decision_definition (
  key                        bigint primary key,
  decision_id                text not null,
  name                       text not null,
  version                    integer not null,
  version_tag                text,
  tenant_id                  text not null,
  decision_requirements_key  bigint not null references decision_requirements (key),
  deployment_key             bigint not null references deployment (key),
  created_at                 timestamptz not null,
  deleted_at                 timestamptz,
  unique (tenant_id, decision_id, version)
);

-- The decision versions each deployment carried, a new version or the unchanged one: a business rule task with
-- bindingType 'deployment' evaluates the decision deployed together with its process, even when it was a duplicate.
create table deployment_decision (
  deployment_key  bigint not null references deployment (key),
  decision_key    bigint not null references decision_definition (key),
  primary key (deployment_key, decision_key)
);
