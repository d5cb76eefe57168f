import type { Server } from 'node:http';
import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { installAuthentication } from './auth/install-authentication.js';
import { type EngineConfig, nestLogLevels } from './config/engine-config.js';
import { EngineLogger } from './config/engine-logger.js';
import { runMigrations } from './database/migration-runner.js';
import { installEdgeChecks } from './http/edge-checks.js';
import { ProblemDetailFilter } from './http/problem-detail.filter.js';
import { compileAllRouteValidators, RequestValidationGuard } from './http/request-validation.guard.js';
import { installWebApps } from './web-apps/web-apps.js';

/**
 * Migrates the database, then builds the Nest app (express, the edge checks of requests with their JSON parser,
 * problem+json errors). The caller calls `listen`, and `close` on SIGINT/SIGTERM (main.ts: the engine before its database).
 */
export async function createEngineApp(config: EngineConfig, databaseUrl: string): Promise<INestApplication> {
  const logger = new EngineLogger(nestLogLevels(config.logLevel));
  Logger.overrideLogger(logger);
  const migrationLogger = new Logger('Migrations');
  const { applied, currentVersion } = await runMigrations(databaseUrl, { log: (message) => migrationLogger.debug(message) });
  if (applied.length > 0) migrationLogger.log(`Database schema at version ${currentVersion} (${applied.length} migrations applied)`);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), new ExpressAdapter(), {
    logger,
    bodyParser: false,
  });
  installWebApps(app);
  installAuthentication(app);
  installEdgeChecks(app, config);
  app.disable('x-powered-by');
  // express hashes every response body for a weak ETag; API answers are not cached by it (a user task sets its own
  // ETag, its revision), and the hash cost about 5 % of a small request's CPU.
  app.set('etag', false);
  // Node closes an idle keep-alive connection after 5 s; a client whose event loop lags (a busy worker) may send its
  // next request on the socket just closed and read ECONNRESET. Workers poll again within seconds, so a minute of
  // idle time closes that race for them; headers must be allowed a little longer than the idle time.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  app.useGlobalFilters(new ProblemDetailFilter());
  compileAllRouteValidators();
  app.useGlobalGuards(new RequestValidationGuard());
  return app;
}
