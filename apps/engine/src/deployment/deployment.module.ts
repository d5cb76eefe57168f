import { Module } from '@nestjs/common';
import { DecisionsModule } from '../decisions/decisions.module.js';
import { FormsModule } from '../forms/forms.module.js';
import { DeploymentController } from './deployment.controller.js';
import { DeploymentService } from './deployment.service.js';
import { DeploymentValidationController } from './deployment-validation.controller.js';
import { DeploymentValidator } from './deployment-validator.js';
import { ProcessDefinitionController } from './process-definition.controller.js';
import { ProcessDefinitionReadModel } from './process-definition.read-model.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { StartEventSubscriptions } from './start-event-subscriptions.js';

@Module({
  imports: [FormsModule, DecisionsModule],
  providers: [
    ProcessDefinitionController,
    DeploymentController,
    DeploymentValidationController,
    DeploymentService,
    DeploymentValidator,
    ProcessDefinitionRepository,
    ProcessDefinitionReadModel,
    StartEventSubscriptions,
  ],
  exports: [ProcessDefinitionRepository, StartEventSubscriptions],
})
export class DeploymentModule {}
