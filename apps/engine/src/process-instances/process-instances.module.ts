import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ElementStatisticsController } from './element-statistics.controller.js';
import { ElementStatisticsReadModel } from './element-statistics.read-model.js';
import { ProcessInstanceController } from './process-instance.controller.js';
import { ProcessInstanceReadModel } from './process-instance.read-model.js';
import { InstanceCompletions } from './instance-completions.js';
import { ProcessInstanceService } from './process-instance.service.js';

@Module({
  imports: [DeploymentModule, RuntimeModule],
  providers: [
    ProcessInstanceController,
    ElementStatisticsController,
    ProcessInstanceService,
    InstanceCompletions,
    ProcessInstanceReadModel,
    ElementStatisticsReadModel,
  ],
})
export class ProcessInstancesModule {}
