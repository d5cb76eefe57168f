/**
 * Camunda's identity reads from the embedded realm, through the official client as Camunda 8 Run users configure it
 * (basic auth, demo/demo) with its strict response checks; who may read them (admins only); search filters and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { basicCamundaClient as basicClient, type CamundaClient, CONSISTENT, clientInput as input } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const basicHttp = (baseUrl: string, username: string) =>
  new HttpClient(baseUrl, { authorization: `Basic ${Buffer.from(`${username}:${username}`).toString('base64')}` });

describe("the realm's users, groups, roles and tenants (official client, basic auth, res:strict)", () => {
  let engine: TestEngine;
  let camunda: CamundaClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true' } });
    camunda = basicClient(engine.baseUrl, 'demo');
  });
  afterAll(() => engine?.close());

  it('should list and get the users', async () => {
    const users = await camunda.searchUsers(input('searchUsers', {}), CONSISTENT);
    const alice = await camunda.getUser(input('getUser', { username: 'alice' }), CONSISTENT);

    expect(users.items.map((user) => user.username)).toEqual(['alice', 'ann', 'bob', 'dave', 'demo', 'olga']);
    expect(users.page.totalItems).toBe(6);
    expect(alice).toEqual({ username: 'alice', name: 'Alice Reviewer', email: 'alice@baton.example' });
  });

  it('should list and get the groups, and their users', async () => {
    const groups = await camunda.searchGroups(input('searchGroups', {}), CONSISTENT);
    const finance = await camunda.getGroup(input('getGroup', { groupId: 'finance' }), CONSISTENT);
    const members = await camunda.searchUsersForGroup(input('searchUsersForGroup', { groupId: 'logistics' }), CONSISTENT);

    expect(groups.items.map((group) => group.groupId)).toEqual(['finance', 'logistics']);
    expect(finance).toEqual({ groupId: 'finance', name: 'finance', description: null });
    expect(members.items).toEqual([{ username: 'bob' }]);
  });

  it('should list and get the roles, and their users', async () => {
    const roles = await camunda.searchRoles(input('searchRoles', { sort: [{ field: 'roleId', order: 'DESC' }] }), CONSISTENT);
    const admin = await camunda.getRole(input('getRole', { roleId: 'admin' }), CONSISTENT);
    const reviewers = await camunda.searchUsersForRole(input('searchUsersForRole', { roleId: 'reviewer' }), CONSISTENT);

    expect(roles.items.map((role) => role.roleId)).toEqual(['reviewer', 'operator', 'developer', 'analyst', 'admin']);
    expect(admin).toMatchObject({ roleId: 'admin', name: 'admin' });
    expect(reviewers.items.map((user) => user.username)).toEqual(['alice', 'bob', 'demo']);
  });

  it('should list and get the tenants, and their users', async () => {
    const tenants = await camunda.searchTenants(input('searchTenants', {}), CONSISTENT);
    const acme = await camunda.getTenant(input('getTenant', { tenantId: 'acme' }), CONSISTENT);
    const members = await camunda.searchUsersForTenant(input('searchUsersForTenant', { tenantId: 'acme' }), CONSISTENT);

    expect(tenants.items.map((tenant) => tenant.tenantId)).toEqual(['<default>', 'acme']);
    expect(acme).toEqual({ tenantId: 'acme', name: 'acme', description: null });
    expect(members.items.map((user) => user.username)).toEqual(['alice', 'ann', 'dave', 'demo', 'olga']);
  });

  it('should filter, sort and page a search', async () => {
    const demo = basicHttp(engine.baseUrl, 'demo');

    const liked = await demo.post<{ items: { username: string }[] }>('/v2/users/search', { filter: { name: { $like: '*Reviewer' } } });
    const page = await demo.post<{ items: { username: string }[]; page: { totalItems: number } }>('/v2/users/search', {
      sort: [{ field: 'name', order: 'desc' }],
      page: { from: 1, limit: 2 },
    });
    const none = await demo.post<{ items: unknown[] }>('/v2/users/search', { filter: { username: { $in: ['mallory'] } } });

    expect(liked.body.items.map((user) => user.username)).toEqual(['alice', 'bob']);
    expect([page.body.items.map((user) => user.username), page.body.page.totalItems]).toEqual([['demo', 'dave'], 6]);
    expect(none.body.items).toEqual([]);
  });

  it('should answer 404 for an unknown user, group, role or tenant', async () => {
    const demo = basicHttp(engine.baseUrl, 'demo');

    const statuses = await Promise.all(
      ['/v2/users/mallory', '/v2/groups/nobody', '/v2/roles/root', '/v2/tenants/42'].map(async (path) => (await demo.get(path)).status),
    );
    const members = await demo.post('/v2/groups/nobody/users/search', {});

    expect([...statuses, members.status]).toEqual([404, 404, 404, 404, 404]);
  });

  it('should refuse them to anyone but an admin', async () => {
    const olga = basicHttp(engine.baseUrl, 'olga');

    const refused = [await olga.post('/v2/users/search', {}), await olga.get('/v2/users/alice'), await olga.post('/v2/tenants/search', {})];

    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });
});
