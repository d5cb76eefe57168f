-- A business id given to a message publication (Camunda 8.10): the instance a message start event starts with the
-- message gets it. With BUSINESS_ID_UNIQUENESS on, a buffered message waits while a root instance of the process runs
-- with it, and is offered again when that instance ends.
alter table message add column business_id text;
create index message_by_business_id on message (tenant_id, business_id) where business_id is not null;
