-- Documents (issue 43): a key, which their audit entries name (an audit entry's entity key is a number; a document id
-- is any text), taken from the engine's key sequence (each nextval is a block of its own, so it collides with no key
-- an engine process hands out).
alter table document add column document_key bigint not null default nextval('key_seq');
create unique index document_by_key on document (document_key);

-- A file uploaded for a user task's completion (the tasklist's file picker) is pending until that completion takes it:
-- a refused completion deletes it, and one that never comes leaves it to retention once pending_until is past.
alter table document add column pending_user_task_key bigint, add column pending_until timestamptz;
create index document_pending on document (pending_until) where pending_until is not null;
