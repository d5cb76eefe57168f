-- The tasklist's saved filters, per user (Camunda's tasklist keeps them in one browser only): a name and the list's
-- settings as the tasklist writes them in its URL. Only their owner reads, replaces or deletes them; a name is unique
-- per owner, so saving under a name again replaces that filter.
create table saved_task_filter (
  key        bigint primary key,
  owner      text not null,
  name       text not null,
  filter     jsonb not null,
  saved_at   timestamptz not null,
  unique (owner, name)
);
