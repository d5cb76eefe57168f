import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { IncidentController, ProcessInstanceIncidentController } from './incident.controller.js';
import { IncidentReadModel } from './incident.read-model.js';

@Module({ imports: [RuntimeModule], providers: [IncidentController, ProcessInstanceIncidentController, IncidentReadModel] })
export class IncidentsModule {}
