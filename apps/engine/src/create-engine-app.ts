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
  app.useGlobalFilters(new ProblemDetailFilter());
  compileAllRouteValidators();
  app.useGlobalGuards(new RequestValidationGuard());
  return app;
}
