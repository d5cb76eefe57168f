import { isWebAppBuilt, WEB_APPS } from '../web-apps/web-apps.js';

/** The embedded realm's path, as Keycloak lays it out (`<engine>/auth/realms/baton`). */
export const REALM_PATH = '/auth/realms/baton';
export const OPENAPI_PATH = '/baton/v1/openapi.json';

export interface RealmLinks {
  readonly issuer: string;
  readonly tokenEndpoint: string;
}

export interface AppLink {
  readonly name: string;
  /** e.g. `/tasklist/`. */
  readonly path: string;
  /** Whether its build (`apps/<dir>/dist/index.html`) exists. */
  readonly built: boolean;
}

/** What the start banner and the home page show. */
export interface EngineLinks {
  /** e.g. http://127.0.0.1:8080 (no trailing slash). */
  readonly baseUrl: string;
  /** The realm served by this engine, when it serves one. */
  readonly realm?: RealmLinks;
  /** The gRPC gateway's address (`127.0.0.1:26500`), when it listens. */
  readonly grpc?: string;
  readonly apps: readonly AppLink[];
  /** Where the data is, without credentials. */
  readonly database: string;
}

/** Asks the engine itself whether it serves the realm: its discovery document answers only when it does. */
async function probeRealm(baseUrl: string): Promise<RealmLinks | undefined> {
  try {
    const response = await fetch(`${baseUrl}${REALM_PATH}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return undefined;
    const discovery = (await response.json()) as { issuer?: unknown; token_endpoint?: unknown };
    if (typeof discovery.issuer !== 'string' || typeof discovery.token_endpoint !== 'string') return undefined;
    return { issuer: discovery.issuer, tokenEndpoint: discovery.token_endpoint };
  } catch {
    return undefined;
  }
}

const builtApps = (): AppLink[] => WEB_APPS.map(({ name, dir }) => ({ name, path: `/${dir}/`, built: isWebAppBuilt(dir) }));

/**
 * Collects the links of a listening engine, asked at `localUrl` and shown at `baseUrl` (PUBLIC_URL behind a proxy);
 * `grpc` is the gateway's address when it listens.
 */
export async function engineLinks(baseUrl: string, database: string, localUrl = baseUrl, grpc?: string): Promise<EngineLinks> {
  return { baseUrl, realm: await probeRealm(localUrl), ...(grpc === undefined ? {} : { grpc }), apps: builtApps(), database };
}

/** The demo realm's users (password = user name), as the start banner and the home page list them. */
export const DEMO_USERS =
  'alice, bob (reviewers), olga (operator), dave (developer), ann (analyst), demo (administrator of every tenant); password = user name';

export interface TokenCommand {
  /** Who gets the token. */
  readonly caller: string;
  readonly command: string;
}

/** curl commands that get an access token from the realm: a demo user (baton-cli) and the worker client. */
export function tokenCommands(realm: RealmLinks): TokenCommand[] {
  return [
    {
      caller: 'user alice, through the public client baton-cli (password grant)',
      command: `curl -s ${realm.tokenEndpoint} -d grant_type=password -d client_id=baton-cli -d username=alice -d password=alice`,
    },
    {
      caller: 'the worker client (client credentials)',
      command: `curl -s ${realm.tokenEndpoint} -d grant_type=client_credentials -d client_id=baton-worker -d client_secret=baton-worker-secret`,
    },
  ];
}
