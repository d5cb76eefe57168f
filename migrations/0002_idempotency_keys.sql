-- Idempotency-Key support: a mutating request repeated with the same key gets the first answer.
create table idempotency_key (
  caller          text not null,
  route           text not null,
  key             text not null,
  request_hash    text not null,
  -- null while the first request is still being processed
  response_status integer,
  response_body   jsonb,
  created_at      timestamptz not null,
  expires_at      timestamptz not null,
  primary key (caller, route, key)
);
create index idempotency_key_expiry on idempotency_key (expires_at);
