import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { EngineConfigError, loadEngineConfig, nestLogLevels } from './engine-config.js';

describe('loadEngineConfig', () => {
  it('should use the defaults for an empty environment', () => {
    // when
    const config = loadEngineConfig({});

    // then
    expect(config).toEqual({
      port: 8080,
      grpcPort: 26500,
      grpcPortIsDefault: true,
      host: '127.0.0.1',
      publicUrl: undefined,
      databaseUrl: undefined,
      databaseMode: undefined,
      dataDir: resolve('.baton'),
      dataDirIsDefault: true,
      embeddedPgPort: undefined,
      dbPoolSize: 10,
      dbConnectTimeoutMs: 10000,
      idempotencyTtlHours: 24,
      retentionDays: undefined,
      auditRetentionDays: undefined,
      businessIdUniqueness: false,
      clockControl: false,
      instanceCache: 1000,
      instanceCacheCheck: false,
      logLevel: 'log',
      maxRequestBytes: 4194304,
      maxVariableBytes: 4194304,
      maxVariables: 10000,
      maxJsonDepth: 64,
      documentMaxBytes: 10485760,
      auth: {
        mode: 'oidc',
        issuer: undefined,
        audience: 'baton',
        rolesClaim: 'realm_access.roles',
        groupsClaim: 'groups',
        tenantsClaim: 'tenant_ids',
        allowDemoRealm: false,
        basic: false,
      },
      realm: {
        redirectOrigins: ['http://localhost:5173', 'http://localhost:5174'],
        userFreeFailures: 5,
        addressFreeFailures: 20,
        maxDelaySeconds: 60,
      },
      search: { timeoutMs: 10000, poolSize: 5, maxConcurrentPerCaller: 8 },
      feel: { timeoutMs: 200, maxItems: 100000, maxStringLength: 4194304 },
    });
  });

  it('should read every variable', () => {
    const config = loadEngineConfig({
      PORT: '9000',
      GRPC_PORT: '26600',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://baton.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/baton',
      DATABASE_MODE: 'citus',
      DATA_DIR: '/var/lib/baton',
      EMBEDDED_PG_PORT: '5555',
      DB_POOL_SIZE: '4',
      DB_CONNECT_TIMEOUT_MS: '2500',
      IDEMPOTENCY_TTL_HOURS: '1.5',
      RETENTION_DAYS: '30',
      AUDIT_RETENTION_DAYS: '365',
      CLOCK_CONTROL: 'true',
      INSTANCE_CACHE: '50',
      INSTANCE_CACHE_CHECK: 'true',
      LOG_LEVEL: 'debug',
      MAX_REQUEST_BYTES: '16777216',
      MAX_VARIABLE_BYTES: '1048576',
      MAX_VARIABLES: '500',
      MAX_JSON_DEPTH: '128',
      DOCUMENT_MAX_BYTES: '1048576',
      AUTH: 'oidc',
      OIDC_ISSUER: 'https://keycloak.example.com/realms/baton/',
      OIDC_AUDIENCE: 'engine',
      OIDC_ROLES_CLAIM: 'roles',
      OIDC_GROUPS_CLAIM: 'profile.groups',
      OIDC_TENANTS_CLAIM: 'tenants',
      ALLOW_DEMO_REALM: 'false',
    });

    expect(config).toMatchObject({
      port: 9000,
      grpcPort: 26600,
      grpcPortIsDefault: false,
      host: '0.0.0.0',
      publicUrl: 'https://baton.example.com',
      databaseUrl: 'postgres://u:p@db:5432/baton',
      databaseMode: 'citus',
      dataDir: '/var/lib/baton',
      dataDirIsDefault: false,
      embeddedPgPort: 5555,
      dbPoolSize: 4,
      dbConnectTimeoutMs: 2500,
      idempotencyTtlHours: 1.5,
      retentionDays: 30,
      auditRetentionDays: 365,
      clockControl: true,
      instanceCache: 50,
      instanceCacheCheck: true,
      logLevel: 'debug',
      maxRequestBytes: 16777216,
      maxVariableBytes: 1048576,
      maxVariables: 500,
      maxJsonDepth: 128,
      documentMaxBytes: 1048576,
      auth: {
        mode: 'oidc',
        issuer: 'https://keycloak.example.com/realms/baton',
        audience: 'engine',
        rolesClaim: 'roles',
        groupsClaim: 'profile.groups',
        tenantsClaim: 'tenants',
        allowDemoRealm: false,
      },
    });
  });

  it('should treat empty values as unset', () => {
    expect(loadEngineConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each(['abc', '-1', '65536', '80.5', '8080x'])('should refuse PORT=%s naming the variable', (value) => {
    expect(() => loadEngineConfig({ PORT: value })).toThrow(EngineConfigError);
    expect(() => loadEngineConfig({ PORT: value })).toThrow(/PORT must be an integer/);
  });

  it('should report every bad variable at once', () => {
    // when
    let error: unknown;
    try {
      loadEngineConfig({ PORT: 'x', CLOCK_CONTROL: 'maybe', LOG_LEVEL: 'loud', IDEMPOTENCY_TTL_HOURS: '0', DB_POOL_SIZE: '0' });
    } catch (e) {
      error = e;
    }

    // then
    expect(error).toBeInstanceOf(EngineConfigError);
    const problems = (error as EngineConfigError).problems.join('\n');
    for (const name of ['PORT', 'CLOCK_CONTROL', 'LOG_LEVEL', 'IDEMPOTENCY_TTL_HOURS', 'DB_POOL_SIZE']) {
      expect(problems).toContain(name);
    }
  });

  it.each([
    ['MAX_REQUEST_BYTES', '1023'],
    ['MAX_REQUEST_BYTES', '4mb'],
    ['MAX_VARIABLE_BYTES', '0'],
    ['MAX_VARIABLES', '0'],
    ['DB_CONNECT_TIMEOUT_MS', '50'],
    ['MAX_JSON_DEPTH', '0'],
    ['MAX_JSON_DEPTH', '1001'],
  ])('should refuse %s=%s naming the variable', (name, value) => {
    expect(() => loadEngineConfig({ [name]: value })).toThrow(new RegExp(`${name} must be an integer`));
  });

  it('should read DATABASE_MODE postgres or citus and refuse anything else', () => {
    expect(loadEngineConfig({ DATABASE_MODE: 'postgres' }).databaseMode).toBe('postgres');
    expect(loadEngineConfig({ DATABASE_MODE: ' citus ' }).databaseMode).toBe('citus');
    expect(() => loadEngineConfig({ DATABASE_MODE: 'Citus' })).toThrow(/DATABASE_MODE must be postgres or citus \(got "Citus"\)/);
  });

  it('should read GRPC_PORT 0 as no gRPC gateway, set explicitly, and refuse a port that is none', () => {
    expect(loadEngineConfig({ GRPC_PORT: '0' })).toMatchObject({ grpcPort: 0, grpcPortIsDefault: false });
    expect(() => loadEngineConfig({ GRPC_PORT: '70000' })).toThrow(/GRPC_PORT must be an integer from 0 to 65535 \(got "70000"\)/);
  });

  it('should refuse a non-postgres DATABASE_URL without echoing it', () => {
    expect(() => loadEngineConfig({ DATABASE_URL: 'mysql://root:secret@db/x' })).toThrow(/DATABASE_URL/);
    for (const value of ['baton.example.com', 'ftp://baton.example.com', 'https://baton.example.com/engine']) {
      expect(() => loadEngineConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be an http\(s\) origin/);
    }
    expect(() => loadEngineConfig({ DATABASE_URL: 'mysql://root:secret@db/x' })).not.toThrow(/secret/);
  });

  it('should map LOG_LEVEL to the Nest levels at or above it', () => {
    expect(nestLogLevels(loadEngineConfig({ LOG_LEVEL: 'WARN' }).logLevel)).toEqual(['fatal', 'error', 'warn']);
    expect(loadEngineConfig({ LOG_LEVEL: 'info' }).logLevel).toBe('log');
  });

  it('should refuse the demo realm on a HOST other machines reach, unless ALLOW_DEMO_REALM=true', () => {
    expect(() => loadEngineConfig({ HOST: '0.0.0.0' })).toThrow(/ALLOW_DEMO_REALM=true/);
    expect(loadEngineConfig({ HOST: '0.0.0.0', ALLOW_DEMO_REALM: 'true' }).auth.allowDemoRealm).toBe(true);
    expect(loadEngineConfig({ HOST: '0.0.0.0', AUTH: 'none' }).auth.mode).toBe('none');
    expect(loadEngineConfig({ HOST: '0.0.0.0', OIDC_ISSUER: 'https://idp.example.com/realms/x' }).auth.issuer).toBe('https://idp.example.com/realms/x');
    expect(loadEngineConfig({ HOST: 'localhost' }).auth.issuer).toBeUndefined();
  });

  it('should accept basic auth only when asked to, and only against the embedded realm', () => {
    expect(loadEngineConfig({}).auth.basic).toBe(false);
    expect(loadEngineConfig({ AUTH_BASIC: 'true' }).auth.basic).toBe(true);
    expect(() => loadEngineConfig({ AUTH_BASIC: 'true', OIDC_ISSUER: 'https://idp.example.com/realms/x' })).toThrow(
      /AUTH_BASIC=true checks passwords against the embedded realm/,
    );
  });

  it('should name bad AUTH, OIDC_ISSUER and claim paths', () => {
    expect(() => loadEngineConfig({ AUTH: 'basic', OIDC_ISSUER: 'keycloak', OIDC_ROLES_CLAIM: 'a..b' })).toThrow(
      /AUTH must be oidc or none[\s\S]*OIDC_ISSUER must be an http\(s\) URL[\s\S]*OIDC_ROLES_CLAIM must be a dotted claim path/,
    );
  });
});
