import type { Role } from '@baton/api-contract';
import type { StoredAuthorization } from '../auth/realm-identity.js';

/**
 * What each of Baton's roles may do, written as Camunda authorizations (owner type ROLE, every resource id `*`), so
 * that Camunda's tooling can list who may do what. They describe the route access table (route-access.ts), which is
 * what the engine enforces, always within the caller's tenants; they are read-only here (change a role's members
 * instead). Keys from {@link DERIVED_KEY_BASE} on, far above the realm's own sequence.
 */
export const DERIVED_KEY_BASE = 9_200_000_000_000_000_000n;

const IDENTITY_TYPES = ['USER', 'GROUP', 'ROLE', 'TENANT', 'MAPPING_RULE', 'AUTHORIZATION'] as const;
const DELETE_RESOURCES = ['DELETE_PROCESS', 'DELETE_DRD', 'DELETE_FORM', 'DELETE_RESOURCE'];
const PROCESS_RUNTIME = ['READ_PROCESS_DEFINITION', 'READ_PROCESS_INSTANCE', 'UPDATE_PROCESS_INSTANCE'];

const GRANTS: Readonly<Record<Exclude<Role, 'admin'>, Readonly<Record<string, readonly string[]>>>> = {
  analyst: {
    RESOURCE: ['CREATE', 'READ'],
    PROCESS_DEFINITION: ['READ_PROCESS_DEFINITION'],
    DECISION_DEFINITION: ['READ_DECISION_DEFINITION', 'CREATE_DECISION_INSTANCE'],
    EXPRESSION: ['EVALUATE'],
  },
  developer: {
    RESOURCE: ['CREATE', 'READ', ...DELETE_RESOURCES],
    PROCESS_DEFINITION: [...PROCESS_RUNTIME, 'CREATE_PROCESS_INSTANCE'],
    DECISION_DEFINITION: ['READ_DECISION_DEFINITION', 'READ_DECISION_INSTANCE', 'CREATE_DECISION_INSTANCE'],
    MESSAGE: ['CREATE'],
    EXPRESSION: ['EVALUATE'],
  },
  // Only the tasks they are offered (assignee, candidate user or group), and only processes with a start form.
  reviewer: {
    PROCESS_DEFINITION: ['READ_PROCESS_DEFINITION', 'CREATE_PROCESS_INSTANCE', 'READ_USER_TASK', 'UPDATE_USER_TASK'],
  },
  operator: {
    RESOURCE: ['READ', ...DELETE_RESOURCES],
    PROCESS_DEFINITION: [...PROCESS_RUNTIME, 'MODIFY_PROCESS_INSTANCE', 'CANCEL_PROCESS_INSTANCE', 'DELETE_PROCESS_INSTANCE', 'READ_USER_TASK'],
    DECISION_DEFINITION: ['READ_DECISION_DEFINITION', 'READ_DECISION_INSTANCE'],
    BATCH: ['CREATE', 'READ', 'UPDATE'],
    AUDIT_LOG: ['READ'],
  },
};

const union = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort();

/** Admin may do everything: each resource type with every permission any role has on it, and the identity's. */
function adminGrants(): Record<string, readonly string[]> {
  const grants: Record<string, readonly string[]> = {};
  for (const roleGrants of Object.values(GRANTS)) {
    for (const [type, permissions] of Object.entries(roleGrants)) grants[type] = union([grants[type] ?? [], permissions]);
  }
  for (const type of IDENTITY_TYPES) grants[type] = ['CREATE', 'DELETE', 'READ', 'UPDATE'];
  grants.SYSTEM = ['READ'];
  return grants;
}

export const ROLE_AUTHORIZATIONS: readonly StoredAuthorization[] = Object.entries({ ...GRANTS, admin: adminGrants() })
  .flatMap(([role, grants]) => Object.entries(grants).map(([resourceType, permissionTypes]) => ({ role, resourceType, permissionTypes })))
  .map(({ role, resourceType, permissionTypes }, index) => ({
    authorizationKey: String(DERIVED_KEY_BASE + BigInt(index)),
    ownerId: role,
    ownerType: 'ROLE',
    resourceType,
    resourceId: '*',
    resourcePropertyName: null,
    permissionTypes,
  }));

export const isRoleAuthorization = (key: string): boolean => BigInt(key) >= DERIVED_KEY_BASE;
