import type { AuthConfig } from './auth-config.js';
import type { RealmAccount } from './realm-identity.js';

/** Sets `value` at a dotted claim path, so the tokens carry roles, groups and tenants where OIDC_*_CLAIM looks. */
function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  const last = segments.pop() ?? path;
  let node = target;
  for (const segment of segments) {
    const child = node[segment];
    node = (node[segment] = child !== null && typeof child === 'object' ? child : {}) as Record<string, unknown>;
  }
  node[last] = value;
}

export function accessClaims(config: AuthConfig, roles: readonly string[], groups: readonly string[], tenants: readonly string[]): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  setAt(claims, config.rolesClaim, [...roles]);
  setAt(claims, config.groupsClaim, [...groups]);
  setAt(claims, config.tenantsClaim, [...tenants]);
  return claims;
}

export const userClaims = (config: AuthConfig, user: RealmAccount) => ({
  preferred_username: user.username,
  name: user.name ?? user.username,
  email: user.email,
  ...accessClaims(config, user.roles, user.groups, user.tenants),
});
