import { Injectable } from '@nestjs/common';
import type { RouteBody, SearchQueryResponse } from '@baton/api-contract';
import { Authentication } from '../auth/authentication.js';
import { ApiProblem, notFound } from '../http/problem-detail.js';
import { matchesString, searchPage } from './in-memory-search.js';
import { REALM_GROUPS, REALM_ROLES, REALM_TENANTS, REALM_USERS, type RealmEntry, type RealmUser } from './realm-directory.js';

interface EntryResult {
  readonly name: string;
  readonly description: string | null;
}
export type GroupResult = EntryResult & { readonly groupId: string };
export type RoleResult = EntryResult & { readonly roleId: string };
export type TenantResult = EntryResult & { readonly tenantId: string };
export interface MemberResult {
  readonly username: string;
}

const group = (entry: RealmEntry): GroupResult => ({ groupId: entry.id, name: entry.name, description: entry.description });
const role = (entry: RealmEntry): RoleResult => ({ roleId: entry.id, name: entry.name, description: entry.description });
const tenant = (entry: RealmEntry): TenantResult => ({ tenantId: entry.id, name: entry.name, description: entry.description });

const find = (entries: readonly RealmEntry[], kind: string, id: string): RealmEntry => {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw notFound(`No ${kind} with id '${id}' was found`);
  return entry;
};

/**
 * Camunda's identity reads (users, groups, roles, tenants and their users) from the embedded realm, whose lists are
 * fixed in the engine (demo-realm.ts). With OIDC_ISSUER the provider owns them, and they are refused with 501.
 */
@Injectable()
export class RealmIdentityController {
  constructor(private readonly auth: Authentication) {}

  searchUsers(body: RouteBody<'searchUsers'> | undefined): SearchQueryResponse<RealmUser> {
    this.fromRealm();
    const filter = body?.filter;
    const users = REALM_USERS.filter(
      (user) => matchesString(user.username, filter?.username) && matchesString(user.name, filter?.name) && matchesString(user.email, filter?.email),
    );
    return searchPage(users, body, (user, field) => user[field], 'username');
  }

  getUser(username: string): RealmUser {
    this.fromRealm();
    const user = REALM_USERS.find((candidate) => candidate.username === username);
    if (!user) throw notFound(`No user with username '${username}' was found`);
    return user;
  }

  searchGroups(body: RouteBody<'searchGroups'> | undefined): SearchQueryResponse<GroupResult> {
    this.fromRealm();
    const filter = body?.filter;
    const groups = REALM_GROUPS.filter((entry) => matchesString(entry.id, filter?.groupId) && matchesString(entry.name, filter?.name)).map(group);
    return searchPage(groups, body, (item, field) => item[field], 'groupId');
  }

  getGroup(groupId: string): GroupResult {
    this.fromRealm();
    return group(find(REALM_GROUPS, 'group', groupId));
  }

  searchRoles(body: RouteBody<'searchRoles'> | undefined): SearchQueryResponse<RoleResult> {
    this.fromRealm();
    const filter = body?.filter;
    const roles = REALM_ROLES.filter((entry) => matchesString(entry.id, filter?.roleId) && matchesString(entry.name, filter?.name)).map(role);
    return searchPage(roles, body, (item, field) => item[field], 'roleId');
  }

  getRole(roleId: string): RoleResult {
    this.fromRealm();
    return role(find(REALM_ROLES, 'role', roleId));
  }

  searchTenants(body: RouteBody<'searchTenants'> | undefined): SearchQueryResponse<TenantResult> {
    this.fromRealm();
    const filter = body?.filter;
    const tenants = REALM_TENANTS.filter((entry) => matchesString(entry.id, filter?.tenantId) && matchesString(entry.name, filter?.name)).map(tenant);
    // Camunda sorts tenants by `key` too; the realm's tenants have none but their id.
    return searchPage(tenants, body, (item, field) => (field === 'key' ? item.tenantId : item[field]), 'tenantId');
  }

  getTenant(tenantId: string): TenantResult {
    this.fromRealm();
    return tenant(find(REALM_TENANTS, 'tenant', tenantId));
  }

  /** The users of a group, role or tenant. */
  searchMembers(kind: 'group' | 'role' | 'tenant', id: string, body: RouteBody<'searchUsersForGroup'> | undefined): SearchQueryResponse<MemberResult> {
    this.fromRealm();
    const entries = { group: REALM_GROUPS, role: REALM_ROLES, tenant: REALM_TENANTS }[kind];
    const members = find(entries, kind, id).members.map((username) => ({ username }));
    return searchPage(members, body, (item) => item.username, 'username');
  }

  private fromRealm(): void {
    const issuer = this.auth.externalIssuer;
    if (issuer !== undefined)
      throw new ApiProblem(501, `Users, groups, roles and tenants are the identity provider's (OIDC_ISSUER ${issuer}): read them there`);
  }
}
