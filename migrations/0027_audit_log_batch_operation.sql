-- The batch operation an audited change belongs to (an item of a batch migration, say): its actor is whoever created
-- the batch, and Camunda's audit log answers the batch's key and type with each entry.
alter table audit_log add column batch_operation_key bigint;
