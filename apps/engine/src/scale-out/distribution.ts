/**
 * How the tables would be laid out on Citus (README "Scaling out"): instance-scoped tables are distributed by the
 * process instance key and co-located, so that everything one command reads and writes lives on one shard.
 */

/** Instance-scoped tables (and the history view) and their distribution column. */
export const DISTRIBUTED_BY_INSTANCE: Readonly<Record<string, string>> = {
  process_instance: 'key',
  element_instance: 'process_instance_key',
  variable: 'process_instance_key',
  job: 'process_instance_key',
  incident: 'process_instance_key',
  event_subscription: 'process_instance_key',
  user_task: 'process_instance_key',
  compensation: 'process_instance_key',
  history_batch: 'process_instance_key',
  history_event: 'process_instance_key',
  instance_command_outbox: 'process_instance_key',
  correlated_message_subscription: 'process_instance_key',
};

/**
 * Instance-scoped tables whose distribution column may be null today, and why. Citus refuses a null distribution
 * value, so these rows must move before the table is distributed (README "Scaling out", what is left).
 */
export const NULLABLE_DISTRIBUTION_COLUMN: Readonly<Record<string, string>> = {
  event_subscription: 'subscriptions of start events belong to a process definition, not an instance: on Citus they move to a reference table of their own',
};

/** Every other table, and where it goes on Citus. A table in neither list fails the readiness spec until it is placed. */
export const NOT_INSTANCE_SCOPED: Readonly<Record<string, string>> = {
  deployment: 'reference table (deployments are few and read by every command)',
  deployment_resource: 'reference table',
  deployment_form: 'reference table',
  process_definition: 'reference table',
  form: 'reference table',
  model_revision: 'coordinator-local (the model library, not on the hot path)',
  message: 'message side: distributed by correlation key with the message tables below (as Zeebe partitions messages)',
  message_correlation: 'message side: co-located with message',
  published_message_id: 'message side: co-located with message',
  message_start_lock: 'message side: co-located with message',
  signal_outbox: 'coordinator-local (a broadcast reaches every shard anyway)',
  batch_operation: 'coordinator-local (operations are few; each item is an ordinary instance command)',
  batch_operation_item: 'coordinator-local, with its batch operation',
  idempotency_key: 'distributed by its own key (one request, one row)',
  audit_log: 'distributed by its own key (append-only, searched; a decision writes its entry with its command, a two-shard transaction there)',
  realm_secret: 'coordinator-local (identity provider state)',
  realm_artifact: 'coordinator-local (identity provider state)',
  schema_migrations: 'coordinator-local',
};
