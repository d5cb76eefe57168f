/** Users, groups, roles and tenants of the realm, and their searches, in Camunda 8.8's shapes. */
import { Type } from 'typebox';
import { StringFilter } from './filters.js';
import { Nullable, TenantId } from './primitives.js';
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
