import { Module } from '@nestjs/common';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { IncidentController, ProcessInstanceIncidentController } from './incident.controller.js';

@Module({ imports: [RuntimeModule], controllers: [IncidentController, ProcessInstanceIncidentController] })
export class IncidentsModule {}
