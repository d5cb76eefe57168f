/** Authentication settings, read with the rest of the engine configuration. */
export interface AuthConfig {
  /** AUTH: `oidc` (default) checks bearer tokens; `none` lets every request in as an administrator of every tenant. */
  readonly mode: 'oidc' | 'none';
  /** OIDC_ISSUER: the issuer whose JWKS signs the tokens; unset → the embedded demo realm under `/auth`. */
  readonly issuer: string | undefined;
  /** OIDC_AUDIENCE: the `aud` a token must carry (default `baton`). */
  readonly audience: string;
  /** OIDC_ROLES_CLAIM: dotted path of the roles in the token (default `realm_access.roles`). */
  readonly rolesClaim: string;
  /** OIDC_GROUPS_CLAIM: dotted path of the groups (default `groups`). */
  readonly groupsClaim: string;
  /** OIDC_TENANTS_CLAIM: dotted path of the tenant ids (default `tenant_ids`). */
  readonly tenantsClaim: string;
  /** ALLOW_DEMO_REALM: serve the demo realm (known passwords) on a HOST other machines can reach. */
  readonly allowDemoRealm: boolean;
  /** AUTH_BASIC: also accept `Authorization: Basic` with a user of the embedded realm (default off). */
  readonly basic: boolean;
}

type Read = (name: string) => string | undefined;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Reads the AUTH and OIDC_* variables; adds a line to `problems` for each bad one. */
export function loadAuthConfig(read: Read, flag: (name: string, fallback: boolean) => boolean, host: string, problems: string[]): AuthConfig {
  const modeRaw = (read('AUTH') ?? 'oidc').toLowerCase();
  if (modeRaw !== 'oidc' && modeRaw !== 'none') problems.push(`AUTH must be oidc or none (got "${read('AUTH')}")`);
  const mode = modeRaw === 'none' ? 'none' : 'oidc';

  const issuer = read('OIDC_ISSUER')?.replace(/\/+$/, '');
  if (issuer !== undefined && !/^https?:\/\/[^\s]+$/.test(issuer)) problems.push(`OIDC_ISSUER must be an http(s) URL (got "${issuer}")`);

  const claimPath = (name: string, fallback: string) => {
    const value = read(name) ?? fallback;
    if (!/^[^.\s]+(\.[^.\s]+)*$/.test(value)) problems.push(`${name} must be a dotted claim path such as realm_access.roles (got "${value}")`);
    return value;
  };

  const allowDemoRealm = flag('ALLOW_DEMO_REALM', false);
  if (mode === 'oidc' && issuer === undefined && !allowDemoRealm && !isLoopbackHost(host)) {
    problems.push(
      `HOST is ${host}, but the embedded demo realm (OIDC_ISSUER unset) has well-known passwords: set OIDC_ISSUER to your Keycloak realm, or ALLOW_DEMO_REALM=true to serve the demo realm anyway`,
    );
  }

  const basic = flag('AUTH_BASIC', false);
  if (basic && issuer !== undefined) {
    problems.push('AUTH_BASIC=true checks passwords against the embedded realm, which OIDC_ISSUER replaces: unset one of them');
  }

  return {
    mode,
    issuer,
    audience: read('OIDC_AUDIENCE') ?? 'baton',
    rolesClaim: claimPath('OIDC_ROLES_CLAIM', 'realm_access.roles'),
    groupsClaim: claimPath('OIDC_GROUPS_CLAIM', 'groups'),
    tenantsClaim: claimPath('OIDC_TENANTS_CLAIM', 'tenant_ids'),
    allowDemoRealm,
    basic,
  };
}
