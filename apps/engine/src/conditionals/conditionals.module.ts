import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { ConditionalEvaluationService } from './conditional-evaluation.service.js';

/** Root conditional start events, evaluated on request (the conditions inside instances are the runtime's). */
@Module({
  imports: [DeploymentModule, RuntimeModule],
  providers: [ConditionalEvaluationService],
})
export class ConditionalsModule {}
