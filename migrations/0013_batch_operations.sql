-- Batch operations (an operator's migration of every instance a filter matched): the operation and one item per
-- instance, fixed when the operation is created. Each item is carried out as its own instance command, so an engine
-- that dies in the middle leaves every instance either fully before or fully after it; whichever engine process
-- holds the lease (renewed while it works) carries on with the items still ACTIVE.
create table batch_operation (
  key                   bigint primary key,
  type                  text not null,
  state                 text not null check (state in ('CREATED', 'ACTIVE', 'SUSPENDED', 'COMPLETED', 'PARTIALLY_COMPLETED', 'CANCELED', 'FAILED')),
  -- what every item does (for a migration: the plan, with the operator's reason and operation reference)
  plan                  jsonb not null,
  tenant_ids            jsonb,
  actor_id              text,
  actor_type            text,
  start_date            timestamptz not null,
  end_date              timestamptz,
  operations_total      integer not null default 0,
  operations_completed  integer not null default 0,
  operations_failed     integer not null default 0,
  lease_until           timestamptz
);
create index batch_operation_due on batch_operation (lease_until) where state = 'ACTIVE';

create table batch_operation_item (
  batch_operation_key   bigint not null,
  item_key              bigint not null,
  process_instance_key  bigint not null,
  state                 text not null check (state in ('ACTIVE', 'COMPLETED', 'SKIPPED', 'CANCELED', 'FAILED')),
  processed_date        timestamptz,
  error_message         text,
  primary key (batch_operation_key, item_key)
);
create index batch_operation_item_open on batch_operation_item (batch_operation_key, item_key) where state = 'ACTIVE';
