-- The tasklist pages through open tasks newest first, by priority or by due date: each order has its index, so a
-- page is read in order and stops after it rather than sorting every open task (the tiebreaker is the task key).
create index user_task_open_by_creation on user_task (created_at desc, key) where state = 'CREATED';
create index user_task_open_by_priority on user_task (priority desc, key) where state = 'CREATED';
create index user_task_open_by_due_date on user_task (due_date, key) where state = 'CREATED';
