import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ProcessInstanceMigrationController } from './process-instance-migration.controller.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';

/** Moving running instances between versions of their process: migration plans, checked before anything changes. */
@Module({
  imports: [DeploymentModule, RuntimeModule],
  controllers: [ProcessInstanceMigrationController],
  providers: [ProcessInstanceMigration],
})
export class MigrationModule {}
