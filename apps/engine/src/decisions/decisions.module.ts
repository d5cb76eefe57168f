import { Module } from '@nestjs/common';
import { BatchOperationsModule } from '../batch-operations/batch-operations.module.js';
import { InstanceBatches } from '../migration/instance-batches.js';
import { DecisionDefinitionController } from './decision-definition.controller.js';
import { DecisionDefinitionReadModel } from './decision-definition.read-model.js';
import { DecisionDeployment } from './decision-deployment.js';
import { DecisionEvaluation } from './decision-evaluation.js';
import { DecisionInstanceController } from './decision-instance.controller.js';
import { DecisionInstanceDeletion } from './decision-instance-deletion.js';
import { DecisionInstanceReadModel } from './decision-instance.read-model.js';
import { DecisionModels } from './decision-models.js';
import { DecisionRequirementsController } from './decision-requirements.controller.js';
import { DecisionRequirementsReadModel } from './decision-requirements.read-model.js';
import { DecisionServiceEvaluation } from './decision-service-evaluation.js';

/** DMN decisions: deployed with processes, versioned per decision id, evaluated by business rule tasks and over REST. */
@Module({
  imports: [BatchOperationsModule],
  providers: [
    DecisionDeployment,
    DecisionModels,
    DecisionEvaluation,
    DecisionServiceEvaluation,
    DecisionDefinitionReadModel,
    DecisionRequirementsReadModel,
    DecisionDefinitionController,
    DecisionRequirementsController,
    DecisionInstanceReadModel,
    DecisionInstanceController,
    DecisionInstanceDeletion,
    InstanceBatches,
  ],
  exports: [DecisionDeployment, DecisionModels],
})
export class DecisionsModule {}
