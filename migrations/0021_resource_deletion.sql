-- Deleted resources (POST /v2/resources/{key}/deletion): a deleted process definition or form stays as the record of
-- what its finished instances ran (their rows still refer to it), but nothing new uses it: it is no longer found by
-- id or key for new instances, migrations, call activities or form links, and is not the latest version any more.
alter table process_definition add column deleted_at timestamptz;
alter table form add column deleted_at timestamptz;
