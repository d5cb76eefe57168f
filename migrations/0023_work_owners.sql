-- Who holds a piece of unfinished work, so that another engine process can tell, within seconds, that its holder
-- died (no connection of it is left in pg_stat_activity) instead of waiting for a lease or a timeout to run out.
-- The value is the engine process' id; its pool connections carry `baton-engine:<id>` as application_name.

-- A claim on a buffered message, written before the trigger and confirmed after it.
alter table message_correlation add column claimed_by text;

-- Outbox rows under lease: the signal being broadcast, the command being carried out on another instance.
alter table signal_outbox add column leased_by text;
alter table instance_command_outbox add column leased_by text;

-- Every publication is recorded with its messageId claim and its request's idempotent answer in one transaction,
-- also with time to live 0; `fan_out_by` names the engine process handing it to the subscriptions that waited when
-- it was published (null once done). A message whose fan-out holder died is handed out again by another process;
-- the per-process claims keep a second hand-over from reaching a process twice.
alter table message add column fan_out_by text, add column fan_out_since timestamptz;
create index message_fan_out_pending on message (published_at) where fan_out_by is not null;

-- The engine process running the first request with an Idempotency-Key: a key left "in progress" by a process that
-- died is taken over by a repeat (nothing of that request committed: an answer is stored with the request's
-- deciding commit), instead of answering 409 until the key expires.
alter table idempotency_key add column reserved_by text, add column reserved_at timestamptz;
