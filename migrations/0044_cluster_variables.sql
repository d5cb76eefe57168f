-- Camunda's cluster variables: configuration values global to the engine or of one tenant, read in FEEL as
-- camunda.vars.cluster.*, camunda.vars.tenant.* and camunda.vars.env.* (the tenant's over the global ones).
create table cluster_variable (
  scope       text not null check (scope in ('GLOBAL', 'TENANT')),
  -- null for a global variable
  tenant_id   text,
  name        text not null,
  value       jsonb not null,
  created_at  timestamptz not null,
  updated_at  timestamptz not null,
  check ((scope = 'GLOBAL') = (tenant_id is null))
);
-- One variable of a name per scope; a tenant's command reads its own and the global ones.
create unique index cluster_variable_by_name on cluster_variable (coalesce(tenant_id, ''), name);
