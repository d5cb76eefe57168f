import { Module } from '@nestjs/common';
import { FormsModule } from '../forms/forms.module.js';
import { DeploymentController } from './deployment.controller.js';
import { DeploymentService } from './deployment.service.js';
import { ProcessDefinitionController } from './process-definition.controller.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { StartEventSubscriptions } from './start-event-subscriptions.js';

@Module({
  imports: [FormsModule],
  controllers: [DeploymentController, ProcessDefinitionController],
  providers: [DeploymentService, ProcessDefinitionRepository, StartEventSubscriptions],
  exports: [ProcessDefinitionRepository],
})
export class DeploymentModule {}
