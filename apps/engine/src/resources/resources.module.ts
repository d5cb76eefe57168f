import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { DecisionRequirementsDeletion } from './decision-requirements-deletion.js';
import { ResourceDeletionController } from './resource-deletion.controller.js';
import { ResourceDeletion } from './resource-deletion.js';
import { ResourceReadModel } from './resource.read-model.js';
import { RunningInstances } from './running-instances.js';
import { StartEventsAfterDeletion } from './start-events-after-deletion.js';

/** Deployed resources after their deployment: reading one by its key, deleting a process definition, a decision requirements graph or a form. */
@Module({
  imports: [DeploymentModule, RuntimeModule],
  providers: [ResourceReadModel, ResourceDeletionController, ResourceDeletion, RunningInstances, StartEventsAfterDeletion, DecisionRequirementsDeletion],
})
export class ResourcesModule {}
