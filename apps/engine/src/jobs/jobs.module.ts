import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { JobActivationService } from './job-activation.service.js';
import { JobCommandsService } from './job-commands.service.js';
import { JobController } from './job.controller.js';
import { JobNotifications } from './job-notifications.js';
import { JobReadModel } from './job.read-model.js';

@Module({ imports: [RuntimeModule], providers: [JobController, JobActivationService, JobCommandsService, JobNotifications, JobReadModel] })
export class JobsModule {}
