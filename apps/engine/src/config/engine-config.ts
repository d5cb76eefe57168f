import { resolve } from 'node:path';
import type { LogLevel } from '@nestjs/common';
import { type AuthConfig, loadAuthConfig } from '../auth/auth-config.js';
import { loadSearchConfig, type SearchConfig } from '../query/search/search-config.js';
import { loadRealmConfig, type RealmConfig } from '../auth/realm-config.js';
import type { FeelLimits } from '@baton/feel';
import { loadFeelConfig } from './feel-config.js';
import type { DatabaseMode } from '../database/citus-placement.js';

export const ENGINE_LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
export type EngineLogLevel = (typeof ENGINE_LOG_LEVELS)[number];

/**
 * Engine configuration, read from the environment once at start-up.
 *
 * An abstract class with only abstract fields: it is used as a plain type (object literals satisfy it)
 * and as the Nest DI token, so providers can take `config: EngineConfig` in their constructor without `@Inject`.
 */
export abstract class EngineConfig {
  /** PORT: HTTP port (default 8080; 0 picks a free port). */
  abstract readonly port: number;
  /** GRPC_PORT: port of the gRPC gateway, Camunda's gateway.proto (default 26500, Zeebe's; 0: no gateway; see grpc/grpc-gateway.ts). */
  abstract readonly grpcPort: number;
  /** Whether GRPC_PORT was unset: a default port that another engine process of the machine holds then leaves this one without gRPC, rather than stopping it. */
  abstract readonly grpcPortIsDefault: boolean;
  /** HOST: interface to bind (default 127.0.0.1). */
  abstract readonly host: string;
  /** PUBLIC_URL: the origin users and tokens know the engine by behind a proxy (no trailing slash); unset: the listening address. */
  abstract readonly publicUrl: string | undefined;
  /** DATABASE_URL: postgres://… ; when unset the engine runs an embedded PostgreSQL under `dataDir/pg`. */
  abstract readonly databaseUrl: string | undefined;
  /**
   * DATABASE_MODE: `postgres` (one server) or `citus` (a Citus coordinator: the migrations place the tables over its
   * workers, see scale-out/distribution.ts). Unset: `citus` when the database has the citus extension, else
   * `postgres`; a value set wins over what the database has. In the running app (after the migrations), the mode the
   * schema was migrated in, never unset.
   */
  abstract readonly databaseMode: DatabaseMode | undefined;
  /** DATA_DIR: absolute path (default `./.baton`, resolved against the working directory). */
  abstract readonly dataDir: string;
  /** Whether DATA_DIR was unset (the default may move where PostgreSQL can reach it, see `reachableDataDir`). */
  abstract readonly dataDirIsDefault: boolean;
  /** EMBEDDED_PG_PORT: port of the embedded PostgreSQL; unset: 54329, or a free one when that is taken. */
  abstract readonly embeddedPgPort: number | undefined;
  /** DB_POOL_SIZE: connections in the pool (default 10). */
  abstract readonly dbPoolSize: number;
  /**
   * DB_CONNECT_TIMEOUT_MS: how long a request waits for a database connection, a new one or a free one of the pool,
   * before it is answered 503 with Retry-After (default 10000). Without it, a database that stopped answering held
   * every request for as long as the client waited.
   */
  abstract readonly dbConnectTimeoutMs: number;
  /** IDEMPOTENCY_TTL_HOURS: how long idempotency keys are remembered (default 24). */
  abstract readonly idempotencyTtlHours: number;
  /** RETENTION_DAYS: closed instances (with their history and variables) are deleted this long after they ended; unset: kept. */
  abstract readonly retentionDays: number | undefined;
  /** AUDIT_RETENTION_DAYS: audit log entries are deleted this long after they were written; unset: kept. */
  abstract readonly auditRetentionDays: number | undefined;
  /** CLOCK_CONTROL: enables the clock-control API for tests (default false). */
  abstract readonly clockControl: boolean;
  /**
   * BUSINESS_ID_UNIQUENESS: a root instance's business id is unique among the running root instances of its process
   * and tenant (Camunda 8.9's Business ID Uniqueness Control); a second start with it is refused with 409 (default false).
   */
  abstract readonly businessIdUniqueness: boolean;
  /**
   * INSTANCE_CACHE: how many instances this process keeps as its own last write left them, so that its next command
   * on one of them skips the load (default 1000, 0: none; see runtime/instance-cache.ts).
   */
  abstract readonly instanceCache: number;
  /** INSTANCE_CACHE_CHECK: every command served from the cache also loads the instance and fails if they differ (tests; default false). */
  abstract readonly instanceCacheCheck: boolean;
  /**
   * LOG_LEVEL: lowest level printed: fatal|error|warn|log|debug|verbose (`info` = log, the default). The framework's
   * start-up lines (one per module and route) count as debug.
   */
  abstract readonly logLevel: EngineLogLevel;
  /** MAX_REQUEST_BYTES: largest request body, JSON or multipart (default 4 MiB, Camunda's default message size). */
  abstract readonly maxRequestBytes: number;
  /** MAX_VARIABLE_BYTES: largest single variable, as serialized JSON (default 4 MiB, see {@link DEFAULT_MAX_VARIABLE_BYTES}). */
  abstract readonly maxVariableBytes: number;
  /** MAX_VARIABLES: most variables a request body carries, all its `variables` objects together (default 10,000, see {@link DEFAULT_MAX_VARIABLES}). */
  abstract readonly maxVariables: number;
  /** MAX_JSON_DEPTH: deepest nesting of objects and arrays in a JSON body (default 64, see {@link DEFAULT_MAX_JSON_DEPTH}). */
  abstract readonly maxJsonDepth: number;
  /**
   * DOCUMENT_MAX_BYTES: most bytes one document upload carries, its file or the files of a batch together (default
   * 10 MiB, see {@link DEFAULT_DOCUMENT_MAX_BYTES}); it replaces MAX_REQUEST_BYTES for the upload routes.
   */
  abstract readonly documentMaxBytes: number;
  /** AUTH, OIDC_*, ALLOW_DEMO_REALM, AUTH_BASIC: who may call the API (see {@link AuthConfig}). */
  abstract readonly auth: AuthConfig;
  /** SEARCH_TIMEOUT_MS, SEARCH_POOL_SIZE, MAX_CONCURRENT_SEARCHES: limits of the searches (see {@link SearchConfig}). */
  abstract readonly search: SearchConfig;
  /** REALM_*: where the embedded demo realm may redirect, and how it slows down password guessing (see {@link RealmConfig}). */
  abstract readonly realm: RealmConfig;
  /** FEEL_TIMEOUT_MS, FEEL_MAX_ITEMS, FEEL_MAX_STRING_LENGTH: limits of one FEEL evaluation (see {@link loadFeelConfig}). */
  abstract readonly feel: FeelLimits;
}

/** Zeebe's gateway port, where Camunda's gRPC clients look first. */
export const DEFAULT_GRPC_PORT = 26500;

const MIB = 1024 * 1024;
/** Camunda's default maximum message size (`zeebe.broker.network.maxMessageSize`, 4 MB). */
export const DEFAULT_MAX_REQUEST_BYTES = 4 * MIB;
/**
 * In Camunda a variable has no limit of its own but cannot outgrow the 4 MB message carrying it, so any variable
 * Camunda accepts, Baton accepts; raising MAX_REQUEST_BYTES to send many variables at once does not make one
 * variable bigger than that.
 */
export const DEFAULT_MAX_VARIABLE_BYTES = 4 * MIB;
/**
 * Camunda counts no variables, only bytes; but the engine keeps an instance's variables in memory and walks them on
 * every command, and a start with 150,000 small ones (2 MB) held the event loop, and with it every client, for half a
 * minute. 10,000 is more than any process we know of sets at once.
 */
export const DEFAULT_MAX_VARIABLES = 10_000;
/**
 * Far deeper than business data nests, far below where the engine's recursive code overflows the stack (a body
 * 5,000 deep answered 500 with a RangeError). {@link MAX_MAX_JSON_DEPTH} (1,000) was measured to work through
 * instance start, a FEEL input mapping and condition, job activation and completion, and variable search.
 */
export const DEFAULT_MAX_JSON_DEPTH = 64;
export const MAX_MAX_JSON_DEPTH = 1000;
/**
 * Camunda SaaS's limit of one document upload request, one file or several (10 MB). A document is held in memory
 * once while it is stored (PostgreSQL takes a bytea value whole), so the limit also bounds what an upload costs.
 */
export const DEFAULT_DOCUMENT_MAX_BYTES = 10 * MIB;

export class EngineConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid engine configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EngineConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws {@link EngineConfigError} naming every bad variable. */
export function loadEngineConfig(env: Env = process.env): EngineConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const grpcPortIsDefault = read('GRPC_PORT') === undefined;
  const grpcPort = integer('GRPC_PORT', DEFAULT_GRPC_PORT, 0, 65535);
  const embeddedPgPort = read('EMBEDDED_PG_PORT') === undefined ? undefined : integer('EMBEDDED_PG_PORT', 0, 1, 65535);
  const dbPoolSize = integer('DB_POOL_SIZE', 10, 1, 1000);
  const dbConnectTimeoutMs = integer('DB_CONNECT_TIMEOUT_MS', 10_000, 100, 600_000);
  const instanceCache = integer('INSTANCE_CACHE', 1000, 0, 1_000_000);
  const maxRequestBytes = integer('MAX_REQUEST_BYTES', DEFAULT_MAX_REQUEST_BYTES, 1024, 1024 * MIB);
  const maxVariableBytes = integer('MAX_VARIABLE_BYTES', DEFAULT_MAX_VARIABLE_BYTES, 1, 1024 * MIB);
  const maxVariables = integer('MAX_VARIABLES', DEFAULT_MAX_VARIABLES, 1, 1_000_000);
  const maxJsonDepth = integer('MAX_JSON_DEPTH', DEFAULT_MAX_JSON_DEPTH, 1, MAX_MAX_JSON_DEPTH);
  // PostgreSQL's bytea holds up to 1 GB; 256 MiB keeps an upload, held in memory once, a fraction of a process's heap.
  const documentMaxBytes = integer('DOCUMENT_MAX_BYTES', DEFAULT_DOCUMENT_MAX_BYTES, 1, 256 * MIB);

  const host = read('HOST') ?? '127.0.0.1';
  if (/\s|\//.test(host)) problems.push(`HOST must be a host name or IP address (got "${host}")`);

  const publicUrlRaw = read('PUBLIC_URL');
  let publicUrl: string | undefined;
  if (publicUrlRaw !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(publicUrlRaw);
    } catch {
      parsed = undefined;
    }
    const bare = parsed && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.search && !parsed.hash && parsed.pathname === '/';
    if (!parsed || !bare) problems.push(`PUBLIC_URL must be an http(s) origin such as https://baton.example.com, without a path (got "${publicUrlRaw}")`);
    else publicUrl = parsed.origin;
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    let valid = false;
    try {
      const url = new URL(databaseUrl);
      valid = url.protocol === 'postgres:' || url.protocol === 'postgresql:';
    } catch {
      valid = false;
    }
    // The value may hold a password: do not echo it.
    if (!valid) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const databaseModeRaw = read('DATABASE_MODE');
  let databaseMode: DatabaseMode | undefined;
  if (databaseModeRaw === 'postgres' || databaseModeRaw === 'citus') databaseMode = databaseModeRaw;
  else if (databaseModeRaw !== undefined) problems.push(`DATABASE_MODE must be postgres or citus (got "${databaseModeRaw}")`);

  const dataDirIsDefault = read('DATA_DIR') === undefined;
  const dataDir = resolve(read('DATA_DIR') ?? './.baton');

  let idempotencyTtlHours = 24;
  const ttlRaw = read('IDEMPOTENCY_TTL_HOURS');
  if (ttlRaw !== undefined) {
    const value = /^\d+(\.\d+)?$/.test(ttlRaw) ? Number(ttlRaw) : NaN;
    if (!(value > 0)) problems.push(`IDEMPOTENCY_TTL_HOURS must be a positive number of hours (got "${ttlRaw}")`);
    else idempotencyTtlHours = value;
  }

  const days = (name: string): number | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (value > 0) return value;
    problems.push(`${name} must be a positive number of days (got "${raw}")`);
    return undefined;
  };
  const retentionDays = days('RETENTION_DAYS');
  const auditRetentionDays = days('AUDIT_RETENTION_DAYS');
  if (retentionDays !== undefined && auditRetentionDays !== undefined && auditRetentionDays < retentionDays) {
    problems.push(
      `AUDIT_RETENTION_DAYS (${auditRetentionDays}) must not be shorter than RETENTION_DAYS (${retentionDays}): the audit log outlives the instances`,
    );
  }

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const normalized = raw.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(normalized)) return true;
    if (['false', '0', 'no', 'off'].includes(normalized)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const clockControl = flag('CLOCK_CONTROL', false);
  const businessIdUniqueness = flag('BUSINESS_ID_UNIQUENESS', false);
  const instanceCacheCheck = flag('INSTANCE_CACHE_CHECK', false);

  let logLevel: EngineLogLevel = 'log';
  const levelRaw = read('LOG_LEVEL');
  if (levelRaw !== undefined) {
    const normalized = levelRaw.toLowerCase() === 'info' ? 'log' : levelRaw.toLowerCase();
    if ((ENGINE_LOG_LEVELS as readonly string[]).includes(normalized)) logLevel = normalized as EngineLogLevel;
    else problems.push(`LOG_LEVEL must be one of ${ENGINE_LOG_LEVELS.join(', ')}, info (got "${levelRaw}")`);
  }

  const auth = loadAuthConfig(read, flag, host, problems);
  const search = loadSearchConfig(integer, dbPoolSize);
  const realm = loadRealmConfig(read, integer, problems);
  const feel = loadFeelConfig(integer);

  if (problems.length > 0) throw new EngineConfigError(problems);
  return Object.freeze({
    port,
    grpcPort,
    grpcPortIsDefault,
    host,
    publicUrl,
    databaseUrl,
    databaseMode,
    dataDir,
    dataDirIsDefault,
    embeddedPgPort,
    dbPoolSize,
    dbConnectTimeoutMs,
    idempotencyTtlHours,
    retentionDays,
    auditRetentionDays,
    clockControl,
    businessIdUniqueness,
    instanceCache,
    instanceCacheCheck,
    logLevel,
    maxRequestBytes,
    maxVariableBytes,
    maxVariables,
    maxJsonDepth,
    documentMaxBytes,
    auth: Object.freeze(auth),
    search: Object.freeze(search),
    realm: Object.freeze(realm),
    feel: Object.freeze(feel),
  });
}

/** The Nest logger levels enabled by `level` (it and everything more severe). */
export function nestLogLevels(level: EngineLogLevel): LogLevel[] {
  return ENGINE_LOG_LEVELS.slice(0, ENGINE_LOG_LEVELS.indexOf(level) + 1) as LogLevel[];
}
