import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { installAuthentication } from './auth/install-authentication.js';
import { type EngineConfig, nestLogLevels } from './config/engine-config.js';
import { runMigrations } from './database/migration-runner.js';
import { installEdgeChecks } from './http/edge-checks.js';
import { ProblemDetailFilter } from './http/problem-detail.filter.js';
import { compileAllRouteValidators, RequestValidationGuard } from './http/request-validation.guard.js';

/**
 * Migrates the database, then builds the Nest app (express, the edge checks of requests with their JSON parser,
 * problem+json errors, shutdown hooks). The caller calls `listen`.
 */
export async function createEngineApp(config: EngineConfig, databaseUrl: string): Promise<INestApplication> {
  const logLevels = nestLogLevels(config.logLevel);
  Logger.overrideLogger(logLevels);
  const migrationLogger = new Logger('Migrations');
  await runMigrations(databaseUrl, { log: (message) => migrationLogger.log(message) });

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), new ExpressAdapter(), {
    logger: logLevels,
    bodyParser: false,
  });
  installAuthentication(app);
  installEdgeChecks(app, config);
  app.disable('x-powered-by');
  app.useGlobalFilters(new ProblemDetailFilter());
  compileAllRouteValidators();
  app.useGlobalGuards(new RequestValidationGuard());
  app.enableShutdownHooks();
  return app;
}
