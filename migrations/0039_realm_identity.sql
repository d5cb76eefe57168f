-- The embedded realm's identity, stored so that it can be changed over Camunda's identity API: users (with scrypt
-- password hashes), groups, roles and tenants, mapping rules, who belongs to what, and authorizations. Seeded with
-- the demo realm that was fixed in code until now (apps/engine/src/auth/demo-realm.ts; the password is the user name),
-- so that logins, tokens, roles and tenants stay as they were. Keys (audit entries, authorizations) come from one sequence.

create sequence realm_identity_key;

create table realm_user (
  username       text primary key,
  key            bigint not null unique default nextval('realm_identity_key'),
  name           text,
  email          text,
  password_hash  text not null
);

-- Groups, roles and tenants: an id, a name and a description each.
create table realm_entity (
  kind         text not null check (kind in ('GROUP', 'ROLE', 'TENANT')),
  id           text not null,
  key          bigint not null unique default nextval('realm_identity_key'),
  name         text not null,
  description  text,
  primary key (kind, id)
);

create table realm_mapping_rule (
  mapping_rule_id  text primary key,
  key              bigint not null unique default nextval('realm_identity_key'),
  name             text not null,
  claim_name       text not null,
  claim_value      text not null
);

-- A user, client, group, role or mapping rule belonging to a group, role or tenant.
create table realm_membership (
  entity_kind  text not null check (entity_kind in ('GROUP', 'ROLE', 'TENANT')),
  entity_id    text not null,
  member_type  text not null check (member_type in ('USER', 'CLIENT', 'GROUP', 'ROLE', 'MAPPING_RULE')),
  member_id    text not null,
  primary key (entity_kind, entity_id, member_type, member_id)
);

create table realm_authorization (
  key                     bigint primary key default nextval('realm_identity_key'),
  owner_id                text not null,
  owner_type              text not null,
  resource_type           text not null,
  resource_id             text,
  resource_property_name  text,
  permission_types        text[] not null
);

-- Raised by every write: each engine process reloads its copy when it sees a new revision.
create table realm_identity_revision (
  id        integer primary key check (id = 1),
  revision  bigint not null
);
insert into realm_identity_revision values (1, 1);

insert into realm_user (username, name, email, password_hash) values
  ('alice', 'Alice Reviewer', 'alice@baton.example', 'scrypt$16384$8$1$QWQvZRQUHwLEhaJIlfx+xw==$03Q1bcA75xit3BGBDDw60wDCctdY0ExoVmKXdepuHiw='),
  ('bob', 'Bob Reviewer', 'bob@baton.example', 'scrypt$16384$8$1$5O8nLiVCZdjQDBszrVRD/w==$arLM+9KaFxkmbZ7xmhP/5vCLENolkAlSaYBQliyJitg='),
  ('olga', 'Olga Operator', 'olga@baton.example', 'scrypt$16384$8$1$j9gkUdOUgGWi/pp7A9Kt4Q==$58sQGMU/o42VycemobwCXkIM0x1U2ATM63PJSJHCaQU='),
  ('dave', 'Dave Developer', 'dave@baton.example', 'scrypt$16384$8$1$mULm5gkAQxiE1T4Qxz+y2g==$bDPMp+uAJ/l0jSaYNQga7qsNTjK9inLJtDAbafw8e4s='),
  ('ann', 'Ann Analyst', 'ann@baton.example', 'scrypt$16384$8$1$zMEunP7HFpsD58sCFXOABg==$3xvU2+m/njrCm8nqACJqUEqfZvxF3CNPzDsP710iR58='),
  ('demo', 'Demo Administrator', 'demo@baton.example', 'scrypt$16384$8$1$tYweP8nhpYjCFRhMDc23xg==$zKPfOBU71kBzliXANU+2vcJuDWLoBYXMyI8GTT8Yjj4=');

insert into realm_entity (kind, id, name, description) values
  ('GROUP', 'finance', 'finance', null),
  ('GROUP', 'logistics', 'logistics', null),
  ('ROLE', 'analyst', 'analyst', 'Deploys models'),
  ('ROLE', 'developer', 'developer', 'Deploys, starts instances, works jobs, publishes messages and signals, reads instances'),
  ('ROLE', 'reviewer', 'reviewer', 'Sees and decides the user tasks offered to them, starts processes with a start form'),
  ('ROLE', 'operator', 'operator', 'Reads everything of their tenants, cancels instances, resolves incidents, reads the audit log'),
  ('ROLE', 'admin', 'admin', 'May do everything'),
  ('TENANT', '<default>', '<default>', null),
  ('TENANT', 'acme', 'acme', null);

insert into realm_membership (entity_kind, entity_id, member_type, member_id) values
  ('GROUP', 'finance', 'USER', 'alice'),
  ('GROUP', 'logistics', 'USER', 'bob'),
  ('ROLE', 'reviewer', 'USER', 'alice'),
  ('ROLE', 'reviewer', 'USER', 'bob'),
  ('ROLE', 'operator', 'USER', 'olga'),
  ('ROLE', 'developer', 'USER', 'dave'),
  ('ROLE', 'analyst', 'USER', 'ann'),
  ('ROLE', 'analyst', 'USER', 'demo'),
  ('ROLE', 'developer', 'USER', 'demo'),
  ('ROLE', 'reviewer', 'USER', 'demo'),
  ('ROLE', 'operator', 'USER', 'demo'),
  ('ROLE', 'admin', 'USER', 'demo'),
  ('ROLE', 'developer', 'CLIENT', 'baton-worker'),
  ('TENANT', '<default>', 'USER', 'alice'),
  ('TENANT', 'acme', 'USER', 'alice'),
  ('TENANT', '<default>', 'USER', 'bob'),
  ('TENANT', '<default>', 'USER', 'olga'),
  ('TENANT', 'acme', 'USER', 'olga'),
  ('TENANT', '<default>', 'USER', 'dave'),
  ('TENANT', 'acme', 'USER', 'dave'),
  ('TENANT', '<default>', 'USER', 'ann'),
  ('TENANT', 'acme', 'USER', 'ann'),
  ('TENANT', '<default>', 'USER', 'demo'),
  ('TENANT', 'acme', 'USER', 'demo'),
  ('TENANT', '<default>', 'CLIENT', 'baton-worker'),
  ('TENANT', 'acme', 'CLIENT', 'baton-worker');
