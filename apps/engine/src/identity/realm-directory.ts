import { ROLES } from '@baton/api-contract';
import { DEMO_USERS, type DemoUser, WORKER_CLIENT } from '../auth/demo-realm.js';

export interface RealmUser {
  readonly username: string;
  readonly name: string | null;
  readonly email: string | null;
}

/** A group, role or tenant of the realm: its id, its name, and who belongs to it. */
export interface RealmEntry {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly members: readonly string[];
}

const ROLE_DESCRIPTIONS: Readonly<Record<(typeof ROLES)[number], string>> = {
  analyst: 'Deploys models',
  developer: 'Deploys, starts instances, works jobs, publishes messages and signals, reads instances',
  reviewer: 'Sees and decides the user tasks offered to them, starts processes with a start form',
  operator: 'Reads everything of their tenants, cancels instances, resolves incidents, reads the audit log',
  admin: 'May do everything',
};

const membersOf = (belongs: (user: DemoUser) => boolean) => DEMO_USERS.filter(belongs).map((user) => user.username);
const distinct = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The embedded realm's users, groups, roles and tenants, as Camunda's identity reads show them. The realm keeps no
 * record of a group or tenant beyond its id in the users' lists: a group or tenant exists while a user belongs to it
 * (or the worker client, for a tenant), and is named by its id. Users are `<name>@baton.example`, as in their tokens.
 */
export const REALM_USERS: readonly RealmUser[] = DEMO_USERS.map((user) => ({
  username: user.username,
  name: user.name,
  email: `${user.username}@baton.example`,
}));

export const REALM_GROUPS: readonly RealmEntry[] = distinct(DEMO_USERS.flatMap((user) => user.groups)).map((id) => ({
  id,
  name: id,
  description: null,
  members: membersOf((user) => user.groups.includes(id)),
}));

export const REALM_ROLES: readonly RealmEntry[] = ROLES.map((id) => ({
  id,
  name: id,
  description: ROLE_DESCRIPTIONS[id],
  members: membersOf((user) => user.roles.includes(id)),
}));

export const REALM_TENANTS: readonly RealmEntry[] = distinct([...DEMO_USERS.flatMap((user) => user.tenants), ...WORKER_CLIENT.tenants]).map((id) => ({
  id,
  name: id,
  description: null,
  members: membersOf((user) => user.tenants.includes(id)),
}));
