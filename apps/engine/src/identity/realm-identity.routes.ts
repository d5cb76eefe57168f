import { routeHandlers } from '../http/contract-routes.js';
import { RealmIdentityController } from './realm-identity.controller.js';
import { RealmIdentityWrites } from './realm-identity-writes.js';

const GROUP = 'GROUP' as const;
const ROLE = 'ROLE' as const;
const TENANT = 'TENANT' as const;

export const REALM_IDENTITY_ROUTES = routeHandlers(RealmIdentityController, {
  searchUsers: (identity, { body }) => identity.searchUsers(body),
  getUser: (identity, { params }) => identity.getUser(params.username),
  searchGroups: (identity, { body }) => identity.searchGroups(body),
  getGroup: (identity, { params }) => identity.getGroup(params.groupId),
  searchUsersForGroup: (identity, { params, body }) => identity.searchMembers(GROUP, params.groupId, body),
  searchClientsForGroup: (identity, { params, body }) => identity.searchClients(GROUP, params.groupId, body),
  searchMappingRulesForGroup: (identity, { params, body }) => identity.searchMappingRules(body, { kind: GROUP, id: params.groupId }),
  searchRolesForGroup: (identity, { params, body }) => identity.searchRoles(body, { kind: GROUP, id: params.groupId }),
  searchRoles: (identity, { body }) => identity.searchRoles(body),
  getRole: (identity, { params }) => identity.getRole(params.roleId),
  searchUsersForRole: (identity, { params, body }) => identity.searchMembers(ROLE, params.roleId, body),
  searchClientsForRole: (identity, { params, body }) => identity.searchClients(ROLE, params.roleId, body),
  searchGroupsForRole: (identity, { params, body }) => identity.searchGroupIds(ROLE, params.roleId, body),
  searchMappingRulesForRole: (identity, { params, body }) => identity.searchMappingRules(body, { kind: ROLE, id: params.roleId }),
  searchTenants: (identity, { body }) => identity.searchTenants(body),
  getTenant: (identity, { params }) => identity.getTenant(params.tenantId),
  searchUsersForTenant: (identity, { params, body }) => identity.searchMembers(TENANT, params.tenantId, body),
  searchClientsForTenant: (identity, { params, body }) => identity.searchClients(TENANT, params.tenantId, body),
  searchGroupIdsForTenant: (identity, { params, body }) => identity.searchGroupIds(TENANT, params.tenantId, body),
  searchRolesForTenant: (identity, { params, body }) => identity.searchRoles(body, { kind: TENANT, id: params.tenantId }),
  searchMappingRulesForTenant: (identity, { params, body }) => identity.searchMappingRules(body, { kind: TENANT, id: params.tenantId }),
  searchMappingRule: (identity, { body }) => identity.searchMappingRules(body),
  getMappingRule: (identity, { params }) => identity.getMappingRule(params.mappingRuleId),
  searchAuthorizations: (identity, { body }) => identity.searchAuthorizations(body),
  getAuthorization: (identity, { params }) => identity.getAuthorization(params.authorizationKey),
});

export const REALM_IDENTITY_WRITE_ROUTES = routeHandlers(RealmIdentityWrites, {
  createUser: (writes, { body }) => writes.createUser(body),
  updateUser: (writes, { params, body }) => writes.updateUser(params.username, body),
  deleteUser: (writes, { params }) => writes.deleteUser(params.username),
  createAdminUser: (writes, { body }) => writes.createAdminUser(body),
  createGroup: (writes, { body }) => writes.createEntity(GROUP, body),
  updateGroup: (writes, { params, body }) => writes.updateEntity(GROUP, params.groupId, body),
  deleteGroup: (writes, { params }) => writes.deleteEntity(GROUP, params.groupId),
  assignUserToGroup: (writes, { params }) => writes.assign(GROUP, params.groupId, 'USER', params.username),
  unassignUserFromGroup: (writes, { params }) => writes.unassign(GROUP, params.groupId, 'USER', params.username),
  assignClientToGroup: (writes, { params }) => writes.assign(GROUP, params.groupId, 'CLIENT', params.clientId),
  unassignClientFromGroup: (writes, { params }) => writes.unassign(GROUP, params.groupId, 'CLIENT', params.clientId),
  assignMappingRuleToGroup: (writes, { params }) => writes.assign(GROUP, params.groupId, 'MAPPING_RULE', params.mappingRuleId),
  unassignMappingRuleFromGroup: (writes, { params }) => writes.unassign(GROUP, params.groupId, 'MAPPING_RULE', params.mappingRuleId),
  createRole: (writes, { body }) => writes.createEntity(ROLE, body),
  updateRole: (writes, { params, body }) => writes.updateEntity(ROLE, params.roleId, body),
  deleteRole: (writes, { params }) => writes.deleteEntity(ROLE, params.roleId),
  assignRoleToUser: (writes, { params }) => writes.assign(ROLE, params.roleId, 'USER', params.username),
  unassignRoleFromUser: (writes, { params }) => writes.unassign(ROLE, params.roleId, 'USER', params.username),
  assignRoleToClient: (writes, { params }) => writes.assign(ROLE, params.roleId, 'CLIENT', params.clientId),
  unassignRoleFromClient: (writes, { params }) => writes.unassign(ROLE, params.roleId, 'CLIENT', params.clientId),
  assignRoleToGroup: (writes, { params }) => writes.assign(ROLE, params.roleId, 'GROUP', params.groupId),
  unassignRoleFromGroup: (writes, { params }) => writes.unassign(ROLE, params.roleId, 'GROUP', params.groupId),
  assignRoleToMappingRule: (writes, { params }) => writes.assign(ROLE, params.roleId, 'MAPPING_RULE', params.mappingRuleId),
  unassignRoleFromMappingRule: (writes, { params }) => writes.unassign(ROLE, params.roleId, 'MAPPING_RULE', params.mappingRuleId),
  createTenant: (writes, { body }) => writes.createEntity(TENANT, body),
  updateTenant: (writes, { params, body }) => writes.updateEntity(TENANT, params.tenantId, body),
  deleteTenant: (writes, { params }) => writes.deleteEntity(TENANT, params.tenantId),
  assignUserToTenant: (writes, { params }) => writes.assign(TENANT, params.tenantId, 'USER', params.username),
  unassignUserFromTenant: (writes, { params }) => writes.unassign(TENANT, params.tenantId, 'USER', params.username),
  assignClientToTenant: (writes, { params }) => writes.assign(TENANT, params.tenantId, 'CLIENT', params.clientId),
  unassignClientFromTenant: (writes, { params }) => writes.unassign(TENANT, params.tenantId, 'CLIENT', params.clientId),
  assignGroupToTenant: (writes, { params }) => writes.assign(TENANT, params.tenantId, 'GROUP', params.groupId),
  unassignGroupFromTenant: (writes, { params }) => writes.unassign(TENANT, params.tenantId, 'GROUP', params.groupId),
  assignRoleToTenant: (writes, { params }) => writes.assign(TENANT, params.tenantId, 'ROLE', params.roleId),
  unassignRoleFromTenant: (writes, { params }) => writes.unassign(TENANT, params.tenantId, 'ROLE', params.roleId),
  assignMappingRuleToTenant: (writes, { params }) => writes.assign(TENANT, params.tenantId, 'MAPPING_RULE', params.mappingRuleId),
  unassignMappingRuleFromTenant: (writes, { params }) => writes.unassign(TENANT, params.tenantId, 'MAPPING_RULE', params.mappingRuleId),
  createMappingRule: (writes, { body }) => writes.createMappingRule(body),
  updateMappingRule: (writes, { params, body }) => writes.updateMappingRule(params.mappingRuleId, body),
  deleteMappingRule: (writes, { params }) => writes.deleteMappingRule(params.mappingRuleId),
  createAuthorization: (writes, { body }) => writes.createAuthorization(body),
  updateAuthorization: (writes, { params, body }) => writes.updateAuthorization(params.authorizationKey, body),
  deleteAuthorization: (writes, { params }) => writes.deleteAuthorization(params.authorizationKey),
});

/**
 * Every operation above: of no tenant, and answered 501 while OIDC_ISSUER owns the identity (the generated specs
 * read this).
 */
export const REALM_IDENTITY_OPERATIONS: ReadonlySet<string> = new Set([
  ...Object.keys(REALM_IDENTITY_ROUTES.handlers),
  ...Object.keys(REALM_IDENTITY_WRITE_ROUTES.handlers),
]);
