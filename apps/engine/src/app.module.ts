import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ClockModule } from './clock/clock.module.js';
import { ClusterModule } from './cluster/cluster.module.js';
import { ConversionsModule } from './conversions/conversions.module.js';
import type { EngineConfig } from './config/engine-config.js';
import { DatabaseModule } from './database/database.module.js';
import { DeploymentModule } from './deployment/deployment.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { ExpressionsModule } from './expressions/expressions.module.js';
import { GrpcModule } from './grpc/grpc.module.js';
import { IdempotencyModule } from './idempotency/idempotency.module.js';
import { IncidentsModule } from './incidents/incidents.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { OperationsModule } from './operations/operations.module.js';
import { ProcessInstancesModule } from './process-instances/process-instances.module.js';
import { QueryModule } from './query/query.module.js';
import { ResourcesModule } from './resources/resources.module.js';
import { PlatformModule } from './runtime/platform.module.js';
import { MessagesModule } from './messages/messages.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { MigrationModule } from './migration/migration.module.js';
import { ModelsModule } from './models/models.module.js';
import { TaskFiltersModule } from './task-filters/task-filters.module.js';
import { SignalsModule } from './signals/signals.module.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { SystemModule } from './system/system.module.js';
import { ClusterVariablesModule } from './cluster-variables/cluster-variables.module.js';
import { ConditionalsModule } from './conditionals/conditionals.module.js';
import { TimersModule } from './timers/timers.module.js';
import { UserTasksModule } from './user-tasks/user-tasks.module.js';
import { GlobalTaskListenersModule } from './global-task-listeners/global-task-listeners.module.js';

/** Feature modules of the engine. Add new bounded contexts here (DatabaseModule is global, no need to import it). */
export const FEATURE_MODULES: Array<Type | DynamicModule> = [
  PlatformModule,
  MetricsModule,
  AuthModule,
  AuditModule,
  IdempotencyModule,
  ClusterModule,
  ClockModule,
  ExpressionsModule,
  DeploymentModule,
  ResourcesModule,
  ProcessInstancesModule,
  JobsModule,
  IncidentsModule,
  QueryModule,
  StatisticsModule,
  SystemModule,
  ClusterVariablesModule,
  OpenApiModule,
  TimersModule,
  MessagesModule,
  SignalsModule,
  ConditionalsModule,
  UserTasksModule,
  GlobalTaskListenersModule,
  OperationsModule,
  ModelsModule,
  TaskFiltersModule,
  ConversionsModule,
  MigrationModule,
  RetentionModule,
  DocumentsModule,
  GrpcModule,
];

@Module({})
export class AppModule {
  static forRoot(config: EngineConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [DatabaseModule.forRoot(config, databaseUrl), ...FEATURE_MODULES],
    };
  }
}
