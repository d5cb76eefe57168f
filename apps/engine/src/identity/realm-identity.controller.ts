import { Injectable } from '@nestjs/common';
import type { RouteBody, SearchQueryResponse } from '@baton/api-contract';
import { Authentication } from '../auth/authentication.js';
import type { EntityKind, MemberType, RealmIdentity, StoredAuthorization } from '../auth/realm-identity.js';
import { RealmIdentityStore } from '../auth/realm-identity-store.js';
import { notFound } from '../http/problem-detail.js';
import { matchesString, searchPage } from './in-memory-search.js';
import {
  findEntity,
  findMappingRule,
  findUser,
  type GroupResult,
  groupResult,
  type MappingRuleResult,
  mappingRuleResult,
  type RealmUser,
  type RoleResult,
  roleResult,
  type TenantResult,
  tenantResult,
  userResult,
} from './realm-directory.js';
import { refuseWhileProviderOwnsIdentity } from './provider-owned.js';
import { ROLE_AUTHORIZATIONS } from './role-authorizations.js';

type MappingRuleSearch = RouteBody<'searchMappingRule'> | undefined;

/**
 * Camunda's identity reads (users, groups, roles, tenants, mapping rules, authorizations and who belongs to what)
 * from the embedded realm's stored identity, read in memory. With OIDC_ISSUER the provider owns them: 501.
 */
@Injectable()
export class RealmIdentityController {
  constructor(
    private readonly auth: Authentication,
    private readonly store: RealmIdentityStore,
  ) {}

  async searchUsers(body: RouteBody<'searchUsers'> | undefined): Promise<SearchQueryResponse<RealmUser>> {
    const filter = body?.filter;
    const users = (await this.identity()).rows.users
      .map(userResult)
      .filter((user) => matchesString(user.username, filter?.username) && matchesString(user.name, filter?.name) && matchesString(user.email, filter?.email));
    return searchPage(users, body, (user, field) => user[field], 'username');
  }

  async getUser(username: string): Promise<RealmUser> {
    return userResult(findUser(await this.identity(), username));
  }

  async searchGroups(body: RouteBody<'searchGroups'> | undefined): Promise<SearchQueryResponse<GroupResult>> {
    const filter = body?.filter;
    const groups = (await this.identity())
      .entities('GROUP')
      .filter((entry) => matchesString(entry.id, filter?.groupId) && matchesString(entry.name, filter?.name))
      .map(groupResult);
    return searchPage(groups, body, (item, field) => item[field], 'groupId');
  }

  async getGroup(groupId: string): Promise<GroupResult> {
    return groupResult(findEntity(await this.identity(), 'GROUP', groupId));
  }

  async searchRoles(body: RouteBody<'searchRoles'> | undefined, ofGroupOrTenant?: { kind: EntityKind; id: string }): Promise<SearchQueryResponse<RoleResult>> {
    const identity = await this.identity();
    const filter = body?.filter;
    const among = ofGroupOrTenant && this.rolesOf(identity, ofGroupOrTenant.kind, ofGroupOrTenant.id);
    const roles = identity
      .entities('ROLE')
      .filter((entry) => (!among || among.includes(entry.id)) && matchesString(entry.id, filter?.roleId) && matchesString(entry.name, filter?.name))
      .map(roleResult);
    return searchPage(roles, body, (item, field) => item[field], 'roleId');
  }

  async getRole(roleId: string): Promise<RoleResult> {
    return roleResult(findEntity(await this.identity(), 'ROLE', roleId));
  }

  async searchTenants(body: RouteBody<'searchTenants'> | undefined): Promise<SearchQueryResponse<TenantResult>> {
    const filter = body?.filter;
    const tenants = (await this.identity())
      .entities('TENANT')
      .filter((entry) => matchesString(entry.id, filter?.tenantId) && matchesString(entry.name, filter?.name))
      .map(tenantResult);
    // Camunda sorts tenants by `key` too; the realm's tenants are named by their id.
    return searchPage(tenants, body, (item, field) => (field === 'key' ? item.tenantId : item[field]), 'tenantId');
  }

  async getTenant(tenantId: string): Promise<TenantResult> {
    return tenantResult(findEntity(await this.identity(), 'TENANT', tenantId));
  }

  /** The users of a group, role or tenant. */
  async searchMembers(kind: EntityKind, id: string, body: RouteBody<'searchUsersForGroup'> | undefined): Promise<SearchQueryResponse<{ username: string }>> {
    const members = this.membersOf(await this.identity(), kind, id, 'USER').map((username) => ({ username }));
    return searchPage(members, body, (item) => item.username, 'username');
  }

  /** The clients of a group, role or tenant (clients are the provider's; only their memberships are stored). */
  async searchClients(kind: EntityKind, id: string, body: RouteBody<'searchClientsForGroup'> | undefined): Promise<SearchQueryResponse<{ clientId: string }>> {
    const clients = this.membersOf(await this.identity(), kind, id, 'CLIENT').map((clientId) => ({ clientId }));
    return searchPage(clients, body, (item) => item.clientId, 'clientId');
  }

  /** The groups of a role or tenant, by id. */
  async searchGroupIds(kind: EntityKind, id: string, body: RouteBody<'searchGroupsForRole'> | undefined): Promise<SearchQueryResponse<{ groupId: string }>> {
    const groups = this.membersOf(await this.identity(), kind, id, 'GROUP').map((groupId) => ({ groupId }));
    return searchPage(groups, body, (item) => item.groupId, 'groupId');
  }

  async searchMappingRules(body: MappingRuleSearch, ofEntity?: { kind: EntityKind; id: string }): Promise<SearchQueryResponse<MappingRuleResult>> {
    const identity = await this.identity();
    const filter = body?.filter;
    const among = ofEntity && this.membersOf(identity, ofEntity.kind, ofEntity.id, 'MAPPING_RULE');
    const rules = identity.rows.mappingRules
      .map(mappingRuleResult)
      .filter(
        (rule) =>
          (!among || among.includes(rule.mappingRuleId)) &&
          matchesString(rule.mappingRuleId, filter?.mappingRuleId) &&
          matchesString(rule.name, filter?.name) &&
          matchesString(rule.claimName, filter?.claimName) &&
          matchesString(rule.claimValue, filter?.claimValue),
      );
    return searchPage(rules, body, (item, field) => item[field], 'mappingRuleId');
  }

  async getMappingRule(mappingRuleId: string): Promise<MappingRuleResult> {
    return mappingRuleResult(findMappingRule(await this.identity(), mappingRuleId));
  }

  /** The stored authorizations and, read-only, those that describe Baton's roles (role-authorizations.ts). */
  async searchAuthorizations(body: RouteBody<'searchAuthorizations'> | undefined): Promise<SearchQueryResponse<StoredAuthorization>> {
    const filter = body?.filter;
    const all = [...(await this.identity()).rows.authorizations, ...ROLE_AUTHORIZATIONS].filter(
      (entry) =>
        matchesString(entry.ownerId, filter?.ownerId) &&
        matchesString(entry.ownerType, filter?.ownerType) &&
        matchesString(entry.resourceType, filter?.resourceType) &&
        (!filter?.resourceIds || (entry.resourceId !== null && filter.resourceIds.includes(entry.resourceId))) &&
        (!filter?.resourcePropertyNames || (entry.resourcePropertyName !== null && filter.resourcePropertyNames.includes(entry.resourcePropertyName))),
    );
    return searchPage(all, body, (item, field) => item[field], 'ownerId');
  }

  async getAuthorization(authorizationKey: string): Promise<StoredAuthorization> {
    const entry = [...(await this.identity()).rows.authorizations, ...ROLE_AUTHORIZATIONS].find((item) => item.authorizationKey === authorizationKey);
    if (!entry) throw notFound(`No authorization with key '${authorizationKey}' was found`);
    return entry;
  }

  /** A group is a member of its roles; a role is a member of its tenants. */
  private rolesOf(identity: RealmIdentity, kind: EntityKind, id: string): string[] {
    if (kind !== 'GROUP') return this.membersOf(identity, kind, id, 'ROLE');
    findEntity(identity, kind, id);
    return identity.entitiesOf(kind, id, 'ROLE');
  }

  private membersOf(identity: RealmIdentity, kind: EntityKind, id: string, memberType: MemberType): string[] {
    findEntity(identity, kind, id);
    return identity.members(kind, id, memberType);
  }

  private async identity(): Promise<RealmIdentity> {
    refuseWhileProviderOwnsIdentity(this.auth);
    return this.store.ready();
  }
}
