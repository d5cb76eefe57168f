-- An instance has an incident when one of the instances it called (at any depth) has one, as Operate shows it: the
-- search finds those among the members of the instance's call tree that have incidents, a handful at most.
create index process_instance_incident_in_tree on process_instance (root_process_instance_key)
  where incident_count > 0 and root_process_instance_key is not null;
