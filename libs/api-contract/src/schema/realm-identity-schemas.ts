/** Users, groups, roles and tenants of the realm, and their searches, in Camunda 8.8's shapes. */
import { Type } from 'typebox';
import { StringFilter } from './filters.js';
import { LongKey, Nullable, StringEnum, TenantId } from './primitives.js';
import { FilterObject, OffsetPage, SearchQuery } from './search-request.js';

/** A user name, group, role or tenant id in a path: Camunda's id characters, and no longer than the router takes a path parameter. */
export const IdentityId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_@.<>-]+$' });

export const UserResult = Type.Object({ username: Type.String(), name: Nullable(Type.String()), email: Nullable(Type.String()) });
export const GroupResult = Type.Object({ groupId: Type.String(), name: Type.String(), description: Nullable(Type.String()) });
export const RoleResult = Type.Object({ roleId: Type.String(), name: Type.String(), description: Nullable(Type.String()) });
export const TenantResult = Type.Object({ tenantId: TenantId, name: Type.String(), description: Nullable(Type.String()) });
/** A member of a group, role or tenant. */
export const MemberUserResult = Type.Object({ username: Type.String() });

// The realm's lists are short: they are searched in memory, with offset pages.
export const UserSearchQuery = SearchQuery(
  FilterObject({ username: StringFilter, name: StringFilter, email: StringFilter }),
  ['username', 'name', 'email'],
  OffsetPage,
);
export const GroupSearchQuery = SearchQuery(FilterObject({ groupId: StringFilter, name: Type.String() }), ['name', 'groupId'], OffsetPage);
export const RoleSearchQuery = SearchQuery(FilterObject({ roleId: Type.String(), name: Type.String() }), ['name', 'roleId'], OffsetPage);
export const TenantSearchQuery = SearchQuery(FilterObject({ tenantId: Type.String(), name: Type.String() }), ['key', 'name', 'tenantId'], OffsetPage);
export const MemberUserSearchQuery = SearchQuery(FilterObject({}), ['username'], OffsetPage);

// Identity writes (Camunda 8.8's shapes). Ids follow Camunda's id characters; names and descriptions are free text.
const Name = Type.String({ minLength: 1, maxLength: 256 });
const Description = Type.String({ maxLength: 1024 });
const Email = Type.String({ maxLength: 256, pattern: '^[^@\\s]+@[^@\\s]+$' });
const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const UserRequest = Type.Object(
  { username: IdentityId, password: Password, name: Type.Optional(Type.String({ maxLength: 256 })), email: Type.Optional(Email) },
  { additionalProperties: false },
);
export const UserUpdateRequest = Type.Object(
  { password: Type.Optional(Password), name: Type.Optional(Type.String({ maxLength: 256 })), email: Type.Optional(Email) },
  { additionalProperties: false },
);
export const GroupCreateRequest = Type.Object({ groupId: IdentityId, name: Name, description: Type.Optional(Description) }, { additionalProperties: false });
export const RoleCreateRequest = Type.Object({ roleId: IdentityId, name: Name, description: Type.Optional(Description) }, { additionalProperties: false });
export const TenantCreateRequest = Type.Object({ tenantId: IdentityId, name: Name, description: Type.Optional(Description) }, { additionalProperties: false });
/** The update of a group, role or tenant: its name and description (its id is in the path). */
export const EntityUpdateRequest = Type.Object({ name: Name, description: Type.Optional(Description) }, { additionalProperties: false });

const ClaimName = Type.String({ minLength: 1, maxLength: 256 });
export const MappingRuleUpdateRequest = Type.Object(
  { claimName: ClaimName, claimValue: Type.String({ minLength: 1, maxLength: 1024 }), name: Name },
  { additionalProperties: false },
);
export const MappingRuleCreateRequest = Type.Object(
  { mappingRuleId: IdentityId, claimName: ClaimName, claimValue: Type.String({ minLength: 1, maxLength: 1024 }), name: Name },
  { additionalProperties: false },
);
export const MappingRuleResult = Type.Object({ mappingRuleId: Type.String(), name: Type.String(), claimName: Type.String(), claimValue: Type.String() });
export const MappingRuleSearchQuery = SearchQuery(
  FilterObject({ mappingRuleId: Type.String(), name: Type.String(), claimName: Type.String(), claimValue: Type.String() }),
  ['mappingRuleId', 'claimName', 'claimValue', 'name'],
  OffsetPage,
);
export const ClientResult = Type.Object({ clientId: Type.String() });
export const ClientSearchQuery = SearchQuery(FilterObject({}), ['clientId'], OffsetPage);
/** A group of a role or tenant: its id only. */
export const GroupIdResult = Type.Object({ groupId: Type.String() });
export const GroupIdSearchQuery = SearchQuery(FilterObject({}), ['groupId'], OffsetPage);

export const OWNER_TYPES = ['USER', 'CLIENT', 'ROLE', 'GROUP', 'MAPPING_RULE', 'UNSPECIFIED'] as const;
export const AUTHORIZATION_RESOURCE_TYPES = [
  'AUDIT_LOG',
  'AUTHORIZATION',
  'BATCH',
  'CLUSTER_VARIABLE',
  'COMPONENT',
  'DECISION_DEFINITION',
  'DECISION_REQUIREMENTS_DEFINITION',
  'DOCUMENT',
  'EXPRESSION',
  'GLOBAL_LISTENER',
  'GROUP',
  'MAPPING_RULE',
  'MESSAGE',
  'PROCESS_DEFINITION',
  'RESOURCE',
  'ROLE',
  'SYSTEM',
  'TENANT',
  'USER',
  'USER_TASK',
] as const;
export const PERMISSION_TYPES = [
  'ACCESS',
  'CANCEL_PROCESS_INSTANCE',
  'CLAIM',
  'CLAIM_USER_TASK',
  'COMPLETE',
  'COMPLETE_USER_TASK',
  'CREATE',
  'CREATE_BATCH_OPERATION_CANCEL_PROCESS_INSTANCE',
  'CREATE_BATCH_OPERATION_DELETE_DECISION_DEFINITION',
  'CREATE_BATCH_OPERATION_DELETE_DECISION_INSTANCE',
  'CREATE_BATCH_OPERATION_DELETE_PROCESS_DEFINITION',
  'CREATE_BATCH_OPERATION_DELETE_PROCESS_INSTANCE',
  'CREATE_BATCH_OPERATION_MIGRATE_PROCESS_INSTANCE',
  'CREATE_BATCH_OPERATION_MODIFY_PROCESS_INSTANCE',
  'CREATE_BATCH_OPERATION_RESOLVE_INCIDENT',
  'CREATE_DECISION_INSTANCE',
  'CREATE_PROCESS_INSTANCE',
  'CREATE_TASK_LISTENER',
  'DELETE',
  'DELETE_DECISION_INSTANCE',
  'DELETE_DRD',
  'DELETE_FORM',
  'DELETE_PROCESS',
  'DELETE_PROCESS_INSTANCE',
  'DELETE_RESOURCE',
  'DELETE_TASK_LISTENER',
  'EVALUATE',
  'MODIFY_PROCESS_INSTANCE',
  'READ',
  'READ_DECISION_DEFINITION',
  'READ_DECISION_INSTANCE',
  'READ_JOB_METRIC',
  'READ_PROCESS_DEFINITION',
  'READ_PROCESS_INSTANCE',
  'READ_USAGE_METRIC',
  'READ_USER_TASK',
  'READ_TASK_LISTENER',
  'UPDATE',
  'UPDATE_PROCESS_INSTANCE',
  'UPDATE_USER_TASK',
  'UPDATE_TASK_LISTENER',
] as const;

/** Camunda's id-based and property-based requests in one object: exactly one of resourceId and resourcePropertyName (the engine checks). */
export const AuthorizationRequest = Type.Object(
  {
    ownerId: Type.String({ minLength: 1, maxLength: 256 }),
    ownerType: StringEnum(OWNER_TYPES),
    resourceType: StringEnum(AUTHORIZATION_RESOURCE_TYPES),
    resourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
    resourcePropertyName: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
    permissionTypes: Type.Array(StringEnum(PERMISSION_TYPES), { minItems: 1, maxItems: PERMISSION_TYPES.length }),
  },
  { additionalProperties: false },
);
export const AuthorizationResult = Type.Object({
  authorizationKey: LongKey,
  ownerId: Type.String(),
  ownerType: StringEnum(OWNER_TYPES),
  resourceType: StringEnum(AUTHORIZATION_RESOURCE_TYPES),
  resourceId: Nullable(Type.String()),
  resourcePropertyName: Nullable(Type.String()),
  permissionTypes: Type.Array(StringEnum(PERMISSION_TYPES)),
});
export const AuthorizationCreateResult = Type.Object({ authorizationKey: LongKey });
export const AuthorizationSearchQuery = SearchQuery(
  FilterObject({
    ownerId: Type.String(),
    ownerType: StringEnum(OWNER_TYPES),
    resourceType: StringEnum(AUTHORIZATION_RESOURCE_TYPES),
    resourceIds: Type.Array(Type.String(), { maxItems: 100 }),
    resourcePropertyNames: Type.Array(Type.String(), { maxItems: 100 }),
  }),
  ['ownerId', 'ownerType', 'resourceId', 'resourcePropertyName', 'resourceType'],
  OffsetPage,
);
