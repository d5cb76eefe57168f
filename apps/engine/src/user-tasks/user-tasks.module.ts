import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { TaskListenerOutcome } from './task-listener-outcome.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { UserTaskCommandsService } from './user-task-commands.service.js';
import { UserTaskController } from './user-task.controller.js';
import { UserTaskQueries } from './user-task-queries.service.js';

/** Camunda user tasks: search and read them, assign, update and complete them, fetch their form and variables. */
@Module({
  imports: [DeploymentModule, RuntimeModule, DocumentsModule],
  providers: [UserTaskController, UserTaskCommandsService, UserTaskQueries, TaskListenerOutcome],
})
export class UserTasksModule {}
