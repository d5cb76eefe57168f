/** The embedded realm's stored identity (migration 0039) as one immutable snapshot, read by logins and access checks. */
import { ROLES } from '@baton/api-contract';

export type EntityKind = 'GROUP' | 'ROLE' | 'TENANT';
export type MemberType = 'USER' | 'CLIENT' | 'GROUP' | 'ROLE' | 'MAPPING_RULE';

export interface StoredUser {
  readonly key: string;
  readonly username: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly passwordHash: string;
}

/** A group, role or tenant. */
export interface StoredEntity {
  readonly key: string;
  readonly kind: EntityKind;
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
}

export interface StoredMappingRule {
  readonly key: string;
  readonly mappingRuleId: string;
  readonly name: string;
  readonly claimName: string;
  readonly claimValue: string;
}

export interface StoredMembership {
  readonly entityKind: EntityKind;
  readonly entityId: string;
  readonly memberType: MemberType;
  readonly memberId: string;
}

export interface StoredAuthorization {
  readonly authorizationKey: string;
  readonly ownerId: string;
  readonly ownerType: string;
  readonly resourceType: string;
  readonly resourceId: string | null;
  readonly resourcePropertyName: string | null;
  readonly permissionTypes: readonly string[];
}

export interface IdentityRows {
  readonly users: readonly StoredUser[];
  readonly entities: readonly StoredEntity[];
  readonly mappingRules: readonly StoredMappingRule[];
  readonly memberships: readonly StoredMembership[];
  readonly authorizations: readonly StoredAuthorization[];
}

/** What a user or client may do: its roles, groups and tenants, direct or through its groups and roles. */
export interface RealmAccess {
  readonly roles: readonly string[];
  readonly groups: readonly string[];
  readonly tenants: readonly string[];
  /** The stored authorizations it owns, or its groups, roles or matched mapping rules own. */
  readonly authorizations: readonly StoredAuthorization[];
}

/** A user with what it may do: what its tokens carry. */
export interface RealmAccount extends RealmAccess {
  readonly username: string;
  readonly name: string | null;
  readonly email: string | null;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** A claim by its name, or by a dotted path into nested claims (`realm_access.roles`) when no claim has that name. */
function claimNamed(claims: Readonly<Record<string, unknown>>, name: string): unknown {
  if (Object.hasOwn(claims, name)) return claims[name];
  let value: unknown = claims;
  for (const segment of name.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const claimText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** Camunda's match of a mapping rule: the claim is the value, or a list that holds it. */
function claimMatches(claims: Readonly<Record<string, unknown>>, claimName: string, claimValue: string): boolean {
  const value = claimNamed(claims, claimName);
  return Array.isArray(value) ? value.some((item) => claimText(item) === claimValue) : claimText(value) === claimValue;
}
/** Baton's roles in their usual order (as tokens have always listed them), then any other role by name. */
const rank = (role: string) => {
  const index = (ROLES as readonly string[]).indexOf(role);
  return index === -1 ? ROLES.length : index;
};
const rolesInOrder = (roles: Iterable<string>) => sorted(roles).sort((a, b) => rank(a) - rank(b));

/**
 * One revision of the stored identity. A user's or client's roles are its own and its groups'; its tenants are its
 * own, its groups' and its roles' (Camunda's assignment of groups and roles to tenants). Worked out once per
 * revision and member, so the access check of a request is a map lookup.
 */
export class RealmIdentity {
  private readonly usersByName: ReadonlyMap<string, StoredUser>;
  private readonly entitiesById: ReadonlyMap<string, StoredEntity>;
  private readonly accessCache = new Map<string, RealmAccess>();

  constructor(
    readonly rows: IdentityRows,
    readonly revision: string,
  ) {
    this.usersByName = new Map(rows.users.map((user) => [user.username, user]));
    this.entitiesById = new Map(rows.entities.map((entity) => [`${entity.kind}:${entity.id}`, entity]));
  }

  user(username: string): StoredUser | undefined {
    return this.usersByName.get(username);
  }

  entity(kind: EntityKind, id: string): StoredEntity | undefined {
    return this.entitiesById.get(`${kind}:${id}`);
  }

  entities(kind: EntityKind): StoredEntity[] {
    return this.rows.entities.filter((entity) => entity.kind === kind);
  }

  mappingRule(mappingRuleId: string): StoredMappingRule | undefined {
    return this.rows.mappingRules.find((rule) => rule.mappingRuleId === mappingRuleId);
  }

  /** The ids of the members of one type that a group, role or tenant has. */
  members(kind: EntityKind, id: string, memberType: MemberType): string[] {
    return sorted(this.rows.memberships.filter((m) => m.entityKind === kind && m.entityId === id && m.memberType === memberType).map((m) => m.memberId));
  }

  /** The groups, roles or tenants a member belongs to directly. */
  entitiesOf(memberType: MemberType, memberId: string, kind: EntityKind): string[] {
    return sorted(this.rows.memberships.filter((m) => m.memberType === memberType && m.memberId === memberId && m.entityKind === kind).map((m) => m.entityId));
  }

  /**
   * A user's or client's roles, groups and tenants, with those of the mapping rules its token matched (Camunda's:
   * a rule's groups, roles and tenants are given to every token whose claim matches it).
   */
  access(memberType: 'USER' | 'CLIENT', id: string, mappingRuleIds: readonly string[] = []): RealmAccess {
    const cacheKey = [`${memberType}:${id}`, ...mappingRuleIds].join('\0');
    const known = this.accessCache.get(cacheKey);
    if (known) return known;
    const members: [MemberType, string][] = [[memberType, id], ...mappingRuleIds.map((rule): [MemberType, string] => ['MAPPING_RULE', rule])];
    const direct = (kind: EntityKind) => members.flatMap(([type, member]) => this.entitiesOf(type, member, kind));
    const groups = sorted(direct('GROUP'));
    const roles = rolesInOrder([...direct('ROLE'), ...groups.flatMap((group) => this.entitiesOf('GROUP', group, 'ROLE'))]);
    const tenants = sorted([
      ...direct('TENANT'),
      ...groups.flatMap((group) => this.entitiesOf('GROUP', group, 'TENANT')),
      ...roles.flatMap((role) => this.entitiesOf('ROLE', role, 'TENANT')),
    ]);
    const owners = new Set(
      [...members, ...groups.map((group) => ['GROUP', group]), ...roles.map((role) => ['ROLE', role])].map(([type, id]) => `${type}:${id}`),
    );
    const authorizations = this.rows.authorizations.filter((authorization) => owners.has(`${authorization.ownerType}:${authorization.ownerId}`));
    const access = { roles, groups, tenants, authorizations };
    this.accessCache.set(cacheKey, access);
    return access;
  }

  /** The ids of the mapping rules a token's claims match, in id order. */
  mappingRulesMatching(claims: Readonly<Record<string, unknown>>): string[] {
    return this.rows.mappingRules.filter((rule) => claimMatches(claims, rule.claimName, rule.claimValue)).map((rule) => rule.mappingRuleId);
  }

  account(username: string): RealmAccount | undefined {
    const user = this.user(username);
    return user && { username: user.username, name: user.name, email: user.email, ...this.access('USER', username) };
  }

  /** Whether a user holds the admin role (Camunda's setup creates the first one only while none does). */
  hasAdmin(): boolean {
    return this.rows.users.some((user) => this.access('USER', user.username).roles.includes('admin'));
  }
}
