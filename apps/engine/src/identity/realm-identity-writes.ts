import { Injectable } from '@nestjs/common';
import { type AuditLogEntityTypeEnum, type AuditLogOperationTypeEnum, DEFAULT_TENANT_ID, ROLES, type RouteBody } from '@baton/api-contract';
import type { ClientBase } from 'pg';
import { AuditLog } from '../audit/audit-log.js';
import { Authentication } from '../auth/authentication.js';
import { hashPassword } from '../auth/password-hash.js';
import type { EntityKind, MemberType, RealmIdentity } from '../auth/realm-identity.js';
import { RealmIdentityStore } from '../auth/realm-identity-store.js';
import { ApiProblem, conflict, invalidRequest, notFound } from '../http/problem-detail.js';
import { refuseWhileProviderOwnsIdentity } from './provider-owned.js';
import {
  findEntity,
  findMappingRule,
  findUser,
  type GroupResult,
  groupResult,
  KIND_NAMES,
  type MappingRuleResult,
  mappingRuleResult,
  type RealmUser,
  type RoleResult,
  roleResult,
  type TenantResult,
  tenantResult,
  userResult,
} from './realm-directory.js';
import { isRoleAuthorization } from './role-authorizations.js';

const MEMBER_WORDS: Readonly<Record<MemberType, string>> = {
  USER: 'user',
  CLIENT: 'client',
  GROUP: 'group',
  ROLE: 'role',
  MAPPING_RULE: 'mapping rule',
};
const AUDIT_TYPES: Readonly<Record<EntityKind, AuditLogEntityTypeEnum>> = { GROUP: 'GROUP', ROLE: 'ROLE', TENANT: 'TENANT' };
/** Roles the route access table is written in, and the tenant a token without tenants is of: they cannot be deleted. */
const BUILT_IN_ROLES: readonly string[] = ROLES;

type EntityCreate = { name: string; description?: string } & ({ groupId: string } | { roleId: string } | { tenantId: string });
type AuthorizationBody = RouteBody<'createAuthorization'>;

/**
 * Camunda's identity writes on the embedded realm's stored identity: users, groups, roles, tenants, mapping rules,
 * who belongs to what, and authorizations. Each write is one transaction that the next request already sees (see
 * RealmIdentityStore), and leaves an audit entry (category ADMIN). Admin only (route-access.ts), but for the first
 * administrator's setup; 501 while OIDC_ISSUER owns the identity.
 */
/**
 * Camunda refuses (ALREADY_EXISTS, 409) an authorization that grants a permission one of the owner's own
 * authorizations already grants on the same resource: a repeated create would otherwise pile up copies that one
 * deletion no longer revokes.
 */
function refuseGrantedAgain(identity: RealmIdentity, body: AuthorizationBody): void {
  for (const stored of identity.rows.authorizations) {
    const sameResource =
      stored.ownerType === body.ownerType &&
      stored.ownerId === body.ownerId &&
      stored.resourceType === body.resourceType &&
      stored.resourceId === (body.resourceId ?? null) &&
      stored.resourcePropertyName === (body.resourcePropertyName ?? null);
    const granted = sameResource ? body.permissionTypes.filter((permission) => stored.permissionTypes.includes(permission)) : [];
    if (granted.length > 0) {
      throw conflict(
        `The ${body.ownerType} '${body.ownerId}' already has ${granted.join(', ')} on ${body.resourceType} ` +
          `'${body.resourceId ?? body.resourcePropertyName}' (authorization ${stored.authorizationKey})`,
        'ALREADY_EXISTS',
      );
    }
  }
}

@Injectable()
export class RealmIdentityWrites {
  constructor(
    private readonly auth: Authentication,
    private readonly store: RealmIdentityStore,
    private readonly audit: AuditLog,
  ) {}

  async createUser(body: RouteBody<'createUser'>, roles: readonly string[] = []): Promise<RealmUser> {
    const identity = await this.identity();
    if (identity.user(body.username)) throw conflict(`A user with username '${body.username}' already exists`);
    const hash = await hashPassword(body.password);
    const key = await this.store.write(async (client) => {
      const [row] = (
        await client.query<{ key: string }>(
          `insert into realm_user (username, name, email, password_hash) values ($1, $2, $3, $4) on conflict do nothing returning key::text`,
          [body.username, body.name ?? null, body.email ?? null, hash],
        )
      ).rows;
      if (!row) throw conflict(`A user with username '${body.username}' already exists`);
      for (const role of roles) await this.insertMembership(client, 'ROLE', role, 'USER', body.username);
      return row.key;
    });
    await this.record('USER', key, 'CREATE', body.username);
    return userResult(findUser(this.store.current(), body.username));
  }

  /** Camunda's first-run setup: the first administrator, of every tenant; refused once a user holds the admin role. */
  async createAdminUser(body: RouteBody<'createAdminUser'>): Promise<RealmUser> {
    const identity = await this.identity();
    if (identity.hasAdmin()) throw new ApiProblem(403, 'An administrator exists already: setup creates only the first one', 'FORBIDDEN');
    const user = await this.createUser(body, ['admin']);
    for (const tenant of identity.entities('TENANT')) await this.assign('TENANT', tenant.id, 'USER', user.username);
    return user;
  }

  async updateUser(username: string, body: RouteBody<'updateUser'>): Promise<RealmUser> {
    const user = findUser(await this.identity(), username);
    const hash = body.password === undefined ? null : await hashPassword(body.password);
    await this.store.write((client) =>
      client.query(
        `update realm_user set name = case when $2 then $3 else name end, email = case when $4 then $5 else email end,
                               password_hash = coalesce($6, password_hash) where username = $1`,
        [username, body.name !== undefined, body.name ?? null, body.email !== undefined, body.email ?? null, hash],
      ),
    );
    await this.record('USER', user.key, 'UPDATE', username);
    return userResult(findUser(this.store.current(), username));
  }

  /** The user and its memberships go; its tokens are refused from the next request on. */
  async deleteUser(username: string): Promise<void> {
    const user = findUser(await this.identity(), username);
    await this.store.write(async (client) => {
      await client.query(`delete from realm_membership where member_type = 'USER' and member_id = $1`, [username]);
      await client.query(`delete from realm_authorization where owner_type = 'USER' and owner_id = $1`, [username]);
      await client.query(`delete from realm_user where username = $1`, [username]);
    });
    await this.record('USER', user.key, 'DELETE', username);
  }

  async createEntity(kind: EntityKind, body: EntityCreate): Promise<GroupResult | RoleResult | TenantResult> {
    const id = 'groupId' in body ? body.groupId : 'roleId' in body ? body.roleId : body.tenantId;
    const { word } = KIND_NAMES[kind];
    if ((await this.identity()).entity(kind, id)) throw conflict(`A ${word} with id '${id}' already exists`);
    const key = await this.store.write(async (client) => {
      const [row] = (
        await client.query<{ key: string }>(
          `insert into realm_entity (kind, id, name, description) values ($1, $2, $3, $4) on conflict do nothing returning key::text`,
          [kind, id, body.name, body.description ?? null],
        )
      ).rows;
      if (!row) throw conflict(`A ${word} with id '${id}' already exists`);
      return row.key;
    });
    await this.record(AUDIT_TYPES[kind], key, 'CREATE', id);
    return this.entityResult(kind, id);
  }

  async updateEntity(kind: EntityKind, id: string, body: RouteBody<'updateGroup'>): Promise<GroupResult | RoleResult | TenantResult> {
    const entity = findEntity(await this.identity(), kind, id);
    await this.store.write((client) =>
      client.query(`update realm_entity set name = $3, description = $4 where kind = $1 and id = $2`, [kind, id, body.name, body.description ?? null]),
    );
    await this.record(AUDIT_TYPES[kind], entity.key, 'UPDATE', id);
    return this.entityResult(kind, id);
  }

  /** A group, role or tenant and every membership of or in it. Baton's own roles and the default tenant stay. */
  async deleteEntity(kind: EntityKind, id: string): Promise<void> {
    const entity = findEntity(await this.identity(), kind, id);
    if (kind === 'ROLE' && BUILT_IN_ROLES.includes(id))
      throw conflict(`The role '${id}' is one of Baton's roles, which route access is declared in: it cannot be deleted`);
    if (kind === 'TENANT' && id === DEFAULT_TENANT_ID) throw conflict(`The default tenant '${id}' cannot be deleted`);
    await this.store.write(async (client) => {
      await client.query(`delete from realm_membership where (entity_kind = $1 and entity_id = $2) or (member_type = $1 and member_id = $2)`, [kind, id]);
      if (kind !== 'TENANT') await client.query(`delete from realm_authorization where owner_type = $1 and owner_id = $2`, [kind, id]);
      await client.query(`delete from realm_entity where kind = $1 and id = $2`, [kind, id]);
    });
    await this.record(AUDIT_TYPES[kind], entity.key, 'DELETE', id);
  }

  /** Puts a user, client, group, role or mapping rule in a group, role or tenant; 409 when it is there already. */
  async assign(kind: EntityKind, id: string, memberType: MemberType, memberId: string): Promise<void> {
    const identity = await this.identity();
    const entity = findEntity(identity, kind, id);
    this.findMember(identity, memberType, memberId);
    const added = await this.store.write((client) => this.insertMembership(client, kind, id, memberType, memberId));
    if (!added) throw conflict(`The ${MEMBER_WORDS[memberType]} '${memberId}' is assigned to the ${KIND_NAMES[kind].word} '${id}' already`);
    await this.record(AUDIT_TYPES[kind], entity.key, 'ASSIGN', `${MEMBER_WORDS[memberType]} ${memberId}`);
  }

  async unassign(kind: EntityKind, id: string, memberType: MemberType, memberId: string): Promise<void> {
    const entity = findEntity(await this.identity(), kind, id);
    const removed = await this.store.write(
      async (client) =>
        (
          await client.query(`delete from realm_membership where entity_kind = $1 and entity_id = $2 and member_type = $3 and member_id = $4`, [
            kind,
            id,
            memberType,
            memberId,
          ])
        ).rowCount,
    );
    if (!removed) throw notFound(`The ${MEMBER_WORDS[memberType]} '${memberId}' is not assigned to the ${KIND_NAMES[kind].word} '${id}'`);
    await this.record(AUDIT_TYPES[kind], entity.key, 'UNASSIGN', `${MEMBER_WORDS[memberType]} ${memberId}`);
  }

  async createMappingRule(body: RouteBody<'createMappingRule'>): Promise<MappingRuleResult> {
    if ((await this.identity()).mappingRule(body.mappingRuleId)) throw conflict(`A mapping rule with id '${body.mappingRuleId}' already exists`);
    const key = await this.store.write(async (client) => {
      const [row] = (
        await client.query<{ key: string }>(
          `insert into realm_mapping_rule (mapping_rule_id, name, claim_name, claim_value) values ($1, $2, $3, $4) on conflict do nothing returning key::text`,
          [body.mappingRuleId, body.name, body.claimName, body.claimValue],
        )
      ).rows;
      if (!row) throw conflict(`A mapping rule with id '${body.mappingRuleId}' already exists`);
      return row.key;
    });
    await this.record('MAPPING_RULE', key, 'CREATE', body.mappingRuleId);
    return mappingRuleResult(findMappingRule(this.store.current(), body.mappingRuleId));
  }

  async updateMappingRule(mappingRuleId: string, body: RouteBody<'updateMappingRule'>): Promise<MappingRuleResult> {
    const rule = findMappingRule(await this.identity(), mappingRuleId);
    await this.store.write((client) =>
      client.query(`update realm_mapping_rule set name = $2, claim_name = $3, claim_value = $4 where mapping_rule_id = $1`, [
        mappingRuleId,
        body.name,
        body.claimName,
        body.claimValue,
      ]),
    );
    await this.record('MAPPING_RULE', rule.key, 'UPDATE', mappingRuleId);
    return mappingRuleResult(findMappingRule(this.store.current(), mappingRuleId));
  }

  async deleteMappingRule(mappingRuleId: string): Promise<void> {
    const rule = findMappingRule(await this.identity(), mappingRuleId);
    await this.store.write(async (client) => {
      await client.query(`delete from realm_membership where member_type = 'MAPPING_RULE' and member_id = $1`, [mappingRuleId]);
      await client.query(`delete from realm_authorization where owner_type = 'MAPPING_RULE' and owner_id = $1`, [mappingRuleId]);
      await client.query(`delete from realm_mapping_rule where mapping_rule_id = $1`, [mappingRuleId]);
    });
    await this.record('MAPPING_RULE', rule.key, 'DELETE', mappingRuleId);
  }

  async createAuthorization(body: AuthorizationBody): Promise<{ authorizationKey: string }> {
    const identity = await this.identity();
    this.checkAuthorization(identity, body);
    refuseGrantedAgain(identity, body);
    const key = await this.store.write(async (client) => {
      const [row] = (
        await client.query<{ key: string }>(
          `insert into realm_authorization (owner_id, owner_type, resource_type, resource_id, resource_property_name, permission_types)
           values ($1, $2, $3, $4, $5, $6) returning key::text`,
          [body.ownerId, body.ownerType, body.resourceType, body.resourceId ?? null, body.resourcePropertyName ?? null, [...new Set(body.permissionTypes)]],
        )
      ).rows;
      if (!row) throw new Error('the authorization insert returned no key');
      return row.key;
    });
    await this.record('AUTHORIZATION', key, 'CREATE', `${body.ownerType} ${body.ownerId}`);
    return { authorizationKey: key };
  }

  async updateAuthorization(authorizationKey: string, body: AuthorizationBody): Promise<void> {
    const identity = await this.identity();
    this.storedAuthorization(identity, authorizationKey);
    this.checkAuthorization(identity, body);
    await this.store.write((client) =>
      client.query(
        `update realm_authorization set owner_id = $2, owner_type = $3, resource_type = $4, resource_id = $5, resource_property_name = $6,
                permission_types = $7 where key = $1`,
        [
          authorizationKey,
          body.ownerId,
          body.ownerType,
          body.resourceType,
          body.resourceId ?? null,
          body.resourcePropertyName ?? null,
          [...new Set(body.permissionTypes)],
        ],
      ),
    );
    await this.record('AUTHORIZATION', authorizationKey, 'UPDATE', `${body.ownerType} ${body.ownerId}`);
  }

  async deleteAuthorization(authorizationKey: string): Promise<void> {
    this.storedAuthorization(await this.identity(), authorizationKey);
    await this.store.write((client) => client.query(`delete from realm_authorization where key = $1`, [authorizationKey]));
    await this.record('AUTHORIZATION', authorizationKey, 'DELETE', null);
  }

  private storedAuthorization(identity: RealmIdentity, authorizationKey: string): void {
    if (isRoleAuthorization(authorizationKey)) {
      throw conflict(`The authorization '${authorizationKey}' describes one of Baton's roles: assign or unassign the role instead`);
    }
    if (!identity.rows.authorizations.some((entry) => entry.authorizationKey === authorizationKey)) {
      throw notFound(`No authorization with key '${authorizationKey}' was found`);
    }
  }

  /** Camunda's request is id-based or property-based: exactly one of the two; an owner the realm keeps must exist. */
  private checkAuthorization(identity: RealmIdentity, body: AuthorizationBody): void {
    if ((body.resourceId === undefined) === (body.resourcePropertyName === undefined)) {
      throw invalidRequest([{ field: 'resourceId', message: 'or resourcePropertyName must be given, not both and not neither' }]);
    }
    if (body.ownerType !== 'CLIENT' && body.ownerType !== 'UNSPECIFIED') this.findMember(identity, body.ownerType, body.ownerId);
  }

  private findMember(identity: RealmIdentity, memberType: MemberType, memberId: string): void {
    if (memberType === 'USER') findUser(identity, memberId);
    else if (memberType === 'MAPPING_RULE') findMappingRule(identity, memberId);
    else if (memberType !== 'CLIENT') findEntity(identity, memberType, memberId);
    // Clients are the OAuth clients of the provider: the realm keeps only what they belong to.
  }

  private async insertMembership(client: ClientBase, kind: EntityKind, id: string, memberType: MemberType, memberId: string): Promise<boolean> {
    const result = await client.query(
      `insert into realm_membership (entity_kind, entity_id, member_type, member_id) values ($1, $2, $3, $4) on conflict do nothing`,
      [kind, id, memberType, memberId],
    );
    return result.rowCount === 1;
  }

  private entityResult(kind: EntityKind, id: string): GroupResult | RoleResult | TenantResult {
    const entity = findEntity(this.store.current(), kind, id);
    return kind === 'GROUP' ? groupResult(entity) : kind === 'ROLE' ? roleResult(entity) : tenantResult(entity);
  }

  private record(entityType: AuditLogEntityTypeEnum, entityKey: string, operationType: AuditLogOperationTypeEnum, annotation: string | null): Promise<void> {
    return this.audit.record({ entityType, entityKey, operationType, annotation }, 'SUCCESS');
  }

  private async identity(): Promise<RealmIdentity> {
    refuseWhileProviderOwnsIdentity(this.auth);
    return this.store.ready();
  }
}
