-- Camunda's runtime instructions given at creation (TERMINATE_PROCESS_INSTANCE after an element): the ids of those
-- elements, loaded with the instance by every command. Null when none was given, which is nearly always.
alter table process_instance add column terminate_after_element_ids text[];
