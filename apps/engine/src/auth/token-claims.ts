import { DEFAULT_TENANT_ID } from '@baton/api-contract';
import type { JWTPayload } from 'jose';
import type { AuthConfig } from './auth-config.js';
import type { Caller } from './caller.js';

/** The value at a dotted path (`realm_access.roles`) of the token's claims. */
function claimAt(payload: JWTPayload, path: string): unknown {
  let value: unknown = payload;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** A claim as a list of strings: an array keeps its strings, one string is a list of one, anything else is empty. */
function stringsAt(payload: JWTPayload, path: string): string[] | undefined {
  const value = claimAt(payload, path);
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

/** Keycloak's groups mapper may send full paths (`/finance`); a group is named by its last segment. */
const groupName = (group: string) => group.replace(/^.*\//, '');

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The caller a verified token describes. A token without a tenants claim belongs to `<default>` only, as a
 * Camunda cluster without multi-tenancy puts everything there.
 */
export function callerFromClaims(payload: JWTPayload, config: AuthConfig): Caller {
  const clientId = text(payload.azp) ?? text(payload.client_id);
  const username = text(payload.preferred_username);
  const isClient = username === null || username.startsWith('service-account-') || payload.gty === 'client_credentials';
  return {
    id: isClient ? (clientId ?? username ?? payload.sub ?? 'unknown') : username,
    kind: isClient ? 'CLIENT' : 'USER',
    roles: stringsAt(payload, config.rolesClaim) ?? [],
    groups: (stringsAt(payload, config.groupsClaim) ?? []).map(groupName),
    tenants: stringsAt(payload, config.tenantsClaim) ?? [DEFAULT_TENANT_ID],
    displayName: text(payload.name) ?? username,
    email: text(payload.email),
  };
}
