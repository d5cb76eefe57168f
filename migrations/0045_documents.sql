-- Camunda's documents (/v2/documents): files uploaded by forms, workers and connectors, kept in PostgreSQL (the
-- engine's one store, storeId "postgresql"), referenced from process variables by Camunda's document reference.
create table document (
  document_id            text primary key,
  content                bytea not null,
  -- hex SHA-256 of the content: part of the reference, checked when a caller names it on a download or a link
  content_hash           text not null,
  content_type           text not null,
  file_name              text not null,
  size                   bigint not null,
  -- null: kept until deleted; else swept by the retention job, and not served once past
  expires_at             timestamptz,
  process_definition_id  text,
  process_instance_key   bigint,
  custom_properties      jsonb not null,
  created_at             timestamptz not null
);
create index document_by_expiry on document (expires_at) where expires_at is not null;

-- Time-limited links to a document's content, served without a token under /baton/v1/document-links/{token}:
-- only the SHA-256 of the link's random token is stored, so the table does not hold usable links.
create table document_link (
  token_hash   text primary key,
  document_id  text not null references document (document_id) on delete cascade,
  expires_at   timestamptz not null
);
create index document_link_by_document on document_link (document_id);
create index document_link_by_expiry on document_link (expires_at);
