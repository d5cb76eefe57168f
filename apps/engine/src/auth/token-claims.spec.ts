import { describe, expect, it } from 'vitest';
import { loadEngineConfig } from '../config/engine-config.js';
import { callerFromClaims } from './token-claims.js';

const defaults = loadEngineConfig({}).auth;

describe('callerFromClaims', () => {
  it("should read a Keycloak user's token: realm roles, group paths by their name, tenants", () => {
    const caller = callerFromClaims(
      {
        preferred_username: 'alice',
        azp: 'baton-tasklist',
        name: 'Alice R',
        realm_access: { roles: ['reviewer', 'offline_access'] },
        groups: ['/finance'],
        tenant_ids: ['acme'],
      },
      defaults,
    );

    expect(caller).toEqual({
      id: 'alice',
      kind: 'USER',
      roles: ['reviewer', 'offline_access'],
      groups: ['finance'],
      tenants: ['acme'],
      displayName: 'Alice R',
      email: null,
    });
  });

  it("should read a Keycloak service account's token as its client", () => {
    const caller = callerFromClaims(
      { preferred_username: 'service-account-baton-worker', azp: 'baton-worker', realm_access: { roles: ['developer'] } },
      defaults,
    );

    expect(caller).toMatchObject({ id: 'baton-worker', kind: 'CLIENT', roles: ['developer'] });
  });

  it('should put a token without a tenants claim in <default> only, and read claims where OIDC_*_CLAIM point', () => {
    const custom = loadEngineConfig({ OIDC_ROLES_CLAIM: 'resource_access.baton.roles', OIDC_GROUPS_CLAIM: 'teams', OIDC_TENANTS_CLAIM: 'org.tenant' }).auth;

    const caller = callerFromClaims(
      { preferred_username: 'x', resource_access: { baton: { roles: ['operator'] } }, teams: 'ops', org: { tenant: 't1' } },
      custom,
    );

    expect(caller).toMatchObject({ roles: ['operator'], groups: ['ops'], tenants: ['t1'] });
    expect(callerFromClaims({ preferred_username: 'y' }, defaults)).toMatchObject({ roles: [], groups: [], tenants: ['<default>'] });
  });
});
