-- The analysts' model library: every saved revision of a model, per tenant. Outside the hot path (TypeORM entity).
create table model_revision (
  model_key   bigint not null,
  revision    integer not null check (revision >= 1),
  tenant_id   text not null,
  name        text not null,
  xml         text not null,
  -- The model's user-task forms: [{ "name": "invoice.form", "content": "<form-js JSON text>" }].
  forms       jsonb not null default '[]',
  saved_by    text not null,
  saved_at    timestamptz not null,
  primary key (model_key, revision)
);
create index model_revision_by_tenant on model_revision (tenant_id, model_key, revision desc);
