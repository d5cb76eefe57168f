import { ProcessInstanceSuspensionBatch } from './process-instance-suspension-batch.js';
import { BusinessIdUniqueness } from './business-id-uniqueness.js';
import { Module } from '@nestjs/common';
import { BatchOperationsModule } from '../batch-operations/batch-operations.module.js';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ElementStatisticsController } from './element-statistics.controller.js';
import { ElementDurationsReadModel } from './element-durations.read-model.js';
import { ElementStatisticsReadModel } from './element-statistics.read-model.js';
import { ProcessInstanceController } from './process-instance.controller.js';
import { ProcessInstanceReadModel } from './process-instance.read-model.js';
import { InstanceBatches } from '../migration/instance-batches.js';
import { IncidentResolutionBatch } from './incident-resolution-batch.js';
import { ProcessInstanceBatchesController } from './process-instance-batches.controller.js';
import { ProcessInstanceCancellationBatch } from './process-instance-cancellation-batch.js';
import { ProcessInstanceDeletion } from './process-instance-deletion.js';
import { InstanceCompletions } from './instance-completions.js';
import { ProcessInstanceService } from './process-instance.service.js';

@Module({
  imports: [DeploymentModule, RuntimeModule, BatchOperationsModule],
  providers: [
    ProcessInstanceController,
    ElementStatisticsController,
    ProcessInstanceService,
    BusinessIdUniqueness,
    InstanceCompletions,
    ProcessInstanceReadModel,
    ElementStatisticsReadModel,
    ElementDurationsReadModel,
    ProcessInstanceBatchesController,
    ProcessInstanceCancellationBatch,
    ProcessInstanceSuspensionBatch,
    IncidentResolutionBatch,
    ProcessInstanceDeletion,
    InstanceBatches,
  ],
})
export class ProcessInstancesModule {}
