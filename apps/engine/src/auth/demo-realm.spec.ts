import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../database/migration-runner.js';
import { APP_CLIENT_IDS, CLI_CLIENT_ID, DEMO_USERS, WORKER_CLIENT } from './demo-realm.js';

interface RealmExport {
  realm: string;
  roles: { realm: { name: string }[] };
  users: {
    username: string;
    realmRoles: string[];
    groups?: string[];
    attributes?: Record<string, string[]>;
    credentials?: { value: string }[];
    serviceAccountClientId?: string;
  }[];
  clients: {
    clientId: string;
    publicClient: boolean;
    secret?: string;
    serviceAccountsEnabled?: boolean;
    directAccessGrantsEnabled?: boolean;
    standardFlowEnabled?: boolean;
  }[];
  clientScopes: { name: string; protocolMappers: { protocolMapper: string; config: Record<string, string> }[] }[];
}

const realm = JSON.parse(readFileSync(`${findRepoRoot()}/deploy/keycloak/baton-realm.json`, 'utf8')) as RealmExport;

describe('the Keycloak realm export', () => {
  it('should hold the embedded demo realm: its users with their roles, groups, tenants and passwords', () => {
    // `demo` (every role, every tenant) is the embedded realm's alone: an imported realm must not carry an administrator whose password is public.
    const exported = DEMO_USERS.filter((user) => user.username !== 'demo');
    const users = exported.map((user) => realm.users.find((candidate) => candidate.username === user.username));

    expect(realm.realm).toBe('baton');
    expect(realm.roles.realm.map((role) => role.name).sort()).toEqual(['admin', 'analyst', 'developer', 'operator', 'reviewer']);
    expect(users.map((user) => [user?.username, user?.realmRoles, user?.groups, user?.attributes?.tenant_ids, user?.credentials?.[0]?.value])).toEqual(
      exported.map((user) => [user.username, [...user.roles], user.groups.map((group) => `/${group}`), [...user.tenants], user.username]),
    );
    expect(realm.users.map((user) => user.username)).not.toContain('demo');
  });

  it('should hold its clients: the worker with client credentials and the developer role, the CLI with direct access, the apps with the code flow', () => {
    const client = (clientId: string) => realm.clients.find((candidate) => candidate.clientId === clientId);
    const serviceAccount = realm.users.find((user) => user.serviceAccountClientId === WORKER_CLIENT.clientId);

    expect(client(WORKER_CLIENT.clientId)).toMatchObject({ publicClient: false, secret: WORKER_CLIENT.secret, serviceAccountsEnabled: true });
    expect(serviceAccount).toMatchObject({ realmRoles: [...WORKER_CLIENT.roles], attributes: { tenant_ids: [...WORKER_CLIENT.tenants] } });
    expect(client(CLI_CLIENT_ID)).toMatchObject({ publicClient: true, directAccessGrantsEnabled: true });
    for (const clientId of APP_CLIENT_IDS) expect(client(clientId)).toMatchObject({ publicClient: true, standardFlowEnabled: true });
  });

  it('should put the audience baton, groups by name and the tenants into the access token', () => {
    const mappers = realm.clientScopes.find((scope) => scope.name === 'baton')?.protocolMappers ?? [];

    expect(mappers.map((mapper) => [mapper.protocolMapper, mapper.config['included.custom.audience'] ?? mapper.config['claim.name']])).toEqual([
      ['oidc-audience-mapper', 'baton'],
      ['oidc-group-membership-mapper', 'groups'],
      ['oidc-usermodel-attribute-mapper', 'tenant_ids'],
    ]);
  });
});
