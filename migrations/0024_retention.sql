-- Retention (RETENTION_DAYS): closed call hierarchies are deleted in small batches, oldest first, found by the root's
-- end date; the instances of a hierarchy by their root; the rows of each instance by its key.
create index process_instance_closed_roots on process_instance (end_date)
  where root_process_instance_key is null and end_date is not null;
create index process_instance_by_root on process_instance (root_process_instance_key)
  where root_process_instance_key is not null;
-- Instance-scoped tables that had no index on the instance key for every row.
create index compensation_by_instance on compensation (process_instance_key);
create index message_correlation_by_instance on message_correlation (process_instance_key);
-- AUDIT_RETENTION_DAYS: entries go oldest first.
create index audit_log_by_time on audit_log (timestamp);
