/**
 * Camunda's identity writes on the embedded realm, through the official client with its strict checks (basic auth,
 * demo/demo as Camunda 8 Run): a user made, given a role and a tenant, signing in by password and by token, its
 * access following each write at the next request (a token issued before included); deletion ending it; memberships
 * through groups; mapping rules and authorizations; bad input; the audit entries; the first administrator's setup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken, passwordToken } from '../testing/demo-tokens.js';
import { HttpClient } from '../testing/http-client.js';
import { basicCamundaClient as basicClient, type CamundaClient, CONSISTENT, clientInput as input, refusalOf } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const basicHttp = (baseUrl: string, username: string, password = username) =>
  new HttpClient(baseUrl, { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });

interface Me {
  roles: string[];
  tenants: { tenantId: string }[];
}
const accessOf = (me: Me) => ({ roles: me.roles, tenants: me.tenants.map((tenant) => tenant.tenantId) });

describe("the realm's identity writes (official client, basic auth, res:strict)", () => {
  let engine: TestEngine;
  let camunda: CamundaClient;
  let demo: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true' } });
    camunda = basicClient(engine.baseUrl, 'demo');
    demo = basicHttp(engine.baseUrl, 'demo');
  });
  afterAll(() => engine?.close());

  it('should make a user who signs in, and whose access follows its roles and tenants at the next request', async () => {
    const created = await camunda.createUser(
      input('createUser', { username: 'erin', password: 's3cret-erin', name: 'Erin Example', email: 'erin@example.com' }),
    );
    const erin = basicHttp(engine.baseUrl, 'erin', 's3cret-erin');
    const token = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'erin', 's3cret-erin'));
    const before = [(await erin.post('/v2/process-instances/search', {})).status, accessOf((await token.get<Me>('/v2/authentication/me')).body)];

    await camunda.assignRoleToUser(input('assignRoleToUser', { roleId: 'operator', username: 'erin' }));
    await camunda.createTenant(input('createTenant', { tenantId: 'globex', name: 'Globex' }));
    await camunda.assignUserToTenant(input('assignUserToTenant', { tenantId: 'globex', username: 'erin' }));
    const after = [(await erin.post('/v2/process-instances/search', {})).status, accessOf((await token.get<Me>('/v2/authentication/me')).body)];
    const wrongPassword = await basicHttp(engine.baseUrl, 'erin', 'erin').post('/v2/process-instances/search', {});

    expect(created).toEqual({ username: 'erin', name: 'Erin Example', email: 'erin@example.com' });
    expect(before).toEqual([403, { roles: [], tenants: [] }]);
    expect(after).toEqual([200, { roles: ['operator'], tenants: ['globex'] }]);
    expect(wrongPassword.status).toBe(401);
  });

  it('should take away what a deleted user could do, by password and by token', async () => {
    await camunda.createUser(input('createUser', { username: 'fred', password: 'fred-pass' }));
    await camunda.assignRoleToUser(input('assignRoleToUser', { roleId: 'developer', username: 'fred' }));
    const fredToken = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'fred', 'fred-pass'));
    const fred = basicHttp(engine.baseUrl, 'fred', 'fred-pass');
    const before = [(await fred.post('/v2/jobs/search', {})).status, (await fredToken.post('/v2/jobs/search', {})).status];

    await camunda.deleteUser(input('deleteUser', { username: 'fred' }));
    const after = [(await fred.post('/v2/jobs/search', {})).status, (await fredToken.post('/v2/jobs/search', {})).status];
    const gone = await refusalOf(camunda.getUser(input('getUser', { username: 'fred' }), CONSISTENT));
    const roleMembers = await camunda.searchUsersForRole(input('searchUsersForRole', { roleId: 'developer' }), CONSISTENT);

    expect(before).toEqual([200, 200]);
    expect(after).toEqual([401, 401]);
    expect(gone?.status).toBe(404);
    expect(roleMembers.items.map((user) => user.username)).not.toContain('fred');
  });

  it('should give a group its roles and tenants, and its users theirs', async () => {
    await camunda.createUser(input('createUser', { username: 'gina', password: 'gina-pass' }));
    await camunda.createGroup(input('createGroup', { groupId: 'auditors', name: 'Auditors', description: 'Read the audit log' }));
    await camunda.assignUserToGroup(input('assignUserToGroup', { groupId: 'auditors', username: 'gina' }));
    await camunda.assignRoleToGroup(input('assignRoleToGroup', { roleId: 'operator', groupId: 'auditors' }));
    await camunda.assignGroupToTenant(input('assignGroupToTenant', { tenantId: 'acme', groupId: 'auditors' }));
    await camunda.assignClientToGroup(input('assignClientToGroup', { groupId: 'auditors', clientId: 'ci-bot' }));
    const gina = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'gina', 'gina-pass'));

    const access = accessOf((await gina.get<Me>('/v2/authentication/me')).body);
    const roleGroups = await camunda.searchGroupsForRole(input('searchGroupsForRole', { roleId: 'operator' }), CONSISTENT);
    const tenantGroups = await camunda.searchGroupIdsForTenant(input('searchGroupIdsForTenant', { tenantId: 'acme' }), CONSISTENT);
    const groupRoles = await camunda.searchRolesForGroup(input('searchRolesForGroup', { groupId: 'auditors' }), CONSISTENT);
    const clients = await camunda.searchClientsForGroup(input('searchClientsForGroup', { groupId: 'auditors' }), CONSISTENT);
    const again = await refusalOf(camunda.assignUserToGroup(input('assignUserToGroup', { groupId: 'auditors', username: 'gina' })));
    const updated = await camunda.updateGroup(input('updateGroup', { groupId: 'auditors', name: 'Audit team' }));

    expect(access).toEqual({ roles: ['operator'], tenants: ['acme'] });
    expect([roleGroups.items, tenantGroups.items]).toEqual([[{ groupId: 'auditors' }], [{ groupId: 'auditors' }]]);
    expect(groupRoles.items.map((role) => role.roleId)).toEqual(['operator']);
    expect(clients.items).toEqual([{ clientId: 'ci-bot' }]);
    expect(again?.status).toBe(409);
    expect(updated).toEqual({ groupId: 'auditors', name: 'Audit team', description: null });
  });

  it('should keep mapping rules and their memberships', async () => {
    const rule = await camunda.createMappingRule(
      input('createMappingRule', { mappingRuleId: 'engineers', name: 'Engineers', claimName: 'department', claimValue: 'engineering' }),
    );
    await camunda.assignRoleToMappingRule(input('assignRoleToMappingRule', { roleId: 'developer', mappingRuleId: 'engineers' }));
    await camunda.assignMappingRuleToTenant(input('assignMappingRuleToTenant', { tenantId: 'acme', mappingRuleId: 'engineers' }));
    const updated = await camunda.updateMappingRule(
      input('updateMappingRule', { mappingRuleId: 'engineers', name: 'Engineering', claimName: 'department', claimValue: 'eng' }),
    );
    const found = await camunda.searchMappingRule(input('searchMappingRule', { filter: { claimValue: 'eng' } }), CONSISTENT);
    const ofRole = await camunda.searchMappingRulesForRole(input('searchMappingRulesForRole', { roleId: 'developer' }), CONSISTENT);
    const ofTenant = await camunda.searchMappingRulesForTenant(input('searchMappingRulesForTenant', { tenantId: 'acme' }), CONSISTENT);
    await camunda.deleteMappingRule(input('deleteMappingRule', { mappingRuleId: 'engineers' }));
    const gone = await refusalOf(camunda.getMappingRule(input('getMappingRule', { mappingRuleId: 'engineers' }), CONSISTENT));

    expect(rule).toEqual({ mappingRuleId: 'engineers', name: 'Engineers', claimName: 'department', claimValue: 'engineering' });
    expect(found.items).toEqual([updated]);
    expect([ofRole.items.map((item) => item.mappingRuleId), ofTenant.items.map((item) => item.mappingRuleId)]).toEqual([['engineers'], ['engineers']]);
    expect(gone?.status).toBe(404);
  });

  it("should store authorizations and list Baton's roles as read-only ones", async () => {
    const { authorizationKey } = await camunda.createAuthorization(
      input('createAuthorization', {
        ownerId: 'erin',
        ownerType: 'USER',
        resourceType: 'PROCESS_DEFINITION',
        resourceId: 'invoice',
        permissionTypes: ['READ_PROCESS_DEFINITION'],
      }),
    );
    await camunda.updateAuthorization(
      input('updateAuthorization', {
        authorizationKey,
        ownerId: 'erin',
        ownerType: 'USER',
        resourceType: 'PROCESS_DEFINITION',
        resourceId: 'invoice',
        permissionTypes: ['READ_PROCESS_DEFINITION', 'READ_PROCESS_INSTANCE'],
      }),
    );
    const stored = await camunda.getAuthorization(input('getAuthorization', { authorizationKey }), CONSISTENT);
    const roles = await camunda.searchAuthorizations(input('searchAuthorizations', { filter: { ownerType: 'ROLE', ownerId: 'operator' } }), CONSISTENT);
    const derivedKey = roles.items[0]?.authorizationKey ?? '';
    const derivedChange = await demo.request('DELETE', `/v2/authorizations/${derivedKey}`);
    await camunda.deleteAuthorization(input('deleteAuthorization', { authorizationKey }));
    const gone = await demo.get(`/v2/authorizations/${authorizationKey}`);

    expect(stored).toMatchObject({ ownerId: 'erin', resourceId: 'invoice', permissionTypes: ['READ_PROCESS_DEFINITION', 'READ_PROCESS_INSTANCE'] });
    expect(roles.items.map((item) => item.resourceType)).toContain('PROCESS_DEFINITION');
    expect(roles.items.find((item) => item.resourceType === 'PROCESS_DEFINITION')?.permissionTypes).toContain('CANCEL_PROCESS_INSTANCE');
    expect(derivedChange.status).toBe(409);
    expect(gone.status).toBe(404);
  });

  // The client's own integration test createAuthorization expects this 409 (Camunda's ALREADY_EXISTS rejection).
  it("should refuse, as Camunda, an authorization granting what one of the owner's own already grants", async () => {
    await camunda.createUser(input('createUser', { username: 'steve', password: 'steve-pass' }));
    const grant = {
      ownerId: 'steve',
      ownerType: 'USER',
      resourceType: 'DECISION_REQUIREMENTS_DEFINITION',
      resourceId: '*',
      permissionTypes: ['READ'],
    } as const;
    const first = await camunda.createAuthorization(input('createAuthorization', grant));
    const again = await refusalOf(camunda.createAuthorization(input('createAuthorization', { ...grant, permissionTypes: ['UPDATE', 'READ'] })));
    const otherPermission = await camunda.createAuthorization(input('createAuthorization', { ...grant, permissionTypes: ['UPDATE'] }));
    const otherResource = await camunda.createAuthorization(input('createAuthorization', { ...grant, resourceId: 'invoice-rules' }));
    const otherOwner = await camunda.createAuthorization(input('createAuthorization', { ...grant, ownerId: 'demo' }));
    const steves = await camunda.searchAuthorizations(input('searchAuthorizations', { filter: { ownerType: 'USER', ownerId: 'steve' } }), CONSISTENT);

    expect([again?.status, again?.title, again?.detail]).toEqual([409, 'ALREADY_EXISTS', expect.stringContaining(first.authorizationKey)]);
    expect(new Set([first, otherPermission, otherResource, otherOwner].map((created) => created.authorizationKey)).size).toBe(4);
    expect(steves.items.map((item) => `${item.resourceId} ${item.permissionTypes.join(',')}`).sort()).toEqual(['* READ', '* UPDATE', 'invoice-rules READ']);
  });

  it('should refuse bad input naming the field, duplicates, unknown members, and anyone but an admin', async () => {
    const noPassword = await demo.post<{ detail: string }>('/v2/users', { username: 'harry' });
    const badEmail = await demo.post<{ detail: string }>('/v2/users', { username: 'harry', password: 'x', email: 'not an address' });
    const badId = await demo.post<{ detail: string }>('/v2/groups', { groupId: 'has space', name: 'x' });
    const bothResources = await demo.post<{ detail: string }>('/v2/authorizations', {
      ownerId: 'demo',
      ownerType: 'USER',
      resourceType: 'USER',
      permissionTypes: ['READ'],
    });
    const duplicate = await demo.post('/v2/users', { username: 'alice', password: 'x' });
    const unknownUser = await demo.request('PUT', '/v2/roles/operator/users/nobody');
    const builtInRole = await demo.request('DELETE', '/v2/roles/admin');
    const byOperator = await basicHttp(engine.baseUrl, 'olga').post('/v2/users', { username: 'mallory', password: 'x' });

    expect([noPassword.status, noPassword.body.detail]).toEqual([400, expect.stringContaining('password')]);
    expect([badEmail.status, badEmail.body.detail]).toEqual([400, expect.stringContaining('email')]);
    expect([badId.status, badId.body.detail]).toEqual([400, expect.stringContaining('groupId')]);
    expect([bothResources.status, bothResources.body.detail]).toEqual([400, expect.stringContaining('resourceId')]);
    expect([duplicate.status, unknownUser.status, builtInRole.status, byOperator.status]).toEqual([409, 404, 409, 403]);
  });

  it('should write an audit entry for each identity write', async () => {
    await camunda.createRole(input('createRole', { roleId: 'auditor', name: 'Auditor' }));
    await camunda.deleteRole(input('deleteRole', { roleId: 'auditor' }));

    const entries = await demo.post<{ items: { entityType: string; operationType: string; actorId: string; category: string }[] }>('/v2/audit-logs/search', {
      filter: { entityType: 'ROLE' },
      sort: [{ field: 'auditLogKey', order: 'asc' }],
    });

    expect(entries.body.items.map((entry) => `${entry.operationType} ${entry.actorId} ${entry.category}`)).toEqual(
      expect.arrayContaining(['CREATE demo ADMIN', 'DELETE demo ADMIN', 'ASSIGN demo ADMIN']),
    );
  });

  it('should set up the first administrator only while there is none', async () => {
    const anonymous = new HttpClient(engine.baseUrl);
    const whileDemoIsAdmin = await anonymous.post('/v2/setup/user', { username: 'root', password: 'root-pass' });

    await camunda.unassignRoleFromUser(input('unassignRoleFromUser', { roleId: 'admin', username: 'demo' }));
    const setUp = await anonymous.post('/v2/setup/user', { username: 'root', password: 'root-pass' });
    const root = basicClient(engine.baseUrl, 'root', 'root-pass');
    const users = await root.searchUsers(input('searchUsers', { filter: { username: 'root' } }), CONSISTENT);
    const demoNow = await demo.post('/v2/users/search', {});

    expect(whileDemoIsAdmin.status).toBe(403);
    expect([setUp.status, setUp.body]).toEqual([201, { username: 'root', name: null, email: null }]);
    expect(users.items).toEqual([{ username: 'root', name: null, email: null }]);
    expect(demoNow.status).toBe(403);
  });
});
