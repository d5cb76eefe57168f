/**
 * Mapping rules applied to tokens, as Camunda applies them: a token whose claim matches a rule (the claim is the
 * rule's value, or a list holding it; a dotted name reaches into nested claims) gets the rule's roles, groups and
 * tenants, read anew at each request. Real tokens of the embedded realm, rules written with the official client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken, passwordToken } from '../testing/demo-tokens.js';
import { HttpClient } from '../testing/http-client.js';
import { basicCamundaClient, type CamundaClient, clientInput as input } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

interface Me {
  roles: string[];
  groups: string[];
  tenants: { tenantId: string }[];
}
const accessOf = (me: Me) => ({ roles: me.roles, groups: me.groups, tenants: me.tenants.map((tenant) => tenant.tenantId) });

describe('mapping rules applied to tokens (embedded realm, official client)', () => {
  let engine: TestEngine;
  let admin: CamundaClient;
  let gina: HttpClient;
  let hank: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true' } });
    admin = basicCamundaClient(engine.baseUrl, 'demo');
    await admin.createUser(input('createUser', { username: 'gina', password: 'gina-pass', email: 'gina@acme.test' }));
    await admin.createUser(input('createUser', { username: 'hank', password: 'hank-pass', email: 'hank@other.test' }));
    // Gina is a reviewer in the night shift: her tokens carry both in their roles and groups claims.
    await admin.createGroup(input('createGroup', { groupId: 'night-shift', name: 'Night shift' }));
    await admin.assignUserToGroup(input('assignUserToGroup', { groupId: 'night-shift', username: 'gina' }));
    await admin.assignRoleToUser(input('assignRoleToUser', { roleId: 'reviewer', username: 'gina' }));
    await admin.createGroup(input('createGroup', { groupId: 'acme-ops', name: 'Acme operations' }));
    await admin.createTenant(input('createTenant', { tenantId: 'reviewed', name: 'Reviewed' }));

    // By e-mail: operator of acme, in acme-ops. By a list claim: developer. By a nested list claim: the tenant reviewed.
    await admin.createMappingRule(
      input('createMappingRule', { mappingRuleId: 'acme-mail', name: 'Acme mail', claimName: 'email', claimValue: 'gina@acme.test' }),
    );
    await admin.assignRoleToMappingRule(input('assignRoleToMappingRule', { roleId: 'operator', mappingRuleId: 'acme-mail' }));
    await admin.assignMappingRuleToTenant(input('assignMappingRuleToTenant', { tenantId: 'acme', mappingRuleId: 'acme-mail' }));
    await admin.assignMappingRuleToGroup(input('assignMappingRuleToGroup', { groupId: 'acme-ops', mappingRuleId: 'acme-mail' }));
    await admin.createMappingRule(input('createMappingRule', { mappingRuleId: 'nights', name: 'Nights', claimName: 'groups', claimValue: 'night-shift' }));
    await admin.assignRoleToMappingRule(input('assignRoleToMappingRule', { roleId: 'developer', mappingRuleId: 'nights' }));
    await admin.createMappingRule(
      input('createMappingRule', { mappingRuleId: 'reviewers', name: 'Reviewers', claimName: 'realm_access.roles', claimValue: 'reviewer' }),
    );
    await admin.assignMappingRuleToTenant(input('assignMappingRuleToTenant', { tenantId: 'reviewed', mappingRuleId: 'reviewers' }));

    gina = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'gina', 'gina-pass'));
    hank = clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, 'hank', 'hank-pass'));
  });
  afterAll(() => engine?.close());

  it('should give a token the roles, groups and tenants of the rules its claims match, and act on them', async () => {
    const ginaMe = accessOf((await gina.get<Me>('/v2/authentication/me')).body);
    const hankMe = accessOf((await hank.get<Me>('/v2/authentication/me')).body);
    const searches = [(await gina.post('/v2/process-instances/search', {})).status, (await hank.post('/v2/process-instances/search', {})).status];

    expect(ginaMe).toEqual({ roles: ['developer', 'reviewer', 'operator'], groups: ['acme-ops', 'night-shift'], tenants: ['acme', 'reviewed'] });
    expect(hankMe).toEqual({ roles: [], groups: [], tenants: [] });
    expect(searches).toEqual([200, 403]);
  });

  it('should follow a change of the rules at the next request of the same token', async () => {
    await admin.updateMappingRule(
      input('updateMappingRule', { mappingRuleId: 'acme-mail', name: 'Acme mail', claimName: 'email', claimValue: 'hank@other.test' }),
    );
    const moved = [accessOf((await gina.get<Me>('/v2/authentication/me')).body), accessOf((await hank.get<Me>('/v2/authentication/me')).body)];
    await admin.deleteMappingRule(input('deleteMappingRule', { mappingRuleId: 'nights' }));
    const deleted = accessOf((await gina.get<Me>('/v2/authentication/me')).body);

    expect(moved).toEqual([
      { roles: ['developer', 'reviewer'], groups: ['night-shift'], tenants: ['reviewed'] },
      { roles: ['operator'], groups: ['acme-ops'], tenants: ['acme'] },
    ]);
    expect(deleted).toEqual({ roles: ['reviewer'], groups: ['night-shift'], tenants: ['reviewed'] });
  });

  it('should apply no rule to basic credentials, which carry no claims (as in Camunda, where mapping rules are OIDC only)', async () => {
    // Hank's e-mail matches acme-mail since the rule moved to it above.
    const basic = new HttpClient(engine.baseUrl, { authorization: `Basic ${Buffer.from('hank:hank-pass').toString('base64')}` });

    const me = accessOf((await basic.get<Me>('/v2/authentication/me')).body);

    expect(me).toEqual({ roles: [], groups: [], tenants: [] });
  });
});
