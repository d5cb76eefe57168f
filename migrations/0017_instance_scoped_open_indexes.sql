-- Loading an instance reads its open user tasks and active incidents. The partial indexes of 0003 and 0001 serve the
-- searches over all instances (by state and assignee), and the planner chose them for the load too, reading every open
-- task or active incident of the database to find one instance's: a command's cost grew with the database. These
-- indexes answer the load's own question.
create index user_task_open_by_instance on user_task (process_instance_key) where state = 'CREATED';
create index incident_active_by_instance on incident (process_instance_key) where state = 'ACTIVE';
