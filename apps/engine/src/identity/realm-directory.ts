import type { EntityKind, RealmIdentity, StoredEntity, StoredMappingRule, StoredUser } from '../auth/realm-identity.js';
import { notFound } from '../http/problem-detail.js';

export interface RealmUser {
  readonly username: string;
  readonly name: string | null;
  readonly email: string | null;
}
interface EntryResult {
  readonly name: string;
  readonly description: string | null;
}
export type GroupResult = EntryResult & { readonly groupId: string };
export type RoleResult = EntryResult & { readonly roleId: string };
export type TenantResult = EntryResult & { readonly tenantId: string };
export interface MappingRuleResult {
  readonly mappingRuleId: string;
  readonly name: string;
  readonly claimName: string;
  readonly claimValue: string;
}

/** How Camunda names each kind in its paths, bodies and messages. */
export const KIND_NAMES: Readonly<Record<EntityKind, { readonly word: string; readonly idField: 'groupId' | 'roleId' | 'tenantId' }>> = {
  GROUP: { word: 'group', idField: 'groupId' },
  ROLE: { word: 'role', idField: 'roleId' },
  TENANT: { word: 'tenant', idField: 'tenantId' },
};

export const userResult = (user: StoredUser): RealmUser => ({ username: user.username, name: user.name, email: user.email });
export const groupResult = (entity: StoredEntity): GroupResult => ({ groupId: entity.id, name: entity.name, description: entity.description });
export const roleResult = (entity: StoredEntity): RoleResult => ({ roleId: entity.id, name: entity.name, description: entity.description });
export const tenantResult = (entity: StoredEntity): TenantResult => ({ tenantId: entity.id, name: entity.name, description: entity.description });
export const mappingRuleResult = (rule: StoredMappingRule): MappingRuleResult => ({
  mappingRuleId: rule.mappingRuleId,
  name: rule.name,
  claimName: rule.claimName,
  claimValue: rule.claimValue,
});

/** A group, role or tenant, or 404 in Camunda's words. */
export function findEntity(identity: RealmIdentity, kind: EntityKind, id: string): StoredEntity {
  const entity = identity.entity(kind, id);
  if (!entity) throw notFound(`No ${KIND_NAMES[kind].word} with id '${id}' was found`);
  return entity;
}

export function findUser(identity: RealmIdentity, username: string): StoredUser {
  const user = identity.user(username);
  if (!user) throw notFound(`No user with username '${username}' was found`);
  return user;
}

export function findMappingRule(identity: RealmIdentity, mappingRuleId: string): StoredMappingRule {
  const rule = identity.mappingRule(mappingRuleId);
  if (!rule) throw notFound(`No mapping rule with id '${mappingRuleId}' was found`);
  return rule;
}
