import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { EngineConfig } from '../config/engine-config.js';
import { FormsModule } from '../forms/forms.module.js';
import { DeploymentController } from './deployment.controller.js';
import { DeploymentService } from './deployment.service.js';
import { DeploymentValidationController } from './deployment-validation.controller.js';
import { DeploymentValidator } from './deployment-validator.js';
import { ProcessDefinitionController } from './process-definition.controller.js';
import { ProcessDefinitionRepository } from './process-definition.repository.js';
import { StartEventSubscriptions } from './start-event-subscriptions.js';

@Module({
  imports: [
    FormsModule,
    // The edge refuses a form without a Content-Length or with one over MAX_REQUEST_BYTES; multer bounds each file too.
    MulterModule.registerAsync({ inject: [EngineConfig], useFactory: (config: EngineConfig) => ({ limits: { fileSize: config.maxRequestBytes } }) }),
  ],
  controllers: [DeploymentController, DeploymentValidationController, ProcessDefinitionController],
  providers: [DeploymentService, DeploymentValidator, ProcessDefinitionRepository, StartEventSubscriptions],
  exports: [ProcessDefinitionRepository, StartEventSubscriptions],
})
export class DeploymentModule {}
