import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { setFeelLimits } from '@baton/feel';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { installAuthentication } from './auth/install-authentication.js';
import { type EngineConfig, nestLogLevels } from './config/engine-config.js';
import { EngineLogger } from './config/engine-logger.js';
import { autovacuumGaps, autovacuumWarning } from './database/autovacuum-check.js';
import { runMigrations } from './database/migration-runner.js';
import { PgPool } from './database/pg-pool.js';
import { API_ROUTE_HANDLERS } from './api-route-handlers.js';
import { installContractRoutes } from './http/contract-routes.js';
import { installConnectionDrain } from './http/connection-drain.js';
import { installEdgeChecks } from './http/edge-checks.js';
import { ProblemDetailFilter } from './http/problem-detail.filter.js';
import { installRequestContext } from './http/request-context.js';
import { installRequestRoutes } from './http/request-route.js';
import { installWebApps } from './web-apps/web-apps.js';

/** What an operator of a Citus database must know before sending it work (docs/scaling-out.md, issue 45). */
const CITUS_NOT_YET =
  'Citus mode: job activation and the timer scheduler go round the partitions, one shard per statement; the outbox and ' +
  'message sweeps still run over every shard without row locks, each costing every worker a task (see docs/scaling-out.md)';

/**
 * Migrates the database, then builds the Nest app (Fastify, the edge checks of requests with their JSON parser,
 * problem+json errors). The caller calls `listen`, and `close` on SIGINT/SIGTERM (main.ts: the engine before its database).
 */
export async function createEngineApp(config: EngineConfig, databaseUrl: string): Promise<INestApplication> {
  // FEEL evaluations run in the runtime, which knows no configuration: their limits are the process's.
  setFeelLimits(config.feel);
  const logger = new EngineLogger(nestLogLevels(config.logLevel));
  Logger.overrideLogger(logger);
  const migrationLogger = new Logger('Migrations');
  const { applied, currentVersion, databaseMode } = await runMigrations(databaseUrl, {
    log: (message) => migrationLogger.debug(message),
    databaseMode: config.databaseMode,
  });
  if (applied.length > 0) migrationLogger.log(`Database schema at version ${currentVersion} (${applied.length} migrations applied)`);
  if (databaseMode === 'citus') migrationLogger.warn(CITUS_NOT_YET);

  // Fastify, not express: a request that does nothing costs the engine less than half the CPU on it.
  // Paths match as express matched them: in any case, with or without a trailing slash.
  const adapter = new FastifyAdapter({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true }, bodyLimit: config.maxRequestBytes });
  // The mode the schema was migrated in (configured or detected): the statements that differ on Citus read it from here.
  const migrated: EngineConfig = Object.freeze({ ...config, databaseMode });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(migrated, databaseUrl), adapter, { logger, bodyParser: false });
  const warning = autovacuumWarning(await autovacuumGaps(app.get(PgPool)));
  if (warning) new Logger('Database').warn(warning);
  // First: every later hook and check reads the route the router picked for a request, never the request target.
  installRequestRoutes(app);
  installWebApps(app);
  installAuthentication(app);
  installEdgeChecks(app, config);
  installRequestContext(app);
  installContractRoutes(app, API_ROUTE_HANDLERS);
  installConnectionDrain(app);
  // Node closes an idle keep-alive connection after 5 s; a client whose event loop lags (a busy worker) may send its
  // next request on the socket just closed and read ECONNRESET. Workers poll again within seconds, so a minute of
  // idle time closes that race for them; headers must be allowed a little longer than the idle time.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.useGlobalFilters(new ProblemDetailFilter(config.maxRequestBytes));
  return app;
}
