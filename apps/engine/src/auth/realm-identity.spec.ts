/**
 * The realm's stored identity: migration 0039 seeds exactly the demo realm (demo-realm.ts), a user's roles and
 * tenants come through its groups and roles, passwords are checked against their hashes, and a write by one engine
 * process reaches another's copy without a request asking for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { REALM_IDENTITY_OPERATIONS, REALM_IDENTITY_ROUTES, REALM_IDENTITY_WRITE_ROUTES } from '../identity/realm-identity.routes.js';
import { eventually } from '../testing/eventually.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { DEMO_USERS, WORKER_CLIENT } from './demo-realm.js';
import { RealmIdentity, type StoredAuthorization } from './realm-identity.js';
import { RealmIdentityStore } from './realm-identity-store.js';

const authorization = (authorizationKey: string, ownerType: string, ownerId: string): StoredAuthorization => ({
  authorizationKey,
  ownerType,
  ownerId,
  resourceType: 'PROCESS_DEFINITION',
  resourceId: 'pay',
  resourcePropertyName: null,
  permissionTypes: ['CREATE_PROCESS_INSTANCE'],
});

describe('RealmIdentity', () => {
  const identity = new RealmIdentity(
    {
      users: [{ key: '1', username: 'kim', name: null, email: null, passwordHash: '' }],
      entities: [],
      mappingRules: [
        { key: '8', mappingRuleId: 'by-dept', name: 'By department', claimName: 'dept', claimValue: 'ops' },
        { key: '9', mappingRuleId: 'by-org', name: 'By organisation', claimName: 'org.unit', claimValue: '42' },
      ],
      memberships: [
        { entityKind: 'GROUP', entityId: 'ops', memberType: 'USER', memberId: 'kim' },
        { entityKind: 'ROLE', entityId: 'operator', memberType: 'GROUP', memberId: 'ops' },
        { entityKind: 'ROLE', entityId: 'auditor', memberType: 'USER', memberId: 'kim' },
        { entityKind: 'ROLE', entityId: 'admin', memberType: 'USER', memberId: 'kim' },
        { entityKind: 'TENANT', entityId: 'acme', memberType: 'ROLE', memberId: 'operator' },
        { entityKind: 'TENANT', entityId: 'globex', memberType: 'GROUP', memberId: 'ops' },
        { entityKind: 'TENANT', entityId: 'initech', memberType: 'CLIENT', memberId: 'kim' },
        { entityKind: 'TENANT', entityId: 'umbrella', memberType: 'MAPPING_RULE', memberId: 'by-dept' },
      ],
      authorizations: [
        authorization('1', 'USER', 'kim'),
        authorization('2', 'GROUP', 'ops'),
        authorization('3', 'ROLE', 'operator'),
        authorization('4', 'USER', 'lee'),
        authorization('5', 'MAPPING_RULE', 'by-dept'),
      ],
    },
    '1',
  );

  it("should give a user its own and its groups' roles, Baton's first, the tenants of its groups and roles, and their authorizations", () => {
    expect(identity.access('USER', 'kim')).toEqual({
      roles: ['operator', 'admin', 'auditor'],
      groups: ['ops'],
      tenants: ['acme', 'globex'],
      authorizations: [authorization('1', 'USER', 'kim'), authorization('2', 'GROUP', 'ops'), authorization('3', 'ROLE', 'operator')],
    });
    expect(identity.access('CLIENT', 'kim')).toEqual({ roles: [], groups: [], tenants: ['initech'], authorizations: [] });
  });

  it('should match mapping rules to claims (a value, a list holding it, a dotted path) and add what the matched rules have', () => {
    expect(identity.mappingRulesMatching({ dept: 'ops' })).toEqual(['by-dept']);
    expect(identity.mappingRulesMatching({ dept: ['sales', 'ops'], org: { unit: 42 } })).toEqual(['by-dept', 'by-org']);
    expect(identity.mappingRulesMatching({ dept: 'opsx', 'org.unit': '41', org: { unit: '42' } })).toEqual([]);
    expect(identity.access('CLIENT', 'kim', ['by-dept'])).toEqual({
      roles: [],
      groups: [],
      tenants: ['initech', 'umbrella'],
      authorizations: [authorization('5', 'MAPPING_RULE', 'by-dept')],
    });
  });
});

it("should serve exactly the route table's identity operations from the realm's handlers", () => {
  const served = [...Object.keys(REALM_IDENTITY_ROUTES.handlers), ...Object.keys(REALM_IDENTITY_WRITE_ROUTES.handlers)].sort();

  expect(served).toEqual([...REALM_IDENTITY_OPERATIONS].sort());
});

describe('the stored identity of the embedded realm', () => {
  let engine: TestEngine;
  let store: RealmIdentityStore;

  beforeAll(async () => {
    engine = await startTestEngine();
    store = engine.app.get(RealmIdentityStore);
  });
  afterAll(() => engine?.close());

  it('should start as the demo realm: its users, their roles, groups and tenants, and the worker client', async () => {
    const identity = await store.ready();

    const accounts = DEMO_USERS.map((user) => identity.account(user.username));
    const expected = DEMO_USERS.map((user) => ({
      username: user.username,
      name: user.name,
      email: `${user.username}@baton.example`,
      roles: [...user.roles],
      groups: [...user.groups],
      tenants: [...user.tenants],
      authorizations: [],
    }));

    expect(accounts).toEqual(expected);
    expect(identity.rows.users).toHaveLength(DEMO_USERS.length);
    expect(identity.access('CLIENT', WORKER_CLIENT.clientId)).toEqual({
      roles: [...WORKER_CLIENT.roles],
      groups: [],
      tenants: [...WORKER_CLIENT.tenants],
      authorizations: [],
    });
  });

  it('should take the password that is the user name, and nothing else', async () => {
    const checks = await Promise.all([
      store.checkPassword('alice', 'alice'),
      store.checkPassword('alice', 'bob'),
      store.checkPassword('nobody', 'nobody'),
      store.checkPassword('alice', undefined),
    ]);

    expect(checks.map((account) => account?.username)).toEqual(['alice', undefined, undefined, undefined]);
  });

  it("should bring another engine process's write into this copy without a request", async () => {
    const other = new RealmIdentityStore(engine.app.get(PgPool));
    await other.ready();
    try {
      await store.write((client) => client.query(`insert into realm_membership values ('ROLE', 'operator', 'USER', 'ann')`));

      await eventually(async () => other.current().access('USER', 'ann').roles, ['analyst', 'operator']);
    } finally {
      other.onModuleDestroy();
    }
  });
});
