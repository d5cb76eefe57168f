import { DEFAULT_TENANT_ID, ROLES, type Role } from '@baton/api-contract';

/**
 * One account of the demo realm; its password is its user name. Migration 0039 stores these as the realm's first
 * users (realm-identity.spec.ts holds it to this list); from then on the stored identity is the realm's.
 */
export interface DemoUser {
  username: string;
  name: string;
  roles: readonly Role[];
  groups: readonly string[];
  tenants: readonly string[];
}

const BOTH_TENANTS = [DEFAULT_TENANT_ID, 'acme'];

/** The demo realm `baton`, as the README and `deploy/keycloak/baton-realm.json` describe it. */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'alice', name: 'Alice Reviewer', roles: ['reviewer'], groups: ['finance'], tenants: BOTH_TENANTS },
  { username: 'bob', name: 'Bob Reviewer', roles: ['reviewer'], groups: ['logistics'], tenants: [DEFAULT_TENANT_ID] },
  { username: 'olga', name: 'Olga Operator', roles: ['operator'], groups: [], tenants: BOTH_TENANTS },
  { username: 'dave', name: 'Dave Developer', roles: ['developer'], groups: [], tenants: BOTH_TENANTS },
  { username: 'ann', name: 'Ann Analyst', roles: ['analyst'], groups: [], tenants: BOTH_TENANTS },
  // Camunda 8 Run's `demo`/`demo`: every role and every tenant, so a task offered to nobody can still be completed.
  { username: 'demo', name: 'Demo Administrator', roles: ROLES, groups: [], tenants: BOTH_TENANTS },
];

export const DEMO_REALM = 'baton';

/** The confidential client of workers and CI (client credentials), with the developer role. */
export const WORKER_CLIENT = { clientId: 'baton-worker', secret: 'baton-worker-secret', roles: ['developer'] as readonly Role[], tenants: BOTH_TENANTS };
/** The public client of scripts and tests that may use the password grant (Keycloak's "direct access grants"). */
export const CLI_CLIENT_ID = 'baton-cli';
/** The public clients of the web apps (authorization code with PKCE). */
export const APP_CLIENT_IDS = ['baton-tasklist', 'baton-modeler'] as const;
