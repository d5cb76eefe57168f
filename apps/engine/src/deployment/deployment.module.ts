import { Module } from '@nestjs/common';
import { DeploymentController } from './deployment.controller.js';
import { DeploymentService } from './deployment.service.js';
import { ProcessDefinitionController } from './process-definition.controller.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { StartEventSubscriptions } from './start-event-subscriptions.js';

@Module({
  controllers: [DeploymentController, ProcessDefinitionController],
  providers: [DeploymentService, ProcessDefinitionRepository, StartEventSubscriptions],
  exports: [ProcessDefinitionRepository],
})
export class DeploymentModule {}
