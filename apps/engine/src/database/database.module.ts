import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngineConfig } from '../config/engine-config.js';
import { Database } from './database.js';
import { EngineProcessId } from './engine-process-id.js';
import { GuardedPgClient } from './guarded-pg-client.js';

/**
 * Global module: the TypeORM `DataSource` (inject it by class), the `Database` raw-SQL wrapper and the
 * `EngineConfig`. Schema comes only from `migrations/` (run before the app starts), never `synchronize`.
 * `autoLoadEntities` is on, so a feature module may register entities with `TypeOrmModule.forFeature([...])`.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: EngineConfig, databaseUrl: string): DynamicModule {
    // One per app, not per Node process: specs run several engines in one process.
    const processId = new EngineProcessId();
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          poolSize: config.dbPoolSize,
          // Also the wait for a free connection of a full pool: past it the request is answered 503 (http/database-unavailable.ts).
          connectTimeoutMS: config.dbConnectTimeoutMs,
          synchronize: false,
          migrationsRun: false,
          autoLoadEntities: true,
          applicationName: processId.applicationName,
          extra: { Client: GuardedPgClient },
          // Migrations already connected to this database: fail fast instead of retrying for half a minute.
          retryAttempts: 1,
        }),
      ],
      providers: [{ provide: EngineConfig, useValue: config }, { provide: EngineProcessId, useValue: processId }, Database],
      exports: [EngineConfig, EngineProcessId, Database],
    };
  }
}
