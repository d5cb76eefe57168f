-- Canceling task listeners (issue 41): a user task's termination waits for its canceling listener jobs, and what was
-- to follow the termination (an interrupting boundary event's or event sub-process's activation, a scope's completion
-- or termination) waits with it, on the element instance whose termination, or whose children's, it follows.
alter table element_instance add column termination_follow_up jsonb;
