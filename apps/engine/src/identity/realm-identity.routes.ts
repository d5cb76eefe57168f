import { routeHandlers } from '../http/contract-routes.js';
import { RealmIdentityController } from './realm-identity.controller.js';

export const REALM_IDENTITY_ROUTES = routeHandlers(RealmIdentityController, {
  searchUsers: (identity, { body }) => identity.searchUsers(body),
  getUser: (identity, { params }) => identity.getUser(params.username),
  searchGroups: (identity, { body }) => identity.searchGroups(body),
  getGroup: (identity, { params }) => identity.getGroup(params.groupId),
  searchUsersForGroup: (identity, { params, body }) => identity.searchMembers('group', params.groupId, body),
  searchRoles: (identity, { body }) => identity.searchRoles(body),
  getRole: (identity, { params }) => identity.getRole(params.roleId),
  searchUsersForRole: (identity, { params, body }) => identity.searchMembers('role', params.roleId, body),
  searchTenants: (identity, { body }) => identity.searchTenants(body),
  getTenant: (identity, { params }) => identity.getTenant(params.tenantId),
  searchUsersForTenant: (identity, { params, body }) => identity.searchMembers('tenant', params.tenantId, body),
});

/** The operations above: of no tenant, and answered 501 while OIDC_ISSUER owns the users (the generated specs read this). */
export const REALM_IDENTITY_OPERATIONS: ReadonlySet<string> = new Set(Object.keys(REALM_IDENTITY_ROUTES.handlers));
