import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** Contexts of Nest's own start-up lines: one per module, controller and route, and two for the application. */
const FRAMEWORK_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * Nest's console logger, with the framework's start-up chatter moved from `log` to `debug`: at the default
 * LOG_LEVEL (info) the engine prints its own lines only; LOG_LEVEL=debug shows the rest.
 */
export class EngineLogger extends ConsoleLogger {
  constructor(logLevels: LogLevel[]) {
    super({ logLevels });
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}
