/**
 * How the tables are laid out on Citus (docs/scaling-out.md): instance-scoped tables are distributed by the instance's
 * partition and co-located, so that everything one command reads and writes lives on one shard.
 */

/**
 * Instance-scoped tables (and the history view) and their distribution column: the partition (runtime/partition.ts),
 * which every key of the instance names in its top bits, so that a statement by any key of an instance can name its
 * shard. Each also carries `process_instance_key`.
 */
export const DISTRIBUTED_BY_INSTANCE: Readonly<Record<string, string>> = {
  process_instance: 'partition_id',
  element_instance: 'partition_id',
  variable: 'partition_id',
  job: 'partition_id',
  incident: 'partition_id',
  event_subscription: 'partition_id',
  user_task: 'partition_id',
  compensation: 'partition_id',
  history_batch: 'partition_id',
  history_event: 'partition_id',
  instance_command_outbox: 'partition_id',
  correlated_message_subscription: 'partition_id',
  message_subscription_outbox: 'partition_id',
};

/**
 * Where a table goes on Citus. `distributed` tables are hash-distributed by `column` and co-located with the others of
 * their `group` (the group's first table in {@link NOT_INSTANCE_SCOPED} order anchors it; `instance`: with the tables of
 * {@link DISTRIBUTED_BY_INSTANCE}, placed first; `own`: co-located with none).
 */
export type CitusPlacement =
  | { readonly kind: 'distributed'; readonly column: string; readonly group: 'instance' | 'message' | 'own'; readonly why: string }
  | { readonly kind: 'reference'; readonly why: string }
  | { readonly kind: 'local'; readonly why: string };

/**
 * Every other table, and where it goes on Citus; the Citus placement step (database/citus-placement.ts) reads this,
 * in this order (reference tables before the tables whose foreign keys name them). A table in neither list fails the
 * readiness spec and the placement step until it is placed.
 */
export const NOT_INSTANCE_SCOPED: Readonly<Record<string, CitusPlacement>> = {
  deployment: { kind: 'reference', why: 'deployments are few and read by every command' },
  deployment_resource: { kind: 'reference', why: 'with its deployment' },
  form: { kind: 'reference', why: 'read by user task commands on every shard' },
  deployment_form: { kind: 'reference', why: 'with its deployment' },
  decision_requirements: { kind: 'reference', why: 'read by business rule task commands on every shard' },
  decision_definition: { kind: 'reference', why: 'read by business rule task commands on every shard' },
  deployment_decision: { kind: 'reference', why: 'with its deployment' },
  process_definition: { kind: 'reference', why: 'read by every command; process_instance names it by a foreign key' },
  start_event_subscription: {
    kind: 'reference',
    why: 'the timer, message and signal start events of the latest process versions: they belong to process definitions, name no instance',
  },
  model_revision: { kind: 'local', why: 'the model library, not on the hot path' },
  global_task_listener: { kind: 'reference', why: "a tenant's global task listeners: few, read by user task commands on every shard" },
  cluster_variable: { kind: 'reference', why: 'configuration values: few, read by the commands of processes that name camunda.vars on every shard' },
  message: { kind: 'distributed', column: 'correlation_key', group: 'message', why: 'as Zeebe partitions messages' },
  published_message_id: { kind: 'distributed', column: 'correlation_key', group: 'message', why: 'co-located with message' },
  message_start_lock: { kind: 'distributed', column: 'correlation_key', group: 'message', why: 'co-located with message' },
  message_subscription: {
    kind: 'distributed',
    column: 'correlation_key',
    group: 'message',
    why: "the copies of open message subscriptions, co-located with message: a publication finds what waits for it on its correlation key's shard",
  },
  message_correlation: {
    kind: 'reference',
    why:
      'its rows name the message by key, not by correlation key: until the claims carry the correlation key (and it is ' +
      'distributed with message), a reference table, which joins with any shard at the price of a write on every server',
  },
  signal_outbox: { kind: 'local', why: 'a broadcast reaches every shard anyway' },
  batch_operation: { kind: 'local', why: 'operations are few; each item is an ordinary instance command' },
  batch_operation_item: { kind: 'local', why: 'with its batch operation' },
  idempotency_key: {
    kind: 'distributed',
    column: 'partition_id',
    group: 'instance',
    why:
      "one request, one row, on its command's shard: the partition of the entity its path names, or a hash of its scope " +
      '(idempotency/idempotency-partition.ts), where an instance it creates goes',
  },
  decision_instance: {
    kind: 'distributed',
    column: 'partition_id',
    group: 'instance',
    why:
      "its evaluation key's partition: a business rule task's evaluation key is taken in its instance's partition, so the task " +
      "writes its decision instances on its own shard; a standalone evaluation's in turn, as an instance's",
  },

  audit_log: {
    kind: 'distributed',
    column: 'partition_id',
    group: 'instance',
    why:
      "append-only, searched; an entry of an instance's entity is in its instance's partition (its key names it), so a decision " +
      'writes its entry on the shard of the command that made it; any other entry on the shard its key names',
  },
  realm_secret: { kind: 'local', why: 'identity provider state' },
  realm_artifact: { kind: 'local', why: 'identity provider state' },
  realm_user: { kind: 'local', why: "the realm's identity: small, read into memory" },
  realm_entity: { kind: 'local', why: "the realm's identity: small, read into memory" },
  realm_mapping_rule: { kind: 'local', why: "the realm's identity: small, read into memory" },
  realm_membership: { kind: 'local', why: "the realm's identity: small, read into memory" },
  realm_authorization: { kind: 'local', why: "the realm's identity: small, read into memory" },
  realm_identity_revision: { kind: 'local', why: "the realm's identity: small, read into memory" },
  saved_task_filter: { kind: 'local', why: "a reviewer's saved tasklist filters: few, read by the tasklist only" },
  document: {
    kind: 'local',
    why:
      'uploaded files (bytea, up to DOCUMENT_MAX_BYTES each): read and written by id, never by a command, so no shard needs ' +
      'them, and a reference table would copy every file to every server',
  },
  document_link: { kind: 'local', why: 'with its document (its foreign key names it)' },
  schema_migrations: { kind: 'local', why: "the migration runner's record" },
  citus_placement: { kind: 'local', why: "the Citus placement step's record (exists on Citus only)" },
};
