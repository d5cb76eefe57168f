-- The embedded demo realm keeps its signing key, cookie keys, sessions, codes and refresh tokens in the database, so
-- that tokens survive a restart and every engine process on one database issues and accepts the same tokens.

create table realm_secret (
  name        text primary key,
  value       jsonb not null,
  created_at  timestamptz not null default now()
);

-- oidc-provider's stored models (Session, AuthorizationCode, RefreshToken, Grant, Interaction, …), one row each.
create table realm_artifact (
  model        text not null,
  id           text not null,
  payload      jsonb not null,
  grant_id     text,
  uid          text,
  user_code    text,
  expires_at   timestamptz,
  primary key (model, id)
);
create index realm_artifact_by_grant on realm_artifact (grant_id) where grant_id is not null;
create index realm_artifact_by_uid on realm_artifact (model, uid) where uid is not null;
create index realm_artifact_by_user_code on realm_artifact (model, user_code) where user_code is not null;
create index realm_artifact_expiry on realm_artifact (expires_at) where expires_at is not null;
