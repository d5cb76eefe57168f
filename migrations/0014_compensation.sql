-- Compensation: one row per completion of a compensable activity (an activity with a compensation handler, or a
-- sub-process with compensable completions inside or a compensation event sub-process), so that a compensation throw
-- event can later run the handlers of what completed, most recent first, each completion once. A command loads only
-- the rows that may still be compensated; the others stay as the record of what was undone.
create table compensation (
  key                           bigint primary key,
  process_instance_key          bigint not null,
  -- the completed activity, and the scope it completed in (the body's scope for a multi-instance activity)
  element_instance_key          bigint not null,
  element_id                    text not null,
  scope_key                     bigint not null,
  -- the handler (or compensation event sub-process) that undoes it; null: only its inner completions
  handler_id                    text,
  -- orders the completions of a scope, the most recent highest
  completion_order              integer not null,
  state                         text not null check (state in ('COMPLETED', 'QUEUED', 'COMPENSATING', 'COMPENSATED', 'DISCARDED')),
  -- the throw event that queued it, its place in that queue, and its handler's element instance once it runs
  throw_element_instance_key    bigint,
  queue_position                integer,
  handler_element_instance_key  bigint,
  completed_at                  timestamptz not null
);
create index compensation_live on compensation (process_instance_key) where state in ('COMPLETED', 'QUEUED', 'COMPENSATING');
