import { Module } from '@nestjs/common';
import { BatchOperationsModule } from '../batch-operations/batch-operations.module.js';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ProcessInstanceMigrationController } from './process-instance-migration.controller.js';
import { ProcessInstanceModificationController } from './process-instance-modification.controller.js';
import { ProcessInstanceModification } from './process-instance-modification.js';
import { BatchMigration } from './batch-migration.js';
import { BatchModification } from './batch-modification.js';
import { InstanceBatches } from './instance-batches.js';
import { ProcessInstanceMigration } from './process-instance-migration.js';

/** Moving running instances between versions of their process: migration plans, checked before anything changes. */
@Module({
  imports: [DeploymentModule, RuntimeModule, BatchOperationsModule],
  providers: [
    ProcessInstanceMigrationController,
    ProcessInstanceModificationController,
    ProcessInstanceMigration,
    BatchMigration,
    ProcessInstanceModification,
    BatchModification,
    InstanceBatches,
  ],
})
export class MigrationModule {}
